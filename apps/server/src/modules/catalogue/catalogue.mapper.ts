import type { BrandPage, Language, ProductCard, ProductPage, YoutuberPage } from '@plaudit/contract';
import { inLanguage } from '../../lib/request-language.js';
import type { FileStorage } from '../../plugins/storage.js';
import { toPicture, toRatingSummary } from './catalogue.cards.js';
import type { BrandRow, ProductRow, brandCategories, findPublicYoutuber } from './catalogue.queries.js';

// Rows of the public pages → the contract's answers, category names in the reader's language (English
// where no German was entered).

type Storage = Pick<FileStorage, 'urlFor'>;

type BrandCategoryRow = Awaited<ReturnType<typeof brandCategories>>[number];

export function toBrandPage(brand: BrandRow, categories: BrandCategoryRow[], language: Language = 'en'): BrandPage {
  return {
    id: brand.id,
    creatorProfile: brand.profileHandle,
    brandName: brand.brandName,
    verified: true,
    description: brand.description,
    iconUrl: brand.iconUrl,
    bannerUrl: brand.bannerUrl,
    website: brand.website ?? brand.social.websiteUrl ?? null,
    social: brand.social,
    rating: toRatingSummary(brand.reviewCount, brand.ratingSum),
    blocked: brand.blocked,
    categories: brand.blocked
      ? []
      : categories.map((c) => ({
          id: c.id,
          slug: c.slug,
          name: inLanguage(language, c.name, c.nameDe),
          count: c.count,
        })),
    updatedAt: brand.updatedAt.toISOString(),
  };
}

export function toProductPage(
  storage: Storage,
  brand: BrandRow,
  product: ProductRow,
  more: ProductCard[],
  language: Language = 'en',
): ProductPage {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    tags: product.tags,
    url: product.url,
    pictures: product.images.map((image) => toPicture(storage, { ...image, alt: image.alt || product.name })),
    category: {
      ...product.category,
      name: inLanguage(language, product.category.name, product.categoryNameDe),
      parent: product.parentId
        ? {
            id: product.parentId,
            slug: product.parentSlug!,
            name: inLanguage(language, product.parentName!, product.parentNameDe),
          }
        : null,
    },
    rating: toRatingSummary(product.reviewCount, product.ratingSum),
    publishedAt: product.publishedAt?.toISOString() ?? null,
    updatedAt: product.updatedAt.toISOString(),
    brand: {
      id: brand.id,
      name: brand.brandName,
      creatorProfile: brand.profileHandle,
      iconUrl: brand.iconUrl,
      verified: true,
    },
    moreFromBrand: more,
  };
}

export function toYoutuberPage(row: NonNullable<Awaited<ReturnType<typeof findPublicYoutuber>>>): YoutuberPage {
  return {
    id: row.id,
    handle: row.handle!,
    pageName: row.pageName,
    channelUrl: row.youtubeUrl,
    avatarUrl: row.image,
    updatedAt: row.updatedAt.toISOString(),
  };
}
