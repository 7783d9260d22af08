import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailChanges, oneTimeCodes, passwordResets } from '../db/schema/index.js';

// Issue 14 §1: taking an account back must really take it back. A revert, a password reset, a password change and
// an email change each void every outstanding reset link, one-time code and pending email change of the account, so
// nothing an intruder asked for before (a reset link mailed to their address, a code) outlives the change. Revert
// links of changes already made are kept: they are the owner's way back.

type Writer = Pick<Db, 'update'>;

export async function voidAccountSecrets(tx: Writer, userId: string) {
  const now = new Date();
  await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await tx.update(oneTimeCodes).set({ usedAt: now }).where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.usedAt)));
  await tx
    .update(emailChanges)
    .set({ cancelledAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt)));
}

/**
 * A revert also voids the revert links of every change made after the one taken back: those links went to the
 * intruder's addresses (A → B → C: B's link would otherwise bring B back after the owner restored A).
 */
export async function voidLaterRevertLinks(tx: Writer, userId: string, revertedChangeId: string, confirmedAt: Date) {
  await tx
    .update(emailChanges)
    .set({ cancelledAt: new Date() })
    .where(and(
      eq(emailChanges.userId, userId),
      ne(emailChanges.id, revertedChangeId),
      gt(emailChanges.confirmedAt, confirmedAt),
      isNull(emailChanges.revertedAt),
      isNull(emailChanges.cancelledAt),
      sql`${emailChanges.confirmedAt} is not null`,
    ));
}
