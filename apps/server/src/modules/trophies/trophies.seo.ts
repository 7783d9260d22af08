import type { TrophyDetail } from '@plaudit/contract';
import { summary, type PageHead } from '../catalogue/catalogue.head.js';
import { abs, breadcrumb, notFoundHead, type Resolver } from '../catalogue/catalogue.seo.js';

// The first HTML of /trophies and /trophies/{id} (issue 18 §5): their own title, description, canonical URL, share
// card and JSON-LD, like the catalogue's pages. A trophy a visitor may not read (DRAFT, CANCELLED, unknown) is a 404
// with noindex, so its existence is not revealed to crawlers either.

const enc = encodeURIComponent;

export function trophyHead(base: string, trophy: TrophyDetail): PageHead {
  const url = `${base}/trophies/${enc(trophy.id)}`;
  const winner = trophy.status === 'AWARDED' ? trophy.winner : null;
  const description = summary(trophy.description)
    || (winner ? `${trophy.name}: won by ${winner.title}. See how the winner was chosen on Plaudit.` : `${trophy.name}: a trophy on Plaudit.`);
  return {
    status: 200,
    title: winner ? `${trophy.name}: ${winner.title} · Plaudit` : `${trophy.name} · Plaudit`,
    description,
    canonical: url,
    image: abs(base, winner?.image?.src) ?? abs(base, trophy.organiser.team?.iconUrl),
    ogType: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: trophy.name,
        url,
        description: summary(trophy.description, 500) || description,
        ...(winner
          ? { about: { '@type': winner.contentType === 'PRODUCT' ? 'Product' : 'Thing', name: winner.title, url: `${base}${winner.href}` } }
          : {}),
      },
      breadcrumb([{ name: 'Plaudit', url: `${base}/` }, { name: 'Trophies', url: `${base}/trophies` }, { name: trophy.name, url }]),
    ],
    noindex: false,
  };
}

const index: Resolver = async (_services, base) => {
  const url = `${base}/trophies`;
  return {
    status: 200,
    title: 'Trophies · Plaudit',
    description: 'Plaudit trophies: awards for products, reviews and videos, each with a signed protocol anyone can check.',
    canonical: url,
    image: null,
    ogType: 'website',
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'CollectionPage', name: 'Trophies', url },
      breadcrumb([{ name: 'Plaudit', url: `${base}/` }, { name: 'Trophies', url }]),
    ],
    noindex: false,
  };
};

const trophy: Resolver = async ({ trophyReads }, base, [id]) => {
  const detail = await trophyReads.publicOrNull(id!);
  return detail ? trophyHead(base, detail) : notFoundHead();
};

/** Added after the catalogue's SEO_ROUTES by the web routes. */
export const TROPHY_SEO_ROUTES: { pattern: string; params: string[]; resolve: Resolver }[] = [
  { pattern: '/trophies', params: [], resolve: index },
  { pattern: '/trophies/:a', params: ['a'], resolve: trophy },
];
