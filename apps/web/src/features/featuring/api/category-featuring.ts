import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useFirstAnswer } from '@/lib/first-answer-query';

/**
 * GET /categories/{slug}/featuring: the day's sponsored cards (the same for every visitor) and the featuring's terms.
 * The answer comes with the category page's first HTML, so the cards are drawn with the page, not popped in later.
 */
export function useCategoryFeaturing(slug: string) {
  const input = { params: { slug } };
  return useQuery({
    queryKey: ['categories', 'featuring', slug],
    queryFn: ({ signal }) => call(ROUTES.featuring.category, input, { signal }),
    initialData: useFirstAnswer(ROUTES.featuring.category, input),
    staleTime: 30_000,
  });
}
