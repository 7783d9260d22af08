import type { ReactNode, Ref } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ModerationItem, ReviewQueue } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { ListPager } from '@/components/paged-list';
import { refreshing } from '@/components/refreshing';
import type { useModerationQueue } from '../api/get-moderation-queue';
import { QueueLayout } from './queue-layout';
import { QueueList } from './queue-list';

/**
 * One queue's page: its loading, error and empty states, or the list (its total, rows and paging) beside the open
 * item. `items` are the page's rows less those just decided, so an emptied page is "loading" until the server
 * answers again, not "empty" before it says so.
 */
export function QueuePanel({
  queue,
  list,
  items,
  selected,
  onSelect,
  page,
  onPage,
  twoColumns,
  detailRef,
  detail,
}: {
  queue: ReviewQueue;
  list: ReturnType<typeof useModerationQueue>;
  items: ModerationItem[];
  selected: ModerationItem | null;
  onSelect: (item: ModerationItem) => void;
  page: number;
  onPage: (page: number) => void;
  twoColumns: boolean | undefined;
  detailRef: Ref<HTMLDivElement>;
  /** The open item with its decisions. */
  detail: (item: ModerationItem) => ReactNode;
}) {
  const { t } = useTranslation('reviewModeration');
  if (list.isPending || (list.data && items.length === 0 && list.isFetching))
    return <ListSkeleton rows={4} height={84} />;
  if (list.isError && !list.data)
    return <LoadError title={t('error.title')} error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data || !selected) {
    return <EmptyState icon={IconInbox} title={t(`empty.${queue}.title`)} text={t(`empty.${queue}.text`)} />;
  }
  return (
    <QueueLayout
      twoColumns={twoColumns}
      detailRef={detailRef}
      list={
        <Stack gap="sm" {...refreshing(list.isPlaceholderData)}>
          <Text fz="sm" c="dimmed">
            {t('list.total', { count: list.data.meta.total })}
          </Text>
          <QueueList items={items} selectedId={selected.id} onSelect={onSelect} label={t(`list.label.${queue}`)} />
          <ListPager page={page} pageCount={list.data.meta.pageCount} onChange={onPage} />
        </Stack>
      }
      detail={detail(selected)}
    />
  );
}
