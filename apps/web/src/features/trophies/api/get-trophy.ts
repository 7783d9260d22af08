import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useAnswerViewer, useViewerFirstAnswer } from '@/lib/first-answer-query';
import { retryUnlessNotFound } from './retry';
import { trophyKeys } from './trophy-keys';

/** GET /trophies/{id}: the trophy page (the organiser also gets its DRAFT and CANCELLED ones). */
export const getTrophy = (id: string, signal?: AbortSignal) =>
  call(ROUTES.trophies.get, { params: { id } }, { signal });

/**
 * The trophy page's read. Its answer says what the reader may do with the trophy, so a visitor's (the one the page's
 * first HTML carries) is kept apart from a signed-in person's, whom the organiser's screens read under the plain key.
 */
export function useTrophy(id: string) {
  const viewer = useAnswerViewer();
  return useQuery({
    queryKey: [...trophyKeys.detail(id), viewer],
    queryFn: ({ signal }) => getTrophy(id, signal),
    retry: retryUnlessNotFound,
    ...useViewerFirstAnswer(ROUTES.trophies.get, { params: { id } }, viewer),
  });
}
