import { Stack } from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_TAKE_DEFAULT } from '@plaudit/contract';
import { PagedRows, usePageState } from '@/components/paged-list';
import { useYoutuberReviews } from '../api/review-lists';
import { ReviewListHeading } from './review-list-heading';
import { ReviewFeed } from './review-feed';

/** A YouTuber's page: their published video reviews, newest first, in pages. */
export default function YoutuberReviews({ handle }: { handle: string }) {
  const { t } = useTranslation('reviews');
  const pages = usePageState();
  const list = useYoutuberReviews(handle, { page: pages.page, take: REVIEW_TAKE_DEFAULT });
  return (
    <Stack gap="md" component="section" aria-labelledby="youtuber-reviews-heading">
      <ReviewListHeading id="youtuber-reviews-heading" title={t('youtuber.title')} />
      <PagedRows
        list={pages}
        query={list}
        empty={{ icon: IconBrandYoutube, title: t('youtuber.emptyTitle'), text: t('youtuber.empty') }}
        errorTitle={t('youtuber.loadError')}
        skeleton={{ rows: 2, height: 220, gap: 'md' }}
        pager={{ label: t('pager'), size: 'md' }}
      >
        {(reviews) => <ReviewFeed reviews={reviews} />}
      </PagedRows>
    </Stack>
  );
}
