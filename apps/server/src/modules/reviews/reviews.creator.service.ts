import { M, mayDoInTeam, type CreatorReview, type CreatorReviewList, type TeamRole } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { requireTeam } from '../teams/teams.access.js';
import { reviewEventData } from '../webhooks/webhooks.mapper.js';
import { toReviewAuthor, toReviewContent, toReviewReply } from './reviews.mapper.js';
import * as q from './reviews.creator.queries.js';

// The brand's own review list: for the team's members only (anyone else gets 404, as on every team
// route), every status but REJECTED (a rejected review was never public, and its author alone is told why), each
// with its reply, and whether the caller may reply. No HTTP here.

type Query = Omit<q.CreatorListFilter, 'teamId'>;

function toCreatorReview(row: q.CreatorReviewRow): CreatorReview {
  const { review, product, team, author, youtuber, reply } = row;
  const video = review.type === 'YOUTUBE';
  return {
    ...toReviewContent(review),
    status: review.status,
    author: toReviewAuthor({
      authorId: review.authorId,
      firstName: author.firstName,
      lastName: author.lastName,
      avatarUrl: author.image,
      youtuberHandle: video ? (youtuber?.handle ?? null) : null,
      youtuberPageName: video ? (youtuber?.pageName ?? null) : null,
    }),
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      brandName: team.brandName,
      creatorProfile: team.profileHandle,
    },
    createdAt: review.createdAt.toISOString(),
    editedAt: review.editedAt?.toISOString() ?? null,
    helpfulCount: review.helpfulCount,
    openReportCount: review.openReportCount,
    reply: toReviewReply({
      replyText: reply?.text ?? null,
      replyCreatedAt: reply?.createdAt ?? null,
      replyUpdatedAt: reply?.updatedAt ?? null,
      brandName: team.brandName,
    }),
  };
}

/**
 * One review as the brand's list shows it, read on `db` (a change's transaction: a webhook event's data is the review
 * as that change left it). Undefined when there is no such review.
 */
export async function creatorReviewOf(db: DbOrTx, reviewId: string): Promise<CreatorReview | undefined> {
  const row = await q.teamReviewById(db, reviewId);
  return row ? toCreatorReview(row) : undefined;
}

/** A review webhook event's data: the public API's shape of the review, read in the change's transaction. */
export async function reviewEventOf(db: DbOrTx, reviewId: string) {
  const review = await creatorReviewOf(db, reviewId);
  return review && reviewEventData(review);
}

export class ReviewCreatorService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(actor: { id: string }, teamId: string, query: Query): Promise<CreatorReviewList> {
    const access = await requireTeam(this.deps.db, teamId, actor.id, 'view').catch((error: unknown) => {
      throw error instanceof AppError && error.type === 'not_found'
        ? new AppError('not_found', M.review.error.team_not_found)
        : error;
    });
    // A product id that cannot exist matches nothing, without reaching PostgreSQL as a cast error.
    if (query.productId !== undefined && !isUuid(query.productId)) {
      return {
        data: [],
        meta: { page: query.page, take: query.take, total: 0, pageCount: 1 },
        canReply: this.canReply(access),
      };
    }
    const { rows, total } = await q.listTeamReviews(this.deps.db, { ...query, teamId });
    return {
      data: rows.map(toCreatorReview),
      meta: { page: query.page, take: query.take, total, pageCount: Math.max(1, Math.ceil(total / query.take)) },
      canReply: this.canReply(access),
    };
  }

  private canReply(access: { member: { role: TeamRole }; locked: boolean }): boolean {
    return !access.locked && mayDoInTeam(access.member.role, 'replyToReviews');
  }
}
