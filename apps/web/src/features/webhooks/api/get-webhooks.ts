import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROUTES, type WebhookDeliveryQuery } from '@plaudit/contract';
import { call } from '@/lib/call';
import { webhookKeys } from './webhook-keys';

/** GET /creator/webhooks/{teamId}: the team's endpoints (at most 10) and what the caller may do with them. */
export function useWebhooks(teamId: string) {
  return useQuery({
    queryKey: webhookKeys.list(teamId),
    queryFn: ({ signal }) => call(ROUTES.webhooks.list, { params: { teamId } }, { signal }),
  });
}

/** GET …/{webhookId}/deliveries: one page of an endpoint's delivery log, filtered by status and type. */
export function useWebhookDeliveries(teamId: string, webhookId: string | null, query: WebhookDeliveryQuery) {
  return useQuery({
    queryKey: webhookKeys.deliveries(teamId, webhookId ?? '', query),
    queryFn: ({ signal }) =>
      call(ROUTES.webhooks.deliveries, { params: { teamId, webhookId: webhookId ?? '' }, query }, { signal }),
    enabled: webhookId !== null,
    placeholderData: keepPreviousData,
    // A test or a retry is sent within seconds: the log follows while something is pending.
    refetchInterval: (query) => (query.state.data?.data.some((d) => d.status === 'PENDING') ? 2000 : false),
  });
}
