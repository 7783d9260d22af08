import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pathOf, ROUTES, type TeamRole } from '@plaudit/contract';
import {
  creatorTeamMembers,
  creatorTeams,
  emptySocialLinks,
  teamInvites,
  verifications,
} from '../src/db/schema/index.js';
import { api, authed, latestMail, signedInUser, type Signed } from './factories.js';

// Factories for the creator workspace tests: teams and memberships straight on the tables, invites through the
// API (their token exists only in the mail), and a whole team with one person per role.

/** Team tests sign many people in from one address: lift the per-IP sign-in limit (its own tests cover it). */
export const TEAM_TEST_LIMITS = { rateLimits: { signInPerIp: 100_000, signUpPerIp: 100_000 } };

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

export async function addMember(app: FastifyInstance, teamId: string, userId: string, role: TeamRole) {
  const [row] = await app.db.insert(creatorTeamMembers).values({ teamId, userId, role }).returning();
  return row!;
}

export type SignedUser = Awaited<ReturnType<typeof signedInUser>>;
export interface TeamWorld {
  team: Awaited<ReturnType<typeof createTeam>>;
  owner: SignedUser;
  admin: SignedUser;
  editor: SignedUser;
  outsider: SignedUser;
  members: Record<'owner' | 'admin' | 'editor', { id: string }>;
}

/** A team with an OWNER, an ADMIN and an EDITOR (each signed in), and a signed-in outsider. */
export async function teamWorld(
  app: FastifyInstance,
  teamOverrides: Partial<typeof creatorTeams.$inferInsert> = {},
): Promise<TeamWorld> {
  const team = await createTeam(app, teamOverrides);
  const [owner, admin, editor, outsider] = await Promise.all([
    signedInUser(app),
    signedInUser(app),
    signedInUser(app),
    signedInUser(app),
  ]);
  const members = {
    owner: await addMember(app, team.id, owner.user.id, 'OWNER'),
    admin: await addMember(app, team.id, admin.user.id, 'ADMIN'),
    editor: await addMember(app, team.id, editor.user.id, 'EDITOR'),
  };
  return { team, owner, admin, editor, outsider, members };
}

export function inviteBody(overrides: Record<string, unknown> = {}) {
  const id = randomBytes(4).toString('hex');
  return { firstName: 'Grace', lastName: 'Hopper', email: `invitee-${id}@example.test`, role: 'EDITOR', ...overrides };
}

/** An APPROVED verification round for the team, as an admin's decision would leave it. */
export async function approveTeam(app: FastifyInstance, teamId: string) {
  await app.db
    .insert(verifications)
    .values({ subjectType: 'CREATOR', teamId, status: 'APPROVED', details: {}, reviewedAt: new Date() });
}

/**
 * Invites through the API as `by`; answers the invite id and the token from the mailed link. Only APPROVED teams
 * may invite, so the team is approved first when its newest round is not.
 */
export async function invite(
  app: FastifyInstance,
  by: Signed,
  teamId: string,
  overrides: Record<string, unknown> = {},
) {
  const [latest] = await app.db
    .select({ status: verifications.status })
    .from(verifications)
    .where(eq(verifications.teamId, teamId))
    .orderBy(desc(verifications.submittedAt))
    .limit(1);
  if (latest?.status !== 'APPROVED') await approveTeam(app, teamId);
  const body = inviteBody(overrides);
  const res = await authed(app, by, {
    method: 'POST',
    url: api(pathOf(ROUTES.teams.invite.path, { teamId })),
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  const mail = await latestMail(app, body.email);
  const match = mail?.text.match(/\/invite\?token=([^\s]+)/);
  if (!match?.[1]) throw new Error(`no invite link mailed to ${body.email}`);
  return { id: res.json<{ id: string }>().id, token: decodeURIComponent(match[1]), email: body.email, mail: mail! };
}

export async function expireInvite(app: FastifyInstance, inviteId: string) {
  await app.db
    .update(teamInvites)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(teamInvites.id, inviteId));
}
