import { TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReviewBody, ReviewCreated } from '@plaudit/contract';
import { productReviewStats, reviews, teamReviewStats, verifications, youtubers } from '../src/db/schema/index.js';
import { recountReviewStats } from '../src/modules/reviews/reviews.aggregates.js';
import { publishedBrand } from './catalogue-factories.js';
import { api, authed, createUser, signedInUser, type Signed } from './factories.js';

// Factories for the reviews tests: a public product to review, a reviewer no hold rule catches, a video
// reviewer, and writing a review through the API (the rules must run). Never the demo seed.

/** Reviews tests sign many people in from one address: lift the per-IP sign-in and public-read limits. */
export const REVIEW_TEST_LIMITS = {
  rateLimits: { signInPerIp: 100_000, signUpPerIp: 100_000, publicReadsPerIp: 100_000 },
};

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

/** An APPROVED team with one PUBLISHED product: what a person may review. */
export async function publicProduct(app: FastifyInstance) {
  const { team, category, products } = await publishedBrand(app, 1);
  return { team, category, product: products[0]! };
}

/**
 * A signed-in person with a verified email and an account two days old, so no hold rule applies to a plain review
 * (no NEW_ACCOUNT). `overrides` reach the users row (e.g. `createdAt: new Date()` for a new account).
 */
export async function reviewer(app: FastifyInstance, overrides: Parameters<typeof signedInUser>[1] = {}) {
  return signedInUser(app, {
    emailVerificationStatus: 'VERIFIED',
    createdAt: new Date(Date.now() - TWO_DAYS_MS),
    ...overrides,
  });
}
export type Reviewer = Awaited<ReturnType<typeof reviewer>>;

/** Makes `who` a YouTuber with a handle, APPROVED unless `status` says otherwise. */
export async function makeYoutuber(
  app: FastifyInstance,
  userId: string,
  status: 'APPROVED' | 'PENDING' | 'REJECTED' = 'APPROVED',
) {
  const handle = `yt${userId.slice(0, 8)}`;
  const [row] = await app.db
    .insert(youtubers)
    .values({
      userId,
      pageName: `Channel ${handle}`,
      youtubeUrl: `https://www.youtube.com/@${handle}`,
      handle: status === 'APPROVED' ? handle : null,
    })
    .returning();
  await app.db
    .insert(verifications)
    .values({ subjectType: 'YOUTUBER', youtuberId: row!.id, status, details: {}, reviewedAt: new Date() });
  return row!;
}

/** A reviewer who is an APPROVED YouTuber. */
export async function youtuberReviewer(app: FastifyInstance) {
  const who = await reviewer(app);
  const youtuber = await makeYoutuber(app, who.user.id);
  return { ...who, youtuber };
}

export const reviewUrl = (productId: string) => api(`/products/${productId}/reviews`);

/** POST /products/{productId}/reviews as `who`; the raw answer (tests check refusals too). */
export function postReview(app: FastifyInstance, who: Signed, productId: string, body: Partial<ReviewBody> = {}) {
  return authed(app, who, {
    method: 'POST',
    url: reviewUrl(productId),
    payload: { type: 'USER', rating: 4, title: 'Solid', ...body },
  });
}

/** Writes a review and answers `{id, status}`; throws when it is refused. */
export async function writeReview(
  app: FastifyInstance,
  who: Signed,
  productId: string,
  body: Partial<ReviewBody> = {},
): Promise<ReviewCreated> {
  const res = await postReview(app, who, productId, body);
  if (res.statusCode !== 201) throw new Error(`review failed: ${res.statusCode} ${res.body}`);
  return res.json<ReviewCreated>();
}

type StatsDb = FastifyInstance['db'];

/** Both stats tables as comparable data: rows that count nothing are left out (a delta may leave one at zero). */
async function readStats(db: StatsDb | Parameters<Parameters<StatsDb['transaction']>[0]>[0]) {
  const products = (await db.select().from(productReviewStats))
    .map(({ updatedAt: _, ...row }) => row)
    .filter(
      (row) =>
        row.reviewCount !== 0 ||
        row.ratingSum !== 0 ||
        row.stars1 + row.stars2 + row.stars3 + row.stars4 + row.stars5 !== 0,
    )
    .sort((a, b) => a.productId.localeCompare(b.productId));
  const teams = (await db.select().from(teamReviewStats))
    .map(({ updatedAt: _, ...row }) => row)
    .filter((row) => row.reviewCount !== 0 || row.ratingSum !== 0)
    .sort((a, b) => a.teamId.localeCompare(b.teamId));
  return { products, teams };
}

/**
 * The stats as the writes left them, and as a full recount from `reviews` says they should be (recounted in a
 * transaction that is rolled back, so the test's database keeps what the writes did). Tests expect them equal.
 */
export async function statsAndRecount(app: FastifyInstance) {
  const live = await readStats(app.db);
  let recounted: Awaited<ReturnType<typeof readStats>> | null = null;
  await app.db
    .transaction(async (tx) => {
      await recountReviewStats(tx);
      recounted = await readStats(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return { live, recounted: recounted! };
}

/**
 * PUBLISHED reviews with these ratings straight on the table, each by a new person, then the scores recounted: for
 * tests of what the scores do (ranking, pages), not of how a review is written.
 */
export async function seedPublishedReviews(
  app: FastifyInstance,
  product: { id: string; teamId: string },
  ratings: number[],
  extra: Partial<typeof reviews.$inferInsert> = {},
) {
  const rows = [];
  for (const rating of ratings) {
    const author = await createUser(app, { firstName: 'Anna', lastName: 'Kowalski' });
    const [row] = await app.db
      .insert(reviews)
      .values({
        productId: product.id,
        teamId: product.teamId,
        authorId: author.id,
        type: 'USER',
        rating,
        status: 'PUBLISHED',
        publishedAt: new Date(),
        ...extra,
      })
      .returning();
    rows.push(row!);
  }
  await recountReviewStats(app.db);
  return rows;
}
