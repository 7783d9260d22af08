import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { noDiskWait } from '../../db/relaxed-commit.js';
import { preparedPerDb } from '../../lib/prepared.js';
import { oneTimeCodes, passwordResets, punishments, users } from '../../db/schema/index.js';
import { inForce } from '../punishments/punishments.rules.js';
import { extrasColumns } from './auth.user.js';

// Drizzle queries of the auth area, nothing else.

export type { OneTimeCodeRow } from './one-time-codes.js';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** Which of email / username is already taken (case-insensitively). */
export async function findTaken(db: Db, email: string, username: string) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(sql`lower(${users.email}) = lower(${email})`, sql`lower(${users.username}) = lower(${username})`))
    .limit(2);
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

const preparedSignInRead = preparedPerDb((db) =>
  db
    .select({
      user: users,
      ban: { id: punishments.id, reason: punishments.reason, until: punishments.until, comment: punishments.comment },
      ...extrasColumns(),
    })
    .from(users)
    .leftJoin(punishments, and(eq(punishments.userId, users.id), eq(punishments.type, 'BAN'), inForce))
    .where(sql`lower(${users.email}) = lower(${sql.placeholder('email')})`)
    .orderBy(sql`${punishments.until} desc nulls first`)
    .limit(1)
    .prepare('sign_in_read'),
);

/**
 * Sign-in's one read: the account by email, its longest active ban, and the extras of the signed-in person, so a
 * successful sign-in needs no second read (prepared: sign-in's budget is argon2's).
 */
export async function findUserForSignIn(db: Db, email: string) {
  const [row] = await preparedSignInRead(db).execute({ email });
  return row;
}

// The code queries are shared with the profile area (password and email change).
export { findPendingCode, replaceCode } from './one-time-codes.js';

/** Marks the code used, only once: false when it was already spent. */
export async function spendVerificationCode(tx: Tx, codeId: string) {
  const used = await tx
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length > 0;
}

/** The reset link, written without waiting for the disk (db/relaxed-commit.ts): it can simply be asked for again. */
export async function insertPasswordReset(db: Db, values: { tokenHash: string; userId: string; expiresAt: Date }) {
  await db.execute(sql`with ${noDiskWait}
    insert into ${passwordResets} (token_hash, user_id, expires_at)
    select ${values.tokenHash}, ${values.userId}, ${values.expiresAt.toISOString()}::timestamptz from no_wait`);
}

export async function findPasswordReset(db: Db, tokenHash: string) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Spends a reset token, only once: false when it was already spent. */
export async function spendPasswordReset(tx: Tx, tokenHash: string) {
  const used = await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
    .returning({ userId: passwordResets.userId });
  return used.length > 0;
}

/** Account deletion: the person's codes and reset links go with them. */
export async function deleteSecretsOf(tx: Tx, userId: string) {
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
}
