import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROUTES, type BrandProductsQuery } from '@plaudit/contract';
import { isApiError } from '@/lib/api-error';
import { call } from '@/lib/call';
import { useFirstAnswer } from '@/lib/first-answer-query';
import { catalogueKeys } from './catalogue-keys';

// The public pages' reads. A 404 or a 410 is an answer (the page shows the 404 or the disabled page), not worth a retry.
const retry = (count: number, error: unknown) =>
  !(isApiError(error) && (error.status === 404 || error.status === 410)) && count < 1;

/** GET /brands/{creatorProfile}. */
export function useBrand(creatorProfile: string) {
  const input = { params: { creatorProfile } };
  return useQuery({
    queryKey: catalogueKeys.brand(creatorProfile),
    queryFn: ({ signal }) => call(ROUTES.catalogue.brand, input, { signal }),
    initialData: useFirstAnswer(ROUTES.catalogue.brand, input),
    retry,
  });
}

/** GET /brands/{creatorProfile}/products: one page, kept on screen while the next loads. */
export function useBrandProducts(creatorProfile: string, query: Partial<BrandProductsQuery>, enabled: boolean) {
  const input = { params: { creatorProfile }, query };
  return useQuery({
    queryKey: catalogueKeys.brandProducts(creatorProfile, query),
    queryFn: ({ signal }) => call(ROUTES.catalogue.brandProducts, input, { signal }),
    initialData: useFirstAnswer(ROUTES.catalogue.brandProducts, input),
    placeholderData: keepPreviousData,
    enabled,
    retry,
  });
}

/** GET /brands/{creatorProfile}/products/{productSlug}. */
export function useProduct(creatorProfile: string, productSlug: string) {
  const input = { params: { creatorProfile, productSlug } };
  return useQuery({
    queryKey: catalogueKeys.product(creatorProfile, productSlug),
    queryFn: ({ signal }) => call(ROUTES.catalogue.product, input, { signal }),
    initialData: useFirstAnswer(ROUTES.catalogue.product, input),
    retry,
  });
}

/** GET /youtubers/{handle}. */
export function useYoutuber(handle: string, enabled = true) {
  const input = { params: { handle } };
  return useQuery({
    queryKey: catalogueKeys.youtuber(handle),
    queryFn: ({ signal }) => call(ROUTES.catalogue.youtuber, input, { signal }),
    initialData: useFirstAnswer(ROUTES.catalogue.youtuber, input),
    enabled,
    retry,
  });
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
/** A product the Plaudit team disabled (410): gone on purpose, not missing. */
export const isDisabled = (error: unknown) => isApiError(error) && error.status === 410;
