import { useDeferredValue } from 'react';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconFilterOff, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_LIST_ADDRESS,
  REVIEW_LIST_PARAM,
  REVIEW_TAKE_DEFAULT,
  reviewListOptions,
  reviewListQuery,
  type ReviewListOptions,
} from '@plaudit/contract';
import { ListSkeleton, LoadError } from '@/components/data-states';
import { paths } from '@/config/paths';
import { PagedRows, useListParams } from '@/components/paged-list';
import { useMe } from '@/lib/me-query';
import { useMyReview, useProductReviews } from '../api/product-reviews';
import { useReviewInteractions } from '../hooks/use-review-interactions';
import { writeGate } from '../write-gate';
import { OwnReviewCard } from './own-review-card';
import { RatingBreakdown } from './rating-breakdown';
import { ReviewCard } from './review-card';
import { ReviewFilters } from './review-filters';
import { WriteReviewAction } from './write-review-action';

export interface ProductReviewsProps {
  product: { id: string; name: string; brand: { id: string } };
}

/**
 * The product page's reviews: the rating summary, "Write a review" as the caller may, their own
 * review with its status, then the published reviews with filters, sort and pages (all in the URL).
 */
export default function ProductReviews({ product }: ProductReviewsProps) {
  const { t } = useTranslation('reviews');
  const address = useListParams({ ...REVIEW_LIST_ADDRESS, navigation: { replace: true, preventScrollReset: true } });
  const { status, user } = useMe();
  // The call the server's first HTML answers for this address (contract page-addresses.ts).
  const options = reviewListOptions(address);
  const list = useProductReviews(product.id, reviewListQuery(options, REVIEW_TAKE_DEFAULT));
  const mine = useMyReview(product.id, status === 'signedIn');
  const interactions = useReviewInteractions();
  const gate = writeGate(status, user, product.brand.id);
  const own = mine.data?.review ?? null;

  // The filters change one at a time.
  const update = (changes: Partial<ReviewListOptions>) => {
    const P = REVIEW_LIST_PARAM;
    if (changes.sort) address.setSort(changes.sort);
    if ('rating' in changes) address.setFilter(P.rating, changes.rating ? String(changes.rating) : null);
    if ('hasComment' in changes) address.setFilter(P.hasComment, changes.hasComment ?? null);
    if ('reviewType' in changes) address.setFilter(P.reviewType, changes.reviewType ?? null);
  };

  // Drawn at a lower priority than the answer that brings it, in slices the browser can interleave with input and
  // paint (as the product grids are): ten review cards drawn at once were one of a product page's long tasks.
  const answer = useDeferredValue(list.data);
  const summary = answer?.summary;
  const productRef = { id: product.id, name: product.name };
  const canWriteAgain = !own;
  // Beside the heading once there are reviews (the empty state carries its own call); a reason why not on its own row.
  const showWrite = canWriteAgain && Boolean(summary && summary.count > 0);
  const offersButton = gate.kind === 'write' || gate.kind === 'signIn';

  return (
    <Stack gap="lg" component="section" aria-labelledby="reviews-heading">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="sm" align="baseline" wrap="wrap">
          <Title order={2} id="reviews-heading" fz="h3">
            {t('section.title')}
          </Title>
          {/* How reviews are checked and scored, next to every product's reviews. */}
          <Anchor component={Link} to={paths.howReviewsWork.href()} fz="sm">
            {t('section.how')}
          </Anchor>
        </Group>
        {showWrite && offersButton && <WriteReviewAction gate={gate} product={productRef} />}
      </Group>
      {showWrite && !offersButton && <WriteReviewAction gate={gate} product={productRef} />}
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} title={t('section.loadError')} />
      ) : !summary ? (
        <ListSkeleton rows={3} height={[96, 140, 140]} gap="md" />
      ) : (
        <>
          <RatingBreakdown
            summary={summary}
            action={canWriteAgain ? <WriteReviewAction gate={gate} product={productRef} first /> : undefined}
          />
          {own && <OwnReviewCard review={own} />}
          {summary.count > 0 && (
            <>
              <ReviewFilters options={options} onChange={update} />
              <PagedRows
                list={address}
                query={{ ...list, data: answer }}
                errorTitle={t('section.loadError')}
                empty={{
                  icon: IconMessageCircle,
                  title: t('filters.emptyTitle'),
                  text: t('filters.emptyText'),
                  action: address.isFiltered ? (
                    <Button variant="light" size="xs" leftSection={<IconFilterOff size={16} />} onClick={address.clear}>
                      {t('filters.clear')}
                    </Button>
                  ) : undefined,
                }}
                pager={{ label: t('pager'), size: 'md' }}
              >
                {(reviews) => (
                  <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {reviews.map((review) => (
                      <li key={review.id}>
                        <ReviewCard
                          review={review}
                          onHelpful={interactions.onHelpful}
                          onReport={interactions.onReport}
                          helpfulBusy={interactions.busyId === review.id}
                        />
                      </li>
                    ))}
                  </Stack>
                )}
              </PagedRows>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
