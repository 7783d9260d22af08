import {
  brandPageProductsQuery, brandPageSchema, brandProductsQuerySchema, homeSchema, pathOf, PRODUCT_MAIN_PICTURE_SIZES, productCardListSchema, productPageSchema, ROUTES,
  searchOf, youtuberPageSchema, type BrandPage, type FirstAnswers, type ProductPage, type PublicReview, type YoutuberPage,
} from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import type { TrophyReadService } from '../trophies/trophies.read.service.js';
import type { HomeService } from '../home/home.service.js';
import type { CatalogueService } from './catalogue.service.js';
import { summary, type PageHead } from './catalogue.head.js';

// What each public page says about itself to search engines and share cards (issue 16 §6): the page's own data,
// read through the catalogue service (so the same visibility rules), turned into a PageHead. An unknown page is a
// 404 with noindex; the SPA then shows its 404 page.

export const SITE_DESCRIPTION = 'Plaudit: branded pages, honest reviews and trophies for creators and YouTubers.';

/** What a page head may read: the catalogue's pages, the home's answer and, for /trophies, the trophies' (issue 18). */
export interface SeoServices {
  catalogue: CatalogueService;
  home: HomeService;
  trophyReads: TrophyReadService;
}
/** `parts`: the pattern's parameters; `search`: the address's query (a page's first calls may depend on it). */
export type Resolver = (services: SeoServices, base: string, parts: string[], search: URLSearchParams) => Promise<PageHead>;

export const abs = (base: string, url: string | null | undefined): string | null => {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
};
const enc = encodeURIComponent;

export function notFoundHead(): PageHead {
  return { status: 404, title: 'Page not found · Plaudit', description: SITE_DESCRIPTION, canonical: null, image: null, ogType: 'website', jsonLd: [], noindex: true };
}

export function breadcrumb(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

export function brandHead(base: string, brand: BrandPage): PageHead {
  const url = `${base}/brands/${enc(brand.creatorProfile)}`;
  const description = summary(brand.description) || `${brand.brandName} on Plaudit: products, reviews and trophies.`;
  const sameAs = [brand.website, ...Object.values(brand.social)].filter((link): link is string => Boolean(link));
  return {
    status: 200,
    title: `${brand.brandName} · Plaudit`,
    description,
    canonical: url,
    image: abs(base, brand.bannerUrl) ?? abs(base, brand.iconUrl),
    ogType: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: brand.brandName,
        url,
        ...(brand.iconUrl ? { logo: abs(base, brand.iconUrl) } : {}),
        ...(brand.description ? { description: summary(brand.description, 500) } : {}),
        ...(sameAs.length ? { sameAs: [...new Set(sameAs)] } : {}),
      },
      breadcrumb([{ name: 'Plaudit', url: `${base}/` }, { name: brand.brandName, url }]),
    ],
    noindex: false,
    // The banner is the brand page's largest picture (a CSS background the browser would find only once drawn).
    preloadImage: brand.bannerUrl ? { href: brand.bannerUrl } : null,
  };
}

/** A review as schema.org reads it: who, how many stars, when, and what they wrote (issue 17 §4). */
function reviewLd(review: PublicReview) {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author.displayName },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    datePublished: review.createdAt.slice(0, 10),
    ...(review.title ? { name: review.title } : {}),
    ...(review.comment ? { reviewBody: summary(review.comment, 5000) } : {}),
  };
}

/** `reviews`: a few of the product's published reviews (the most helpful), shown as Review entries. */
export function productHead(base: string, product: ProductPage, reviews: PublicReview[] = []): PageHead {
  const url = `${base}/brands/${enc(product.brand.creatorProfile)}/${enc(product.slug)}`;
  const description = summary(product.description) || `${product.name} by ${product.brand.name} on Plaudit.`;
  const images = product.pictures.map((picture) => abs(base, picture.src)!);
  const crumbs = [
    ...(product.category.parent ? [{ name: product.category.parent.name, url: `${base}/categories/${enc(product.category.parent.slug)}` }] : []),
    { name: product.category.name, url: `${base}/categories/${enc(product.category.slug)}` },
    { name: product.name, url },
  ];
  return {
    status: 200,
    title: `${product.name} by ${product.brand.name} · Plaudit`,
    description,
    canonical: url,
    image: images[0] ?? abs(base, product.brand.iconUrl),
    ogType: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        url,
        description: summary(product.description, 5000) || undefined,
        ...(images.length ? { image: images } : {}),
        brand: { '@type': 'Brand', name: product.brand.name },
        category: product.category.name,
        ...(product.tags.length ? { keywords: product.tags.join(', ') } : {}),
        // Only once reviews exist (issue 17): a rating of nothing is not a rating.
        ...(product.rating && product.rating.count > 0
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 } }
          : {}),
        ...(product.rating && reviews.length ? { review: reviews.map(reviewLd) } : {}),
      },
      breadcrumb(crumbs),
    ],
    noindex: false,
    // The gallery opens on the first picture (gallery.tsx), in the same srcset and sizes.
    preloadImage: product.pictures[0] ? { href: product.pictures[0].src, srcset: product.pictures[0].srcset, sizes: PRODUCT_MAIN_PICTURE_SIZES } : null,
  };
}

