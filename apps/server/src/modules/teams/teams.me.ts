import { sql, type SQL } from 'drizzle-orm';
import type { CreatorTeamMember } from '@plaudit/contract';
import { contributeToMe } from '../auth/me-contributions.js';
import { applicationRoundSql, latestRoundFirstSql } from '../verifications/verifications.rules.js';
import { teamIsLocked } from './teams.rules.js';

const locked = teamIsLocked({ accessStatus: sql.raw('t.access_status'), accessUntil: sql.raw('t.access_until') });

// What the teams area adds to the signed-in person: the memberships, each with its team's newest verification round
// and effective access status. A JSON column of the one statement auth.user.ts runs (GET /auth/me has a throughput
// budget), written here because the memberships are this module's to read.

type TeamsMeRow = { teams: CreatorTeamMember[] | string | null };

// A lock whose date has passed no longer counts: the effective status is worked out here, in SQL.
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

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Memberships come in join order, so "the first membership" is stable; a team's lock that ends by itself retires what was read. */
export function registerTeamsMe(): void {
  contributeToMe({
    name: 'teams',
    columns: (userId) => ({ teams: teamsJson(userId).mapWith((v: TeamsMeRow['teams']) => v) }),
    read: (row) => {
      const teams = (row as TeamsMeRow).teams;
      return { creatorTeamMembers: teams === null ? [] : parsed(teams) };
    },
    ends: (part) => (part.creatorTeamMembers ?? []).map((m) => m.creatorTeam.accessUntil),
  });
}
