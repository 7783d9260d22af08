import { and, eq, sql } from 'drizzle-orm';
import type { CreditEntryKind, LedgerCauseType } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../../db/tx.js';
import { preparedSql } from '../../lib/prepared.js';
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

const p = (name: keyof MoveParams) => sql.placeholder(name);

interface MoveParams {
  teamId: string;
  kind: CreditEntryKind;
  balanceDelta: number;
  heldDelta: number;
  taken: number;
  causeType: LedgerCauseType;
  causeId: string | null;
  meta: string;
  idempotencyKey: string;
  actorId: string | null;
}

// Prepared: every spend, hold and top-up runs it, and planning these CTEs costs PostgreSQL more CPU than running
// them (`npm run bench`'s credits part measures the spend against a bare one-row update).
const moveStatement = (consumeGrants: boolean) => sql`
    WITH prior AS (
      SELECT ${ENTRY_COLUMNS} FROM credit_entries
      WHERE team_id = ${p('teamId')}::uuid AND idempotency_key = ${p('idempotencyKey')}::text
    ), acct AS (
      UPDATE credit_accounts SET
        balance = balance + ${p('balanceDelta')}::bigint,
        held = held + ${p('heldDelta')}::bigint,
        updated_at = now(),
        low_balance_mailed = low_balance_mailed AND low_balance_threshold IS NOT NULL
          AND (balance + ${p('balanceDelta')}::bigint) - (held + ${p('heldDelta')}::bigint) < low_balance_threshold
      WHERE team_id = ${p('teamId')}::uuid AND NOT EXISTS (SELECT 1 FROM prior)
        AND (balance + ${p('balanceDelta')}::bigint) - (held + ${p('heldDelta')}::bigint) >= 0
        AND held + ${p('heldDelta')}::bigint >= 0
      RETURNING balance, held
    ), entry AS (
      INSERT INTO credit_entries (team_id, kind, amount, held_amount, balance_after, held_after, cause_type, cause_id,
        meta, idempotency_key, actor_id)
      SELECT ${p('teamId')}::uuid, ${p('kind')}::text, ${p('balanceDelta')}::bigint, ${p('heldDelta')}::bigint, balance,
        held, ${p('causeType')}::text, ${p('causeId')}::text, ${p('meta')}::jsonb, ${p('idempotencyKey')}::text,
        ${p('actorId')}::uuid
      FROM acct
      RETURNING ${ENTRY_COLUMNS}
    )${
      consumeGrants
        ? sql`, open_grants AS (
          SELECT id, sum(remaining) OVER (ORDER BY expires_at ASC NULLS LAST, created_at, id) - remaining AS before
          FROM credit_grants
          WHERE team_id = ${p('teamId')}::uuid AND remaining > 0 AND (expires_at IS NULL OR expires_at > now())
        ), used_grants AS (
          UPDATE credit_grants cg SET remaining = cg.remaining - LEAST(cg.remaining, ${p('taken')}::bigint - g.before)
          FROM open_grants g
          WHERE cg.id = g.id AND g.before < ${p('taken')}::bigint AND EXISTS (SELECT 1 FROM entry)
          RETURNING cg.id
        )`
        : sql``
    }
    SELECT true AS fresh, ${ENTRY_COLUMNS} FROM entry
    UNION ALL
    SELECT false AS fresh, ${ENTRY_COLUMNS} FROM prior`;
const preparedMove = preparedSql('credits_move', moveStatement(false));
const preparedMoveTakingGrants = preparedSql('credits_move_grants', moveStatement(true));

/**
 * Applies a move; answers the entry (`fresh: false` when the idempotency key had been used: nothing changed), or
 * null when the condition refused it (not enough available or held credits, or no account).
 */
export async function applyMove(db: DbOrTx, m: MoveInput): Promise<{ entry: EntryRow; fresh: boolean } | null> {
  const taken = -m.balanceDelta;
  const params: MoveParams = {
    teamId: m.teamId,
    kind: m.kind,
    balanceDelta: m.balanceDelta,
    heldDelta: m.heldDelta,
    taken,
    causeType: m.causeType,
    causeId: m.causeId,
    meta: JSON.stringify(m.meta),
    idempotencyKey: m.idempotencyKey,
    actorId: m.actorId,
  };
  // A transaction is a database handle for a statement; the statement's name is planned once per connection.
  const handle = db as Db;
  const statement = m.consumeGrants && taken > 0 ? preparedMoveTakingGrants(handle) : preparedMove(handle);
  const result = await statement.execute({ ...params });
  const row = rowsOf<RawEntry>(result)[0];
  return row ? { entry: toEntry(row), fresh: row.fresh } : null;
}

