// The `<head>` a public page answers with: title, description, canonical URL, Open Graph and Twitter
// card tags, and schema.org JSON-LD, filled into the SPA's index.html. Everything that comes from a person (a brand
// name, a description) is escaped here: attributes and text HTML-escaped, JSON-LD with `<`, `>` and `&` as \u escapes
// so nothing can close the script element.

import { COLOR_SCHEME_SCRIPT, FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers, type Language } from '@plaudit/contract';

export interface PageHead {
  status: 200 | 404 | 410;
  title: string;
  description: string;
  /** Absolute; null for a page that does not exist. */
  canonical: string | null;
  /** Absolute picture URL for the share card. */
  image: string | null;
  ogType: 'website' | 'product' | 'profile';
  jsonLd: object[];
  noindex: boolean;
  /**
   * The picture the page shows largest above the fold (its LCP element), fetched from the first HTML instead of after
   * the app, its data and its render: `srcset` and `sizes` exactly as the page's <img> has them, or a plain `href`.
   */
  preloadImage?: { href: string; srcset?: string; sizes?: string } | null;
  /** The public answers the page asks for first, by call path (contract first-answers.ts): drawn without a round trip. */
  answers?: FirstAnswers;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** JSON for a `<script type="application/ld+json">`: no character in it can end the element or start a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One line of at most `max` characters (a description for search results and share cards). */
export function summary(text: string | null | undefined, max = 160): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function preloadLink(image: NonNullable<PageHead['preloadImage']>): string {
  const attrs = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(image.href)}"`,
    image.srcset ? `imagesrcset="${escapeHtml(image.srcset)}"` : null,
    image.srcset && image.sizes ? `imagesizes="${escapeHtml(image.sizes)}"` : null,
    'fetchpriority="high"',
  ];
  return `<link ${attrs.filter(Boolean).join(' ')} />`;
}

export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : null,
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : null,
    meta('property', 'og:site_name', 'Plaudit'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : null,
    head.image ? meta('property', 'og:image', head.image) : null,
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image) : null,
    head.preloadImage ? preloadLink(head.preloadImage) : null,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    head.answers && Object.keys(head.answers).length > 0
      ? `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${jsonForScript(head.answers)}</script>`
      : null,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * index.html with its own title and description replaced by the page's head, its `lang` the language the head (and
 * any drawing) is in, and the color scheme applied before the first paint (the page may come drawn: contract
 * COLOR_SCHEME_SCRIPT).
 */
export function injectHead(indexHtml: string, head: PageHead, language: Language = 'en'): string {
  const stripped = indexHtml
    .replace(/<html([^>]*?)\slang="[^"]*"/i, (_whole, before: string) => `<html${before} lang="${language}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const at = stripped.search(/<\/head>/i);
  if (at < 0) return stripped;
  return `${stripped.slice(0, at)}  ${renderHead(head)}\n    <script>${COLOR_SCHEME_SCRIPT}</script>\n  ${stripped.slice(at)}`;
}
