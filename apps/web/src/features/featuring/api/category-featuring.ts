import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';

/** GET /categories/{slug}/featuring: the day's sponsored cards (the same for every visitor) and the featuring's terms. */
export function useCategoryFeaturing(slug: string) {
  return useQuery({
    queryKey: ['categories', 'featuring', slug],
    queryFn: ({ signal }) => call(ROUTES.featuring.category, { params: { slug } }, { signal }),
    staleTime: 30_000,
  });
}