export interface SpendInput {
  teamId: string;
  /** Credits taken for good (positive). */
  credits: number;
  /** Of those, how many come out of the held credits (0 to `credits`). */
  fromHeld: number;
  causeType: LedgerCauseType;
  causeId: string | null;
  meta: Record<string, unknown>;
  idempotencyKey: string;
  actorId: string | null;
}

/**
 * Applies many SPENDs in one statement, as applyMove would one after another: each account changes once by the sum
 * of its spends, under applyMove's condition (as every spend only lowers the available and the held credits, the
 * sum passing means each step did), the entries carry the running balance per account in the order given, and the
 * open grants give up what was taken, soonest-expiring first. A spend whose key was used answers that entry and
 * changes nothing. An account the condition refuses gets none of its spends: fewer entries come back than went in.
 */
export async function applySpends(db: DbOrTx, spends: readonly SpendInput[]): Promise<EntryRow[]> {
  if (spends.length === 0) return [];
  const moves = spends.map((m, ord) => ({
    ord,
    team_id: m.teamId,
    amount: -m.credits,
    held_amount: -m.fromHeld,
    cause_type: m.causeType,
    cause_id: m.causeId,
    meta: m.meta,
    idempotency_key: m.idempotencyKey,
    actor_id: m.actorId,
  }));
  // The accounts' ids once more as an array: the planner cannot see into the JSON, and would read every account.
  const teamIds = `{${[...new Set(spends.map((m) => m.teamId))].join(',')}}`;
  const result = await db.execute(sql`
    WITH moves AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) AS m(ord int, team_id uuid, amount bigint,
        held_amount bigint, cause_type text, cause_id text, meta jsonb, idempotency_key text, actor_id uuid)
    ), prior AS (
      SELECT ${ENTRY_COLUMNS} FROM credit_entries e
      WHERE (e.team_id, e.idempotency_key) IN (SELECT team_id, idempotency_key FROM moves)
    ), fresh AS (
      SELECT m.* FROM moves m
      WHERE NOT EXISTS (SELECT 1 FROM prior p WHERE p.team_id = m.team_id AND p.idempotency_key = m.idempotency_key)
    ), per_team AS (
      SELECT team_id, sum(amount)::bigint AS amount, sum(held_amount)::bigint AS held_amount FROM fresh GROUP BY team_id
    ), acct AS (
      UPDATE credit_accounts a SET
        balance = a.balance + t.amount,
        held = a.held + t.held_amount,
        updated_at = now(),
        low_balance_mailed = a.low_balance_mailed AND a.low_balance_threshold IS NOT NULL
          AND (a.balance + t.amount) - (a.held + t.held_amount) < a.low_balance_threshold
      FROM per_team t
      WHERE a.team_id = t.team_id AND a.team_id = ANY(${teamIds}::uuid[])
        AND (a.balance + t.amount) - (a.held + t.held_amount) >= 0
        AND a.held + t.held_amount >= 0
      RETURNING a.team_id, a.balance - t.amount AS balance_before, a.held - t.held_amount AS held_before,
        -t.amount AS taken
    ), entry AS (
      INSERT INTO credit_entries (team_id, kind, amount, held_amount, balance_after, held_after, cause_type, cause_id,
        meta, idempotency_key, actor_id)
      SELECT f.team_id, 'SPEND', f.amount, f.held_amount,
        a.balance_before + sum(f.amount) OVER running, a.held_before + sum(f.held_amount) OVER running,
        f.cause_type, f.cause_id, f.meta, f.idempotency_key, f.actor_id
      FROM fresh f JOIN acct a ON a.team_id = f.team_id
      WINDOW running AS (PARTITION BY f.team_id ORDER BY f.ord)
      ORDER BY f.ord
      RETURNING ${ENTRY_COLUMNS}
    ), open_grants AS (
      SELECT g.id, a.taken,
        sum(g.remaining) OVER (PARTITION BY g.team_id ORDER BY g.expires_at ASC NULLS LAST, g.created_at, g.id)
          - g.remaining AS before
      FROM credit_grants g JOIN acct a ON a.team_id = g.team_id
      WHERE g.remaining > 0 AND (g.expires_at IS NULL OR g.expires_at > now())
    ), used_grants AS (
      UPDATE credit_grants cg SET remaining = cg.remaining - LEAST(cg.remaining, g.taken - g.before)
      FROM open_grants g
      WHERE cg.id = g.id AND g.before < g.taken
      RETURNING cg.id
    )
    SELECT ${ENTRY_COLUMNS} FROM entry
    UNION ALL
    SELECT ${ENTRY_COLUMNS} FROM prior`);
  return rowsOf<RawEntry>(result).map(toEntry);
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
