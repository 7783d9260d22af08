import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

// The monthly moderation figures, each counted straight from the table that holds the fact (calendar months in UTC).
// Every query groups by the month key `YYYY-MM` of one timestamp column from `since` on.

const month = (column: string) => sql.raw(`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`);

type Row = Record<string, unknown> & { month: string };

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}

export async function reviewFigures(db: Db, since: Date) {
  const iso = since.toISOString();
  return Promise.all([
    rows(
      db,
      sql`select ${month('published_at')} as month, count(*)::int as n from reviews
      where published_at >= ${iso} group by 1`,
    ),
    rows(
      db,
      sql`select ${month('created_at')} as month, count(*)::int as n from reviews
      where created_at >= ${iso} and cardinality(hold_rules) > 0 group by 1`,
    ),
    rows(
      db,
      sql`select ${month('decided_at')} as month, kind, ground, count(*)::int as n from decisions
      where decided_at >= ${iso} and kind in ('REVIEW_REJECTED', 'REVIEW_REMOVED') group by 1, 2, 3`,
    ),
    // How long a review waited for a moderator: from submission to the decision on it.
    rows(
      db,
      sql`select ${month('decided_at')} as month,
        percentile_cont(0.5) within group (order by extract(epoch from decided_at - created_at) / 3600)::float8 as hours
      from reviews where decided_at >= ${iso} and decided_by is not null group by 1`,
    ),
  ]);
}

export async function reportFigures(db: Db, since: Date) {
  const iso = since.toISOString();
  return Promise.all([
    rows(
      db,
      sql`select ${month('created_at')} as month, count(*)::int as n from review_reports
      where created_at >= ${iso} group by 1`,
    ),
    rows(
      db,
      sql`select ${month('resolved_at')} as month, status, count(*)::int as n from review_reports
      where resolved_at >= ${iso} and status <> 'OPEN' group by 1, 2`,
    ),
  ]);
}

export async function punishmentFigures(db: Db, since: Date) {
  return rows(
    db,
    sql`select ${month('created_at')} as month, type, count(*)::int as n from punishments
    where created_at >= ${since.toISOString()} group by 1, 2`,
  );
}

export async function appealFigures(db: Db, since: Date) {
  const iso = since.toISOString();
  return Promise.all([
    rows(
      db,
      sql`select ${month('created_at')} as month, count(*)::int as n from appeals
      where created_at >= ${iso} group by 1`,
    ),
    rows(
      db,
      sql`select ${month('decided_at')} as month, status, count(*)::int as n from appeals
      where decided_at >= ${iso} and status <> 'OPEN' group by 1, 2`,
    ),
  ]);
}
