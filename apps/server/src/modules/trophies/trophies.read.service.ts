import type { z } from 'zod';
import {
  M,
  mayAdmin,
  TROPHY_WINS_COUNT,
  type adminTrophyListQuerySchema,
  type CreatorTrophyList,
  type creatorTrophyListQuerySchema,
  type Language,
  type TrophyDetail,
  type TrophyList,
  type trophyListQuerySchema,
  type TrophyWins,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { requireTeam } from '../teams/teams.access.js';
import { loadTrophy, trophyNotFound } from './trophies.access.js';
import { trophyPermissions, type TrophyCaller } from './trophies.policy.js';
import * as q from './trophies.read.queries.js';
import { SCORE_WEIGHT } from './trophies.score.js';
import { toSummary } from './trophies.summary.mapper.js';

// Reading trophies: the trophy page, the public, admin and creator lists, and the wins shown on a
// brand's, product's or YouTuber's page and to the signed-in author. No HTTP here; what is not public answers 404.
// What is the same for everyone reads `reads` (a replica, when there is one); what depends on who asks — their
// standing in a team, what they may do, their own wins — reads the primary, since a change someone else made to it
// (a membership, an award) carries no read-your-writes cookie to this person.

type PublicQuery = z.output<typeof trophyListQuerySchema>;
type AdminQuery = z.output<typeof adminTrophyListQuerySchema>;
type CreatorQuery = z.output<typeof creatorTrophyListQuerySchema>;

const meta = (paging: q.Paging, total: number) => ({
  page: paging.page,
  take: paging.take,
  total,
  pageCount: Math.max(1, Math.ceil(total / paging.take)),
});
const filtersOf = (query: {
  search?: string | undefined;
  contentType?: q.ListFilters['contentType'];
  categoryId?: string | undefined;
}) => ({
  search: query.search || undefined,
  contentType: query.contentType,
  categoryId: query.categoryId,
});

export class TrophyReadService {
  constructor(private readonly deps: Pick<ServiceDeps, 'db' | 'reads'>) {}

  /** For answers that are the same for everyone: may be a replica. The primary is `this.deps.db`. */
  private get reads() {
    return this.deps.reads;
  }

  /** The trophy page: 404 for what the caller may not read (trophies.policy.ts). A visitor's may come from a replica. */
  async get(id: string, caller: TrophyCaller | null, language: Language = 'en'): Promise<TrophyDetail> {
    const db = caller ? this.deps.db : this.reads;
    const { trophy, standing } = await loadTrophy(db, id, caller);
    const row = await q.summaryById(db, trophy.id);
    if (!row) throw trophyNotFound();
    const locked = trophy.lockedAt !== null;
    return {
      ...toSummary(row, language),
      commitment: locked ? trophy.drawCommitment : null,
      // The seed stays secret until the award: revealing it earlier would let anyone compute the draw.
      seed: trophy.status === 'AWARDED' ? trophy.drawSeed : null,
      justification: trophy.method === 'JURY' ? (row.decisionJustification ?? null) : null,
      scoring:
        trophy.method === 'SCORE' && locked && trophy.scorePrior !== null
          ? { prior: trophy.scorePrior, weight: SCORE_WEIGHT }
          : null,
      cancelledAt: trophy.cancelledAt ? trophy.cancelledAt.toISOString() : null,
      cancelReason: trophy.cancelReason,
      decidedBy: row.decidedByName ?? null,
      decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
      permissions: trophyPermissions(trophy, caller, standing),
    };
  }

  async list(query: PublicQuery, language: Language = 'en'): Promise<TrophyList> {
    const { rows, total } = await q.publicPage(this.reads, { ...filtersOf(query), status: query.status }, query, query);
    return { data: rows.map((row) => toSummary(row, language)), meta: meta(query, total) };
  }

  async adminList(caller: TrophyCaller, query: AdminQuery, language: Language = 'en'): Promise<TrophyList> {
    if (!mayAdmin(caller.role, 'trophies.manage')) throw new AppError('forbidden', M.trophy.error.platform_not_allowed);
    const { rows, total } = await q.platformPage(
      this.reads,
      { ...filtersOf(query), status: query.status },
      query,
      query,
    );
    return { data: rows.map((row) => toSummary(row, language)), meta: meta(query, total) };
  }

  /** A team's trophies: members only (requireTeam answers 404 to anyone else, a bad id included), asked of the primary. */
  async creatorList(
    userId: string,
    teamId: string,
    query: CreatorQuery,
    language: Language = 'en',
  ): Promise<CreatorTrophyList> {
    await requireTeam(this.deps.db, teamId, userId, 'view');
    const { rows, total } = await q.creatorPage(this.reads, teamId, query.relation, filtersOf(query), query, query);
    return {
      data: rows.map((row) => ({ ...toSummary(row, language), relation: row.relation ?? 'NOMINATED' })),
      meta: meta(query, total),
    };
  }

  async brandWins(creatorProfile: string, language: Language = 'en'): Promise<TrophyWins> {
    const teamId = await q.publicBrandTeamId(this.reads, creatorProfile);
    if (!teamId) throw new AppError('not_found', M.catalogue.error.brand_not_found);
    return {
      data: (await q.teamProductWins(this.reads, teamId, TROPHY_WINS_COUNT)).map((row) => toSummary(row, language)),
    };
  }

  async productWins(productId: string, language: Language = 'en'): Promise<TrophyWins> {
    if (!isUuid(productId) || !(await q.productIsVisible(this.reads, productId)))
      throw new AppError('not_found', M.catalogue.error.product_not_found);
    return {
      data: (await q.productWins(this.reads, productId, TROPHY_WINS_COUNT)).map((row) => toSummary(row, language)),
    };
  }

  async youtuberWins(handle: string, language: Language = 'en'): Promise<TrophyWins> {
    const userId = await q.publicYoutuberUserId(this.reads, handle);
    if (!userId) throw new AppError('not_found', M.catalogue.error.youtuber_not_found);
    return { data: (await q.authorWins(this.reads, userId, TROPHY_WINS_COUNT)).map((row) => toSummary(row, language)) };
  }

  /** How many trophies the signed-in author's reviews have won (`mine` lists the newest TROPHY_WINS_COUNT). */
  async mineCount(userId: string): Promise<number> {
    return q.authorWinCount(this.deps.db, userId);
  }

  /** A public trophy for its page head, or null (DRAFT, CANCELLED, unknown, not a uuid). */
  async publicOrNull(id: string, language: Language = 'en'): Promise<TrophyDetail | null> {
    try {
      return await this.get(id, null, language);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  }

  /** The sitemap's trophy entries: the /trophies index first, then every public trophy. */
  async sitemapCount(): Promise<number> {
    return 1 + (await q.sitemapCount(this.reads));
  }
  async sitemapPage(limit: number, offset: number): Promise<{ id: string | null; lastmod: string }[]> {
    if (limit <= 0) return [];
    const index = offset === 0 ? [{ id: null, lastmod: new Date().toISOString() }] : [];
    const rows = await q.sitemapTrophies(this.reads, limit - index.length, Math.max(0, offset - 1));
    return [...index, ...rows.map((row) => ({ id: row.id, lastmod: row.updatedAt.toISOString() }))];
  }

  /** The caller's own wins (their reviews). */
  async mine(userId: string, language: Language = 'en'): Promise<TrophyWins> {
    return {
      data: (await q.authorWins(this.deps.db, userId, TROPHY_WINS_COUNT)).map((row) => toSummary(row, language)),
    };
  }
}
