import { M, type CreditEntryKind, type LedgerCauseType } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Tx } from '../../db/tx.js';
import { isUniqueViolation } from '../../db/query-error.js';
import { AppError } from '../../lib/app-error.js';
import * as q from './credits.ledger.queries.js';

// The ledger: every change of a team's credits is one append-only entry written together with the account's
// new balance. Other areas (featuring, campaigns) hold, release and spend through this service, inside their own
// transaction when they pass one, so a charge and what it pays for commit together. Every move is idempotent on
// its key (unique per account): a repeat answers the first entry and changes nothing.

export interface LedgerCause {
  type: LedgerCauseType;
  id: string | null;
  meta?: Record<string, unknown>;
}

/** A move of positive whole credits. */
export interface LedgerMove {
  teamId: string;
  credits: number;
  cause: LedgerCause;
  idempotencyKey: string;
  actorId: string | null;
}

export type LedgerEntry = q.EntryRow;

export interface Balance {
  balance: number;
  held: number;
  available: number;
}

const insufficient = () => new AppError('conflict', M.credits.insufficient, 409, { field: 'credits' });

function assertWholePositive(credits: number): void {
  // A programming error in the calling area, not a person's input (their input is validated by the contract).
  if (!Number.isSafeInteger(credits) || credits <= 0) throw new Error(`credits must be a positive whole number`);
}

/**
 * Told, inside the transaction of the entry, that a team's available credits went up (a top-up paid, a grant, an
 * adjustment, a release): the campaigns holding less than they should take what is now there.
 */
export type CreditsFreed = (teamId: string, tx: Tx, cause: LedgerCause) => Promise<void>;

export class CreditsService {
  private readonly freed: CreditsFreed[] = [];

  constructor(private readonly deps: ServiceDeps) {}

  /** Registers a listener of freed credits (the composition root wires the campaigns' holds to it). */
  onCreditsFreed(listener: CreditsFreed): void {
    this.freed.push(listener);
  }

  /** With `lock`, inside `tx`, the account stays locked until it commits: no credits move meanwhile. */
  async balanceOf(teamId: string, tx?: Tx, options: { lock?: boolean } = {}): Promise<Balance> {
    const account =
      options.lock && tx ? await q.lockAccount(tx, teamId) : await q.findAccount(tx ?? this.deps.db, teamId);
    const balance = account?.balance ?? 0;
    const held = account?.held ?? 0;
    return { balance, held, available: balance - held };
  }

  /** HOLD: reserves credits (an open bid); 409 `credits.insufficient` when fewer are available. */
  hold(move: LedgerMove, tx?: Tx): Promise<LedgerEntry> {
    assertWholePositive(move.credits);
    return this.post('HOLD', move, { balanceDelta: 0, heldDelta: move.credits }, tx);
  }

  /** RELEASE: gives held credits back to the available ones; never more than is held. */
  async release(move: LedgerMove, tx?: Tx): Promise<LedgerEntry> {
    assertWholePositive(move.credits);
    return this.inTransaction(tx, async (t) => {
      const prior = await q.findEntryByKey(t, move.teamId, move.idempotencyKey);
      if (prior) return prior;
      await q.ensureAccount(t, move.teamId);
      const account = await q.lockAccount(t, move.teamId);
      const released = Math.min(move.credits, account?.held ?? 0);
      return this.post('RELEASE', move, { balanceDelta: 0, heldDelta: -released }, t);
    });
  }

  /** SPEND: takes credits for good (from the held ones with `fromHeld`: all, or that many); 409 `credits.insufficient`. */
  spend(move: LedgerMove & { fromHeld?: boolean | number }, tx?: Tx): Promise<LedgerEntry> {
    assertWholePositive(move.credits);
    const fromHeld = move.fromHeld === true ? move.credits : move.fromHeld === false ? 0 : (move.fromHeld ?? 0);
    const heldDelta = -fromHeld;
    return this.post('SPEND', move, { balanceDelta: -move.credits, heldDelta, consumeGrants: true }, tx);
  }

