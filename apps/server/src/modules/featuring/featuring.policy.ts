import type { CampaignStatus } from '@plaudit/contract';

// A campaign's life, as data: which status each step leaves from, and where it goes.
//
//   DRAFT ──resume──▶ ACTIVE ──pause──▶ PAUSED ──resume──▶ ACTIVE
//   any but ENDED ──end──▶ ENDED (for good)      ACTIVE ──budget spent (the close)──▶ EXHAUSTED
//
// Only ACTIVE holds credits and bids. An EXHAUSTED campaign whose budget is raised becomes PAUSED: the brand
// resumes it when it wants to spend again.

export type CampaignStep = 'pause' | 'resume' | 'end';

const FROM: Record<CampaignStep, readonly CampaignStatus[]> = {
  pause: ['ACTIVE'],
  resume: ['DRAFT', 'PAUSED'],
  end: ['DRAFT', 'ACTIVE', 'PAUSED', 'EXHAUSTED'],
};
const TO: Record<CampaignStep, CampaignStatus> = { pause: 'PAUSED', resume: 'ACTIVE', end: 'ENDED' };

/** The status after `step`, or null when the step does not fit the campaign's status. */
export function nextStatus(status: CampaignStatus, step: CampaignStep): CampaignStatus | null {
  return FROM[step].includes(status) ? TO[step] : null;
}

/** Name, dates, budget and bids change on every campaign but an ENDED one. */
export const mayEdit = (status: CampaignStatus): boolean => status !== 'ENDED';

/** The status after the budget changed: an EXHAUSTED campaign with budget left again waits, PAUSED. */
export function statusAfterBudget(status: CampaignStatus, totalBudget: number, spent: number): CampaignStatus {
  if (status === 'EXHAUSTED' && totalBudget > spent) return 'PAUSED';
  if (status === 'ACTIVE' && totalBudget <= spent) return 'EXHAUSTED';
  return status;
}
