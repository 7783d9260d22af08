import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { retryUnlessNotFound } from './retry';
import { trophyKeys } from './trophy-keys';

/** GET /products/{productId}/trophies: what the product has won, newest first. */
export const getProductWins = (productId: string, signal?: AbortSignal) =>
  call(ROUTES.trophies.productWins, { params: { productId } }, { signal });

export const productWinsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: trophyKeys.productWins(productId),
    queryFn: ({ signal }) => getProductWins(productId, signal),
    retry: retryUnlessNotFound,
  });

export function useProductWins(productId: string) {
  return useQuery(productWinsQueryOptions(productId));
}
