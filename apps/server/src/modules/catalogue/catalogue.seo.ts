import {
  brandPageProductsQuery,
  brandPageSchema,
  brandProductsQuerySchema,
  categoryFeaturingSchema,
  categoryPageProductsQuery,
  categoryPageSchema,
  categoryProductListSchema,
  categoryProductsQuerySchema,
  homeSchema,
  M,
  pathOf,
  PRODUCT_MAIN_PICTURE_SIZES,
  productCardListSchema,
  productPageReviewsQuery,
  productPageSchema,
  productReviewsQuerySchema,
  productReviewsSchema,
  readCategoryListState,
  ROUTES,
  searchOf,
  textIn,
  youtuberPageSchema,
  type BrandPage,
  type FirstAnswers,
  type Language,
  type ProductPage,
  type PublicReview,
  type YoutuberPage,
} from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import type { FeaturingPublicService } from '../featuring/featuring.public.service.js';
import type { CategoriesService } from '../categories/categories.service.js';
import type { TrophyCandidatesService } from '../trophies/trophies.candidates.service.js';
import type { TrophyCategoriesService } from '../trophies/trophies.categories.service.js';
import type { TrophyReadService } from '../trophies/trophies.read.service.js';
import type { HomeService } from '../home/home.service.js';
import type { ReviewListsService } from '../reviews/reviews.lists.service.js';
import type { CatalogueService } from './catalogue.service.js';
import { summary, type PageHead } from './catalogue.head.js';

// What each public page says about itself to search engines and share cards: the page's own data,
// read through the catalogue service (so the same visibility rules), turned into a PageHead in the reader's
// language. An unknown page is a 404 with noindex; the SPA then shows its 404 page.

/** What a page head may read: the catalogue's pages, the home's and categories' answers, reviews and trophies. */
export interface SeoServices {
  catalogue: CatalogueService;
  categories: CategoriesService;
  home: HomeService;
  reviewLists: ReviewListsService;
  trophyReads: TrophyReadService;
  trophyCandidates: TrophyCandidatesService;
  trophyCategories: TrophyCategoriesService;
  featuringPublic: FeaturingPublicService;
}
/**
 * `parts`: the pattern's parameters; `search`: the address's query (a page's first calls may depend on it);
 * `language`: the reader's, for the head's own texts.
 */
export type Resolver = (
  services: SeoServices,
  base: string,
  parts: string[],
  search: URLSearchParams,
  language: Language,
) => Promise<PageHead>;

/**
 * A call's answer for a page's first HTML, or nothing when the call would fail with its own error (the page then
 * asks, and shows that error): an address the call refuses, or a page gone since its head was read.
 */
export async function answerOrNothing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export const abs = (base: string, url: string | null | undefined): string | null => {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
};
const enc = encodeURIComponent;

export function notFoundHead(language: Language = 'en'): PageHead {
  return {
    status: 404,
    title: textIn(language, M.head.not_found_title),
    description: textIn(language, M.head.site_description),
    canonical: null,
    image: null,
    ogType: 'website',
    jsonLd: [],
    noindex: true,
  };
}

/** A product the Plaudit team disabled: 410 and noindex; the app draws the page that says so. */
export function productDisabledHead(language: Language = 'en'): PageHead {
  return { ...notFoundHead(language), status: 410, title: textIn(language, M.head.product_disabled_title) };
}

export function breadcrumb(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function brandHead(base: string, brand: BrandPage, language: Language = 'en'): PageHead {
  const url = `${base}/brands/${enc(brand.creatorProfile)}`;
  const description =
    summary(brand.description) || textIn(language, M.head.brand_description, { brand: brand.brandName });
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
      breadcrumb([
        { name: 'Plaudit', url: `${base}/` },
        { name: brand.brandName, url },
      ]),
    ],
    noindex: false,
    // The banner is the brand page's largest picture (a CSS background the browser would find only once drawn).
    preloadImage: brand.bannerUrl ? { href: brand.bannerUrl } : null,
  };
}

