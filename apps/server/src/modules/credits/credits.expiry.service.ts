import type { FastifyInstance } from 'fastify';
import { CREDITS_EXPIRY_INTERVAL_MS, JOB_NAMES } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { pageAddress } from './credits.addresses.js';
import { lowBalanceMail } from './credits.mail.js';
import * as ledgerQ from './credits.ledger.queries.js';
import * as q from './credits.queries.js';
import type { CreditsService } from './credits.service.js';

// The credits job, every minute: unpaid top-ups past their 24 hours expire, grants past their expiry give back what
// is left of them (an EXPIRY entry), and teams whose available credits fell below their threshold are mailed. Each
// step is safe when two servers run it at once: the top-ups in one UPDATE, each grant under its row lock with an
// idempotency key per grant (so once across servers), each low balance claimed by one UPDATE.

const GRANTS_PER_RUN = 200;

export class CreditExpiryService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly ledger: CreditsService,
  ) {}

  async runOnce(now = new Date()): Promise<{ topUps: number; grants: number; mailed: number }> {
    const topUps = (await q.expireTopUps(this.deps.db, now)).length;
    let grants = 0;
    for (const due of await q.dueGrants(this.deps.db, now, GRANTS_PER_RUN)) {
      if (await this.expireGrant(due.id, due.teamId, now)) grants += 1;
    }
    const mailed = await this.mailLowBalances();
    return { topUps, grants, mailed };
  }

  private async expireGrant(grantId: string, teamId: string, now: Date): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      // The account first, as every move locks it first: no deadlock with a spend taking the same grant.
      const account = await ledgerQ.lockAccount(tx, teamId);
      const grant = await q.lockGrant(tx, grantId);
      if (!account || !grant || grant.remaining <= 0) return false;
      // What is held is promised to a bid: an expiry never takes it, so at most what is available goes.
      const expiring = Math.min(grant.remaining, account.balance - account.held);
      if (expiring > 0) {
        await this.ledger.post(
          'EXPIRY',
          {
            teamId,
            cause: {
              type: 'EXPIRY',
              id: grant.id,
              meta: { reason: grant.reason, expiresAt: grant.expiresAt?.toISOString() },
            },
            idempotencyKey: `expiry:${grant.id}`,
            actorId: null,
          },
          { balanceDelta: -expiring, heldDelta: 0 },
          tx,
        );
      }
      await q.closeGrant(tx, grant.id, now);
      return true;
    });
  }

  private async mailLowBalances(): Promise<number> {
    let mailed = 0;
    for (const low of await q.claimLowBalances(this.deps.db)) {
      if (low.threshold === null) continue;
      for (const person of await q.teamManagers(this.deps.db, low.teamId)) {
        await this.deps.mail.send(
          person.email,
          lowBalanceMail(person.language, person.firstName, {
            brandName: person.brandName,
            available: low.balance - low.held,
            threshold: low.threshold,
            link: `${this.deps.config.publicUrl}${pageAddress.credits()}`,
          }),
        );
        mailed += 1;
      }
    }
    return mailed;
  }
}

/** Runs the credits job on the job queue (once across servers with Redis); tests call runOnce with their own time. */
export function startCreditJobs(app: FastifyInstance, expiry: CreditExpiryService, onClose: () => void): void {
  app.jobs.scheduleEvery(JOB_NAMES.creditsExpiry, CREDITS_EXPIRY_INTERVAL_MS, () => expiry.runOnce());
  app.addHook('onClose', async () => onClose());
}
