import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type AuditList, type AuditListQuery } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';

export const auditQueryKey = ['admin', 'audit'] as const;

/** GET /admin/audit: one page of the audit log, newest first, filtered. */
export function auditQueryOptions(query: AuditListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return queryOptions({
    queryKey: [...auditQueryKey, query],
    queryFn: ({ signal }) => apiRequest<AuditList>(`${API.admin.audit}${qs ? `?${qs}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAudit(query: AuditListQuery) {
  return useQuery(auditQueryOptions(query));
}
