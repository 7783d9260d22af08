import type { Config } from '../../config.js';
import type { PaymentGateway } from './credits.payments.js';
import { SandboxGateway } from './credits.payments.sandbox.js';
import { StripeGateway } from './credits.payments.stripe.js';

/** The configured payment provider: Stripe with its keys, the sandbox outside production, else none. */
export function paymentGatewayFor(config: Config): PaymentGateway | null {
  if (config.credits.provider === 'stripe' && config.credits.stripe) {
    return new StripeGateway(config.credits.stripe, config.publicUrl);
  }
  return config.credits.provider === 'sandbox' ? new SandboxGateway(config.publicUrl) : null;
}
