import { useDeferredValue } from 'react';
import { Button, Group, Pagination, Stack, Title } from '@mantine/core';
import { IconFilterOff, IconMessageCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_TAKE_DEFAULT } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { useMe } from '@/lib/me-query';
import { useMyReview, useProductReviews } from '../api/product-reviews';
import { useReviewInteractions } from '../hooks/use-review-interactions';
import { isFiltered, PARAM, readListOptions, toQuery, type ReviewListOptions } from '../list-options';
import { writeGate } from '../write-gate';
import { OwnReviewCard } from './own-review-card';
import { RatingBreakdown } from './rating-breakdown';
import { ReviewCard } from './review-card';
import { ReviewFilters } from './review-filters';
import { WriteReviewAction } from './write-review-action';
import { refreshing } from '@/components/refreshing';

export interface ProductReviewsProps {
  product: { id: string; name: string; brand: { id: string } };
}

/**
 * The product page's reviews: the rating summary, "Write a review" as the caller may, their own
 * review with its status, then the published reviews with filters, sort and pages (all in the URL).
 */
export default function ProductReviews({ product }: ProductReviewsProps) {
  const { t } = useTranslation('reviews');
  const [search, setSearch] = useSearchParams();
  const { status, user } = useMe();
  const options = readListOptions(search);
  const list = useProductReviews(product.id, toQuery(options, REVIEW_TAKE_DEFAULT));
  const mine = useMyReview(product.id, status === 'signedIn');
  const interactions = useReviewInteractions();
  const gate = writeGate(status, user, product.brand.id);
  const own = mine.data?.review ?? null;

  const update = (changes: Partial<ReviewListOptions>) => {
    const next = { ...options, page: 1, ...changes };
    const params = new URLSearchParams(search);
    const set = (key: string, value: string | null) => (value ? params.set(key, value) : params.delete(key));
    set(PARAM.sort, next.sort === 'newest' ? null : next.sort);
    set(PARAM.rating, next.rating ? String(next.rating) : null);
    set(PARAM.hasComment, next.hasComment);
    set(PARAM.reviewType, next.reviewType);
    set(PARAM.page, next.page > 1 ? String(next.page) : null);
    setSearch(params, { preventScrollReset: true, replace: true });
  };
  const clear = () => update({ rating: null, hasComment: null, reviewType: null });

  // Drawn at a lower priority than the answer that brings it, in slices the browser can interleave with input and
  // paint (as the product grids are): ten review cards drawn at once were one of a product page's long tasks.
  const answer = useDeferredValue(list.data);
  const summary = answer?.summary;
  const reviews = answer?.data ?? [];
  const meta = answer?.meta;
  const productRef = { id: product.id, name: product.name };
  const canWriteAgain = !own;
  // Beside the heading once there are reviews (the empty state carries its own call); a reason why not on its own row.
  const showWrite = canWriteAgain && Boolean(summary && summary.count > 0);
  const offersButton = gate.kind === 'write' || gate.kind === 'signIn';

  return (
    <Stack gap="lg" component="section" aria-labelledby="reviews-heading">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} id="reviews-heading" fz="h3">
          {t('section.title')}
        </Title>
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
              {reviews.length === 0 ? (
                <EmptyState
                  icon={IconMessageCircle}
                  title={t('filters.emptyTitle')}
                  text={t('filters.emptyText')}
                  action={
                    isFiltered(options) ? (
                      <Button variant="light" size="xs" leftSection={<IconFilterOff size={16} />} onClick={clear}>
                        {t('filters.clear')}
                      </Button>
                    ) : undefined
                  }
                />
              ) : (
                <Stack
                  gap="md"
                  component="ul"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  {...refreshing(list.isFetching)}
                >
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
              {meta && meta.pageCount > 1 && (
                <Group justify="center">
                  <Pagination
                    total={meta.pageCount}
                    value={meta.page}
                    onChange={(page) => update({ ...options, page })}
                    aria-label={t('pager')}
                  />
                </Group>
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
