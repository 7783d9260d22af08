import { Suspense } from 'react';
import type { BrandPage, ProductPage } from '@plaudit/contract';
import { ListSkeleton } from '@/components/data-states';
import { lazyPart } from '@/lib/lazy-chunks';

// The reviews feature's sections, handed to the catalogue's pages as slots (features do not import each other;
// app/ composes them). Each loads as its own chunk with the page that shows it.

const ProductReviews = lazyPart('product-reviews', () => import('@/features/reviews/components/product-reviews'));
const BrandLatestReviews = lazyPart(
  'brand-latest-reviews',
  () => import('@/features/reviews/components/brand-latest-reviews'),
);
const YoutuberReviews = lazyPart('youtuber-reviews', () => import('@/features/reviews/components/youtuber-reviews'));

const fallback = <ListSkeleton rows={2} height={120} gap="md" />;

export const productReviewsSlot = (product: ProductPage) => (
  <Suspense fallback={fallback}>
    <ProductReviews product={product} />
  </Suspense>
);

export const brandReviewsSlot = (brand: BrandPage) => (
  <Suspense fallback={fallback}>
    <BrandLatestReviews creatorProfile={brand.creatorProfile} />
  </Suspense>
);

export const youtuberReviewsSlot = (handle: string) => (
  <Suspense fallback={fallback}>
    <YoutuberReviews handle={handle} />
  </Suspense>
);
