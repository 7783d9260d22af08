import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { rowsOf } from '../../db/rows.js';
import { categories, events, featuringResults, featurings } from '../../db/schema/index.js';

// A campaign's results: its immutable outcome rows, and what its sponsored cards earned, counted from the raw
// events of the featuring placement (kept EVENTS_RETENTION_DAYS; older days answer zero).

export function campaignOutcomes(db: DbOrTx, campaignId: string, from: string, to: string) {
  return db
    .select({
      result: featuringResults,
      category: { id: categories.id, slug: categories.slug, name: categories.name, nameDe: categories.nameDe },
    })
    .from(featuringResults)
    .leftJoin(featurings, eq(featurings.id, featuringResults.featuringId))
    .leftJoin(categories, eq(categories.id, featurings.categoryId))
    .where(
      and(eq(featuringResults.campaignId, campaignId), gte(featuringResults.day, from), lte(featuringResults.day, to)),
    )
    .orderBy(asc(featuringResults.day), asc(categories.name));
}

export interface PlacementCounts {
  featuringId: string;
  day: string;
  rank: number;
  impressions: number;
  clicks: number;
  uniqueClicks: number;
}

/**
 * Impressions (PAGE_VIEW of the product's card) and clicks (PRODUCT_CLICK) with `placement: 'featuring'`, per
 * featuring, UTC day and slot (the card's `rank`), of the team's products in `from`–`to` (the team's events index narrows the read).
 */
export async function placementCounts(
  db: DbOrTx,
  teamId: string,
  from: string,
  to: string,
): Promise<PlacementCounts[]> {
  const result = await db.execute(sql`
    select ${events.metadata}->>'featuringId' as "featuringId", (${events.metadata}->>'rank')::int as rank,
      to_char(${events.at} at time zone 'UTC', 'YYYY-MM-DD') as day,
      count(*) filter (where ${events.type} = 'PAGE_VIEW')::int as impressions,
      count(*) filter (where ${events.type} = 'PRODUCT_CLICK')::int as clicks,
      count(distinct ${events.visitor}) filter (where ${events.type} = 'PRODUCT_CLICK')::int as "uniqueClicks"
    from ${events}
    where ${events.teamId} = ${teamId}
      and ${events.at} >= ${`${from}T00:00:00Z`}::timestamptz
      and ${events.at} < (${to}::date + 1)::timestamp at time zone 'UTC'
      and ${events.metadata}->>'placement' = 'featuring'
      and ${events.type} in ('PAGE_VIEW', 'PRODUCT_CLICK')
      and ${events.metadata}->>'rank' ~ '^[0-9]$'
    group by 1, 2, 3`);
  return rowsOf<PlacementCounts>(result).map((row) => ({
    ...row,
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    uniqueClicks: Number(row.uniqueClicks),
  }));
}
