import { pageAddress } from './credits.addresses.js';
import type { CheckoutRequest, PaymentGateway } from './credits.payments.js';

// The sandbox: a checkout page of our own (/checkout/sandbox/{topUpId}) with Pay, Decline and Pay after a delay.
// No money moves, so it is never active in production (config.credits.provider).

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  constructor(private readonly publicUrl: string) {}

  async createCheckout(request: CheckoutRequest) {
    return { checkoutUrl: `${this.publicUrl}${pageAddress.sandboxCheckout(request.topUpId)}`, providerRef: null };
  }

  async refund(): Promise<void> {
    // Nothing was taken, so nothing goes back; the ledger's REFUND entry is the whole refund.
  }
}
