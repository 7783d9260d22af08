import type { WebhookDeliveryQuery } from '@plaudit/contract';
import { teamKeys } from '@/lib/team-keys';

// A team's webhooks under the team's own key, so a switch to another organisation (which invalidates teamKeys.all)
// drops them too.
export const webhookKeys = {
  all: (teamId: string) => [...teamKeys.team(teamId), 'webhooks'] as const,
  list: (teamId: string) => [...teamKeys.team(teamId), 'webhooks', 'list'] as const,
  deliveries: (teamId: string, webhookId: string, query: WebhookDeliveryQuery) =>
    [...teamKeys.team(teamId), 'webhooks', 'deliveries', webhookId, query] as const,
};
