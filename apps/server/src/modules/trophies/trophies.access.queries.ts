import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { creatorTeams, trophies } from '../../db/schema/index.js';
import { teamIsApproved, teamIsBlocked } from '../catalogue/catalogue.rules.js';
import { roleIn } from '../teams/teams.access.js';
import type { TeamStanding } from './trophies.policy.js';

// The two reads every trophy step starts with: the trophy, and the caller's standing in a team.

export type TrophyRow = typeof trophies.$inferSelect;

/** The trophy; `forUpdate` locks its row for the rest of the transaction (every state change takes it first). */
export async function findTrophy(db: DbOrTx, id: string, forUpdate = false): Promise<TrophyRow | undefined> {
  const query = db.select().from(trophies).where(eq(trophies.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The caller's role in the team, whether the team is locked now and whether its newest verification is APPROVED. */
export async function findTeamStanding(db: DbOrTx, teamId: string, userId: string): Promise<TeamStanding | null> {
  const [row] = await db
    .select({
      role: roleIn(creatorTeams.id, userId),
      locked: sql<boolean>`${teamIsBlocked(creatorTeams)}`,
      approved: sql<boolean>`${teamIsApproved(creatorTeams.id)}`,
    })
    .from(creatorTeams)
    .where(eq(creatorTeams.id, teamId))
    .limit(1);
  return row?.role ? { role: row.role, locked: Boolean(row.locked), approved: Boolean(row.approved) } : null;
}
