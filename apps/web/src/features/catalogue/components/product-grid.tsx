import { useDeferredValue, type ReactNode } from 'react';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import type { ProductCard as Card_ } from '@plaudit/contract';
import { EmptyState, LoadError } from '@/components/data-states';
import { ProductCard } from './product-card';
import type { PictureLoading } from './picture';

const COLUMNS = { base: 2, sm: 3, md: 4 } as const;

interface ProductGridProps {
  products: Card_[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The empty state's words (each page says why its list is empty). */
  empty: { title: ReactNode; text: ReactNode; action?: ReactNode };
  errorTitle: ReactNode;
  showBrand?: boolean;
  /** Skeleton cards while loading. */
  placeholders?: number;
  /** How the first row's pictures load (the rest load lazily): see ProductCards. */
  firstRow?: PictureLoading;
}

/** A public list of product cards with its loading, error and empty states. */
export function ProductGrid({
  products,
  isLoading,
  error,
  onRetry,
  empty,
  errorTitle,
  showBrand = true,
  placeholders = 8,
  firstRow,
}: ProductGridProps) {
  if (error) return <LoadError error={error} onRetry={onRetry} title={errorTitle} />;
  if (isLoading || !products) return <ProductGridSkeleton placeholders={placeholders} />;
  if (products.length === 0)
    return <EmptyState icon={IconPackageOff} title={empty.title} text={empty.text} action={empty.action} />;
  return <ProductCards products={products} showBrand={showBrand} firstRow={firstRow} />;
}

function rowLoading(index: number, firstRow: PictureLoading): PictureLoading {
  if (index >= 4) return 'lazy';
  if (index > 0 && firstRow === 'priority') return 'eager';
  return firstRow;
}

/** Skeleton cards in the grid's shape while a list of products loads. */
export function ProductGridSkeleton({ placeholders = 8 }: { placeholders?: number }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="md" role="status" aria-busy="true">
      {Array.from({ length: placeholders }, (_, i) => (
        <Skeleton key={i} height={260} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/**
 * The grid of product cards itself (a paged list draws its states around it). The first row's pictures load as
 * `firstRow` says: fetched first where they are the page's largest paint (a list at the top), eagerly where a larger
 * picture above them is (a brand's banner), lazily where the list starts below the first screen; the rest lazily.
 * Only the first card's picture is fetched first: one picture a page, so the others in its row do not share the
 * phone's link with the largest paint.
 */
export function ProductCards({
  products: answered,
  showBrand = true,
  firstRow = 'priority',
}: {
  products: Card_[];
  showBrand?: boolean;
  firstRow?: PictureLoading;
}) {
  // The cards are drawn at a lower priority than the answer that brings them, in slices the browser can interleave
  // with input and paint: drawn at once, a page of cards was one long task (Lighthouse's blocking time).
  const products = useDeferredValue(answered);
  return (
    <SimpleGrid cols={COLUMNS} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} showBrand={showBrand} loading={rowLoading(index, firstRow)} />
        </li>
      ))}
    </SimpleGrid>
  );
}
