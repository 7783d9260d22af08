import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PublicReview } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { useAuthStatus } from '@/lib/auth-session';
import { notifyError } from '@/lib/notify';
import { useToggleHelpful } from '../api/review-actions';
import { useReviewModals } from './use-review-modals';

/**
 * "Helpful" and "Report" under a review: a signed-in reader votes or opens the report modal; a visitor is sent to
 * sign in and comes back to this page afterwards.
 */
export function useReviewInteractions() {
  const status = useAuthStatus();
  const navigate = useNavigate();
  const location = useLocation();
  const modals = useReviewModals();
  const helpful = useToggleHelpful();
  const [busyId, setBusyId] = useState<string | null>(null);

  const signIn = () => void navigate(paths.login.href({ callbackUrl: `${location.pathname}${location.search}` }));

  return {
    busyId,
    onHelpful: (review: PublicReview) => {
      if (status !== 'signedIn') return signIn();
      setBusyId(review.id);
      helpful.mutate(review.id, { onError: notifyError, onSettled: () => setBusyId(null) });
    },
    onReport: (review: PublicReview) => {
      if (status !== 'signedIn') return signIn();
      modals.report(review.id);
    },
  };
}
