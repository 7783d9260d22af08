import type { CatalogueService } from './catalogue.service.js';
import type { TrophyReadService } from '../trophies/trophies.read.service.js';
import { escapeHtml } from './catalogue.head.js';
import type { SitemapRow } from './catalogue.queries.js';

// /sitemap.xml and /robots.txt (pictures under /api/files stay allowed for share cards). The home page, then every
// public brand, product, YouTuber and category page with its last
// change, then /trophies and every public trophy. Up to SITEMAP_URLS_MAX URLs it is one urlset; above, /sitemap.xml is
// an index of /sitemap-<n>.xml files.

/** The sitemaps protocol's limit of URLs per file. */
export const SITEMAP_URLS_MAX = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const enc = encodeURIComponent;

/** Where the sitemap's URLs come from: the catalogue's pages first, then the trophies'. */
export interface SitemapSources {
  catalogue: Pick<CatalogueService, 'sitemapCount' | 'sitemapPage'>;
  trophyReads: Pick<TrophyReadService, 'sitemapCount' | 'sitemapPage'>;
}
// The home page has no lastmod: it changes with every new product and review.
type Row =
  | SitemapRow
  | { kind: 'trophy'; a: string | null; b: null; lastmod: string }
  | { kind: 'home'; a: null; b: null; lastmod: null };

/** URLs before the catalogue's: the home page. */
const LEADING = 1;

/** Every URL of the sitemap: the home page and both sources. */
export async function sitemapTotal(sources: SitemapSources): Promise<number> {
  const [catalogue, trophies] = await Promise.all([
    sources.catalogue.sitemapCount(),
    sources.trophyReads.sitemapCount(),
  ]);
  return LEADING + catalogue + trophies;
}

/**
 * `limit` URLs from `offset` over the home page, the catalogue's, then the trophies' (each source's offset starts
 * after the ones before it).
 */
async function sitemapPage(sources: SitemapSources, limit: number, from: number): Promise<Row[]> {
  const rows: Row[] = from < LEADING ? [{ kind: 'home', a: null, b: null, lastmod: null }] : [];
  const offset = Math.max(0, from - LEADING);
  const catalogueCount = await sources.catalogue.sitemapCount();
  if (offset < catalogueCount && rows.length < limit)
    rows.push(...(await sources.catalogue.sitemapPage(limit - rows.length, offset)));
  const left = limit - rows.length;
  if (left <= 0) return rows;
  const trophies = await sources.trophyReads.sitemapPage(left, Math.max(0, offset - catalogueCount));
  return [...rows, ...trophies.map((t) => ({ kind: 'trophy' as const, a: t.id, b: null, lastmod: t.lastmod }))];
}

function locOf(base: string, row: Row): string {
  switch (row.kind) {
    case 'home':
      return `${base}/`;
    case 'trophy':
      return row.a ? `${base}/trophies/${enc(row.a)}` : `${base}/trophies`;
    case 'brand':
      return `${base}/brands/${enc(row.a)}`;
    case 'product':
      return `${base}/brands/${enc(row.a)}/${enc(row.b ?? '')}`;
    case 'youtuber':
      return `${base}/youtubers/${enc(row.a)}`;
    case 'category':
      return `${base}/categories/${enc(row.a)}`;
  }
}

function urlset(base: string, rows: Row[]): string {
  const urls = rows.map(
    (row) =>
      `<url><loc>${escapeHtml(locOf(base, row))}</loc>${row.lastmod ? `<lastmod>${row.lastmod}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The XML of /sitemap.xml (`part` null) or /sitemap-<part>.xml; null when that file does not exist. `perFile` is
 * SITEMAP_URLS_MAX outside tests.
 */
export async function sitemapXml(
  sources: SitemapSources,
  base: string,
  part: number | null,
  perFile = SITEMAP_URLS_MAX,
): Promise<string | null> {
  const total = await sitemapTotal(sources);
  const files = Math.max(1, Math.ceil(total / perFile));
  if (part === null) {
    if (files === 1) return urlset(base, await sitemapPage(sources, perFile, 0));
    const entries = Array.from(
      { length: files },
      (_, i) => `<sitemap><loc>${escapeHtml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }
  if (files === 1 || part < 1 || part > files) return null;
  return urlset(base, await sitemapPage(sources, perFile, (part - 1) * perFile));
}

export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /settings',
    'Disallow: /api',
    'Allow: /api/files/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
