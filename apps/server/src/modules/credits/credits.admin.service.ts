import {
  M,
  type AdminCreditList,
  type CreditAdjustmentBody,
  type CreditEntry,
  type CreditGrantBody,
  type CreditRefundBody,
  type TopUp,
} from '@plaudit/contract';
import { randomUUID } from 'node:crypto';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { assertMay, type Actor } from '../admin/admin.policy.js';
import { recordAudit } from '../audit/audit.service.js';
import * as ledgerQ from './credits.ledger.queries.js';
import { toCreditEntry, toTopUp } from './credits.mapper.js';
import type { PaymentGateway } from './credits.payments.js';
import * as q from './credits.queries.js';
import type { CreditsService } from './credits.service.js';

// The admin's credits: grants (promotional, may expire), adjustments (signed, never below what is held) and refunds
// of what is left unspent of a paid top-up; and the list of teams with their balances. ADMIN only
// (`credits.manage`), every action audited in the same transaction as its entry.

const teamNotFound = () => new AppError('not_found', M.credits.error.team_not_found, 404);
const RECENT_TOP_UPS = 5;

export class CreditsAdminService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly ledger: CreditsService,
    private readonly gateway: PaymentGateway | null,
  ) {}

  private async team(teamId: string) {
    const team = isUuid(teamId) ? await q.findTeamName(this.deps.db, teamId) : null;
    if (!team) throw teamNotFound();
    return team;
  }

  async list(
    actor: Actor,
    query: {
      page: number;
      take: number;
      sortBy: 'balance' | 'brandName';
      sortOrder: 'ASC' | 'DESC';
      search?: string | undefined;
    },
  ): Promise<AdminCreditList> {
    assertMay(actor, 'credits.manage');
    const { page, take } = query;
    const { rows, total } = await q.listAccounts(this.deps.db, query, (page - 1) * take, take);
    const topUps = await q.recentPaidTopUps(
      this.deps.db,
      rows.map((r) => r.teamId),
      RECENT_TOP_UPS,
    );
    return {
      data: rows.map((r) => ({
        teamId: r.teamId,
        brandName: r.brandName,
        balance: r.balance,
        held: r.held,
        available: r.balance - r.held,
        granted: Number(r.granted),
        updatedAt: r.updatedAt.toISOString(),
        topUps: topUps.filter((t) => t.teamId === r.teamId).map(toTopUp),
      })),
      meta: { page, take, total, pageCount: Math.ceil(total / take) },
    };
  }

  async grant(actor: Actor, teamId: string, body: CreditGrantBody): Promise<CreditEntry> {
    assertMay(actor, 'credits.manage');
    await this.team(teamId);
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    return this.deps.db.transaction(async (tx) => {
      const grant = await q.insertGrant(tx, {
        teamId,
        credits: body.credits,
        remaining: body.credits,
        expiresAt,
        reason: body.reason,
        grantedBy: actor.id,
      });
      const entry = await this.ledger.post(
        'GRANT',
        {
          teamId,
          cause: { type: 'GRANT', id: grant.id, meta: { reason: body.reason, expiresAt: expiresAt?.toISOString() } },
          idempotencyKey: `grant:${grant.id}`,
          actorId: actor.id,
        },
        { balanceDelta: body.credits, heldDelta: 0 },
        tx,
      );
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'credits.grant',
        targetType: 'team',
        targetId: teamId,
        after: {
          grantId: grant.id,
          credits: body.credits,
          reason: body.reason,
          expiresAt: expiresAt?.toISOString() ?? null,
        },
      });
      return toCreditEntry(entry);
    });
  }

  async adjust(actor: Actor, teamId: string, body: CreditAdjustmentBody): Promise<CreditEntry> {
    assertMay(actor, 'credits.manage');
    await this.team(teamId);
    return this.deps.db.transaction(async (tx) => {
      const entry = await this.ledger.post(
        'ADJUSTMENT',
        {
          teamId,
          cause: { type: 'ADMIN', id: null, meta: { reason: body.reason } },
          idempotencyKey: `adjustment:${randomUUID()}`,
          actorId: actor.id,
        },
        // Taking credits takes grants first, as a spend does, so what grants hold never exceeds the balance.
        { balanceDelta: body.credits, heldDelta: 0, consumeGrants: body.credits < 0 },
        tx,
      );
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'credits.adjust',
        targetType: 'team',
        targetId: teamId,
        before: { balance: entry.balanceAfter - entry.amount },
        after: { balance: entry.balanceAfter, credits: body.credits, reason: body.reason },
      });
      return toCreditEntry(entry);
    });
  }

  /**
   * Refunds what is left of a paid top-up: at most its credits, at most what is available and not promotional
   * (grants are spent first, so the paid credits are what remains). The provider gives the money back inside the
   * transaction: if it refuses, nothing changes.
   */
  async refund(actor: Actor, topUpId: string, body: CreditRefundBody): Promise<TopUp> {
    assertMay(actor, 'credits.manage');
    const found = isUuid(topUpId) ? await q.findTopUp(this.deps.db, topUpId) : null;
    if (!found) throw new AppError('not_found', M.credits.error.top_up_not_found, 404);
    return this.deps.db.transaction(async (tx) => {
      const account = await ledgerQ.lockAccount(tx, found.teamId);
      const topUp = await q.findTopUp(tx, topUpId, true);
      if (!topUp || topUp.status !== 'PAID') throw new AppError('conflict', M.credits.error.not_paid, 409);
      const granted = await q.openGrantCredits(tx, topUp.teamId);
      const paidAvailable = (account?.balance ?? 0) - (account?.held ?? 0) - granted;
      const credits = Math.min(topUp.credits - topUp.refundedCredits, paidAvailable);
      if (credits <= 0) throw new AppError('conflict', M.credits.error.nothing_to_refund, 409);
      // At the price this top-up was paid at, whatever the price is now.
      const amountCents = Math.round((topUp.amountCents * credits) / topUp.credits);
      const entry = await this.ledger.post(
        'REFUND',
        {
          teamId: topUp.teamId,
          cause: { type: 'TOP_UP', id: topUp.id, meta: { reason: body.reason, receiptNumber: topUp.receiptNumber } },
          idempotencyKey: `refund:${topUp.id}`,
          actorId: actor.id,
        },
        { balanceDelta: -credits, heldDelta: 0 },
        tx,
      );
      const refunded = await q.updateTopUp(tx, topUp.id, {
        status: 'REFUNDED',
        refundedCredits: topUp.refundedCredits + credits,
        refundedAt: new Date(),
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'credits.refund',
        targetType: 'team',
        targetId: topUp.teamId,
        after: { topUpId: topUp.id, credits, amountCents, reason: body.reason, entryId: entry.id },
      });
      try {
        await (this.gateway ?? { refund: async () => undefined }).refund(topUp.paymentRef, amountCents, topUp.id);
      } catch (error) {
        this.deps.log.warn({ err: error, topUpId: topUp.id }, 'payment provider refused the refund');
        throw new AppError('unavailable', M.credits.error.provider_failed, 503);
      }
      return toTopUp(refunded);
    });
  }
}
