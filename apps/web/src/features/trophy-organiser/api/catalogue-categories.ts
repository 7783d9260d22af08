import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { trophyKeys } from './trophy-keys';

/** GET /categories: the catalogue's categories, for the trophy's optional "about" category. */
export const catalogueCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: trophyKeys.catalogueCategories(),
    queryFn: ({ signal }) => call(ROUTES.categories.list, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const useCatalogueCategories = () => useQuery(catalogueCategoriesQueryOptions());
