import { M, type SandboxOutcome, type TopUp } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { pageAddress } from './credits.addresses.js';
import { receiptMail } from './credits.mail.js';
import { toTopUp } from './credits.mapper.js';
import { topUpReceipt } from './credits.receipt.pdf.js';
import type { PaymentGateway } from './credits.payments.js';
import { StripeGateway } from './credits.payments.stripe.js';
import * as q from './credits.queries.js';
import type { CreditsService } from './credits.service.js';

// Payments reaching the ledger. `complete` is the one path of a paid top-up, whether the sandbox's Pay button or a
// provider's verified webhook called it: in one transaction it records the provider's event (a delivery seen before
// changes nothing), marks the top-up PAID with the next receipt number and the team's billing details, and posts
// the TOP_UP entry (idempotent on the top-up, so paying twice credits once). The receipt mail, with the receipt's
// PDF attached, goes after the commit.

/** "Pay after a delay" stands for a webhook that arrives late. */
export const SANDBOX_DELAY_MS = 3_000;

const topUpNotFound = () => new AppError('not_found', M.credits.error.top_up_not_found, 404);
const notPayable = () => new AppError('conflict', M.credits.error.not_payable, 409);

export function receiptNumberOf(year: number, n: number): string {
  return `R-${year}-${String(n).padStart(6, '0')}`;
}

export class CreditPaymentsService {
  private readonly delayed = new Set<NodeJS.Timeout>();

  constructor(
    private readonly deps: ServiceDeps,
    private readonly ledger: CreditsService,
    readonly gateway: PaymentGateway | null,
  ) {}

  /** Credits a paid top-up once; answers the top-up as it is afterwards. */
  async complete(
    provider: 'sandbox' | 'stripe',
    eventId: string,
    topUpId: string,
    paymentRef: string | null,
    now = new Date(),
  ): Promise<q.TopUpRow | null> {
    const result = await this.deps.db.transaction(async (tx) => {
      const topUp = await q.findTopUp(tx, topUpId, true);
      if (!topUp || topUp.provider !== provider) return { topUp: null, paid: false };
      if (!(await q.recordPaymentEvent(tx, provider, eventId, topUpId))) return { topUp, paid: false };
      // PAID or REFUNDED: the money came before; a second payment credits nothing (the provider's own dispute and
      // refund tools return it). EXPIRED or FAILED and then paid (a late webhook): the payer paid, so it counts.
      if (topUp.status === 'PAID' || topUp.status === 'REFUNDED') return { topUp, paid: false };
      return { topUp: await this.markPaid(tx, topUp, paymentRef, now), paid: true };
    });
    if (result.paid && result.topUp) await this.mailReceipt(result.topUp);
    return result.topUp;
  }

  private async markPaid(tx: Tx, topUp: q.TopUpRow, paymentRef: string | null, now: Date): Promise<q.TopUpRow> {
    const year = now.getUTCFullYear();
    const receiptNumber = receiptNumberOf(year, await q.nextReceiptNumber(tx, year));
    const billing = await q.billingOfTeam(tx, topUp.teamId);
    const paid = await q.updateTopUp(tx, topUp.id, {
      status: 'PAID',
      paidAt: now,
      receiptNumber,
      billing,
      paymentRef,
      checkoutUrl: null,
    });
    await this.ledger.post(
      'TOP_UP',
      {
        teamId: topUp.teamId,
        cause: { type: 'TOP_UP', id: topUp.id, meta: { receiptNumber } },
        idempotencyKey: `top-up:${topUp.id}`,
        actorId: topUp.payerId,
      },
      { balanceDelta: topUp.credits, heldDelta: 0 },
      tx,
    );
    return paid;
  }

