import { sql, type SQL } from 'drizzle-orm';
import type { CreatorTeamMember, User } from '@plaudit/contract';
import { contributeToMe } from '../auth/me-contributions.js';
import { teamIsLocked } from '../teams/teams.conditions.js';
import { applicationRoundSql, latestRoundFirstSql } from '../verifications/verifications.conditions.js';

const locked = teamIsLocked({ accessStatus: sql.raw('t.access_status'), accessUntil: sql.raw('t.access_until') });

// What the creators area adds to the signed-in person (spec §3): the team memberships, each with its team's newest
// verification round and effective access status, and the YouTuber record with its newest round. One round trip
// (GET /auth/me has a throughput budget): both parts come back as JSON columns of the statement auth.user.ts runs.

export interface CreatorExtras {
  creatorTeamMembers: CreatorTeamMember[];
  youtuber: User['youtuber'];
}

export type CreatorMeRow = { teams: CreatorTeamMember[] | string | null; youtuber: User['youtuber'] | string | null };

// A lock whose date has passed no longer counts (issue 3): the effective status is worked out here, in SQL.
const teamsJson = (userId: SQL) => sql`(select coalesce(json_agg(json_build_object(
      'id', m.id,
      'role', m.role,
      'creatorTeam', json_build_object(
        'id', t.id,
        'brandName', t.brand_name,
        'creatorProfile', t.profile_handle,
        'website', t.website,
        'settings', json_build_object('iconUrl', t.icon_url, 'bannerUrl', t.banner_url, 'social', t.social),
        'verification', json_build_object('status', coalesce(v.status, 'PENDING'), 'message', v.message),
        'accessStatus', case when ${locked} then 'BLOCKED' else 'UNBLOCKED' end,
        'accessUntil', case when t.access_status = 'BLOCKED' and t.access_until > now()
                            then to_char(t.access_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end
      )) order by m.created_at, m.id), '[]'::json)
   from creator_team_members m
   join creator_teams t on t.id = m.team_id
   left join lateral (select status, message from verifications where team_id = t.id and ${applicationRoundSql()}
                      order by ${latestRoundFirstSql()} limit 1) v on true
   where m.user_id = ${userId})`;

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
    teams: teamsJson(userId).mapWith((v: CreatorMeRow['teams']) => v),
    youtuber: youtuberJson(userId).mapWith((v: CreatorMeRow['youtuber']) => v),
  };
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Memberships come in join order, so "the first membership" of spec §4 is stable. */
export function toCreatorExtras(row: CreatorMeRow): CreatorExtras {
  return { creatorTeamMembers: row.teams === null ? [] : parsed(row.teams), youtuber: row.youtuber === null ? null : parsed(row.youtuber) };
}

/** The creators area's part of the signed-in person; a team's lock that ends by itself retires what was read. */
export function registerCreatorsMe(): void {
  contributeToMe({
    name: 'creators',
    columns: creatorMeColumns,
    read: (row) => toCreatorExtras(row as CreatorMeRow),
    ends: (part) => (part.creatorTeamMembers ?? []).map((m) => m.creatorTeam.accessUntil),
  });
}
