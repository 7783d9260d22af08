import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, Group, Pagination, Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_TAKE_DEFAULT } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useAuthoredReviews } from '../api/review-lists';
import { OwnReviewCard } from '../components/own-review-card';

/** /settings/reviews: every review the person wrote, its status and, for a rejected or removed one, why. */
/** `trophies`: the router's slot with the trophies the person's reviews have won (the trophies feature fills it). */
export default function MyReviewsPage({ trophies }: { trophies?: ReactNode } = {}) {
  const { t } = useTranslation('reviews');
  const [page, setPage] = useState(1);
  const list = useAuthoredReviews({ page, take: REVIEW_TAKE_DEFAULT });
  const meta = list.data?.meta;
  return (
    <Stack gap="lg">
      <PageHeader title={t('mine.title')} description={t('mine.description')} />
      {trophies}
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} title={t('mine.loadError')} />
      ) : !list.data ? (
        <ListSkeleton rows={3} height={160} gap="md" />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          icon={IconMessageCircle}
          title={t('mine.emptyTitle')}
          text={t('mine.empty')}
          action={
            <Button component={Link} to={paths.search.href()} variant="light" size="xs">
              {t('mine.emptyAction')}
            </Button>
          }
        />
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.data.map((review) => (
            <li key={review.id}>
              <OwnReviewCard review={review} showProduct />
            </li>
          ))}
        </Stack>
      )}
      {meta && meta.pageCount > 1 && (
        <Group justify="center">
          <Pagination total={meta.pageCount} value={meta.page} onChange={setPage} aria-label={t('pager')} />
        </Group>
      )}
    </Stack>
  );
}
