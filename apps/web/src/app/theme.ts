import {
  createTheme,
  darken,
  lighten,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';
import { modalZIndex } from '@plaudit/contract';

// One theme for the app: a violet-indigo brand colour, rounded corners, roomy spacing.
const brand: MantineColorsTuple = [
  '#f0eeff',
  '#ddd9fd',
  '#b8b0f5',
  '#9186ee',
  '#7163e8',
  '#5d4ee5',
  '#5343e4',
  '#4435cb',
  '#3b2eb6',
  '#3026a1',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 4 },
  colors: { brand },
  fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif', fontWeight: '750' },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '10px', lg: '16px', xl: '24px' },
  spacing: { xs: '10px', sm: '14px', md: '18px', lg: '24px', xl: '36px' },
  cursorType: 'pointer',
  // Someone who asks their system for less motion gets none (WCAG 2.3.3): modals, menus and toasts appear at once.
  respectReducedMotion: true,
  components: {
    // A link inside text must not rely on colour alone (WCAG 1.4.1); links that stand alone (the brand in the
    // header) opt out with underline="never".
    Anchor: { defaultProps: { underline: 'always' } },
    // The app's dialogs stack from a lower z-index than Mantine's header default (100): the header stayed bright
    // and clickable above every dialog's overlay and hid the top of a tall one. It sits just under the first.
    AppShell: { defaultProps: { zIndex: modalZIndex(0) - 1 } },
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg' } },
    // Mantine's focus placeholder is a role="presentation" child of role="menu", which a menu may not have
    // (axe aria-required-children); without it the first item takes the focus when the menu opens.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
  },
});

/** The header's height: the app shell reserves it, and toasts start below it so they never cover its buttons. */
export const HEADER_HEIGHT = 68;

// WCAG 2.2 AA asks 4.5:1 for body-size text; a little above it so rounding in a browser never tips a colour under.
const AA = 4.6;

/** The WCAG contrast ratio of two opaque colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color`, darkened (or lightened) in small steps until it reads at AA against `background`. */
export function readableOn(color: string, background: string, direction: 'darker' | 'lighter' = 'darker'): string {
  let c = color;
  for (let step = 0; step < 40 && contrastRatio(c, background) < AA; step += 1) {
    c = direction === 'darker' ? darken(c, 0.04) : lighten(c, 0.04);
  }
  return c;
}

// Palettes whose colours are used as backgrounds or text (the dark and gray ramps are the neutrals of each scheme).
const colourNames = (t: MantineTheme) => Object.keys(t.colors).filter((name) => name !== 'dark');

/**
 * Mantine's defaults put white text on shade 6/7 fills (red 3.3:1, teal 2.5:1), shade 9 text on shade 1 badges
 * (teal 4.3:1, orange 3.6:1), red 6 validation errors (3.3:1) and gray 5 placeholders (2.1:1). Every such pair is
 * made to read at AA here, once, for every component that uses the variables (buttons, badges, alerts, inputs).
 */
function lightScheme(t: MantineTheme): Record<string, string> {
  const white = t.white;
  const vars: Record<string, string> = {
    '--mantine-color-dimmed': t.colors.gray[7]!,
    '--mantine-color-error': readableOn(t.colors.red[7]!, white),
    '--mantine-color-success': readableOn(t.colors.teal[8]!, white),
    '--mantine-color-placeholder': readableOn(t.colors.gray[6]!, white),
    '--mantine-color-anchor': readableOn(brand[7], white),
  };
  for (const name of colourNames(t)) {
    const shades = t.colors[name]!;
    const filled = readableOn(shades[7]!, white);
    Object.assign(vars, {
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
      [`--mantine-color-${name}-outline`]: filled,
      [`--mantine-color-${name}-text`]: filled,
      // Light and subtle variants sit on shade 1 and turn shade 2 under the pointer (Mantine's light-hover): the text
      // must read on the darker of the two, or a hovered subtle button (red "Lock") drops to 4.0:1.
      [`--mantine-color-${name}-light-color`]: readableOn(shades[9]!, shades[2]!),
    });
  }
  return vars;
}

/**
 * The same in dark mode: text lightened against the lightest dark surface it sits on (dark 5: cards are dark 6,
 * the body dark 7), fills darkened under their white labels.
 */
function darkScheme(t: MantineTheme): Record<string, string> {
  const body = t.colors.dark[5]!;
  const anchor = readableOn(brand[3], body, 'lighter');
  const vars: Record<string, string> = {
    '--mantine-color-dimmed': t.colors.dark[1]!,
    '--mantine-color-error': readableOn(t.colors.red[5]!, body, 'lighter'),
    '--mantine-color-success': readableOn(t.colors.teal[5]!, body, 'lighter'),
    '--mantine-color-placeholder': readableOn(t.colors.dark[2]!, body, 'lighter'),
    '--mantine-color-anchor': anchor,
  };
  for (const name of colourNames(t)) {
    const shades = t.colors[name]!;
    const filled = readableOn(shades[7]!, t.white);
    // A light fill is also a surface (a trophy's winning row, a notice): the scheme's text, links and dimmed notes sit
    // on it, and Mantine's (shade 9 at half its lightness) put a link at 3.6:1 on yellow. It darkens until all read.
    const lightFill = [t.colors.dark[0]!, anchor, t.colors.dark[1]!, shades[0]!].reduce(
      (fill, text) => readableOn(fill, text),
      darken(shades[9]!, 0.5),
    );
    Object.assign(vars, {
      [`--mantine-color-${name}-light`]: lightFill,
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
      [`--mantine-color-${name}-text`]: readableOn(shades[4]!, body, 'lighter'),
      [`--mantine-color-${name}-outline`]: readableOn(shades[4]!, body, 'lighter'),
    });
  }
  return vars;
}

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: { '--plaudit-header-height': `${HEADER_HEIGHT}px` },
  light: lightScheme(t),
  dark: darkScheme(t),
});
