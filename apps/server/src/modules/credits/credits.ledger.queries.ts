import { and, eq, sql } from 'drizzle-orm';
import type { CreditEntryKind, LedgerCauseType } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { rowsOf } from '../../db/rows.js';
import { creditAccounts, creditEntries } from '../../db/schema/index.js';

// The ledger's SQL. A move is one statement: it looks for an entry with the same idempotency key, changes the
// account under a condition that keeps the available credits and the held credits from going below zero, writes
// the entry with the balance after it and, for a spend, takes the credits out of open grants (soonest-expiring
// first). Without a transaction of the caller's that one statement is the whole transaction.

export interface EntryRow {
  id: string;
  teamId: string;
  kind: CreditEntryKind;
  amount: number;
  heldAmount: number;
  balanceAfter: number;
  heldAfter: number;
  causeType: LedgerCauseType;
  causeId: string | null;
  meta: Record<string, unknown>;
  idempotencyKey: string;
  actorId: string | null;
  createdAt: Date;
}

export interface MoveInput {
  teamId: string;
  kind: CreditEntryKind;
  /** Signed change of the balance. */
  balanceDelta: number;
  /** Signed change of the held credits. */
  heldDelta: number;
  /** Take `-balanceDelta` credits out of open grants first (spends, negative adjustments). */
  consumeGrants: boolean;
  causeType: LedgerCauseType;
  causeId: string | null;
  meta: Record<string, unknown>;
  idempotencyKey: string;
  actorId: string | null;
}

interface RawEntry {
  fresh: boolean;
  id: string;
  team_id: string;
  kind: CreditEntryKind;
  amount: string | number;
  held_amount: string | number;
  balance_after: string | number;
  held_after: string | number;
  cause_type: LedgerCauseType;
  cause_id: string | null;
  meta: Record<string, unknown> | string;
  idempotency_key: string;
  actor_id: string | null;
  created_at: Date | string;
}

const toEntry = (r: RawEntry): EntryRow => ({
  id: r.id,
  teamId: r.team_id,
  kind: r.kind,
  amount: Number(r.amount),
  heldAmount: Number(r.held_amount),
  balanceAfter: Number(r.balance_after),
  heldAfter: Number(r.held_after),
  causeType: r.cause_type,
  causeId: r.cause_id,
  meta: typeof r.meta === 'string' ? (JSON.parse(r.meta) as Record<string, unknown>) : r.meta,
  idempotencyKey: r.idempotency_key,
  actorId: r.actor_id,
  createdAt: new Date(r.created_at),
});

const ENTRY_COLUMNS = sql.raw(
  'id, team_id, kind, amount, held_amount, balance_after, held_after, cause_type, cause_id, meta, idempotency_key, actor_id, created_at',
);

/**
 * Applies a move; answers the entry (`fresh: false` when the idempotency key had been used: nothing changed), or
 * null when the condition refused it (not enough available or held credits, or no account).
 */
export async function applyMove(db: DbOrTx, m: MoveInput): Promise<{ entry: EntryRow; fresh: boolean } | null> {
  const taken = -m.balanceDelta;
  const grants =
    m.consumeGrants && taken > 0
      ? sql`, open_grants AS (
          SELECT id, sum(remaining) OVER (ORDER BY expires_at ASC NULLS LAST, created_at, id) - remaining AS before
          FROM credit_grants
          WHERE team_id = ${m.teamId}::uuid AND remaining > 0 AND (expires_at IS NULL OR expires_at > now())
        ), used_grants AS (
          UPDATE credit_grants cg SET remaining = cg.remaining - LEAST(cg.remaining, ${taken}::bigint - g.before)
          FROM open_grants g
          WHERE cg.id = g.id AND g.before < ${taken}::bigint AND EXISTS (SELECT 1 FROM entry)
          RETURNING cg.id
        )`
      : sql``;
  const result = await db.execute(sql`
    WITH prior AS (
      SELECT ${ENTRY_COLUMNS} FROM credit_entries
      WHERE team_id = ${m.teamId}::uuid AND idempotency_key = ${m.idempotencyKey}
    ), acct AS (
      UPDATE credit_accounts SET
        balance = balance + ${m.balanceDelta}::bigint,
        held = held + ${m.heldDelta}::bigint,
        updated_at = now(),
        low_balance_mailed = low_balance_mailed AND low_balance_threshold IS NOT NULL
          AND (balance + ${m.balanceDelta}::bigint) - (held + ${m.heldDelta}::bigint) < low_balance_threshold
      WHERE team_id = ${m.teamId}::uuid AND NOT EXISTS (SELECT 1 FROM prior)
        AND (balance + ${m.balanceDelta}::bigint) - (held + ${m.heldDelta}::bigint) >= 0
        AND held + ${m.heldDelta}::bigint >= 0
      RETURNING balance, held
    ), entry AS (
      INSERT INTO credit_entries (team_id, kind, amount, held_amount, balance_after, held_after, cause_type, cause_id,
        meta, idempotency_key, actor_id)
      SELECT ${m.teamId}::uuid, ${m.kind}::text, ${m.balanceDelta}::bigint, ${m.heldDelta}::bigint, balance, held,
        ${m.causeType}::text, ${m.causeId}::text, ${JSON.stringify(m.meta)}::jsonb, ${m.idempotencyKey}::text,
        ${m.actorId}::uuid
      FROM acct
      RETURNING ${ENTRY_COLUMNS}
    )${grants}
    SELECT true AS fresh, ${ENTRY_COLUMNS} FROM entry
    UNION ALL
    SELECT false AS fresh, ${ENTRY_COLUMNS} FROM prior`);
  const row = rowsOf<RawEntry>(result)[0];
  return row ? { entry: toEntry(row), fresh: row.fresh } : null;
}

export async function findEntryByKey(db: DbOrTx, teamId: string, idempotencyKey: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.teamId, teamId), eq(creditEntries.idempotencyKey, idempotencyKey)));
  if (!row) return null;
  const { seq: _seq, ...entry } = row;
  return entry;
}

/** Opens the team's account if it has none (a first top-up or grant). */
export async function ensureAccount(db: DbOrTx, teamId: string): Promise<void> {
  await db.insert(creditAccounts).values({ teamId }).onConflictDoNothing();
}

export async function findAccount(db: DbOrTx, teamId: string) {
  const [row] = await db.select().from(creditAccounts).where(eq(creditAccounts.teamId, teamId));
  return row ?? null;
}

/** The account under its row lock, for a move whose size depends on it (a release never below zero, an expiry). */
export async function lockAccount(db: DbOrTx, teamId: string) {
  const [row] = await db.select().from(creditAccounts).where(eq(creditAccounts.teamId, teamId)).for('update');
  return row ?? null;
}