/** A review as schema.org reads it: who, how many stars, when, and what they wrote. */
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
export function productHead(
  base: string,
  product: ProductPage,
  reviews: PublicReview[] = [],
  language: Language = 'en',
): PageHead {
  const url = `${base}/brands/${enc(product.brand.creatorProfile)}/${enc(product.slug)}`;
  const names = { product: product.name, brand: product.brand.name };
  const description = summary(product.description) || textIn(language, M.head.product_description, names);
  const images = product.pictures.map((picture) => abs(base, picture.src)!);
  const crumbs = [
    ...(product.category.parent
      ? [{ name: product.category.parent.name, url: `${base}/categories/${enc(product.category.parent.slug)}` }]
      : []),
    { name: product.category.name, url: `${base}/categories/${enc(product.category.slug)}` },
    { name: product.name, url },
  ];
  return {
    status: 200,
    title: textIn(language, M.head.product_title, names),
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
        // Only once reviews exist: a rating of nothing is not a rating.
        ...(product.rating && product.rating.count > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.rating.average,
                reviewCount: product.rating.count,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
        ...(product.rating && reviews.length ? { review: reviews.map(reviewLd) } : {}),
      },
      breadcrumb(crumbs),
    ],
    noindex: false,
    // The gallery opens on the first picture (gallery.tsx), in the same srcset and sizes.
    preloadImage: product.pictures[0]
      ? { href: product.pictures[0].src, srcset: product.pictures[0].srcset, sizes: PRODUCT_MAIN_PICTURE_SIZES }
      : null,
  };
}

export function youtuberHead(base: string, youtuber: YoutuberPage, language: Language = 'en'): PageHead {
  const url = `${base}/youtubers/${enc(youtuber.handle)}`;
  return {
    status: 200,
    title: `${youtuber.pageName} · Plaudit`,
    description: textIn(language, M.head.youtuber_description, { name: youtuber.pageName }),
    canonical: url,
    image: abs(base, youtuber.avatarUrl),
    ogType: 'profile',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url,
        mainEntity: {
          '@type': 'Person',
          name: youtuber.pageName,
          sameAs: [youtuber.channelUrl],
          ...(youtuber.avatarUrl ? { image: abs(base, youtuber.avatarUrl) } : {}),
        },
      },
      breadcrumb([
        { name: 'Plaudit', url: `${base}/` },
        { name: youtuber.pageName, url },
      ]),
    ],
    noindex: false,
  };
}

const home: Resolver = async ({ home: homeService }, base, _parts, _search, language) => ({
  status: 200,
  title: textIn(language, M.head.home_title),
  description: textIn(language, M.head.site_description),
  canonical: `${base}/`,
  image: null,
  ogType: 'website',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Plaudit',
      url: `${base}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${base}/search?q={query}`,
        'query-input': 'required name=query',
      },
    },
  ],
  noindex: false,
  // Its one call, from the home's own short-lived cache.
  answers: { [ROUTES.home.get.path]: homeSchema.parse(await homeService.get(language)) },
});

// The brand (with its first page of products), the product and the YouTuber are also the pages' first calls: their
// answers travel in the HTML (first-answers.ts), through the calls' own answer schemas, so they hold exactly what GET
// would answer and nothing more.
const brand: Resolver = async ({ catalogue: service }, base, [handle], search, language) => {
  const page = await service.brandOrNull(handle!, language);
  if (!page) return notFoundHead(language);
  const path = pathOf(ROUTES.catalogue.brand.path, { creatorProfile: handle });
  const answers: FirstAnswers = { [path]: brandPageSchema.parse(page) };
  if (!page.blocked) Object.assign(answers, await brandProductsAnswer(service, handle!, search, language));
  return { ...brandHead(base, page, language), answers };
};

/**
 * The brand page's first page of products, for the address's sort, category and page, so its grid is drawn on the
 * server with the rest (it was a skeleton until the browser asked: the page's largest paint and most of its blocking
 * time). An address the call would refuse carries nothing, and the page then asks and shows the call's own error.
 */
