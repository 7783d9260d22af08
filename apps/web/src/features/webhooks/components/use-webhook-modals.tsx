import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookEndpoint } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { SecretPanel } from './secret-panel';
import { WebhookForm } from './webhook-form';
import { DeliveryDetails } from './delivery-details';

/** Opens the webhook modals on the app's modal stack: add (then its secret), edit, secret, a delivery's details. */
export function useWebhookModals(teamId: string) {
  const { t } = useTranslation('webhooks');
  const stack = useModalStack();
  return useMemo(() => {
    const secret = (endpoint: { id: string }, initial?: { secret: string }) =>
      stack.open({
        key: 'webhookSecret',
        title: t('secret.title'),
        size: 'lg',
        render: () => (
          <SecretPanel
            teamId={teamId}
            webhookId={endpoint.id}
            {...(initial ? { initial: { secret: initial.secret, previousSecretUntil: null } } : {})}
          />
        ),
      });
    return {
      create: () =>
        stack.open({
          key: 'addWebhook',
          title: t('modal.add'),
          size: 'lg',
          render: (top) => (
            <WebhookForm
              teamId={teamId}
              onCancel={() => top.back()}
              onDone={(saved) => {
                top.back();
                // The secret is shown once, straight away, so it can be copied into the receiver.
                if ('secret' in saved) secret(saved, saved);
              }}
            />
          ),
        }),
      edit: (endpoint: WebhookEndpoint) =>
        stack.open({
          key: 'editWebhook',
          title: t('modal.edit'),
          size: 'lg',
          render: (top) => (
            <WebhookForm teamId={teamId} endpoint={endpoint} onCancel={() => top.back()} onDone={() => top.back()} />
          ),
        }),
      secret,
      delivery: (delivery: WebhookDelivery, retry?: () => Promise<void>) =>
        stack.open({
          key: 'webhookDelivery',
          title: t('log.detailsTitle'),
          size: 'lg',
          render: (top) => (
            <DeliveryDetails
              delivery={delivery}
              {...(retry
                ? {
                    onRetry: () => {
                      void retry().then(() => top.back());
                    },
                  }
                : {})}
            />
          ),
        }),
    };
  }, [stack, t, teamId]);
}
