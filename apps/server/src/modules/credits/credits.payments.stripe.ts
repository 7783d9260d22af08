import Stripe from 'stripe';
import { pageAddress } from './credits.addresses.js';
import type { CheckoutRequest, PaymentGateway } from './credits.payments.js';

// Stripe through its official SDK: a Checkout Session per top-up; the credits come with the verified
// `checkout.session.completed` webhook (CreditPaymentsService), refunds through the Refunds API. `apiUrl` points
// the SDK at a local stand-in (tests); unset, at Stripe.

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string | undefined;
}

/** What the webhook handler needs of a verified event. */
export interface PaidSession {
  eventId: string;
  topUpId: string;
  paymentRef: string | null;
}

export function stripeClient(settings: StripeSettings): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
    private readonly publicUrl: string,
  ) {
    this.stripe = stripeClient(settings);
  }

  async createCheckout(request: CheckoutRequest) {
    const back = `${this.publicUrl}${pageAddress.credits()}?topUp=${encodeURIComponent(request.topUpId)}`;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: request.topUpId,
        metadata: { topUpId: request.topUpId, teamId: request.teamId },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountCents,
              product_data: { name: `${request.credits.toLocaleString('en')} Plaudit credits` },
            },
          },
        ],
        success_url: back,
        cancel_url: back,
        // Stripe's own limit is 24 hours from now: a minute less than ours, so the session never outlives the top-up.
        expires_at: Math.floor(request.expiresAt.getTime() / 1000) - 60,
      },
      { idempotencyKey: `checkout-${request.topUpId}` },
    );
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
    return { checkoutUrl: session.url, providerRef: session.id };
  }

  async refund(paymentRef: string | null, amountCents: number, topUpId: string): Promise<void> {
    if (!paymentRef) throw new Error('the top-up has no Stripe payment to refund');
    await this.stripe.refunds.create(
      { payment_intent: paymentRef, amount: amountCents, metadata: { topUpId } },
      { idempotencyKey: `refund-${topUpId}` },
    );
  }

  /**
   * Verifies a webhook delivery (signature and age) and answers the paid session it reports, if any; throws on a
   * bad signature.
   */
  paidSessionOf(rawBody: string, signature: string): PaidSession | null {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
      return null;
    }
    const session = event.data.object;
    if (session.payment_status !== 'paid') return null;
    const topUpId = session.client_reference_id ?? session.metadata?.topUpId;
    if (!topUpId) return null;
    const intent = session.payment_intent;
    return { eventId: event.id, topUpId, paymentRef: typeof intent === 'string' ? intent : (intent?.id ?? null) };
  }
}