export function youtuberHead(base: string, youtuber: YoutuberPage): PageHead {
  const url = `${base}/youtubers/${enc(youtuber.handle)}`;
  return {
    status: 200,
    title: `${youtuber.pageName} · Plaudit`,
    description: `${youtuber.pageName} reviews products on YouTube and on Plaudit.`,
    canonical: url,
    image: abs(base, youtuber.avatarUrl),
    ogType: 'profile',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url,
        mainEntity: { '@type': 'Person', name: youtuber.pageName, sameAs: [youtuber.channelUrl], ...(youtuber.avatarUrl ? { image: abs(base, youtuber.avatarUrl) } : {}) },
      },
      breadcrumb([{ name: 'Plaudit', url: `${base}/` }, { name: youtuber.pageName, url }]),
    ],
    noindex: false,
  };
}

const home: Resolver = async ({ home: homeService }, base) => ({
  status: 200,
  title: 'Plaudit · Products, reviews and trophies from brands and YouTubers',
  description: SITE_DESCRIPTION,
  canonical: `${base}/`,
  image: null,
  ogType: 'website',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Plaudit', url: `${base}/`, potentialAction: {
    '@type': 'SearchAction', target: `${base}/search?q={query}`, 'query-input': 'required name=query',
  } }],
  noindex: false,
  // Its one call, from the home's own short-lived cache.
  answers: { [ROUTES.home.get.path]: homeSchema.parse(await homeService.get()) },
});

// The brand (with its first page of products), the product and the YouTuber are also the pages' first calls: their
// answers travel in the HTML (first-answers.ts), through the calls' own answer schemas, so they hold exactly what GET
// would answer and nothing more.
const brand: Resolver = async ({ catalogue: service }, base, [handle], search) => {
  const page = await service.brandOrNull(handle!);
  if (!page) return notFoundHead();
  const path = pathOf(ROUTES.catalogue.brand.path, { creatorProfile: handle });
  const answers: FirstAnswers = { [path]: brandPageSchema.parse(page) };
  if (!page.blocked) Object.assign(answers, await brandProductsAnswer(service, handle!, search));
  return { ...brandHead(base, page), answers };
};

/**
 * The brand page's first page of products, for the address's sort, category and page, so its grid is drawn on the
 * server with the rest (it was a skeleton until the browser asked: the page's largest paint and most of its blocking
 * time). An address the call would refuse carries nothing, and the page then asks and shows the call's own error.
 */
async function brandProductsAnswer(service: CatalogueService, handle: string, search: URLSearchParams): Promise<FirstAnswers> {
  const query = brandPageProductsQuery(search);
  const valid = brandProductsQuerySchema.safeParse(query);
  if (!valid.success) return {};
  // A brand gone since brandOrNull answers 404 here: the page then asks, and shows the 404 the call gives.
  const list = await service.brandProducts(handle, valid.data).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!list) return {};
  return { [`${pathOf(ROUTES.catalogue.brandProducts.path, { creatorProfile: handle })}${searchOf(query)}`]: productCardListSchema.parse(list) };
}
const product: Resolver = async ({ catalogue: service }, base, [handle, slug]) => {
  const page = await service.productOrNull(handle!, slug!);
  if (!page) return notFoundHead();
  const path = pathOf(ROUTES.catalogue.product.path, { creatorProfile: handle, productSlug: slug });
  return { ...productHead(base, page, await service.reviewsForHead(page.id)), answers: { [path]: productPageSchema.parse(page) } };
};
const youtuber: Resolver = async ({ catalogue: service }, base, [handle]) => {
  const page = await service.youtuberOrNull(handle!);
  if (!page) return notFoundHead();
  return { ...youtuberHead(base, page), answers: { [pathOf(ROUTES.catalogue.youtuber.path, { handle })]: youtuberPageSchema.parse(page) } };
};
const category: Resolver = async ({ catalogue: service }, base, [slug]) => {
  const found = await service.categoryOrNull(slug!);
  if (!found) return notFoundHead();
  const url = `${base}/categories/${enc(found.slug)}`;
  return {
    status: 200,
    title: `${found.name} · Plaudit`,
    description: summary(found.description) || `${found.name}: products from verified brands on Plaudit.`,
    canonical: url,
    image: null,
    ogType: 'website',
    jsonLd: [breadcrumb([
      ...(found.parentSlug ? [{ name: found.parentName!, url: `${base}/categories/${enc(found.parentSlug)}` }] : []),
      { name: found.name, url },
    ])],
    noindex: false,
  };
};

/** The public pages whose first HTML the server fills, as Fastify patterns. */
export const SEO_ROUTES: { pattern: string; params: string[]; resolve: Resolver }[] = [
  { pattern: '/', params: [], resolve: home },
  { pattern: '/brands/:a', params: ['a'], resolve: brand },
  { pattern: '/brands/:a/:b', params: ['a', 'b'], resolve: product },
  { pattern: '/youtubers/:a', params: ['a'], resolve: youtuber },
  { pattern: '/categories/:a', params: ['a'], resolve: category },
];

/** A path part that cannot name anything (too long, a NUL byte) is a 404 without asking the database. */
export function plausiblePart(part: string): boolean {
  return part.length > 0 && part.length <= 100 && !part.includes('\u0000');
}
