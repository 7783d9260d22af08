import type { AdminAppeal, Decision, DecisionAppeal, PunishmentType } from '@plaudit/contract';
import { holdRulesOf, isAppealable } from './decisions.rules.js';
import type { AppealListRow, AppealRow, DecisionRow } from './decisions.queries.js';

// Rows → the contract's statement of reasons and the staff's appeal card.

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export function toAppeal(row: AppealRow): DecisionAppeal {
  return {
    id: row.id,
    status: row.status,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    outcomeReason: row.outcomeReason,
  };
}

export function toDecision(
  decision: DecisionRow,
  appeal: AppealRow | null,
  team: { id: string | null; brandName: string | null } | null,
  now = new Date(),
): Decision {
  return {
    id: decision.id,
    kind: decision.kind,
    ground: decision.ground,
    facts: decision.facts,
    holdRules: holdRulesOf(decision),
    automated: decision.automated,
    decidedAt: decision.decidedAt.toISOString(),
    appealableUntil: decision.appealableUntil.toISOString(),
    appealable: isAppealable(decision, appeal !== null, now),
    reversedAt: iso(decision.reversedAt),
    team: team?.id ? { id: team.id, brandName: team.brandName ?? '' } : null,
    content: decision.content,
    appeal: appeal ? toAppeal(appeal) : null,
  };
}

export interface AppealHistory {
  decisions: number;
  appeals: number;
  reversed: number;
  punishments: { type: PunishmentType; reason: string; createdAt: string }[];
}

export function toAdminAppeal(row: AppealListRow, history: AppealHistory, callerId: string): AdminAppeal {
  return {
    id: row.appeal.id,
    status: row.appeal.status,
    text: row.appeal.text,
    createdAt: row.appeal.createdAt.toISOString(),
    decidedAt: iso(row.appeal.decidedAt),
    outcomeReason: row.appeal.outcomeReason,
    decidedBy: row.appealDecider ? { id: row.appealDecider.id, name: nameOf(row.appealDecider) } : null,
    appellant: row.appellant
      ? { id: row.appellant.id, username: row.appellant.username, name: nameOf(row.appellant) }
      : { id: '', username: '', name: '' },
    decision: {
      ...toDecision(row.decision, row.appeal, row.team),
      decidedBy: row.decider ? { id: row.decider.id, name: nameOf(row.decider) } : null,
    },
    history,
    conflict: row.decision.decidedBy === callerId,
  };
}