  /**
   * Many SPENDs in one statement (the daily close charges its winners so), all or none: 409 `credits.insufficient`
   * when an account cannot pay its spends. Each takes `fromHeld` of its credits out of the held ones (0 to all of
   * them), so a spend larger than what was held for it needs no HOLD entry first: the available credits must cover
   * the part not held. Answers the entries in the order of the moves; a used key answers its first entry.
   * No savepoint, unlike post: the keys must be ones only the caller's transaction can write (the close's, under its
   * claim of the day), since a key written by another at the same moment fails the caller's transaction.
   */
  async spendMany(moves: readonly (LedgerMove & { fromHeld: number })[], tx: Tx): Promise<LedgerEntry[]> {
    for (const move of moves) {
      assertWholePositive(move.credits);
      if (!Number.isSafeInteger(move.fromHeld) || move.fromHeld < 0 || move.fromHeld > move.credits) {
        throw new Error('fromHeld must be a whole number from 0 to the credits spent');
      }
    }
    const spends = moves.map((move) => ({
      teamId: move.teamId,
      credits: move.credits,
      fromHeld: move.fromHeld,
      causeType: move.cause.type,
      causeId: move.cause.id,
      meta: move.cause.meta ?? {},
      idempotencyKey: move.idempotencyKey,
      actorId: move.actorId,
    }));
    const entries = await q.applySpends(tx, spends);
    const byKey = new Map(entries.map((entry) => [`${entry.teamId}:${entry.idempotencyKey}`, entry]));
    return moves.map((move) => {
      const entry = byKey.get(`${move.teamId}:${move.idempotencyKey}`);
      if (!entry) throw insufficient();
      return entry;
    });
  }

  /**
   * Any entry of this area (top-ups, grants, refunds, adjustments, expiries): the one path every change takes.
   * Moves that add credits open the account first.
   */
  async post(
    kind: CreditEntryKind,
    move: Omit<LedgerMove, 'credits'>,
    change: { balanceDelta: number; heldDelta: number; consumeGrants?: boolean },
    tx?: Tx,
  ): Promise<LedgerEntry> {
    // Credits that become available are offered to the listeners in the same transaction as the entry.
    const frees = change.balanceDelta - change.heldDelta > 0 && this.freed.length > 0;
    if (frees && !tx) return this.deps.db.transaction((t) => this.post(kind, move, change, t));
    const input: q.MoveInput = {
      teamId: move.teamId,
      kind,
      balanceDelta: change.balanceDelta,
      heldDelta: change.heldDelta,
      consumeGrants: change.consumeGrants ?? false,
      causeType: move.cause.type,
      causeId: move.cause.id,
      meta: move.cause.meta ?? {},
      idempotencyKey: move.idempotencyKey,
      actorId: move.actorId,
    };
    const apply = async (db: Tx | ServiceDeps['db']) => {
      if (change.balanceDelta > 0) await q.ensureAccount(db, move.teamId);
      return q.applyMove(db, input);
    };
    let result: Awaited<ReturnType<typeof q.applyMove>>;
    try {
      // Inside the caller's transaction a savepoint, so a lost race on the key does not abort their transaction.
      result = tx ? await tx.transaction((savepoint) => apply(savepoint)) : await apply(this.deps.db);
    } catch (error) {
      // The same key, written by a concurrent request after this statement began: answer that first entry.
      if (!isUniqueViolation(error, 'credit_entries_idempotency_idx')) throw error;
      const prior = await q.findEntryByKey(tx ?? this.deps.db, move.teamId, move.idempotencyKey);
      if (!prior) throw error;
      return prior;
    }
    if (!result) throw insufficient();
    if (frees && tx && result.fresh) for (const listener of this.freed) await listener(move.teamId, tx, move.cause);
    return result.entry;
  }

  private inTransaction<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    return tx ? work(tx) : this.deps.db.transaction(work);
  }
}
