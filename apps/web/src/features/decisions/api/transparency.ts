import { useQuery } from '@tanstack/react-query';
import { ROUTES, TRANSPARENCY_MONTHS_DEFAULT } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useFirstAnswer } from '@/lib/first-answer-query';

const input = { query: { months: TRANSPARENCY_MONTHS_DEFAULT } };

/** GET /transparency?months=12: the published monthly figures (the first HTML carries them). */
export function useTransparency() {
  return useQuery({
    queryKey: ['decisions', 'transparency', TRANSPARENCY_MONTHS_DEFAULT],
    queryFn: ({ signal }) => call(ROUTES.decisions.transparency, input, { signal }),
    initialData: useFirstAnswer(ROUTES.decisions.transparency, input),
    staleTime: 5 * 60_000,
  });
}
