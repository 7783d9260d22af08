import type { BrandProductsQuery } from '@plaudit/contract';

// Query keys of the public pages; a handle is compared case-insensitively by the server, so keys use it lower-cased.
export const catalogueKeys = {
  brand: (creatorProfile: string) => ['catalogue', 'brand', creatorProfile.toLowerCase()] as const,
  brandProducts: (creatorProfile: string, query: Partial<BrandProductsQuery>) =>
    ['catalogue', 'brand', creatorProfile.toLowerCase(), 'products', query] as const,
  product: (creatorProfile: string, productSlug: string) =>
    ['catalogue', 'product', creatorProfile.toLowerCase(), productSlug] as const,
  youtuber: (handle: string) => ['catalogue', 'youtuber', handle.toLowerCase()] as const,
};
