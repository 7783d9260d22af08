import { useState } from 'react';
import { Group, Pagination, Stack, Title } from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_TAKE_DEFAULT } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { useYoutuberReviews } from '../api/review-lists';
import { ReviewFeed } from './review-feed';

/** A YouTuber's page: their published video reviews, newest first, in pages. */
export default function YoutuberReviews({ handle }: { handle: string }) {
  const { t } = useTranslation('reviews');
  const [page, setPage] = useState(1);
  const list = useYoutuberReviews(handle, { page, take: REVIEW_TAKE_DEFAULT });
  const meta = list.data?.meta;
  return (
    <Stack gap="md" component="section" aria-labelledby="youtuber-reviews-heading">
      <Title order={2} id="youtuber-reviews-heading" fz="h3">
        {t('youtuber.title')}
      </Title>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} title={t('youtuber.loadError')} />
      ) : !list.data ? (
        <ListSkeleton rows={2} height={220} gap="md" />
      ) : list.data.data.length === 0 ? (
        <EmptyState icon={IconBrandYoutube} title={t('youtuber.emptyTitle')} text={t('youtuber.empty')} />
      ) : (
        <ReviewFeed reviews={list.data.data} />
      )}
      {meta && meta.pageCount > 1 && (
        <Group justify="center">
          <Pagination total={meta.pageCount} value={meta.page} onChange={setPage} aria-label={t('pager')} />
        </Group>
      )}
    </Stack>
  );
}