  private async mailReceipt(topUp: q.TopUpRow): Promise<void> {
    if (!topUp.payerId || !topUp.receiptNumber || !topUp.paidAt) return;
    const payer = await q.findPerson(this.deps.db, topUp.payerId);
    if (!payer) return;
    const receipt = await topUpReceipt({ ...topUp, receiptNumber: topUp.receiptNumber, paidAt: topUp.paidAt });
    await this.deps.mail.send(payer.email, {
      ...receiptMail(payer.language, payer.firstName, {
        receiptNumber: topUp.receiptNumber,
        credits: topUp.credits,
        amountCents: topUp.amountCents,
        currency: topUp.currency,
        brandName: topUp.billing?.brandName ?? '',
        link: `${this.deps.config.publicUrl}${pageAddress.credits()}`,
      }),
      attachments: [{ filename: receipt.fileName, contentType: 'application/pdf', content: receipt.pdf }],
    });
  }

  private sandbox(): void {
    if (this.gateway?.name !== 'sandbox') throw new AppError('not_found', M.error.common.not_found, 404);
  }

  /** The sandbox checkout's top-up: only the person who started it sees it. */
  async sandboxTopUp(topUpId: string, userId: string): Promise<q.TopUpRow> {
    this.sandbox();
    const topUp = isUuid(topUpId) ? await q.findTopUp(this.deps.db, topUpId) : null;
    if (!topUp || topUp.provider !== 'sandbox' || topUp.payerId !== userId) throw topUpNotFound();
    return topUp;
  }

  /** The sandbox's buttons: PAY and DELAY reach the ledger through `complete`, DECLINE fails the top-up. */
  async sandboxPay(topUpId: string, userId: string, outcome: SandboxOutcome): Promise<TopUp> {
    const topUp = await this.sandboxTopUp(topUpId, userId);
    // The checkout offers its buttons only while the top-up waits for its payment (paying again is harmless).
    if (topUp.status === 'FAILED' || topUp.status === 'EXPIRED') throw notPayable();
    if (outcome === 'PAY') {
      // One event per top-up: pressing Pay twice (or Pay after a delay) is one payment delivered twice.
      const paid = await this.complete('sandbox', `sandbox:${topUp.id}`, topUp.id, null);
      if (paid?.status !== 'PAID' && paid?.status !== 'REFUNDED') throw notPayable();
      return toTopUp(paid);
    }
    if (topUp.status !== 'PENDING') throw notPayable();
    if (outcome === 'DECLINE') {
      const failed = await this.deps.db.transaction(async (tx) => {
        const locked = await q.findTopUp(tx, topUp.id, true);
        if (locked?.status !== 'PENDING') throw notPayable();
        return q.updateTopUp(tx, topUp.id, { status: 'FAILED', failedAt: new Date(), checkoutUrl: null });
      });
      return toTopUp(failed);
    }
    const timer = setTimeout(() => {
      this.delayed.delete(timer);
      this.complete('sandbox', `sandbox:${topUp.id}`, topUp.id, null).catch((error: unknown) =>
        this.deps.log.error({ err: error, topUpId: topUp.id }, 'delayed sandbox payment failed'),
      );
    }, SANDBOX_DELAY_MS);
    this.delayed.add(timer);
    return toTopUp(topUp);
  }

  /** Stripe's webhook: verified, then a paid Checkout Session is completed once per event. */
  async stripeWebhook(rawBody: string, signature: string | undefined): Promise<void> {
    if (!(this.gateway instanceof StripeGateway)) throw new AppError('not_found', M.error.common.not_found, 404);
    let paid;
    try {
      paid = this.gateway.paidSessionOf(rawBody, signature ?? '');
    } catch {
      throw new AppError('validation', M.credits.error.webhook_invalid, 400);
    }
    if (!paid || !isUuid(paid.topUpId)) return;
    await this.complete('stripe', paid.eventId, paid.topUpId, paid.paymentRef);
  }

  /** Stops the delayed sandbox payments (closing the app). */
  close(): void {
    for (const timer of this.delayed) clearTimeout(timer);
    this.delayed.clear();
  }
}
