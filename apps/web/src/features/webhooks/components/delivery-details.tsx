import { Badge, Button, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@plaudit/contract';
import { formatDateTime } from '@/lib/format';
import { DeliveryStatusBadge } from './delivery-status-badge';

/** One delivery: its message id, sequence, body, and every attempt with the answer's first 4 KB and the error. */
export function DeliveryDetails({
  delivery,
  onRetry,
  retrying,
}: {
  delivery: WebhookDelivery;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t, i18n } = useTranslation('webhooks');
  const pretty = (() => {
    try {
      return JSON.stringify(JSON.parse(delivery.payload), null, 2);
    } catch {
      return delivery.payload;
    }
  })();
  return (
    <Stack gap="md">
      <Group gap="xs">
        <DeliveryStatusBadge status={delivery.status} />
        <Badge variant="outline" color="gray">
          {delivery.eventType}
        </Badge>
        <Text fz="sm" c="dimmed">
          {t('log.sequence', { sequence: delivery.sequence })}
        </Text>
      </Group>
      <Text fz="sm">
        <Text span fw={500}>
          webhook-id:{' '}
        </Text>
        <Code>{delivery.messageId}</Code>
      </Text>
      {delivery.nextAttemptAt && (
        <Text fz="sm">{t('log.nextAttempt', { at: formatDateTime(delivery.nextAttemptAt, i18n.language) })}</Text>
      )}
      <Title order={3} fz="md">
        {t('log.payload')}
      </Title>
      <Code block style={{ maxHeight: 220, overflow: 'auto' }}>
        {pretty}
      </Code>
      <Title order={3} fz="md">
        {t('log.attempts', { count: delivery.attempts.length })}
      </Title>
      {delivery.attempts.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('log.noAttempts')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('log.columns.time')}</Table.Th>
                <Table.Th>{t('log.columns.code')}</Table.Th>
                <Table.Th>{t('log.columns.latency')}</Table.Th>
                <Table.Th>{t('log.columns.answer')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {delivery.attempts.map((attempt) => (
                <Table.Tr key={attempt.id}>
                  <Table.Td>{formatDateTime(attempt.at, i18n.language)}</Table.Td>
                  <Table.Td>{attempt.statusCode ?? '—'}</Table.Td>
                  <Table.Td>{t('log.ms', { ms: attempt.latencyMs })}</Table.Td>
                  <Table.Td style={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                    {attempt.error ? (
                      <Text fz="sm" c="red">
                        {attempt.error}
                      </Text>
                    ) : (
                      <Code style={{ whiteSpace: 'pre-wrap' }}>{attempt.response || '—'}</Code>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {onRetry && (
        <Group justify="flex-end">
          <Button leftSection={<IconRefresh size={16} />} onClick={onRetry} loading={retrying}>
            {t('log.retry')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
