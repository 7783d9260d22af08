import { useMutation } from '@tanstack/react-query';
import { ROUTES, type WebhookCreateBody, type WebhookUpdateBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { webhookKeys } from './webhook-keys';

// Every write of a team's webhooks; each refreshes the endpoints and their logs.

const refresh = (teamId: string) => () => void queryClient.invalidateQueries({ queryKey: webhookKeys.all(teamId) });

export function useCreateWebhook(teamId: string) {
  return useMutation({
    mutationFn: (body: WebhookCreateBody) => call(ROUTES.webhooks.create, { params: { teamId }, body }),
    onSuccess: refresh(teamId),
  });
}

export function useUpdateWebhook(teamId: string, webhookId: string) {
  return useMutation({
    mutationFn: (body: WebhookUpdateBody) => call(ROUTES.webhooks.update, { params: { teamId, webhookId }, body }),
    onSuccess: refresh(teamId),
  });
}

export function useDeleteWebhook(teamId: string) {
  return useMutation({
    mutationFn: (webhookId: string) => call(ROUTES.webhooks.delete, { params: { teamId, webhookId } }),
    onSuccess: refresh(teamId),
  });
}

/** The secret is fetched on request only (never kept in the list's cache). */
export function useRevealSecret(teamId: string, webhookId: string) {
  return useMutation({
    mutationFn: () => call(ROUTES.webhooks.secret, { params: { teamId, webhookId } }),
  });
}

export function useRotateSecret(teamId: string, webhookId: string) {
  return useMutation({
    mutationFn: () => call(ROUTES.webhooks.rotateSecret, { params: { teamId, webhookId } }),
    onSuccess: refresh(teamId),
  });
}

export function useSendTest(teamId: string) {
  return useMutation({
    mutationFn: (webhookId: string) => call(ROUTES.webhooks.test, { params: { teamId, webhookId } }),
    onSuccess: refresh(teamId),
  });
}

export function useRetryDelivery(teamId: string, webhookId: string) {
  return useMutation({
    mutationFn: (deliveryId: string) => call(ROUTES.webhooks.retry, { params: { teamId, webhookId, deliveryId } }),
    onSuccess: refresh(teamId),
  });
}

export function useReplay(teamId: string, webhookId: string) {
  return useMutation({
    mutationFn: (since: string) => call(ROUTES.webhooks.replay, { params: { teamId, webhookId }, body: { since } }),
    onSuccess: refresh(teamId),
  });
}
