import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  EMAIL_CODE_LENGTH,
  ONE_TIME_CODE_MAX_ATTEMPTS,
  ONE_TIME_CODE_RESEND_COOLDOWN_SECONDS,
  ONE_TIME_CODE_TTL_SECONDS,
  clampRemainingSeconds,
  type CodeState,
} from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { oneTimeCodes, type OneTimeCodePurpose } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { hmac, randomCode, safeEqual } from '../../lib/crypto.js';

// One-time codes (email verification, password change, email change): stored only as keyed hashes, 15 minutes,
// 5 attempts, a resend cooldown. Auth owns the codes; the profile area issues and
// checks its own (password and email change) through these, so the rules live in one place.

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

/** Codes compare case-insensitively and ignore surrounding spaces. */
export function hashCode(secret: string, code: string): string {
  return hmac(`code:${secret}`, code.trim().toUpperCase());
}

export function codeState(row: OneTimeCodeRow): CodeState {
  return {
    attemptsLeft: Math.max(0, ONE_TIME_CODE_MAX_ATTEMPTS - row.attempts),
    expiresAt: row.expiresAt.toISOString(),
    resendAvailableAt: row.resendAvailableAt.toISOString(),
  };
}

/** The newest unused code of a purpose. */
export async function findPendingCode(db: Db, userId: string, purpose: OneTimeCodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

/** Replaces any pending code of the purpose with a new one. */
export async function replaceCode(db: Db, values: typeof oneTimeCodes.$inferInsert) {
  return db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.userId, values.userId),
          eq(oneTimeCodes.purpose, values.purpose),
          isNull(oneTimeCodes.usedAt),
        ),
      );
    const [row] = await tx.insert(oneTimeCodes).values(values).returning();
    if (!row) throw new Error('code insert returned nothing');
    return row;
  });
}

/**
 * Takes one of the code's attempts BEFORE the guess is compared, atomically: parallel guesses cannot all read the
 * same count and all be compared. Answers the attempts now used, or undefined when none was left (or the code was
 * spent or expired meanwhile).
 */
export async function reserveAttempt(db: Db, codeId: string): Promise<number | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, codeId),
        isNull(oneTimeCodes.usedAt),
        lt(oneTimeCodes.attempts, ONE_TIME_CODE_MAX_ATTEMPTS),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts;
}

/** Gives the attempt back: the guess was right, so it was no failed try (the code may wait for a second step). */
export async function refundAttempt(db: Db, codeId: string) {
  await db
    .update(oneTimeCodes)
    .set({ attempts: sql`greatest(${oneTimeCodes.attempts} - 1, 0)` })
    .where(eq(oneTimeCodes.id, codeId));
}

/**
 * Compares `input` with the code after reserving an attempt for it: 'right', 'wrong' (an attempt spent; `row.attempts`
 * is updated) or 'spent' (expired, exhausted or used: nothing was compared).
 */
export async function guessCode(
  db: Db,
  secret: string,
  row: OneTimeCodeRow,
  input: string,
): Promise<'right' | 'wrong' | 'spent'> {
  if (row.expiresAt.getTime() <= Date.now() || row.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS) return 'spent';
  const attempts = await reserveAttempt(db, row.id);
  if (attempts === undefined) {
    row.attempts = Math.max(row.attempts, ONE_TIME_CODE_MAX_ATTEMPTS);
    return 'spent';
  }
  if (safeEqual(hashCode(secret, input), row.codeHash)) {
    await refundAttempt(db, row.id);
    return 'right';
  }
  row.attempts = attempts;
  return 'wrong';
}

/** Spends a code once; false when it was already spent (a concurrent confirmation). */
export async function spendCode(db: Pick<Db, 'update'>, codeId: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

/** Cancels every pending code of a purpose (a cancelled email change, a deleted account). */
export async function cancelCodes(db: Pick<Db, 'update'>, userId: string, purpose: OneTimeCodePurpose) {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
}

/** Issues a fresh code (replacing a pending one); the caller mails `code`, which is never stored. */
export async function issueCode(
  db: Db,
  secret: string,
  input: { userId: string; purpose: OneTimeCodePurpose; target: string },
) {
  const code = randomCode(EMAIL_CODE_LENGTH);
  const now = Date.now();
  const row = await replaceCode(db, {
    ...input,
    codeHash: hashCode(secret, code),
    expiresAt: new Date(now + ONE_TIME_CODE_TTL_SECONDS * 1000),
    resendAvailableAt: new Date(now + ONE_TIME_CODE_RESEND_COOLDOWN_SECONDS * 1000),
  });
  return { code, row };
}

/** Throws the 429 of a resend asked for before the cooldown ended. */
export function assertResendAllowed(row: OneTimeCodeRow, messageKey: string) {
  const wait = row.resendAvailableAt.getTime() - Date.now();
  if (wait > 0) {
    throw new AppError('throttle', messageKey, 429, {
      remainingSeconds: clampRemainingSeconds(wait / 1000),
      ...codeState(row),
    });
  }
}

export interface CodeCheckKeys {
  /** The code is wrong (attempts remain). */
  invalid: string;
  /** The code expired or its attempts are used up. */
  spent: string;
}

/**
 * Checks `input` against a pending code without spending it: an expired or exhausted code and a wrong guess throw
 * a 400 on `field` with the code's state (attemptsLeft, expiresAt, resendAvailableAt); a wrong guess costs an
 * attempt, taken before the comparison (guessCode). The caller spends the code (spendCode) in the transaction of what
 * it confirms.
 */
export async function checkCode(
  db: Db,
  secret: string,
  row: OneTimeCodeRow,
  input: string,
  keys: CodeCheckKeys,
  field: string,
) {
  const fail = (key: string) => new AppError('validation', key, 400, { field, ...codeState(row) });
  const outcome = await guessCode(db, secret, row, input);
  if (outcome === 'spent') throw fail(keys.spent);
  if (outcome === 'wrong') throw fail(row.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS ? keys.spent : keys.invalid);
}
