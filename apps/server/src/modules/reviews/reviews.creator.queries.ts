import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ReviewSort, ReviewType } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { creatorTeams, products, reviewReplies, reviews, users, youtubers } from '../../db/schema/index.js';

// The SQL of the brand's review list: one team's reviews in every status but REJECTED, with the
// filters and sorts. The search reads the trigram index on review_text(title, comment).

export interface CreatorListFilter {
  teamId: string;
  page: number;
  take: number;
  sortBy: ReviewSort;
  sortOrder: 'ASC' | 'DESC';
  rating?: number | undefined;
  hasComment?: boolean | undefined;
  reviewType?: ReviewType | undefined;
  productId?: string | undefined;
  search?: string | undefined;
}

const SORT = {
  createdAt: [reviews.createdAt],
  rating: [reviews.rating, reviews.createdAt],
  helpful: [reviews.helpfulCount, reviews.createdAt],
} as const;

function where(filter: CreatorListFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(reviews.teamId, filter.teamId), ne(reviews.status, 'REJECTED')];
  if (filter.rating !== undefined) parts.push(eq(reviews.rating, filter.rating));
  if (filter.hasComment !== undefined) parts.push(eq(reviews.hasComment, filter.hasComment));
  if (filter.reviewType) parts.push(eq(reviews.type, filter.reviewType));
  if (filter.productId) parts.push(eq(reviews.productId, filter.productId));
  if (filter.search) {
    const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`review_text(${reviews.title}, ${reviews.comment}) ilike ${like}`);
  }
  return and(...parts);
}

/** The review with what the brand's list shows beside it: its product, team, author, YouTube page and reply. */
function withContext(db: DbOrTx) {
  return db
    .select({
      review: reviews,
      product: { id: products.id, slug: products.slug, name: products.name },
      team: { brandName: creatorTeams.brandName, profileHandle: creatorTeams.profileHandle },
      author: { firstName: users.firstName, lastName: users.lastName, image: users.image },
      youtuber: { handle: youtubers.handle, pageName: youtubers.pageName },
      reply: { text: reviewReplies.text, createdAt: reviewReplies.createdAt, updatedAt: reviewReplies.updatedAt },
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(creatorTeams, eq(creatorTeams.id, reviews.teamId))
    .innerJoin(users, eq(users.id, reviews.authorId))
    .leftJoin(youtubers, eq(youtubers.userId, reviews.authorId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .$dynamic();
}

export async function listTeamReviews(db: DbOrTx, filter: CreatorListFilter) {
  const condition = where(filter);
  const order = filter.sortOrder === 'ASC' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    withContext(db)
      .where(condition)
      .orderBy(...SORT[filter.sortBy].map((column) => order(column)), order(reviews.id))
      .limit(filter.take)
      .offset((filter.page - 1) * filter.take),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(condition),
  ]);
  return { rows, total: count?.n ?? 0 };
}
export type CreatorReviewRow = Awaited<ReturnType<typeof listTeamReviews>>['rows'][number];

/**
 * One review in the list's shape, whatever its status (a webhook event's data, read in the change's transaction).
 * Named, so each connection plans its six joins once (planning them took over ten times as long as running them):
 * it runs in every review change a team's webhooks listen to.
 */
export async function teamReviewById(db: DbOrTx, reviewId: string): Promise<CreatorReviewRow | undefined> {
  const [row] = await withContext(db)
    .where(eq(reviews.id, sql.placeholder('id')))
    .limit(1)
    .prepare('team_review_by_id')
    .execute({ id: reviewId });
  return row;
}
