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

const insufficient = () => new AppError('conflict', M.credits.error.insufficient, 409, { field: 'credits' });

function assertWholePositive(credits: number): void {
  // A programming error in the calling area, not a person's input (their input is validated by the contract).
  if (!Number.isSafeInteger(credits) || credits <= 0) throw new Error(`credits must be a positive whole number`);
}

export class CreditsService {
  constructor(private readonly deps: ServiceDeps) {}

  async balanceOf(teamId: string, tx?: Tx): Promise<Balance> {
    const account = await q.findAccount(tx ?? this.deps.db, teamId);
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

  /** SPEND: takes credits for good (from the held ones with `fromHeld`); 409 `credits.insufficient`. */
  spend(move: LedgerMove & { fromHeld?: boolean }, tx?: Tx): Promise<LedgerEntry> {
    assertWholePositive(move.credits);
    const heldDelta = move.fromHeld ? -move.credits : 0;
    return this.post('SPEND', move, { balanceDelta: -move.credits, heldDelta, consumeGrants: true }, tx);
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
    return result.entry;
  }

  private inTransaction<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    return tx ? work(tx) : this.deps.db.transaction(work);
  }
}
