import { sql, type SQL } from 'drizzle-orm';
import type { User } from '@plaudit/contract';
import { contributeToMe } from '../auth/me-contributions.js';
import { latestRoundFirstSql } from '../verifications/verifications.rules.js';

// What the creators area adds to the signed-in person: the YouTuber record with its newest round, a JSON column of
// the statement auth.user.ts runs (GET /auth/me has a throughput budget). The team memberships are the teams
// module's part (teams.me.ts).

export interface CreatorExtras {
  youtuber: User['youtuber'];
}

export type CreatorMeRow = { youtuber: User['youtuber'] | string | null };

const youtuberJson = (userId: SQL) => sql`(select json_build_object(
      'id', y.id, 'pageName', y.page_name, 'youtubeUrl', y.youtube_url, 'handle', y.handle,
      'verification', json_build_object('status', coalesce(v.status, 'PENDING'), 'message', v.message))
   from youtubers y
   left join lateral (select status, message from verifications where youtuber_id = y.id
                      order by ${latestRoundFirstSql()} limit 1) v on true
   where y.user_id = ${userId})`;

/**
 * The columns this area adds to the one statement that loads the signed-in person (auth.user.ts): `userId` is the
 * SQL expression of the person's id in that statement.
 */
export function creatorMeColumns(userId: SQL) {
  return {
    youtuber: youtuberJson(userId).mapWith((v: CreatorMeRow['youtuber']) => v),
  };
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export function toCreatorExtras(row: CreatorMeRow): CreatorExtras {
  return { youtuber: row.youtuber === null ? null : parsed(row.youtuber) };
}

/** The creators area's part of the signed-in person; a YouTuber record does not end by itself. */
export function registerCreatorsMe(): void {
  contributeToMe({
    name: 'creators',
    columns: creatorMeColumns,
    read: (row) => toCreatorExtras(row as CreatorMeRow),
    ends: () => [],
  });
}
