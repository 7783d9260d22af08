import { lazy, Suspense } from 'react';
import { ListSkeleton } from '@/components/data-states';

// The short links feature's pieces handed to other features' pages as slots (features do not import each other;
// app/ composes them). The product page's links load as their own chunk with the page that shows them.

const ProductLinksCard = lazy(() => import('@/features/short-links/components/product-links-card'));

/** A product's short links and their clicks, on its page in the creator workspace. */
export const productShortLinksSlot = (teamId: string, productId: string, options: { canAdd: boolean }) => (
  <Suspense fallback={<ListSkeleton rows={2} height={44} />}>
    <ProductLinksCard teamId={teamId} productId={productId} canAdd={options.canAdd} />
  </Suspense>
);
