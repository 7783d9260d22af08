import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type ProductListQuery } from '@plaudit/contract';
import { call } from '@/lib/call';
import { productKeys } from './product-keys';

/** GET /creator/products/{teamId}: one page of the team's products, searched, filtered and sorted. */
export function productsQueryOptions(teamId: string, query: ProductListQuery) {
  return queryOptions({
    queryKey: productKeys.list(teamId, query),
    queryFn: ({ signal }) => call(ROUTES.products.list, { params: { teamId }, query }, { signal }),
    // The list keeps the last page on screen while the next one loads (no skeleton flash per keystroke).
    placeholderData: keepPreviousData,
  });
}

export function useProducts(teamId: string, query: ProductListQuery) {
  return useQuery(productsQueryOptions(teamId, query));
}

/** GET /creator/products/{teamId}/{productId}: the editor's product with its images. */
export function useProduct(teamId: string, productId: string | undefined) {
  return useQuery({
    queryKey: productKeys.one(teamId, productId ?? ''),
    queryFn: ({ signal }) => call(ROUTES.products.get, { params: { teamId, productId: productId! } }, { signal }),
    enabled: productId !== undefined,
  });
}
