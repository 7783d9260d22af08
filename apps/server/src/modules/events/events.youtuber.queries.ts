import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

// A YouTuber dashboard's views, from the daily rollups: their page's own rows (profile_id = the YouTuber) and the rows
// of the products they reviewed. Whole UTC days, as the creator dashboard counts a daily range.

const dayOf = (date: Date) => sql`(${date.toISOString()}::timestamptz at time zone 'UTC')::date`;

export interface DayWindow {
  from: Date;
  to: Date;
}

/** Views and visitors (summed per day) of one profile's page over the window. */
export async function pageFigures(
  db: Db,
  profileId: string,
  w: DayWindow,
): Promise<{ views: number; visitors: number }> {
  const [row] = rowsOf<{ views: number | string; visitors: number | string }>(
    await db.execute(sql`
    select coalesce(sum(views), 0) as views, coalesce(sum(visitors), 0) as visitors from event_rollups_daily
    where profile_id = ${profileId} and day >= ${dayOf(w.from)} and day <= ${dayOf(new Date(w.to.getTime() - 1))}`),
  );
  return { views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
}

/** Page views of each product over the window (products with none are absent). */
export async function productViews(db: Db, productIds: readonly string[], w: DayWindow): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = rowsOf<{ profile_id: string; views: number | string }>(
    await db.execute(sql`
    select profile_id, sum(views) as views from event_rollups_daily
    where profile_id = any(${sql.param([...productIds])}::uuid[]) and day >= ${dayOf(w.from)} and day <= ${dayOf(new Date(w.to.getTime() - 1))}
    group by profile_id`),
  );
  return new Map(rows.map((row) => [row.profile_id, Number(row.views)]));
}