async function brandProductsAnswer(
  service: CatalogueService,
  handle: string,
  search: URLSearchParams,
  language: Language,
): Promise<FirstAnswers> {
  const query = brandPageProductsQuery(search);
  const valid = brandProductsQuerySchema.safeParse(query);
  if (!valid.success) return {};
  // A brand gone since brandOrNull answers 404 here: the page then asks, and shows the 404 the call gives.
  const list = await answerOrNothing(() => service.brandProducts(handle, valid.data, language));
  if (!list) return {};
  return {
    [`${pathOf(ROUTES.catalogue.brandProducts.path, { creatorProfile: handle })}${searchOf(query)}`]:
      productCardListSchema.parse(list),
  };
}
// The product page's reviews (the address's filters, sort and page) come with it, as a visitor reads them: drawn on
// the server instead of skeletons until the browser asks. The JSON-LD keeps its own few, the most helpful.
const product: Resolver = async ({ catalogue: service, reviewLists }, base, [handle, slug], search, language) => {
  const page = await service.productOrNull(handle!, slug!, language);
  if (page === 'disabled') return productDisabledHead(language);
  if (!page) return notFoundHead(language);
  const path = pathOf(ROUTES.catalogue.product.path, { creatorProfile: handle, productSlug: slug });
  const reviewsQuery = productPageReviewsQuery(search);
  const valid = productReviewsQuerySchema.safeParse(reviewsQuery);
  const [headReviews, reviews] = await Promise.all([
    service.reviewsForHead(page.id),
    valid.success ? answerOrNothing(() => reviewLists.productList(page.id, valid.data, null)) : null,
  ]);
  const answers: FirstAnswers = { [path]: productPageSchema.parse(page) };
  if (reviews)
    answers[`${pathOf(ROUTES.reviews.productList.path, { productId: page.id })}${searchOf(reviewsQuery)}`] =
      productReviewsSchema.parse(reviews);
  return { ...productHead(base, page, headReviews, language), answers };
};
const youtuber: Resolver = async ({ catalogue: service }, base, [handle], _search, language) => {
  const page = await service.youtuberOrNull(handle!);
  if (!page) return notFoundHead(language);
  return {
    ...youtuberHead(base, page, language),
    answers: { [pathOf(ROUTES.catalogue.youtuber.path, { handle })]: youtuberPageSchema.parse(page) },
  };
};
// The category and its first page of products (the address's sort and page) are the page's first calls: read
// through the categories service, as the calls are, they come in its HTML and the page is drawn with them.
const category: Resolver = async ({ categories, featuringPublic }, base, [slug], search, language) => {
  const query = categoryPageProductsQuery(readCategoryListState(search));
  const valid = categoryProductsQuerySchema.safeParse(query);
  // A page number the call refuses: the page alone, and the list asks and shows the call's own error.
  const found = await answerOrNothing(async () =>
    valid.success
      ? categories.pageWithProducts(slug!, valid.data, language)
      : { page: await categories.page(slug!, language), products: null },
  );
  if (!found) return notFoundHead(language);
  const { category: self, parent } = found.page;
  const answers: FirstAnswers = {
    [pathOf(ROUTES.categories.page.path, { slug })]: categoryPageSchema.parse(found.page),
  };
  if (found.products)
    answers[`${pathOf(ROUTES.categories.products.path, { slug })}${searchOf(query)}`] = categoryProductListSchema.parse(
      found.products,
    );
  // The day's sponsored cards are one of the page's first calls too: drawn with the rest, never popping in later.
  const featuring = await answerOrNothing(() => featuringPublic.ofCategory(slug!, language));
  if (featuring) answers[pathOf(ROUTES.featuring.category.path, { slug })] = categoryFeaturingSchema.parse(featuring);
  const url = `${base}/categories/${enc(self.slug)}`;
  return {
    status: 200,
    title: `${self.name} · Plaudit`,
    description: summary(self.description) || textIn(language, M.head.category_description, { category: self.name }),
    canonical: url,
    image: null,
    ogType: 'website',
    jsonLd: [
      breadcrumb([
        ...(parent ? [{ name: parent.name, url: `${base}/categories/${enc(parent.slug)}` }] : []),
        { name: self.name, url },
      ]),
    ],
    noindex: false,
    answers,
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
