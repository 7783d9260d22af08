import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeCodes, passwordResets } from '../../db/schema/index.js';

// Taking an account back must really take it back. A revert, a password reset, a password change and an email
// change each void every outstanding reset link and one-time code of the account (and, through the profile area,
// every pending email change), so nothing an intruder asked for before (a reset link mailed to their address, a
// code) outlives the change.

type Writer = Pick<Db, 'update'>;

/** Voids the account's unused reset links and one-time codes: auth's part of voiding its secrets. */
export async function voidAuthSecrets(tx: Writer, userId: string) {
  const now = new Date();
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await tx
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.usedAt)));
}
