import { sql } from 'drizzle-orm';
import {
  REVIEW_BURST_BASELINE_DAYS,
  REVIEW_BURST_MIN_REVIEWS,
  REVIEW_BURST_RATE_FACTOR,
  REVIEW_BURST_WINDOW_MINUTES,
  REVIEW_DUPLICATE_CANDIDATES,
  REVIEW_DUPLICATE_COMPARE_CHARS,
  REVIEW_DUPLICATE_MIN_LENGTH,
  REVIEW_DUPLICATE_SIMILARITY,
  REVIEW_NEW_ACCOUNT_HOURS,
  REVIEW_RECENT_WARNING_DAYS,
  type ReviewHoldRule,
  type ReviewType,
} from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { rowsOf } from '../../db/rows.js';

// THE review policy: a new or edited review is published at once unless one of these rules holds it for a
// moderator, who sees which rules matched (reviews.hold_rules):
//   VIDEO_REVIEW       every video review: a moderator checks that the video is the YouTuber's own.
//   COMMENT_LINK       the title or the comment contains a link: http:// or https://, www., or a bare domain such as
//                      example.com (common top-level domains only, so "Node.js" or "v2.0" are no link).
//   NEW_ACCOUNT        the author's account is younger than REVIEW_NEW_ACCOUNT_HOURS (a day).
//   RECENT_WARNING     the author got a WARNING in the last REVIEW_RECENT_WARNING_DAYS (30 days) that was not lifted.
//   NEAR_DUPLICATE     title and comment together (at least REVIEW_DUPLICATE_MIN_LENGTH characters) are another
//                      review's text but for case, spaces and punctuation (any product, any author: one index
//                      lookup of the fingerprint), or as similar as REVIEW_DUPLICATE_SIMILARITY (pg_trgm) to one of
//                      the newest REVIEW_DUPLICATE_CANDIDATES reviews of the same product or of the same author. A
//                      bounded set: trigrams against every review cost about a second for a 5,000-character text.
//   PRODUCT_BURST      a new review of a product that got at least REVIEW_BURST_MIN_REVIEWS (10) reviews within
//                      REVIEW_BURST_WINDOW_MINUTES (60), this one included, and more than REVIEW_BURST_RATE_FACTOR
//                      (10) times as many as its usual rate: its reviews of the REVIEW_BURST_BASELINE_DAYS (30)
//                      before the window, scaled to the window. The reviews of the window already published join
//                      the burst too (reviews.service.ts), and the pending queue lists the burst together.
//   EARLIER_REMOVED    a new review by an author who deleted their REJECTED or REMOVED review of the same product.
//   AUTHOR_JOINED_TEAM not a rule of a write: a review goes back to PENDING with it when its author joins the
//                      product's team (reviews.service.ts, told by the teams service).
// Nothing else holds a review; changing the policy means changing this file.

const SCHEME_OR_WWW = /\bhttps?:\/\/|\bwww\./i;
// One character of a label, the dot and a known top-level domain: a fixed amount of work at each position, so the
// test stays linear in the text's length. A pattern spelling out every label backtracked quadratically (110 ms on
// 5,000 characters of "a.a.a.").
const BARE_DOMAIN =
  /[a-z0-9]\.(?:com|net|org|info|biz|io|co|me|ly|app|dev|xyz|shop|store|online|site|link|click|top|tv|eu|de|at|ch|uk|fr|es|it|nl|be|pl|ru|us|ca|au|in|cn|jp|br)\b/i;

/** Whether `text` contains a link (the COMMENT_LINK rule). */
export function containsLink(text: string | null): boolean {
  return text !== null && (SCHEME_OR_WWW.test(text) || BARE_DOMAIN.test(text));
}

export interface ReviewDraft {
  authorId: string;
  productId: string;
  teamId: string;
  type: ReviewType;
  title: string | null;
  comment: string | null;
  /** An edited review is never its own near-duplicate. */
  reviewId?: string;
  /** A new review's arrival (the burst and earlier-removal rules are about arrivals, not edits). */
  arrivedAt?: Date;
}

const MINUTE_MS = 60_000;
const WINDOW_MS = REVIEW_BURST_WINDOW_MINUTES * MINUTE_MS;
const BASELINE_MS = REVIEW_BURST_BASELINE_DAYS * 24 * 60 * MINUTE_MS;

/** The velocity rule on counts: `recent` reviews in the window (this one included), `earlier` in the baseline before it. */
export function isBurst(recent: number, earlier: number): boolean {
  const usualPerWindow = (earlier * WINDOW_MS) / (BASELINE_MS - WINDOW_MS);
  return recent >= REVIEW_BURST_MIN_REVIEWS && recent > REVIEW_BURST_RATE_FACTOR * usualPerWindow;
}

