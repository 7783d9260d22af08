import { Badge, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { StarMeter } from '@/components/star-meter';
import { useTranslation } from 'react-i18next';
import type { ModerationItem } from '@plaudit/contract';
import { formatRelativeTime } from '@/lib/format';
import { groupByBurst } from '../queue-rules';

interface Props {
  items: readonly ModerationItem[];
  selectedId: string | null;
  onSelect: (item: ModerationItem) => void;
  label: string;
}

const plainList = { listStyle: 'none' } as const;

/**
 * The queue's items as buttons, the open one marked (aria-current); j/k move through the same order. The reviews of
 * one burst (many reviews of one product far faster than usual) sit together under a header saying so.
 */
export function QueueList({ items, selectedId, onSelect, label }: Props) {
  const { t, i18n } = useTranslation('reviewModeration');
  const renderItems = (run: readonly ModerationItem[]) =>
    run.map((item) => {
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
                <Text fw={600} fz="sm" truncate="end">
                  {item.product.name}
                </Text>
                <StarMeter value={item.rating} size="xs" />
              </Group>
              <Text fz="sm" lineClamp={1}>
                {item.title ?? item.comment ?? t('item.noText')}
              </Text>
              <Group gap={6} wrap="wrap">
                <Text fz="xs" c="dimmed">
                  {t('list.meta', { author: item.author.username, when })}
                </Text>
                <VisuallyHidden>{t('item.ratingLabel', { rating: item.rating })}</VisuallyHidden>
                {item.type === 'YOUTUBE' && (
                  <Badge size="xs" color="red" variant="light">
                    {t('item.video')}
                  </Badge>
                )}
                {openReports > 0 && (
                  <Badge size="xs" color="red">
                    {t('list.reports', { count: openReports })}
                  </Badge>
                )}
                {item.conflictOfInterest && (
                  <Badge size="xs" color="gray">
                    {t('list.conflict')}
                  </Badge>
                )}
              </Group>
            </Stack>
          </UnstyledButton>
        </li>
      );
    });
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={plainList} aria-label={label}>
      {groupByBurst(items).map((group) => {
        if (!group.burst) return renderItems(group.items);
        const heading = t('list.burst', {
          count: group.burst.count,
          product: group.items[0]!.product.name,
          within: t('list.burstMinutes', { count: group.burst.minutes }),
        });
        return (
          <li key={`burst-${group.burst.id}`}>
            <Paper withBorder radius="md" p={6} bg="var(--mantine-color-orange-light)" data-testid="moderation-burst">
              <Group gap={8} wrap="nowrap" px={4} pb={6} align="flex-start">
                <ThemeIcon size={22} radius="xl" color="orange" variant="light" aria-hidden>
                  <IconStack2 size={14} />
                </ThemeIcon>
                <Stack gap={0}>
                  <Text fw={600} fz="sm">
                    {heading}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t('list.burstHint')}
                  </Text>
                </Stack>
              </Group>
              <Stack gap={6} component="ul" p={0} m={0} style={plainList} aria-label={heading}>
                {renderItems(group.items)}
              </Stack>
            </Paper>
          </li>
        );
      })}
    </Stack>
  );
}
