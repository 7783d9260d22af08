import {
  type CampaignResults,
  type FeaturingLossReason,
  type FeaturingRangeQuery,
  type Language,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { isUuid } from '../../lib/ids.js';
import { requireTeam } from '../teams/teams.access.js';
import { campaignNotFound } from './featuring.campaigns.service.js';
import { findCampaign } from './featuring.campaigns.queries.js';
import { dayOf, dayRange } from './featuring.dates.js';
import { categoryRef } from './featuring.mapper.js';
import { campaignOutcomes, placementCounts } from './featuring.results.queries.js';

// A campaign's results, for every member of its team: per day and bid, won or lost (and why), rank, price, and what
// the sponsored card earned (impressions, clicks, unique clicks, CTR); and the same rows as CSV.

const CSV_COLUMNS = [
  'day',
  'category',
  'product',
  'max_bid',
  'won',
  'reason',
  'rank',
  'price',
  'impressions',
  'clicks',
  'unique_clicks',
  'ctr',
] as const;

/** A CSV field: quoted when it holds a separator, a quote or a line break; a leading = + - @ is defused. */
function field(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export class CampaignResultsService {
  constructor(private readonly deps: Pick<ServiceDeps, 'db'>) {}

  async results(
    teamId: string,
    userId: string,
    campaignId: string,
    query: FeaturingRangeQuery,
    language: Language,
    now = new Date(),
  ): Promise<CampaignResults> {
    await requireTeam(this.deps.db, teamId, userId, 'view');
    if (!isUuid(campaignId) || !(await findCampaign(this.deps.db, teamId, campaignId))) throw campaignNotFound();
    const { from, to } = dayRange(query, dayOf(now));
    const [outcomes, counts] = await Promise.all([
      campaignOutcomes(this.deps.db, campaignId, from, to),
      placementCounts(this.deps.db, teamId, from, to),
    ]);
    const countOf = new Map(counts.map((c) => [`${c.featuringId}|${c.day}|${c.rank}`, c]));
    const data = outcomes.map(({ result, category }) => {
      const won = result.price !== null;
      const c = won ? countOf.get(`${result.featuringId}|${result.day}|${result.rank}`) : undefined;
      const impressions = c?.impressions ?? 0;
      const clicks = c?.clicks ?? 0;
      return {
        day: result.day,
        featuringId: result.featuringId,
        // A featuring deleted since (it never sold a day) no longer names its category.
        category: category ? categoryRef(category, language) : { id: '', slug: '', name: '' },
        product: { id: result.productId, name: result.productName },
        maxBid: result.maxBid,
        won,
        reason: result.reason as FeaturingLossReason | null,
        rank: result.rank,
        price: result.price,
        impressions,
        clicks,
        uniqueClicks: c?.uniqueClicks ?? 0,
        ctr: impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0,
      };
    });
    return {
      from,
      to,
      data,
      totals: {
        spent: data.reduce((sum, row) => sum + (row.price ?? 0), 0),
        daysWon: data.filter((row) => row.won).length,
        impressions: data.reduce((sum, row) => sum + row.impressions, 0),
        clicks: data.reduce((sum, row) => sum + row.clicks, 0),
      },
    };
  }

  async csv(
    teamId: string,
    userId: string,
    campaignId: string,
    query: FeaturingRangeQuery,
    language: Language,
  ): Promise<{ fileName: string; csv: string }> {
    const results = await this.results(teamId, userId, campaignId, query, language);
    const lines = [
      CSV_COLUMNS.join(','),
      ...results.data.map((row) =>
        [
          row.day,
          row.category.name,
          row.product.name,
          row.maxBid,
          row.won,
          row.reason,
          row.rank,
          row.price,
          row.impressions,
          row.clicks,
          row.uniqueClicks,
          row.ctr,
        ]
          .map(field)
          .join(','),
      ),
    ];
    return {
      fileName: `plaudit-campaign-${campaignId.slice(0, 8)}-${results.from}-${results.to}.csv`,
      csv: `${lines.join('\r\n')}\r\n`,
    };
  }
}
