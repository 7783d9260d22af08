import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';

export const categoriesQueryKey = ['categories'] as const;

/** GET /categories (public): the whole tree, flat, for the list's filter and the editor's select. */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => call(ROUTES.categories.list, undefined, { auth: false, signal }),
    staleTime: 5 * 60_000,
  });
}
