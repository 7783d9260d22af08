import type { Tx } from '../../db/tx.js';

// What the featuring area needs of the credits ledger (modules/credits, CreditsService): holds while a campaign is
// ACTIVE, releases when it pauses or ends, and a SPEND for each day a bid wins (a day's winners in one statement). Every move runs in the caller's
// transaction and is idempotent on its key, so a campaign's hold and its row change commit together, and a close
// that runs twice charges once.

export interface FeaturingLedgerMove {
  teamId: string;
  credits: number;
  cause: { type: 'CAMPAIGN' | 'FEATURING_DAY'; id: string | null; meta?: Record<string, unknown> };
  idempotencyKey: string;
  actorId: string | null;
}

export interface FeaturingLedger {
  balanceOf(
    teamId: string,
    tx?: Tx,
    options?: { lock?: boolean },
  ): Promise<{ balance: number; held: number; available: number }>;
  hold(move: FeaturingLedgerMove, tx?: Tx): Promise<{ id: string }>;
  release(move: FeaturingLedgerMove, tx?: Tx): Promise<{ id: string }>;
  spend(move: FeaturingLedgerMove & { fromHeld?: boolean }, tx?: Tx): Promise<{ id: string }>;
  /** Many SPENDs in one statement, all or none; each takes `fromHeld` of its credits from the held ones. */
  spendMany(moves: readonly (FeaturingLedgerMove & { fromHeld: number })[], tx: Tx): Promise<{ id: string }[]>;
}
