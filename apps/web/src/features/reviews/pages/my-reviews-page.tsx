import type { ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_TAKE_DEFAULT } from '@plaudit/contract';
import { PageHeader } from '@/components/page-header';
import { PagedRows, usePageState } from '@/components/paged-list';
import { paths } from '@/config/paths';
import { useAuthoredReviews } from '../api/review-lists';
import { OwnReviewCard } from '../components/own-review-card';

/** /settings/reviews: every review the person wrote, its status and, for a rejected or removed one, why. */
/** `trophies`: the router's slot with the trophies the person's reviews have won (the trophies feature fills it). */
export default function MyReviewsPage({ trophies }: { trophies?: ReactNode } = {}) {
  const { t } = useTranslation('reviews');
  const pages = usePageState();
  const list = useAuthoredReviews({ page: pages.page, take: REVIEW_TAKE_DEFAULT });
  return (
    <Stack gap="lg">
      <PageHeader title={t('mine.title')} description={t('mine.description')} />
      {trophies}
      <PagedRows
        list={pages}
        query={list}
        empty={{
          icon: IconMessageCircle,
          title: t('mine.emptyTitle'),
          text: t('mine.empty'),
          action: (
            <Button component={Link} to={paths.search.href()} variant="light" size="xs">
              {t('mine.emptyAction')}
            </Button>
          ),
        }}
        errorTitle={t('mine.loadError')}
        gap="lg"
        skeleton={{ rows: 3, height: 160, gap: 'md' }}
        pager={{ label: t('pager'), size: 'md' }}
      >
        {(reviews) => (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {reviews.map((review) => (
              <li key={review.id}>
                <OwnReviewCard review={review} showProduct />
              </li>
            ))}
          </Stack>
        )}
      </PagedRows>
    </Stack>
  );
}
