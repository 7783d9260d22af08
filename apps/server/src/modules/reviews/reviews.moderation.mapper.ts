import {
  REVIEW_STATUSES,
  type ModerationItem,
  type ModerationReport,
  type PunishmentType,
  type ReviewStatus,
} from '@plaudit/contract';
import { toReviewContent } from './reviews.mapper.js';
import type { QueueRow } from './reviews.moderation.queries.js';

// A queue row and its context (the author's history, the reports) → the moderation item of the contract.

export interface ItemContext {
  reviewCounts: Map<string, Partial<Record<ReviewStatus, number>>>;
  punishments: Map<string, { type: PunishmentType; reason: string; createdAt: Date }[]>;
  reports: Map<string, ModerationReport[]>;
  conflictTeams: Set<string>;
  bursts: Map<string, NonNullable<ModerationItem['burst']>>;
  /** The moderator reading the queue: their own reviews are a conflict of interest too. */
  callerId: string;
}

export function toModerationItem(row: QueueRow, context: ItemContext): ModerationItem {
  const { review, product, team, author, youtuber } = row;
  const counts = context.reviewCounts.get(author.id) ?? {};
  return {
    ...toReviewContent(review),
    status: review.status,
    holdRules: review.holdRules,
    createdAt: review.createdAt.toISOString(),
    editedAt: review.editedAt?.toISOString() ?? null,
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      brandName: team.brandName,
      creatorProfile: team.profileHandle,
      teamId: team.id,
    },
    author: {
      id: author.id,
      username: author.username,
      // Moderators see the full name: the public "Anna K." hides too much to judge an author's history.
      displayName: `${author.firstName} ${author.lastName}`.trim(),
      role: author.role,
      accountCreatedAt: author.createdAt.toISOString(),
      youtuber:
        youtuber?.handle && youtuber.pageName
          ? { handle: youtuber.handle, pageName: youtuber.pageName, channelUrl: youtuber.youtubeUrl }
          : null,
      reviewCounts: Object.fromEntries(REVIEW_STATUSES.map((status) => [status, counts[status] ?? 0])) as Record<
        ReviewStatus,
        number
      >,
      punishments: (context.punishments.get(author.id) ?? []).map((p) => ({
        type: p.type,
        reason: p.reason,
        createdAt: p.createdAt.toISOString(),
      })),
    },
    reports: context.reports.get(review.id) ?? [],
    burst: (review.burstId && context.bursts.get(review.burstId)) || null,
    conflictOfInterest: context.conflictTeams.has(team.id) || author.id === context.callerId,
  };
}
