import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBan, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@plaudit/contract';
import { formatDate, formatDateTime } from '@/lib/format';

const STATUS_COLOR = { ACTIVE: 'green', EXPIRED: 'gray', REVOKED: 'red' } as const;

/** One key in the list: name, start, scopes, who made it, last use and expiry; roll and revoke while it lives. */
export function KeyRow({
  apiKey,
  manage,
  onRoll,
  onRevoke,
}: {
  apiKey: ApiKey;
  manage: boolean;
  onRoll: () => void;
  onRevoke: () => void;
}) {
  const { t, i18n } = useTranslation('apiKeys');
  const live = apiKey.status === 'ACTIVE';
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={apiKey.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{apiKey.name}</Text>
            <Badge color={STATUS_COLOR[apiKey.status]} variant="light">
              {t(`status.${apiKey.status}`)}
            </Badge>
          </Group>
          <Text ff="monospace" fz="sm" data-testid="api-key-start">
            {apiKey.start}…
          </Text>
        </Group>
        <Group gap={4} wrap="wrap">
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} variant="outline" size="sm" tt="none">
              {scope}
            </Badge>
          ))}
        </Group>
        <Text fz="sm" c="dimmed">
          {t('row.created', {
            who: apiKey.createdBy?.name ?? t('row.someone'),
            when: formatDate(apiKey.createdAt, i18n.language),
          })}
          {' · '}
          {apiKey.lastUsedAt
            ? t('row.lastUsed', { when: formatDateTime(apiKey.lastUsedAt, i18n.language) })
            : t('row.neverUsed')}
          {' · '}
          {apiKey.revokedAt
            ? t('row.revoked', { when: formatDateTime(apiKey.revokedAt, i18n.language) })
            : apiKey.expiresAt
              ? t(live ? 'row.expires' : 'row.expired', { when: formatDateTime(apiKey.expiresAt, i18n.language) })
              : t('row.neverExpires')}
        </Text>
        {manage && live && (
          <Group gap="xs" justify="flex-end">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              onClick={onRoll}
              aria-label={t('row.rollLabel', { name: apiKey.name })}
            >
              {t('row.roll')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconBan size={14} />}
              onClick={onRevoke}
              aria-label={t('row.revokeLabel', { name: apiKey.name })}
            >
              {t('row.revoke')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
