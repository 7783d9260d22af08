import { LEDGER_STAFF_ACTOR_NAME, type CreditEntry } from '@plaudit/contract';

// The ledger as CSV: one row per entry, a header first, CRLF line ends. A cell that a spreadsheet would read as a
// formula (=, +, -, @ first) is written as text; a sign of an amount is a number and stays as it is.

const HEADER = [
  'createdAt',
  'kind',
  'amount',
  'heldAmount',
  'balanceAfter',
  'heldAfter',
  'causeType',
  'causeId',
  'reason',
  'receiptNumber',
  'expiresAt',
  'actor',
];

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function entriesCsv(entries: readonly CreditEntry[]): string {
  const lines = [HEADER.join(',')];
  for (const e of entries) {
    lines.push(
      [
        e.createdAt,
        e.kind,
        e.amount,
        e.heldAmount,
        e.balanceAfter,
        e.heldAfter,
        e.cause.type,
        e.cause.id,
        e.reason,
        e.receiptNumber,
        e.expiresAt,
        e.byStaff ? LEDGER_STAFF_ACTOR_NAME : e.actorName,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
