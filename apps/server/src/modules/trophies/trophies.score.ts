import { REVIEW_BAYES_WEIGHT, type TrophyFigures } from '@plaudit/contract';

// The SCORE method: the candidate with the highest Bayesian rating over the period's reviews wins, with
// the formula of the review scores (reviews.scores.ts):
//
//   score = (C × m + sum of ratings) / (C + number of reviews)
//
// C = REVIEW_BAYES_WEIGHT, m = the platform's mean over the period's PUBLISHED reviews (frozen at the lock as the
// prior). A candidate without reviews in the period has no score and ranks after every scored one. Ties: more reviews
// first, then the earliest (`since`: when the product was created), then the id, so the order is total. Computed in
// JavaScript from the frozen figures, so the verifier recomputes exactly the same floating-point numbers.

export const SCORE_RULE =
  'score = (weight × prior + ratingSum) / (weight + reviewCount); highest wins; ties: more reviews, then earliest `since`, then id';
export const SCORE_WEIGHT = REVIEW_BAYES_WEIGHT;

export interface ScoreInput {
  id: string;
  figures: Pick<TrophyFigures, 'reviewCount' | 'ratingSum' | 'since'>;
}

export interface ScoreRow {
  id: string;
  score: number | null;
  /** 1 = the winner; every row has its own rank (ties are broken). */
  rank: number;
}

export function bayesScore(prior: number, weight: number, reviewCount: number, ratingSum: number): number | null {
  if (reviewCount <= 0) return null;
  return (weight * prior + ratingSum) / (weight + reviewCount);
}

/** The score table, best first. */
export function scoreTable(
  candidates: readonly ScoreInput[],
  prior: number,
  weight: number = SCORE_WEIGHT,
): ScoreRow[] {
  const scored = candidates.map((candidate) => ({
    id: candidate.id,
    count: candidate.figures.reviewCount ?? 0,
    since: candidate.figures.since,
    score: bayesScore(prior, weight, candidate.figures.reviewCount ?? 0, candidate.figures.ratingSum ?? 0),
  }));
  scored.sort((a, b) => {
    if (a.score !== b.score) {
      if (a.score === null) return 1;
      if (b.score === null) return -1;
      return b.score - a.score;
    }
    if (a.count !== b.count) return b.count - a.count;
    if (a.since !== b.since) return Date.parse(a.since) - Date.parse(b.since);
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  return scored.map((row, index) => ({ id: row.id, score: row.score, rank: index + 1 }));
}
