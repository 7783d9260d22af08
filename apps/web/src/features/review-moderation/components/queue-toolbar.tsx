import { Badge, Group, SegmentedControl, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_QUEUES, type ReviewQueue } from '@plaudit/contract';

/** Above the queue, inside its <Tabs>: the two queues with their counts, and oldest or newest first. */
export function QueueToolbar({
  queue,
  counts,
  sortOrder,
  onSortOrder,
}: {
  queue: ReviewQueue;
  counts: Record<ReviewQueue, number> | undefined;
  sortOrder: 'ASC' | 'DESC';
  onSortOrder: (order: 'ASC' | 'DESC') => void;
}) {
  const { t } = useTranslation('reviewModeration');
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md" wrap="wrap">
      <Tabs.List aria-label={t('tabs.label')}>
        {REVIEW_QUEUES.map((q) => (
          <Tabs.Tab
            key={q}
            value={q}
            rightSection={
              counts && (
                <Badge size="sm" variant={q === queue ? 'filled' : 'light'} circle={counts[q] < 10}>
                  {counts[q]}
                </Badge>
              )
            }
          >
            {t(`tabs.${q}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <SegmentedControl
        aria-label={t('order.label')}
        size="xs"
        value={sortOrder}
        onChange={(value) => onSortOrder(value === 'DESC' ? 'DESC' : 'ASC')}
        data={[
          { value: 'ASC', label: t('order.oldest') },
          { value: 'DESC', label: t('order.newest') },
        ]}
      />
    </Group>
  );
}
