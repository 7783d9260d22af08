import { M, mayDoInTeam, statsRange, type CreatorStats, type StatsInterval, type StatsTotals } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { roleOf } from '../teams/teams.access.js';
import type { EventRollupService } from './events.rollup.service.js';
import * as q from './events.stats.queries.js';
import { TtlCache } from './events.ttl-cache.js';

// The creator dashboard's figures: who may read them (the team's OWNER, ADMIN and EDITOR; anyone else
// is told there is no such team), the range and the period before it, and the answer's shape. Answers are kept up to
// 30 s per team, query and rollup (the lists dashboard stats among the cached domains): a dashboard reloaded or
// switched back and forth costs one small read, and the next rollup shows at once.

export interface StatsQuery {
  from?: string | undefined;
  to?: string | undefined;
  interval: StatsInterval;
  productId?: string | undefined;
}

const CACHE_MS = 30_000;

function toTotals(row: q.TotalsRow): StatsTotals {
  return {
    views: row.views,
    visitors: row.visitors,
    clicks: row.clicks,
    clickThroughRate: row.productViews > 0 ? Math.round((row.clicks / row.productViews) * 10_000) / 10_000 : null,
    reviews: row.reviews,
    avgRating: row.avgRating === null ? null : Math.round(row.avgRating * 100) / 100,
    trophies: row.trophies,
    brandAwards: row.brandAwards,
  };
}

export class EventStatsService {
  private readonly cache: TtlCache<string, CreatorStats>;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly rollup: EventRollupService,
  ) {
    this.cache = new TtlCache(deps.config.events.statsCacheMs, 1000);
  }

  /**
   * 404 unless the person is a member of the team whose role may read its figures; 400 for another team's product.
   * On the primary, never a replica: a member removed (by someone else, so no read-your-writes cookie helps) must
   * lose the figures at once, and one just added must not be told there is no such team.
   */
  async checkAccess(teamId: string, userId: string, productId: string | undefined): Promise<void> {
    // An id that is not a UUID names no team, and must not reach PostgreSQL as a failed cast (a 500).
    if (!isUuid(teamId)) throw new AppError('not_found', M.error.common.not_found, 404);
    const role = await roleOf(this.deps.db, teamId, userId);
    if (!role || !mayDoInTeam(role, 'viewStats')) throw new AppError('not_found', M.error.common.not_found, 404);
    if (productId && !(await q.productOfTeam(this.deps.db, teamId, productId))) {
      throw new AppError('validation', M.stats.validation.product, 400, { field: 'productId' });
    }
  }

  async creatorStats(teamId: string, userId: string, query: StatsQuery, now = new Date()): Promise<CreatorStats> {
    await this.checkAccess(teamId, userId, query.productId);
    // The figures themselves are a dashboard's: they may come from a replica (plugins/reads.ts).
    const db = this.deps.reads;
    // Keyed by the last rollup too: an answer is kept until the figures behind it change, never past it. Read where
    // the figures are read, so a replica behind the primary's last rollup does not keep old figures under its key.
    const rolledUpAt = await this.rollup.rolledUpAt(db);
    const key = JSON.stringify([
      teamId,
      query.from,
      query.to,
      query.interval,
      query.productId,
      query.to === undefined ? Math.floor(now.getTime() / CACHE_MS) : 0,
      rolledUpAt?.getTime(),
    ]);
    const cached = this.deps.config.events.statsCacheMs > 0 ? this.cache.get(key) : undefined;
    if (cached) return cached;

    const { from, to } = statsRange(query.from, query.to, now);
    const length = to.getTime() - from.getTime();
    const window: q.StatsWindow = { teamId, productId: query.productId ?? null, from, to };
    const before: q.StatsWindow = { ...window, from: new Date(from.getTime() - length), to: from };
    const hourly = query.interval === 'hour';
    const [totals, previous, series, top, refs, found] = await Promise.all([
      q.totals(db, window, hourly),
      q.totals(db, before, hourly),
      q.series(db, window, query.interval),
      q.topProducts(db, window),
      q.referrers(db, window),
      q.searches(db, window),
    ]);
    const answer: CreatorStats = {
      from: from.toISOString(),
      to: to.toISOString(),
      interval: query.interval,
      rolledUpAt: rolledUpAt?.toISOString() ?? null,
      totals: toTotals(totals),
      previous: toTotals(previous),
      series,
      topProducts: top.map((row) => ({
        productId: row.product_id,
        name: row.name,
        slug: row.slug,
        views: Number(row.views),
        clicks: Number(row.clicks),
        clickThroughRate:
          Number(row.views) > 0 ? Math.round((Number(row.clicks) / Number(row.views)) * 10_000) / 10_000 : null,
      })),
      referrers: refs.map((row) => ({ host: row.host === '' ? null : row.host, views: Number(row.views) })),
      searches: found.map((row) => ({ query: row.query, count: Number(row.count) })),
    };
    if (this.deps.config.events.statsCacheMs > 0) this.cache.set(key, answer);
    return answer;
  }

  /** The series as CSV (one row per bucket) and a file name naming the brand and the range. */
  async creatorCsv(
    teamId: string,
    userId: string,
    query: StatsQuery,
    now = new Date(),
  ): Promise<{ fileName: string; csv: string }> {
    const stats = await this.creatorStats(teamId, userId, query, now);
    const brand =
      ((await q.teamName(this.deps.reads, teamId)) ?? 'team')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'team';
    const lines = ['at,views,visitors,clicks,reviews,avgRating'];
    for (const point of stats.series) {
      lines.push([point.at, point.views, point.visitors, point.clicks, point.reviews, point.avgRating ?? ''].join(','));
    }
    return {
      fileName: `plaudit-stats-${brand}-${stats.from.slice(0, 10)}-${stats.to.slice(0, 10)}.csv`,
      csv: `${lines.join('\r\n')}\r\n`,
    };
  }
}
