import {
  M,
  type TrophyCandidate,
  type TrophyCandidatesBody,
  type TrophyEligibleList,
  type TrophyEligibleSort,
  type TrophyFigures,
  type TrophyNominee,
  type TrophyNomineeList,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import { roundAverage } from '../reviews/reviews.scores.js';
import { toPicture } from '../catalogue/catalogue.cards.js';
import { loadTrophy, requireOrganiser } from './trophies.access.js';
import type { TrophyRow } from './trophies.access.queries.js';
import * as q from './trophies.candidates.queries.js';
import type { TrophyCaller } from './trophies.policy.js';
import { scoreTable } from './trophies.score.js';

// Nominations (the "product selection" modal): what may be picked, picking, and the candidate list as
// everyone sees it. Live figures while NOMINATING; from the lock on, the display and figures frozen then (the
// protocol's), with SCORE's score and rank. No HTTP here.

const notNominating = () => new AppError('conflict', M.trophy.error.not_nominating, 409);

export interface EligibleQuery {
  page: number;
  take: number;
  search?: string;
  sortBy: TrophyEligibleSort;
  selected?: 'true' | 'false';
}

export class TrophyCandidatesService {
  constructor(private readonly deps: ServiceDeps) {}

  private display(row: q.EligibleRow, contentType: TrophyRow['contentType']): Omit<TrophyCandidate, 'figures'> {
    return {
      id: row.id,
      contentType,
      title: row.title,
      subtitle: row.subtitle,
      href: `/brands/${encodeURIComponent(row.creatorProfile)}/${encodeURIComponent(row.productSlug)}`,
      image: row.cover ? toPicture(this.deps.storage, row.cover as Parameters<typeof toPicture>[1]) : null,
      videoId: row.videoId,
      teamId: row.teamId,
    };
  }

  private figures(row: q.EligibleRow): TrophyFigures {
    const count = row.reviewCount === null ? null : Number(row.reviewCount);
    const sum = row.ratingSum === null ? null : Number(row.ratingSum);
    return {
      reviewCount: count,
      ratingSum: sum,
      ratingAverage: count && count > 0 && sum !== null ? roundAverage(sum / count) : null,
      rating: row.rating === null ? null : Number(row.rating),
      helpfulCount: Number(row.helpfulCount ?? 0),
      since: new Date(row.since).toISOString(),
    };
  }

  /** A subject as shown now, with its live figures. */
  toCandidate(row: q.EligibleRow, trophy: TrophyRow): TrophyCandidate {
    return { ...this.display(row, trophy.contentType), figures: this.figures(row) };
  }

  /** The live candidates among `ids` that are still eligible, in the order of `ids`. */
  async live(db: DbOrTx, trophy: TrophyRow, ids: readonly string[]): Promise<TrophyCandidate[]> {
    const rows = await q.eligible(db, trophy, { ids });
    const byId = new Map(rows.map((row) => [row.id, this.toCandidate(row, trophy)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** GET /trophies/{id}/eligible: the organiser's searchable list while NOMINATING. */
  async eligible(caller: TrophyCaller, id: string, query: EligibleQuery): Promise<TrophyEligibleList> {
    const { trophy } = await requireOrganiser(this.deps.db, id, caller);
    if (trophy.status !== 'NOMINATING') throw notNominating();
    const rows = await q.eligible(this.deps.db, trophy, {
      search: query.search || undefined,
      sortBy: query.sortBy,
      limit: query.take,
      offset: (query.page - 1) * query.take,
      selectedOnly: query.selected === 'true',
    });
    const total = rows[0]?.total ?? 0;
    return {
      data: rows.map((row) => ({ ...this.toCandidate(row, trophy), selected: Boolean(row.selected) })),
      meta: { page: query.page, take: query.take, total, pageCount: Math.max(1, Math.ceil(total / query.take)) },
    };
  }

  /** PUT /trophies/{id}/candidates: the whole set, each eligible, in the order given. */
  async set(caller: TrophyCaller, id: string, body: TrophyCandidatesBody): Promise<TrophyNomineeList> {
    await this.deps.db.transaction(async (tx) => {
      const { trophy } = await requireOrganiser(tx, id, caller, true);
      await assertCanPublish(tx, caller.id);
      if (trophy.status !== 'NOMINATING') throw notNominating();
      const ids = body.ids;
      const valid = ids.filter(isUuid);
      const rows = valid.length > 0 ? await q.eligible(tx, trophy, { ids: valid }) : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ineligible = ids.filter((subject) => !byId.has(subject));
      if (ineligible.length > 0) {
        throw new AppError('validation', M.trophy.error.ineligible_candidates, 400, { field: 'ids', ids: ineligible });
      }
      const before = (await q.listCandidates(tx, trophy.id)).map((row) => row.subjectId);
      await q.replaceCandidates(
        tx,
        trophy.id,
        ids.map((subject) => ({ subjectId: subject, teamId: byId.get(subject)!.teamId })),
      );
      await recordAudit(tx, {
        actorId: caller.id,
        action: 'trophy.candidates.set',
        targetType: 'trophy',
        targetId: trophy.id,
        before: { candidates: before },
        after: { candidates: ids },
      });
    });
    return this.list(caller, id);
  }

  /** GET /trophies/{id}/candidates: whoever may read the trophy. */
  async list(caller: TrophyCaller | null, id: string): Promise<TrophyNomineeList> {
    const { trophy } = await loadTrophy(this.deps.db, id, caller);
    const rows = await q.listCandidates(this.deps.db, trophy.id);
    if (trophy.lockedAt === null || rows.some((row) => row.figures === null || row.display === null)) {
      const live = await this.live(
        this.deps.db,
        trophy,
        rows.map((row) => row.subjectId),
      );
      return {
        data: live.map((candidate, position) => ({ ...candidate, position, score: null, rank: null, isWinner: false })),
      };
    }
    const frozen: TrophyCandidate[] = rows.map((row) => ({ ...row.display!, figures: row.figures! }));
    const table =
      trophy.method === 'SCORE' && trophy.scorePrior !== null ? scoreTable(frozen, trophy.scorePrior) : null;
    const scores = new Map(table?.map((row) => [row.id, row]) ?? []);
    const winner = trophy.status === 'AWARDED' ? await q.winnerOf(this.deps.db, trophy.id) : null;
    const data: TrophyNominee[] = frozen.map((candidate, index) => ({
      ...candidate,
      position: rows[index]!.position,
      score: scores.get(candidate.id)?.score ?? null,
      rank: scores.get(candidate.id)?.rank ?? null,
      isWinner: winner === candidate.id,
    }));
    return { data };
  }

  /**
   * For the lock (inside its transaction): checks every candidate is still eligible and freezes its display and
   * figures. Answers how many there are; refuses (409) when some are no longer eligible.
   */
  async freeze(tx: DbOrTx, trophy: TrophyRow): Promise<number> {
    const rows = await q.listCandidates(tx, trophy.id);
    const ids = rows.map((row) => row.subjectId);
    const live = ids.length > 0 ? await q.eligible(tx, trophy, { ids }) : [];
    const byId = new Map(live.map((row) => [row.id, row]));
    const gone = ids.filter((subject) => !byId.has(subject));
    if (gone.length > 0) throw new AppError('conflict', M.trophy.error.ineligible_candidates, 409, { ids: gone });
    for (const subject of ids) {
      const row = byId.get(subject)!;
      await q.freezeCandidate(tx, trophy.id, subject, {
        display: this.display(row, trophy.contentType),
        figures: this.figures(row),
      });
    }
    return ids.length;
  }

  /** SCORE's prior for the lock: the platform mean over the period's PUBLISHED reviews (3, the middle, without one). */
  async prior(tx: DbOrTx, trophy: TrophyRow): Promise<number> {
    return (await q.periodMean(tx, trophy)) ?? 3;
  }
}
