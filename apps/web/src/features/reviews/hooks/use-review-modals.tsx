import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OwnReview, ReviewType } from '@plaudit/contract';
import { useModalStack, type ModalStackApi } from '@/components/modal-stack';

// The forms (with the contract's zod schemas and the form library) load with the first modal opened, so the public
// pages that list reviews do not carry them.
const ReviewForm = lazy(() => import('../components/review-form').then((m) => ({ default: m.ReviewForm })));
const ReportForm = lazy(() => import('../components/report-form').then((m) => ({ default: m.ReportForm })));

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

interface ProductRef {
  id: string;
  name: string;
}

/**
 * Opens the reviews area's modals on the app's modal stack (the keys "review product", "review product
 * YouTube", "report review"); focus goes back to the button that opened them when they close.
 */
export function useReviewModals() {
  const { t } = useTranslation('reviews');
  const stack = useModalStack();

  const openForm = useCallback(
    (api: ModalStackApi, product: ProductRef, type: ReviewType, existing: OwnReview | null) => {
      api.open({
        key: type === 'YOUTUBE' ? 'reviewProductYoutube' : 'reviewProduct',
        title: existing
          ? t('modal.editTitle')
          : type === 'YOUTUBE'
            ? t('modal.videoTitle', { product: product.name })
            : t('modal.title', { product: product.name }),
        size: 'lg',
        render: (top) => (
          <Loading>
            <ReviewForm
              product={product}
              type={type}
              existing={existing}
              onDone={() => top.back()}
              onCancel={() => top.back()}
              onEditExisting={(review) => {
                // The edit form replaces the refused one: back, then open it with the review's values.
                top.back();
                openForm(top, product, review.type, review);
              }}
            />
          </Loading>
        ),
      });
    },
    [t],
  );

  return useMemo(
    () => ({
      /** A new review of `product` (a written one, or a video review for an APPROVED YouTuber). */
      write: (product: ProductRef, type: ReviewType = 'USER') => openForm(stack, product, type, null),
      /** The caller's own review, in the same modal, prefilled. */
      edit: (review: OwnReview) =>
        openForm(stack, { id: review.product.id, name: review.product.name }, review.type, review),
      report: (reviewId: string) =>
        stack.open({
          key: 'reportReview',
          title: t('report.title'),
          render: (top) => (
            <Loading>
              <ReportForm reviewId={reviewId} onDone={() => top.back()} onCancel={() => top.back()} />
            </Loading>
          ),
        }),
      confirmDelete: () =>
        stack.confirm({
          title: t('own.deleteTitle'),
          message: t('own.deleteText'),
          confirmLabel: t('own.delete'),
          danger: true,
        }),
    }),
    [openForm, stack, t],
  );
}
