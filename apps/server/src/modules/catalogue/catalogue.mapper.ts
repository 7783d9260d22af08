import type { BrandPage, ProductCard, ProductPage, YoutuberPage } from '@plaudit/contract';
import type { FileStorage } from '../../plugins/storage.js';
import { toPicture, toRatingSummary } from './catalogue.cards.js';
import type { BrandRow, ProductRow, findPublicYoutuber } from './catalogue.queries.js';

// Rows of the public pages → the contract's answers (issue 16 §3).

type Storage = Pick<FileStorage, 'urlFor'>;

export function toBrandPage(brand: BrandRow, categories: BrandPage['categories']): BrandPage {
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
    categories: brand.blocked ? [] : categories,
    updatedAt: brand.updatedAt.toISOString(),
  };
}

export function toProductPage(
  storage: Storage,
  brand: BrandRow,
  product: ProductRow,
  more: ProductCard[],
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
      parent: product.parentId ? { id: product.parentId, slug: product.parentSlug!, name: product.parentName! } : null,
    },
    rating: toRatingSummary(product.reviewCount, product.ratingSum),
    publishedAt: product.publishedAt?.toISOString() ?? null,
    updatedAt: product.updatedAt.toISOString(),
    brand: { id: brand.id, name: brand.brandName, creatorProfile: brand.profileHandle, iconUrl: brand.iconUrl, verified: true },
    moreFromBrand: more,
  };
}

export function toYoutuberPage(row: NonNullable<Awaited<ReturnType<typeof findPublicYoutuber>>>): YoutuberPage {
  return { id: row.id, handle: row.handle!, pageName: row.pageName, channelUrl: row.youtubeUrl, avatarUrl: row.image, updatedAt: row.updatedAt.toISOString() };
}
