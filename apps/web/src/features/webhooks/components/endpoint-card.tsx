import { Badge, Button, Card, Group, Menu, ActionIcon, Stack, Text } from '@mantine/core';
import { IconDots, IconEdit, IconKey, IconList, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@plaudit/contract';
import { formatDateTime } from '@/lib/format';

/** One endpoint: its URL, state, events and last delivery, with the actions the caller may take. */
export function EndpointCard({
  endpoint,
  manage,
  selected,
  onSelect,
  onEdit,
  onSecret,
  onTest,
  onDelete,
  testing,
}: {
  endpoint: WebhookEndpoint;
  manage: boolean;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onSecret: () => void;
  onTest: () => void;
  onDelete: () => void;
  testing: boolean;
}) {
  const { t, i18n } = useTranslation('webhooks');
  const state = endpoint.disabled
    ? { color: 'gray', label: t(`state.disabled.${endpoint.disabledReason ?? 'MANUAL'}`) }
    : endpoint.failingSince
      ? { color: 'orange', label: t('state.failing') }
      : { color: 'teal', label: t('state.active') };
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="webhook-endpoint"
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text fz="sm" c="dimmed">
                {endpoint.description}
              </Text>
            )}
          </Stack>
          <Badge color={state.color} variant="light" style={{ flexShrink: 0 }}>
            {state.label}
          </Badge>
        </Group>
        <Group gap={4}>
          {endpoint.events.map((event) => (
            <Badge key={event} variant="outline" color="gray" size="sm" tt="none">
              {event}
            </Badge>
          ))}
        </Group>
        <Text fz="xs" c="dimmed">
          {endpoint.lastDelivery
            ? t('card.lastDelivery', {
                at: formatDateTime(endpoint.lastDelivery.at, i18n.language),
                status: t(`status.${endpoint.lastDelivery.status}`),
                code: endpoint.lastDelivery.statusCode ?? '—',
              })
            : t('card.noDelivery')}
        </Text>
        <Group gap="xs" justify="space-between">
          <Button
            size="xs"
            variant={selected ? 'filled' : 'light'}
            leftSection={<IconList size={14} />}
            onClick={onSelect}
            aria-pressed={selected}
          >
            {t('card.log')}
          </Button>
          {manage && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconSend size={14} />}
                onClick={onTest}
                loading={testing}
                disabled={endpoint.disabled}
              >
                {t('card.test')}
              </Button>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="default" size="md" aria-label={t('card.more', { url: endpoint.url })}>
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconEdit size={14} />} onClick={onEdit}>
                    {t('card.edit')}
                  </Menu.Item>
                  <Menu.Item leftSection={<IconKey size={14} />} onClick={onSecret}>
                    {t('card.secret')}
                  </Menu.Item>
                  <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
                    {t('card.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