/** The start of the burst window that ends at `at`. */
export const burstWindowStart = (at: Date) => new Date(at.getTime() - WINDOW_MS);

/**
 * The rules that hold `draft`, in the order above; empty when it may be published at once. Run it inside the
 * write's transaction: for a new review it takes the product's arrival lock, so reviews arriving at once are counted
 * one after the other and a burst cannot slip through between them.
 */
export async function holdRulesFor(tx: DbOrTx, draft: ReviewDraft): Promise<ReviewHoldRule[]> {
  const rules: ReviewHoldRule[] = [];
  if (draft.type === 'YOUTUBE') rules.push('VIDEO_REVIEW');
  if (containsLink(draft.title) || containsLink(draft.comment)) rules.push('COMMENT_LINK');

  const now = draft.arrivedAt ?? new Date();
  const text = `${draft.title ?? ''} ${draft.comment ?? ''}`;
  const checkDuplicate = text.trim().length >= REVIEW_DUPLICATE_MIN_LENGTH;
  const arrival = draft.arrivedAt !== undefined;
  if (arrival)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`review-arrivals:${draft.productId}`}, 0))`);
  const self = draft.reviewId ?? null;
  const [facts] = rowsOf<{
    new_account: boolean;
    recent_warning: boolean;
    near_duplicate: boolean;
    recent: number;
    earlier: number;
    earlier_removed: boolean;
  }>(
    await tx.execute(sql`select
      (select u.created_at > ${now.toISOString()}::timestamptz - make_interval(hours => ${REVIEW_NEW_ACCOUNT_HOURS}) from users u where u.id = ${draft.authorId}) as new_account,
      exists (select 1 from punishments p where p.user_id = ${draft.authorId} and p.type = 'WARNING' and p.lifted_at is null
        and p.created_at > ${now.toISOString()}::timestamptz - make_interval(days => ${REVIEW_RECENT_WARNING_DAYS})) as recent_warning,
      ${
        checkDuplicate
          ? sql`(exists (select 1 from reviews r where review_fingerprint(r.title, r.comment) = review_fingerprint(${draft.title}::text, ${draft.comment}::text)
              and r.id is distinct from ${self}::uuid)
            or exists (select 1 from (
              (select r.title, r.comment from reviews r where r.team_id = ${draft.teamId} and r.product_id = ${draft.productId}
                and r.id is distinct from ${self}::uuid order by r.created_at desc limit ${REVIEW_DUPLICATE_CANDIDATES})
              union all
              (select r.title, r.comment from reviews r where r.author_id = ${draft.authorId}
                and r.id is distinct from ${self}::uuid order by r.created_at desc limit ${REVIEW_DUPLICATE_CANDIDATES})
            ) c where similarity(left(review_text(c.title, c.comment), ${REVIEW_DUPLICATE_COMPARE_CHARS}),
              left(review_text(${draft.title}::text, ${draft.comment}::text), ${REVIEW_DUPLICATE_COMPARE_CHARS})) >= ${REVIEW_DUPLICATE_SIMILARITY}))`
          : sql`false`
      } as near_duplicate,
      ${
        arrival
          ? sql`(select count(*) from reviews r where r.team_id = ${draft.teamId} and r.product_id = ${draft.productId}
              and r.created_at > ${burstWindowStart(now).toISOString()}::timestamptz and r.created_at <= ${now.toISOString()}::timestamptz)::int as recent,
            (select count(*) from reviews r where r.team_id = ${draft.teamId} and r.product_id = ${draft.productId}
              and r.created_at > ${new Date(now.getTime() - BASELINE_MS).toISOString()}::timestamptz
              and r.created_at <= ${burstWindowStart(now).toISOString()}::timestamptz)::int as earlier,
            exists (select 1 from review_withdrawals w where w.product_id = ${draft.productId} and w.author_id = ${draft.authorId}) as earlier_removed`
          : sql`0 as recent, 0 as earlier, false as earlier_removed`
      }`),
  );
  if (facts?.new_account) rules.push('NEW_ACCOUNT');
  if (facts?.recent_warning) rules.push('RECENT_WARNING');
  if (facts?.near_duplicate) rules.push('NEAR_DUPLICATE');
  if (arrival && isBurst(Number(facts?.recent ?? 0) + 1, Number(facts?.earlier ?? 0))) rules.push('PRODUCT_BURST');
  if (facts?.earlier_removed) rules.push('EARLIER_REMOVED');
  return rules;
}
