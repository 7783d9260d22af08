import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type AuditListQuery } from '@plaudit/contract';
import { call } from '@/lib/call';

export const auditQueryKey = ['admin', 'audit'] as const;

/** GET /admin/audit: one page of the audit log, newest first, filtered. */
export function auditQueryOptions(query: AuditListQuery) {
  return queryOptions({
    queryKey: [...auditQueryKey, query],
    queryFn: ({ signal }) => call(ROUTES.audit.list, { query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAudit(query: AuditListQuery) {
  return useQuery(auditQueryOptions(query));
}
