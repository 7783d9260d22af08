import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ROUTES, type JobsQuery } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

// The background jobs: the admin's view of where they run and of the dead letters, and the two things an
// admin does with a dead letter. Each change refreshes the view.

export const jobsQueryKey = ['admin', 'jobs'] as const;

/** GET /admin/jobs: the mode, the scheduled jobs, the counts and a page of failed jobs. */
export function jobsQueryOptions(query: JobsQuery) {
  return queryOptions({
    queryKey: [...jobsQueryKey, query],
    queryFn: ({ signal }) => call(ROUTES.jobs.list, { query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useJobs(query: JobsQuery) {
  return useQuery(jobsQueryOptions(query));
}

const refresh = () => void queryClient.invalidateQueries({ queryKey: jobsQueryKey });

/** POST /admin/jobs/{id}/retry: the dead letter goes back to the queue. */
export function useRetryJob() {
  return useMutation({ mutationFn: (id: string) => call(ROUTES.jobs.retry, { params: { id } }), onSuccess: refresh });
}

/** DELETE /admin/jobs/{id}: the dead letter is dropped. */
export function useDiscardJob() {
  return useMutation({ mutationFn: (id: string) => call(ROUTES.jobs.discard, { params: { id } }), onSuccess: refresh });
}
