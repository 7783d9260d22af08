import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { StarMeter } from '@/components/star-meter';
import { useTranslation } from 'react-i18next';
import type { ModerationItem } from '@plaudit/contract';
import { formatRelativeTime } from '@/lib/format';

interface Props {
  items: readonly ModerationItem[];
  selectedId: string | null;
  onSelect: (item: ModerationItem) => void;
  label: string;
}

/** The queue's items as buttons, the open one marked (aria-current); j/k move through the same order. */
export function QueueList({ items, selectedId, onSelect, label }: Props) {
  const { t, i18n } = useTranslation('reviewModeration');
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((item) => {
        const selected = item.id === selectedId;
        const openReports = item.reports.filter((r) => r.status === 'OPEN').length;
        const when = formatRelativeTime(item.createdAt, { locale: i18n.language, justNow: t('author.justNow') });
        return (
          <li key={item.id}>
            <UnstyledButton
              w="100%"
              p="sm"
              style={{
                display: 'block',
                borderRadius: 'var(--mantine-radius-md)',
                border: `1px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
                background: selected ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)',
                boxShadow: selected ? 'inset 3px 0 0 var(--mantine-primary-color-filled)' : undefined,
              }}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(item)}
              data-testid="moderation-item"
            >
              <Stack gap={2}>
                <Group justify="space-between" gap={6} wrap="nowrap">
                  <Text fw={600} fz="sm" truncate="end">{item.product.name}</Text>
                  <StarMeter value={item.rating} size="xs" />
                </Group>
                <Text fz="sm" lineClamp={1}>{item.title ?? item.comment ?? t('item.noText')}</Text>
                <Group gap={6} wrap="wrap">
                  <Text fz="xs" c="dimmed">{t('list.meta', { author: item.author.username, when })}</Text>
                  <VisuallyHidden>{t('item.ratingLabel', { rating: item.rating })}</VisuallyHidden>
                  {item.type === 'YOUTUBE' && <Badge size="xs" color="red" variant="light">{t('item.video')}</Badge>}
                  {openReports > 0 && <Badge size="xs" color="red">{t('list.reports', { count: openReports })}</Badge>}
                  {item.conflictOfInterest && <Badge size="xs" color="gray">{t('list.conflict')}</Badge>}
                </Group>
              </Stack>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
