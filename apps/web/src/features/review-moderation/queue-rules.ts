import type { ModerationItem, ReviewDecision, ReviewQueue, ReviewStatus } from '@plaudit/contract';

// The moderation screen's rules as pure functions (tested in queue-rules.test.ts): which decisions fit an item, and
// which item opens once one is decided.

/**
 * The decisions the server accepts for a review in this state (tables/reviews.ts `reviews.decide`): a PENDING review
 * is approved or rejected; a PUBLISHED one (the reported queue) is removed or its reports dismissed.
 */
export function decisionsFor(status: ReviewStatus): readonly ReviewDecision[] {
  if (status === 'PENDING') return ['APPROVE', 'REJECT'];
  if (status === 'PUBLISHED') return ['REMOVE', 'DISMISS_REPORTS'];
  return [];
}

/** The queue a review's state belongs to, for a link or a tab that follows it. */
export function queueOf(status: ReviewStatus): ReviewQueue {
  return status === 'PENDING' ? 'pending' : 'reported';
}

/**
 * The item to open after `id` leaves the list: the one below it, else the one above (it was the last), else none.
 * An id no longer in the list answers the first item.
 */
export function nextAfter<T extends { id: string }>(items: readonly T[], id: string): T | null {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) return items[0] ?? null;
  return items[index + 1] ?? items[index - 1] ?? null;
}

/** j/k: the neighbour `step` places away, staying at the ends. */
export function neighbour<T extends { id: string }>(items: readonly T[], id: string | null, step: 1 | -1): T | null {
  if (items.length === 0) return null;
  const index = id === null ? -1 : items.findIndex((item) => item.id === id);
  if (index === -1) return items[0]!;
  return items[Math.min(items.length - 1, Math.max(0, index + step))]!;
}

/** A run of the queue: the reviews of one burst together under its header, or one review on its own (burst null). */
export interface QueueGroup<T> {
  burst: ModerationItem['burst'];
  items: T[];
}

/**
 * The queue's items in their order, the neighbouring reviews of one burst gathered in one group (the server lists a
 * burst's reviews one after the other); every other review is a group of its own.
 */
export function groupByBurst<T extends { burst: ModerationItem['burst'] }>(items: readonly T[]): QueueGroup<T>[] {
  const groups: QueueGroup<T>[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (item.burst && last?.burst?.id === item.burst.id) last.items.push(item);
    else groups.push({ burst: item.burst, items: [item] });
  }
  return groups;
}
