import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { SCALE_HANDLE_PREFIX } from './scale.js';

// `npm run seed:scale -- --links 100000`: short links over the scale brands, round robin, made by PostgreSQL itself
// 100,000 rows a statement, each with its first destination. Slugs are SCALE_LINK_PREFIX + a number from 1, so the
// benchmark can ask for random ones (`bench`), and `--reset` finds them.

export const SCALE_LINK_PREFIX = 'scalelink';
const CHUNK = 100_000;

export async function countScaleLinks(database: Database): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await database.db.execute(sql`select count(*) as n from short_links where slug like ${`${SCALE_LINK_PREFIX}%`}`),
  );
  return Number(row?.n ?? 0);
}

export async function seedScaleLinks(
  database: Database,
  total: number,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const existing = await countScaleLinks(database);
  if (existing >= total) {
    log(`${existing} scale links exist already: none added`);
    return;
  }
  const handles = `${SCALE_HANDLE_PREFIX}%`;
  for (let done = existing; done < total; done += CHUNK) {
    const last = Math.min(total, done + CHUNK);
    const started = Date.now();
    await database.db.execute(sql`
      with t as materialized (
        select row_number() over (order by id) - 1 as n, id, profile_handle from creator_teams where profile_handle like ${handles}
      ),
      size as (select count(*) as total from t),
      made as (
        insert into short_links (team_id, slug, destination, title, utm)
        select t.id, ${SCALE_LINK_PREFIX} || i, 'https://' || t.profile_handle || '.example/p/' || i,
               'Scale link ' || i, jsonb_build_object('source', 'bench')
        from generate_series(${done + 1}::int, ${last}::int) i, size
        join t on true
        where t.n = i % size.total
        returning id, destination, created_at
      )
      insert into short_link_destinations (link_id, destination, from_at) select id, destination, created_at from made`);
    log(`links ${last} of ${total} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await database.db.execute(sql`analyze short_links`);
}

export async function resetScaleLinks(database: Database): Promise<void> {
  await database.db.execute(sql`delete from short_links where slug like ${`${SCALE_LINK_PREFIX}%`}`);
}
