import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { contrastRatio, cssVariablesResolver, theme } from './theme';

// Every text/background pair the theme's variables make reads at WCAG 2.2 AA (4.5:1), in both schemes.
const full = mergeMantineTheme(DEFAULT_THEME, theme);
const { light, dark } = cssVariablesResolver(full);
const colours = Object.keys(full.colors).filter((name) => name !== 'dark');

describe('theme contrast', () => {
  it('the palettes to check are the ones the app uses', () => {
    expect(colours.length).toBeGreaterThan(10);
    expect(colours).toEqual(expect.arrayContaining(['brand', 'red', 'green', 'teal', 'orange', 'yellow', 'gray']));
  });

  it('light: errors, success, placeholders, links and dimmed text on white', () => {
    for (const name of ['error', 'success', 'placeholder', 'anchor', 'dimmed']) {
      expect(contrastRatio(light[`--mantine-color-${name}`]!, full.white), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('light: white labels on every filled colour, and every light badge text on its background', () => {
    for (const name of colours) {
      expect(
        contrastRatio(full.white, light[`--mantine-color-${name}-filled`]!),
        `${name} filled`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(light[`--mantine-color-${name}-light-color`]!, full.colors[name]![1]!),
        `${name} light`,
      ).toBeGreaterThanOrEqual(4.5);
      // Under the pointer a light or subtle button turns shade 2 (a hovered red "Lock" once read at 4.0:1).
      expect(
        contrastRatio(light[`--mantine-color-${name}-light-color`]!, full.colors[name]![2]!),
        `${name} light hovered`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('dark: links, errors, coloured text on the dark body and cards, and white labels on every fill', () => {
    const body = full.colors.dark[5]!; // the lightest dark surface (cards are dark 6, the body dark 7)
    for (const name of ['error', 'success', 'anchor', 'dimmed']) {
      expect(contrastRatio(dark[`--mantine-color-${name}`]!, body), name).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(dark['--mantine-color-placeholder']!, body)).toBeGreaterThanOrEqual(4.5);
    for (const name of colours) {
      expect(
        contrastRatio(full.white, dark[`--mantine-color-${name}-filled`]!),
        `${name} filled`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(dark[`--mantine-color-${name}-text`]!, body), `${name} text`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('dark: text, links, dimmed notes and light labels on every light fill', () => {
    for (const name of colours) {
      const fill = dark[`--mantine-color-${name}-light`]!;
      for (const [what, text] of [
        ['text', full.colors.dark[0]!],
        ['anchor', dark['--mantine-color-anchor']!],
        ['dimmed', dark['--mantine-color-dimmed']!],
        ['label', full.colors[name]![0]!],
      ] as const) {
        expect(contrastRatio(text, fill), `${what} on ${name} light`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("Mantine alone would fail (the values above are the theme's doing)", () => {
    expect(contrastRatio(full.colors.red[6]!, full.white)).toBeLessThan(4.5);
    expect(contrastRatio(full.colors.teal[9]!, full.colors.teal[1]!)).toBeLessThan(4.5);
  });
});
