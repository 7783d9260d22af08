import type { TrophyFigures, TrophyProtocol } from '@plaudit/contract';
import type { TrophyRow } from './trophies.access.queries.js';
import type { CandidateRow } from './trophies.award.queries.js';
import { DRAW_RULE } from './trophies.draw.js';
import { SCORE_RULE, SCORE_WEIGHT, type ScoreRow } from './trophies.score.js';

// The record a decision is signed as: everything a reader needs to recompute the winner, built from
// the trophy and its candidates frozen at the lock. The key order here is the order in the signed JSON.

export interface ProtocolFacts {
  issuer: string;
  trophy: TrophyRow;
  names: { category: string; catalogueCategory: string | null; organiser: string };
  candidates: CandidateRow[];
  draw: { index: number } | null;
  scores: ScoreRow[] | null;
  justification: string | null;
  winner: CandidateRow;
  decidedBy: string;
  decidedAt: Date;
}

const emptyFigures: TrophyFigures = {
  reviewCount: null,
  ratingSum: null,
  ratingAverage: null,
  rating: null,
  helpfulCount: 0,
  since: '',
};

export const candidateTitle = (row: CandidateRow): string => row.display?.title ?? row.subjectId;

export function buildProtocol(facts: ProtocolFacts): TrophyProtocol {
  const { trophy } = facts;
  return {
    version: 1,
    issuer: facts.issuer,
    trophy: {
      id: trophy.id,
      name: trophy.name,
      description: trophy.description,
      category: facts.names.category,
      contentType: trophy.contentType,
      method: trophy.method,
      organiser: facts.names.organiser,
      organiserKind: trophy.teamId === null ? 'PLATFORM' : 'TEAM',
      catalogueCategory: facts.names.catalogueCategory,
      periodFrom: trophy.periodFrom,
      periodTo: trophy.periodTo,
      url: `${facts.issuer}/trophies/${trophy.id}`,
    },
    lockedAt: (trophy.lockedAt ?? facts.decidedAt).toISOString(),
    candidates: facts.candidates.map((row) => ({
      position: row.position,
      id: row.subjectId,
      title: candidateTitle(row),
      subtitle: row.display?.subtitle ?? '',
      figures: row.figures ?? emptyFigures,
    })),
    draw:
      facts.draw && trophy.drawSeed && trophy.drawCommitment
        ? { commitment: trophy.drawCommitment, seed: trophy.drawSeed, rule: DRAW_RULE, index: facts.draw.index }
        : null,
    score: facts.scores
      ? { prior: trophy.scorePrior ?? 0, weight: SCORE_WEIGHT, rule: SCORE_RULE, table: facts.scores }
      : null,
    jury: facts.justification !== null ? { justification: facts.justification } : null,
    winner: { id: facts.winner.subjectId, position: facts.winner.position, title: candidateTitle(facts.winner) },
    decidedBy: facts.decidedBy,
    decidedAt: facts.decidedAt.toISOString(),
  };
}
