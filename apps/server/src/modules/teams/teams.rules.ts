import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// "The team is locked" in SQL, stated once (teams.policy.ts isTeamLocked says the same for a loaded row): access
// BLOCKED with no end, or an end still ahead. Over the caller's own columns, so each query keeps its joins.

type Column = AnyPgColumn | SQL;

export function teamIsLocked(team: { accessStatus: Column; accessUntil: Column }): SQL {
  return sql`(${team.accessStatus} = 'BLOCKED' and (${team.accessUntil} is null or ${team.accessUntil} > now()))`;
}
