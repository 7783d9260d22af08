import type { DocsOf } from '../route-docs.js';
import type { CREDITS_ROUTES } from './credits.js';

// The prose of credits.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

export const CREDITS_ROUTE_DOCS = {
  'credits.get': {
    summary: "Read a team's credits",
    description:
      'The balance, the credits held by open bids, what is available (balance − held), the currency charged, the ' +
      'price of one credit and the low-balance threshold. OWNER, ADMIN and EDITOR of the team; anyone else gets 404.',
  },
  'credits.entries': {
    summary: "Read a team's ledger",
    description:
      'Every change of the credits, newest first, each with its kind, signed amount, the balance after it and its ' +
      'cause; filtered by kind and by a range of UTC days. OWNER and ADMIN of the team.',
  },
  'credits.entriesCsv': {
    summary: "Download a team's ledger as CSV",
    description: 'The same entries and filters as the ledger, all of them, as a UTF-8 CSV file. OWNER and ADMIN.',
  },
  'credits.updateSettings': {
    summary: 'Set the low-balance threshold',
    description:
      'When the available credits fall below it, the OWNERs and ADMINs are mailed, once per crossing. Null turns ' +
      'the mail off. OWNER and ADMIN.',
  },
  'credits.createTopUp': {
    summary: 'Start a top-up',
    description:
      'Creates a pending top-up of 500 to 1,000,000 credits and answers where to pay (`checkoutUrl`); the credits ' +
      'arrive when the payment provider confirms the payment. Idempotent on `idempotencyKey`. An unpaid top-up ' +
      'expires after 24 hours. OWNER and ADMIN; a banned or muted person, or a locked team, gets 403.',
  },
  'credits.topUps': {
    summary: "List a team's top-ups",
    description: 'Newest first, with their status and receipt numbers. OWNER and ADMIN.',
  },
  'credits.getTopUp': {
    summary: 'Read a top-up',
    description: 'Its status (PENDING, PAID, FAILED, EXPIRED, REFUNDED) and amounts. Members of the team.',
  },
  'credits.receipt': {
    summary: "Download a top-up's receipt",
    description:
      'A PDF with the receipt number (R-<year>-<six digits>, without gaps), the billing name and address, the ' +
      'amount, the credits and the date. PAID (or refunded) top-ups only. OWNER and ADMIN.',
  },
  'credits.sandboxTopUp': {
    summary: 'Read a top-up on the sandbox checkout',
    description: 'What the sandbox checkout page shows. Only the person who started the top-up; only with the sandbox.',
  },
  'credits.sandboxPay': {
    summary: 'Pay or decline on the sandbox checkout',
    description:
      'PAY credits the team at once, DELAY a moment later (as a late webhook), DECLINE fails the top-up. Reaches ' +
      "the ledger through the same path as a provider's webhook; paying twice credits once. Only the payer; only " +
      'while the sandbox adapter is active.',
  },
  'credits.stripeWebhook': {
    summary: "Stripe's webhook",
    description:
      'Verified with the webhook secret; `checkout.session.completed` with `payment_status: paid` credits the ' +
      'top-up once, whatever the number of deliveries (idempotent on the event id).',
  },
  'credits.adminList': {
    summary: 'List teams with their credits',
    description: 'Teams with an account, their balance, held and granted credits and recent top-ups. ADMIN only.',
  },
  'credits.adminGrant': {
    summary: 'Grant promotional credits',
    description:
      'Adds credits with a reason, optionally expiring; grants are spent before paid credits, the soonest-expiring ' +
      'first. Audited. ADMIN only.',
  },
  'credits.adminAdjust': {
    summary: 'Adjust a balance',
    description:
      'Adds or takes credits with a reason; never below what is held (409 credits.insufficient). Audited. ADMIN only.',
  },
  'credits.adminRefund': {
    summary: 'Refund a top-up',
    description:
      'Refunds what is left unspent of a paid top-up through the payment provider and takes those credits out. ' +
      'Audited. ADMIN only.',
  },
} as const satisfies DocsOf<typeof CREDITS_ROUTES>;
