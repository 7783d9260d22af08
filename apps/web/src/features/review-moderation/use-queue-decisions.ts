import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { M, type ModerationItem, type ReviewDecision, type StaffDecisionGround } from '@plaudit/contract';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { messageText } from '@/lib/i18n';
import { useDecideReview } from './api/decide-review';
import type { useModerationQueue } from './api/get-moderation-queue';
import { decisionsFor, nextAfter } from './queue-rules';

const REASONED = new Set<ReviewDecision>(['REJECT', 'REMOVE']);

/**
 * The open item of a moderation queue and the decisions on it: a decided item leaves the list at once and the next
 * one opens, a reject or remove first asks for its reason, and the outcome is announced or, refused, shown.
 */
export function useQueueDecisions(
  list: ReturnType<typeof useModerationQueue>,
  {
    view,
    reveal,
    focusDetail,
  }: {
    /** Which queue, page and order are shown: a change closes the open item. */
    view: string;
    /** Brings the open item into view (on a phone it is below the list). */
    reveal: () => void;
    /** Moves focus to the open item's heading after a decision. */
    focusDetail: () => void;
  },
) {
  const { t } = useTranslation('reviewModeration');
  const decide = useDecideReview();
  // A decided item leaves the list at once, before the refetch that confirms it; any later answer of the server wins.
  const [decidedAt, setDecidedAt] = useState<ReadonlyMap<string, number>>(new Map());
  const items = (list.data?.data ?? []).filter((item) => (decidedAt.get(item.id) ?? 0) <= list.dataUpdatedAt);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [reasonFor, setReasonFor] = useState<'REJECT' | 'REMOVE' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // An id gone from the list (decided, by us or someone else) falls back to the first item.
  const selected = items.find((item) => item.id === selectedId) ?? items[0] ?? null;

  const select = useCallback(
    (item: ModerationItem | null, show = false) => {
      setSelectedId(item?.id ?? null);
      setReasonFor(null);
      setNotice(null);
      if (show) reveal();
    },
    [reveal],
  );

  useEffect(() => {
    setSelectedId(null);
    setReasonFor(null);
    setNotice(null);
  }, [view]);

  const mayDecide = (item: ModerationItem | null): item is ModerationItem =>
    item !== null && !item.conflictOfInterest && !list.isPlaceholderData && !decide.isPending;

  const runDecision = async (decision: ReviewDecision, reason?: string, ground?: StaffDecisionGround) => {
    if (!mayDecide(selected) || !decisionsFor(selected.status).includes(decision)) return;
    if (REASONED.has(decision) && reason === undefined) {
      setReasonFor(decision as 'REJECT' | 'REMOVE');
      setNotice(null);
      return;
    }
    const next = nextAfter(items, selected.id);
    setNotice(null);
    try {
      await decide.mutateAsync({ id: selected.id, body: { decision, reason: reason ?? null, ground } });
      setDecidedAt((current) => new Map(current).set(selected.id, Date.now()));
      select(next);
      // The last item of this page but not of the queue: the refetched page brings the next ones.
      const more = (list.data?.meta.total ?? 0) > (list.data?.data.length ?? 0);
      setAnnouncement(
        t(next ? 'announce.next' : more ? 'announce.more' : 'announce.last', {
          decision: t(`announce.decision.${decision}`),
        }),
      );
      window.setTimeout(focusDetail, 0);
    } catch (error) {
      setNotice(
        isApiError(error) && error.status === 409 ? messageText(M.review.error.already_decided) : errorText(error),
      );
    }
  };

  return { decide, items, selected, select, reasonFor, setReasonFor, notice, setNotice, announcement, runDecision };
}
