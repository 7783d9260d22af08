import { M, TOP_UP_EXPIRY_HOURS, type TopUp, type TopUpBody, type TopUpList } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { isUniqueViolation } from '../../db/query-error.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import { requireTeam } from '../teams/teams.access.js';
import { pageAddress } from './credits.addresses.js';
import { toTopUp } from './credits.mapper.js';
import type { PaymentGateway } from './credits.payments.js';
import * as q from './credits.queries.js';
import { topUpReceipt } from './credits.receipt.pdf.js';

// Top-ups: a team's OWNER or ADMIN asks for credits, pays at the provider's checkout, and the credits arrive with
// the payment (CreditPaymentsService). Creating one is idempotent on the client's key; the amount is fixed when it
// is created (credits × CREDIT_PRICE_CENTS in CREDIT_CURRENCY).

const topUpNotFound = () => new AppError('not_found', M.credits.error.top_up_not_found, 404);

export class CreditTopUpsService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly gateway: PaymentGateway | null,
  ) {}

  async create(teamId: string, userId: string, body: TopUpBody, now = new Date()): Promise<TopUp> {
    // A locked team is refused by the team check, a muted person here (a banned one is not signed in).
    await requireTeam(this.deps.db, teamId, userId, 'manageCredits');
    await assertCanPublish(this.deps.db, userId);
    const same = await this.repeated(teamId, body);
    if (same) return same;
    if (!this.gateway) throw new AppError('unavailable', M.credits.error.provider_failed, 503);
    const { priceCents, currency } = this.deps.config.credits;
    let row: q.TopUpRow | null;
    try {
      row = await q.insertTopUp(this.deps.db, {
        teamId,
        credits: body.credits,
        amountCents: body.credits * priceCents,
        currency,
        idempotencyKey: body.idempotencyKey,
        payerId: userId,
        provider: this.gateway.name,
        expiresAt: new Date(now.getTime() + TOP_UP_EXPIRY_HOURS * 3_600_000),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      row = null;
    }
    // A concurrent request with the same key created it first.
    if (!row) return (await this.repeated(teamId, body)) ?? Promise.reject(topUpNotFound());
    try {
      const checkout = await this.gateway.createCheckout({
        topUpId: row.id,
        teamId,
        credits: row.credits,
        amountCents: row.amountCents,
        currency: row.currency,
        expiresAt: row.expiresAt,
        returnUrl: `${this.deps.config.publicUrl}${pageAddress.credits()}`,
      });
      row = await q.updateTopUp(this.deps.db, row.id, checkout);
    } catch (error) {
      this.deps.log.warn({ err: error, topUpId: row.id }, 'payment provider refused the checkout');
      await q.updateTopUp(this.deps.db, row.id, { status: 'FAILED', failedAt: new Date() });
      throw new AppError('unavailable', M.credits.error.provider_failed, 503);
    }
    return toTopUp(row);
  }

  /** The top-up this key already made; a different amount under the same key is a client's mistake (409). */
  private async repeated(teamId: string, body: TopUpBody): Promise<TopUp | null> {
    const existing = await q.findTopUpByKey(this.deps.db, teamId, body.idempotencyKey);
    if (!existing) return null;
    if (existing.credits !== body.credits) {
      throw new AppError('conflict', M.credits.error.idempotency_reused, 409, { field: 'idempotencyKey' });
    }
    return toTopUp(existing);
  }

  async get(teamId: string, topUpId: string, userId: string): Promise<TopUp> {
    await requireTeam(this.deps.db, teamId, userId, 'view');
    return toTopUp(await this.find(teamId, topUpId));
  }

  async list(teamId: string, userId: string, page: number, take: number): Promise<TopUpList> {
    await requireTeam(this.deps.db, teamId, userId, 'manageCredits');
    const { rows, total } = await q.listTopUps(this.deps.db, teamId, (page - 1) * take, take);
    return { data: rows.map(toTopUp), meta: { page, take, total, pageCount: Math.ceil(total / take) } };
  }

  async receipt(teamId: string, topUpId: string, userId: string): Promise<{ fileName: string; pdf: Buffer }> {
    await requireTeam(this.deps.db, teamId, userId, 'manageCredits');
    const topUp = await this.find(teamId, topUpId);
    if (!topUp.receiptNumber || !topUp.paidAt) throw new AppError('conflict', M.credits.error.not_paid, 409);
    return topUpReceipt({ ...topUp, receiptNumber: topUp.receiptNumber, paidAt: topUp.paidAt });
  }

  private async find(teamId: string, topUpId: string): Promise<q.TopUpRow> {
    const topUp = isUuid(topUpId) ? await q.findTopUp(this.deps.db, topUpId) : null;
    if (!topUp || topUp.teamId !== teamId) throw topUpNotFound();
    return topUp;
  }
}
