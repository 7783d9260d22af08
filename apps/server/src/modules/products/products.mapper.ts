import {
  PRODUCT_IMAGE_WIDTHS,
  type Product,
  type ProductImage,
  type ProductListItem,
  type ProductPermissions,
} from '@plaudit/contract';
import type { ProductImageRow, ProductRow } from './products.queries.js';

// Rows to the contract's product shapes. Image URLs come from the storage's urlFor, never stored as URLs, so a
// move to another storage changes no row.

type UrlFor = (name: string) => string;

export function toProductImage(row: ProductImageRow, urlFor: UrlFor): ProductImage {
  return {
    id: row.id,
    position: row.position,
    width: row.width,
    height: row.height,
    alt: row.alt,
    src: urlFor(row.files[800]),
    srcset: PRODUCT_IMAGE_WIDTHS.map((width) => `${urlFor(row.files[width])} ${width}w`).join(', '),
  };
}

/** The product's fields and images in order: the editor's answer without the caller's permissions. */
export function toProductFields(
  row: ProductRow,
  images: ProductImageRow[],
  urlFor: UrlFor,
): Omit<Product, 'permissions' | 'staffDecision'> {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    categoryId: row.categoryId,
    tags: row.tags,
    url: row.url,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    images: images.map((image) => toProductImage(image, urlFor)),
    staffDisabled: row.staffDisabledAt !== null,
    staffReason: row.staffReason,
  };
}

export function toProduct(
  row: ProductRow,
  images: ProductImageRow[],
  permissions: ProductPermissions,
  urlFor: UrlFor,
  staffDecision: Product['staffDecision'],
): Product {
  return { ...toProductFields(row, images, urlFor), permissions, staffDecision };
}

export function toProductListItem(
  row: { product: ProductRow; categoryName: string; imageCount: number },
  cover: ProductImageRow | undefined,
  urlFor: UrlFor,
): ProductListItem {
  const { product } = row;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    status: product.status,
    categoryId: product.categoryId,
    categoryName: row.categoryName,
    tags: product.tags,
    cover: cover ? toProductImage(cover, urlFor) : null,
    imageCount: row.imageCount,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    staffDisabled: product.staffDisabledAt !== null,
    staffReason: product.staffReason,
  };
}
