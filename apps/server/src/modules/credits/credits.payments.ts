import type { PaymentProvider } from '@plaudit/contract';

// The payment-provider port: where a top-up is paid and how money goes back. Two adapters: the sandbox
// (credits.payments.sandbox.ts, the default outside production) and Stripe (credits.payments.stripe.ts). Neither
// posts credits itself: a completed payment reaches the ledger through CreditPaymentsService.complete, the one path
// of the sandbox's button and of a provider's webhook.

export interface CheckoutRequest {
  topUpId: string;
  teamId: string;
  credits: number;
  amountCents: number;
  currency: string;
  expiresAt: Date;
  /** Where the provider sends the payer back. */
  returnUrl: string;
}

export interface PaymentGateway {
  readonly name: PaymentProvider;
  /** Opens a checkout for the top-up; answers where the payer pays and the provider's id of it. */
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string; providerRef: string | null }>;
  /** Gives `amountCents` back of the payment `paymentRef` (the sandbox has nothing to give back). */
  refund(paymentRef: string | null, amountCents: number, topUpId: string): Promise<void>;
}
