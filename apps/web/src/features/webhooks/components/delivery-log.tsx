import { useEffect } from 'react';
import { Button, Group, Select, Text, VisuallyHidden } from '@mantine/core';
import { IconHistory, IconListDetails, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  LIST_TAKE_DEFAULT,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_MESSAGE_TYPES,
  type WebhookDelivery,
} from '@plaudit/contract';
import { ListFilters, PagedList, useListParams } from '@/components/paged-list';
import { useModalStack } from '@/components/modal-stack';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { useWebhookDeliveries } from '../api/get-webhooks';
import { useReplay, useRetryDelivery } from '../api/webhook-mutations';
import { webhookKeys } from '../api/webhook-keys';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { useWebhookModals } from './use-webhook-modals';

const ADDRESS = { filters: { status: WEBHOOK_DELIVERY_STATUSES, type: WEBHOOK_MESSAGE_TYPES } } as const;
const DAY_MS = 24 * 3600_000;

/** An endpoint's delivery log: filtered by status and type (in the URL), each event with its attempts and a retry. */
export function DeliveryLog({ teamId, webhookId, manage }: { teamId: string; webhookId: string; manage: boolean }) {
  const { t, i18n } = useTranslation('webhooks');
  const list = useListParams(ADDRESS);
  const deliveries = useWebhookDeliveries(teamId, webhookId, {
    page: list.page,
    take: LIST_TAKE_DEFAULT,
    status: list.filters.status ?? undefined,
    eventType: list.filters.type ?? undefined,
  });
  const retry = useRetryDelivery(teamId, webhookId);
  const replay = useReplay(teamId, webhookId);
  const modals = useWebhookModals(teamId);
  const stack = useModalStack();
  // A delivery that settled changes its endpoint's state and last attempt: the endpoints follow the log.
  useEffect(() => {
    if (deliveries.dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: webhookKeys.list(teamId) });
  }, [deliveries.dataUpdatedAt, teamId]);

  const doRetry = async (delivery: WebhookDelivery) => {
    try {
      await retry.mutateAsync(delivery.id);
      notifySuccess(t('log.retried'));
    } catch (error) {
      notifyError(error);
    }
  };
  const doReplay = async () => {
    const yes = await stack.confirm({
      title: t('log.replayTitle'),
      message: t('log.replayText'),
      confirmLabel: t('log.replay'),
      cancelLabel: t('form.cancel'),
    });
    if (!yes) return;
    try {
      const { queued } = await replay.mutateAsync(new Date(Date.now() - DAY_MS).toISOString());
      notifySuccess(t('log.replayed', { count: queued }));
    } catch (error) {
      notifyError(error);
    }
  };
  const open = (delivery: WebhookDelivery) => modals.delivery(delivery, manage ? () => doRetry(delivery) : undefined);

  const actions = (delivery: WebhookDelivery) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconListDetails size={14} />}
        onClick={() => open(delivery)}
        aria-label={t('log.detailsOf', { sequence: delivery.sequence })}
      >
        {t('log.details')}
      </Button>
      {manage && delivery.status !== 'PENDING' && (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconRefresh size={14} />}
          onClick={() => void doRetry(delivery)}
          aria-label={t('log.retryOf', { sequence: delivery.sequence })}
        >
          {t('log.retry')}
        </Button>
      )}
    </Group>
  );
  const when = (delivery: WebhookDelivery) => <Text fz="sm">{formatDateTime(delivery.occurredAt, i18n.language)}</Text>;
  const lastCode = (delivery: WebhookDelivery) => delivery.attempts.at(-1)?.statusCode ?? '—';

  return (
    <>
      <ListFilters>
        <Select
          label={t('log.status')}
          placeholder={t('log.allStatuses')}
          clearable
          data={WEBHOOK_DELIVERY_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          style={{ flex: '1 1 160px' }}
        />
        <Select
          label={t('log.type')}
          placeholder={t('log.allTypes')}
          clearable
          data={WEBHOOK_MESSAGE_TYPES.map((type) => ({ value: type, label: type }))}
          value={list.filters.type}
          onChange={(value) => list.setFilter('type', value)}
          style={{ flex: '1 1 180px' }}
        />
        {manage && (
          <Button
            variant="default"
            leftSection={<IconHistory size={16} />}
            onClick={() => void doReplay()}
            loading={replay.isPending}
            style={{ alignSelf: 'flex-end' }}
          >
            {t('log.replay')}
          </Button>
        )}
      </ListFilters>
      <PagedList
        list={list}
        query={deliveries}
        label={t('log.tableLabel')}
        total={(count) => t('log.total', { count })}
        rowKey={(delivery) => delivery.id}
        rowTestId="webhook-delivery"
        errorTitle={t('log.loadError')}
        clearLabel={t('log.clearFilters')}
        empty={
          list.isFiltered
            ? { icon: IconHistory, title: t('log.emptyFilteredTitle'), text: t('log.emptyFilteredText') }
            : { icon: IconHistory, title: t('log.emptyTitle'), text: t('log.emptyText') }
        }
        columns={[
          {
            header: t('log.columns.event'),
            cell: (delivery) => (
              <Text fz="sm" fw={500}>
                {delivery.eventType}{' '}
                <Text span c="dimmed" fz="xs">
                  #{delivery.sequence}
                </Text>
              </Text>
            ),
          },
          { header: t('log.columns.status'), cell: (delivery) => <DeliveryStatusBadge status={delivery.status} /> },
          { header: t('log.columns.code'), cell: (delivery) => <Text fz="sm">{lastCode(delivery)}</Text> },
          {
            header: t('log.columns.attemptCount'),
            cell: (delivery) => <Text fz="sm">{delivery.attempts.length}</Text>,
          },
          { header: t('log.columns.time'), cell: when },
          { header: <VisuallyHidden>{t('log.columns.actions')}</VisuallyHidden>, cell: actions },
        ]}
        card={(delivery) => (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fz="sm" fw={500}>
              {delivery.eventType} #{delivery.sequence}
            </Text>
            <DeliveryStatusBadge status={delivery.status} />
            {when(delivery)}
            {actions(delivery)}
          </Group>
        )}
      />
    </>
  );
}
