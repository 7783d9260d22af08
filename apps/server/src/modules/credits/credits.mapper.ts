import { STAFF_CREDIT_ENTRY_KINDS, type CreditEntry, type TopUp } from '@plaudit/contract';
import type { EntryListRow, TopUpRow } from './credits.queries.js';
import type { LedgerEntry } from './credits.service.js';

// Rows → the contract's shapes. An entry's reason, receipt number and grant expiry live in its meta.

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function toCreditEntry(row: EntryListRow | (LedgerEntry & { actorName?: string | null })): CreditEntry {
  // A staff member's name is theirs, not the team's business: their entries say Plaudit did it.
  const byStaff = STAFF_CREDIT_ENTRY_KINDS.includes(row.kind) || ('actorIsStaff' in row && row.actorIsStaff === true);
  const actorName = byStaff
    ? null
    : 'actorFirstName' in row
      ? row.actorFirstName === null
        ? null
        : `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim()
      : (row.actorName ?? null);
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    heldAmount: row.heldAmount,
    balanceAfter: row.balanceAfter,
    heldAfter: row.heldAfter,
    cause: { type: row.causeType, id: row.causeId },
    reason: text(row.meta.reason),
    receiptNumber: text(row.meta.receiptNumber),
    expiresAt: text(row.meta.expiresAt),
    campaignName: text(row.meta.campaignName),
    day: text(row.meta.day),
    actorName,
    byStaff,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTopUp(row: TopUpRow): TopUp {
  return {
    id: row.id,
    teamId: row.teamId,
    credits: row.credits,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    checkoutUrl: row.status === 'PENDING' ? row.checkoutUrl : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    receiptNumber: row.receiptNumber,
    refundedCredits: row.refundedCredits,
  };
}
