import { APPEAL_WINDOW_MONTHS, REVIEW_HOLD_RULES, type DecisionGround, type ReviewHoldRule } from '@plaudit/contract';

// When a decision stops being open to appeal: six calendar months after it was made (the end of the last day that
// month has, when the month is shorter).

export function appealableUntil(decidedAt: Date): Date {
  const until = new Date(decidedAt.getTime());
  const day = until.getUTCDate();
  until.setUTCDate(1);
  until.setUTCMonth(until.getUTCMonth() + APPEAL_WINDOW_MONTHS);
  const lastDay = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth() + 1, 0)).getUTCDate();
  until.setUTCDate(Math.min(day, lastDay));
  return until;
}

/** Still inside its window, not reversed, not appealed yet. */
export function isAppealable(
  decision: { appealableUntil: Date; reversedAt: Date | null },
  hasAppeal: boolean,
  now = new Date(),
): boolean {
  return !hasAppeal && !decision.reversedAt && decision.appealableUntil.getTime() > now.getTime();
}

/**
 * The rules an automated hold rests on, read from its facts (the codes, comma-separated, as the hold recorded them):
 * the statement shows each one's published sentence instead. Empty for any other decision.
 */
export function holdRulesOf(decision: { ground: DecisionGround; facts: string }): ReviewHoldRule[] {
  if (decision.ground !== 'HOLD_RULE') return [];
  return decision.facts
    .split(',')
    .map((code) => code.trim())
    .filter((code): code is ReviewHoldRule => (REVIEW_HOLD_RULES as readonly string[]).includes(code));
}
