import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRAND_LATEST_REVIEWS_COUNT } from '@plaudit/contract';
import { ListSkeleton, LoadError } from '@/components/data-states';
import { useBrandReviews } from '../api/review-lists';
import { ReviewListHeading } from './review-list-heading';
import { ReviewFeed } from './review-feed';

/** The brand page's "Latest reviews" over all its products. */
export default function BrandLatestReviews({ creatorProfile }: { creatorProfile: string }) {
  const { t } = useTranslation('reviews');
  const list = useBrandReviews(creatorProfile, { page: 1, take: BRAND_LATEST_REVIEWS_COUNT });
  return (
    <Stack gap="md" component="section" aria-labelledby="brand-reviews-heading">
      <ReviewListHeading id="brand-reviews-heading" title={t('latest.title')} />
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} title={t('latest.loadError')} />
      ) : !list.data ? (
        <ListSkeleton rows={2} height={140} gap="md" />
      ) : list.data.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('latest.empty')}
        </Text>
      ) : (
        <ReviewFeed reviews={list.data.data} />
      )}
    </Stack>
  );
}
