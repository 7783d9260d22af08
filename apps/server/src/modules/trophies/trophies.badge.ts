import { createHash } from 'node:crypto';
import type { TrophyBadgeTheme, TrophyOrganiserKind } from '@plaudit/contract';

// The embeddable badge of an AWARDED trophy: a 360×96 SVG with a trophy icon, "Winner", the trophy's
// name, the winner's title and who awarded it, linking back to the trophy page. A brand's own trophy says "Brand
// award" and names the brand: on someone's shop page it must not pass for an award of the platform. Every string is
// XML-escaped (names are user input);
// both themes keep at least 4.5:1 contrast for the text. Pure: the route adds the cache headers and the ETag.

export const escapeXml = (value: string): string =>
  value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const THEMES = {
  light: { bg: '#ffffff', border: '#d0d4da', title: '#1a1b1e', text: '#373a40', accent: '#9a6700', gold: '#f2b705' },
  dark: { bg: '#1a1b1e', border: '#3d4046', title: '#f8f9fa', text: '#ced4da', accent: '#ffd43b', gold: '#fcc419' },
} as const;

/** Cuts a line to `max` characters with an ellipsis, so a long name stays inside the badge. */
const fit = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value);

export interface BadgeInput {
  trophyName: string;
  winnerTitle: string;
  url: string;
  theme: TrophyBadgeTheme;
  /** Who awarded it: the platform, or the brand that ran it. */
  organiser: { kind: TrophyOrganiserKind; name: string };
}

/** The badge's words (English: it is embedded on other people's pages, whose language the server does not know). */
export function badgeWords(input: Pick<BadgeInput, 'trophyName' | 'winnerTitle' | 'organiser'>) {
  const brand = input.organiser.kind === 'TEAM';
  const label = brand ? 'Brand award · Winner' : 'Winner';
  const byline = `Awarded by ${input.organiser.name}`;
  return { label, byline, title: `${label}: ${input.trophyName} – ${input.winnerTitle}. ${byline}` };
}

export function renderBadge(input: BadgeInput): string {
  const c = THEMES[input.theme];
  const words = badgeWords(input);
  const name = escapeXml(fit(input.trophyName, 34));
  const winner = escapeXml(fit(input.winnerTitle, 40));
  const title = escapeXml(words.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="360" height="96" viewBox="0 0 360 96" role="img" aria-labelledby="t">` +
    `<title id="t">${title}</title>` +
    // Both spellings of the link: SVG 2 readers take href, older ones xlink:href.
    `<a href="${escapeXml(input.url)}" xlink:href="${escapeXml(input.url)}" target="_blank">` +
    `<rect x="0.5" y="0.5" width="359" height="95" rx="12" fill="${c.bg}" stroke="${c.border}"/>` +
    // The trophy: a cup with handles on a stem and base.
    `<g transform="translate(20 22)" fill="${c.gold}">` +
    `<path d="M12 0h28v18a14 14 0 0 1-28 0z"/>` +
    `<path d="M12 4H4v6a10 10 0 0 0 10 10v-4a6 6 0 0 1-6-6V8h4zM40 4h8v6a10 10 0 0 1-10 10v-4a6 6 0 0 0 6-6V8h-4z"/>` +
    `<rect x="23" y="31" width="6" height="10"/><rect x="14" y="41" width="24" height="8" rx="2"/></g>` +
    `<g font-family="Helvetica, Arial, sans-serif">` +
    `<text x="88" y="24" font-size="12" font-weight="700" letter-spacing="1.5" fill="${c.accent}">${escapeXml(words.label.toUpperCase())}</text>` +
    `<text x="88" y="45" font-size="16" font-weight="700" fill="${c.title}">${name}</text>` +
    `<text x="88" y="64" font-size="13" fill="${c.text}">${winner}</text>` +
    `<text x="88" y="84" font-size="11" fill="${c.text}">${escapeXml(fit(words.byline, 44))}</text>` +
    `</g></a></svg>`
  );
}

export const badgeEtag = (svg: string): string =>
  `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
