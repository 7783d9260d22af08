import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { creatorTeamMembers, creatorTeams, emptySocialLinks } from '../src/db/schema/index.js';
import type { TeamRole } from '@plaudit/contract';

// Factories for the trust area's tests: a creator team, and a membership in it (creating the team when missing).

export async function createTeam(app: FastifyInstance, overrides: Partial<typeof creatorTeams.$inferInsert> = {}) {
  const id = randomBytes(4).toString('hex');
  const [row] = await app.db
    .insert(creatorTeams)
    .values({
      brandName: `Brand ${id}`,
      profileHandle: `brand${id}`,
      social: emptySocialLinks(),
      claimedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function addMember(app: FastifyInstance, userId: string, role: TeamRole = 'OWNER') {
  const team = await createTeam(app);
  const [row] = await app.db.insert(creatorTeamMembers).values({ teamId: team.id, userId, role }).returning();
  return { team, member: row! };
}
