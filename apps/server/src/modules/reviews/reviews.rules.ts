import { sql } from 'drizzle-orm';
import {
  REVIEW_DUPLICATE_MIN_LENGTH, REVIEW_DUPLICATE_SIMILARITY, REVIEW_NEW_ACCOUNT_HOURS, REVIEW_RECENT_WARNING_DAYS,
  type ReviewHoldRule, type ReviewType,
} from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { rowsOf } from '../../db/rows.js';

// THE review policy (issue 17 §2): a new or edited review is published at once unless one of these five rules
// holds it for a moderator, who sees which rules matched (reviews.hold_rules):
//   VIDEO_REVIEW    every video review: a moderator checks that the video is the YouTuber's own.
//   COMMENT_LINK    the title or the comment contains a link: http:// or https://, www., or a bare domain such as
//                   example.com (common top-level domains only, so "Node.js" or "v2.0" are no link).
//   NEW_ACCOUNT     the author's account is younger than REVIEW_NEW_ACCOUNT_HOURS (a day).
//   RECENT_WARNING  the author got a WARNING in the last REVIEW_RECENT_WARNING_DAYS (30 days) that was not lifted.
//   NEAR_DUPLICATE  title and comment together (at least REVIEW_DUPLICATE_MIN_LENGTH characters) are as similar as
//                   REVIEW_DUPLICATE_SIMILARITY (pg_trgm) to another review, of any product and any author.
// Nothing else holds a review; changing the policy means changing this file.

const SCHEME_OR_WWW = /\bhttps?:\/\/|\bwww\./i;
const BARE_DOMAIN =
  /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?:com|net|org|info|biz|io|co|me|ly|app|dev|xyz|shop|store|online|site|link|click|top|tv|eu|de|at|ch|uk|fr|es|it|nl|be|pl|ru|us|ca|au|in|cn|jp|br)\b/i;

/** Whether `text` contains a link (the COMMENT_LINK rule). */
export function containsLink(text: string | null): boolean {
  return text !== null && (SCHEME_OR_WWW.test(text) || BARE_DOMAIN.test(text));
}

export interface ReviewDraft {
  authorId: string;
  type: ReviewType;
  title: string | null;
  comment: string | null;
  /** An edited review is never its own near-duplicate. */
  reviewId?: string;
}

/**
 * The rules that hold `draft`, in the order above; empty when it may be published at once. Run it inside the
 * write's transaction: the near-duplicate rule sets pg_trgm's threshold for that transaction only.
 */
export async function holdRulesFor(tx: DbOrTx, draft: ReviewDraft): Promise<ReviewHoldRule[]> {
  const rules: ReviewHoldRule[] = [];
  if (draft.type === 'YOUTUBE') rules.push('VIDEO_REVIEW');
  if (containsLink(draft.title) || containsLink(draft.comment)) rules.push('COMMENT_LINK');

  const text = `${draft.title ?? ''} ${draft.comment ?? ''}`.toLowerCase();
  const checkDuplicate = text.trim().length >= REVIEW_DUPLICATE_MIN_LENGTH;
  if (checkDuplicate) {
    // `%` compares against pg_trgm.similarity_threshold and can use reviews_text_trgm_idx; similarity() on its own
    // could not. `true`: the setting ends with this transaction.
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(REVIEW_DUPLICATE_SIMILARITY)}, true)`);
  }
  const [facts] = rowsOf<{ new_account: boolean; recent_warning: boolean; near_duplicate: boolean }>(
    await tx.execute(sql`select
      (select u.created_at > now() - make_interval(hours => ${REVIEW_NEW_ACCOUNT_HOURS}) from users u where u.id = ${draft.authorId}) as new_account,
      exists (select 1 from punishments p where p.user_id = ${draft.authorId} and p.type = 'WARNING' and p.lifted_at is null
        and p.created_at > now() - make_interval(days => ${REVIEW_RECENT_WARNING_DAYS})) as recent_warning,
      ${checkDuplicate
        // Counted, not EXISTS: under EXISTS the planner expects to stop at the first of ~60 matches and scans the
        // table row by row (9.6 s at a million reviews), while the whole count takes the trigram index (8 ms).
        ? sql`(select count(*) > 0 from reviews r where review_text(r.title, r.comment) % review_text(${draft.title}::text, ${draft.comment}::text)
            and r.id is distinct from ${draft.reviewId ?? null}::uuid)`
        : sql`false`} as near_duplicate`),
  );
  if (facts?.new_account) rules.push('NEW_ACCOUNT');
  if (facts?.recent_warning) rules.push('RECENT_WARNING');
  if (facts?.near_duplicate) rules.push('NEAR_DUPLICATE');
  return rules;
}
