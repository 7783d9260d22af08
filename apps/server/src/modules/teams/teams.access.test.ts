import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { creatorTeams } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { addMember, createTeam } from '../../../test/team-factories.js';
import { isMember, memberOf, roleIn, roleOf, teamMembersAs, teamsOf } from './teams.access.js';

// The one home of team membership: the checks every other area calls, and their SQL forms, agree with each other
// and with the rows; the SQL forms keep the caller's columns apart from their own even in a one-table select.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function scene() {
  const [first, second, third] = [await createTeam(t.app), await createTeam(t.app), await createTeam(t.app)];
  const person = await createUser(t.app);
  const stranger = await createUser(t.app);
  await addMember(t.app, second.id, person.id, 'EDITOR');
  await addMember(t.app, first.id, person.id, 'OWNER');
  return { first, second, third, person, stranger };
}

describe('team access', () => {
  it('roleOf and isMember: the role of a member, null and false for anyone else or an id that is not one', async () => {
    const { first, second, third, person, stranger } = await scene();
    expect(await roleOf(t.app.db, first.id, person.id)).toBe('OWNER');
    expect(await roleOf(t.app.db, second.id, person.id)).toBe('EDITOR');
    expect(await roleOf(t.app.db, third.id, person.id)).toBeNull();
    expect(await roleOf(t.app.db, first.id, stranger.id)).toBeNull();
    expect(await roleOf(t.app.db, 'not-a-team', person.id)).toBeNull();
    expect(await isMember(t.app.db, second.id, person.id)).toBe(true);
    expect(await isMember(t.app.db, third.id, person.id)).toBe(false);
  });

  it('teamsOf: every membership oldest first, or only those among the ids asked about', async () => {
    const { first, second, third, person, stranger } = await scene();
    expect(await teamsOf(t.app.db, person.id)).toEqual([
      { teamId: second.id, role: 'EDITOR' },
      { teamId: first.id, role: 'OWNER' },
    ]);
    expect(await teamsOf(t.app.db, person.id, [first.id, third.id, 'nonsense'])).toEqual([
      { teamId: first.id, role: 'OWNER' },
    ]);
    expect(await teamsOf(t.app.db, person.id, [])).toEqual([]);
    expect(await teamsOf(t.app.db, stranger.id)).toEqual([]);
  });

  it("roleIn and memberOf over the caller's own column, in a select of one table", async () => {
    const { first, second, third, person } = await scene();
    const rows = await t.app.db
      .select({
        id: creatorTeams.id,
        role: roleIn(creatorTeams.id, person.id),
        member: sql<boolean>`${memberOf(creatorTeams.id, person.id)}`,
      })
      .from(creatorTeams)
      .where(sql`${creatorTeams.id} in (${first.id}, ${second.id}, ${third.id})`);
    const byTeam = new Map(rows.map((r) => [r.id, { role: r.role, member: Boolean(r.member) }]));
    expect(byTeam.get(first.id)).toEqual({ role: 'OWNER', member: true });
    expect(byTeam.get(second.id)).toEqual({ role: 'EDITOR', member: true });
    expect(byTeam.get(third.id)).toEqual({ role: null, member: false });
    const [filtered] = await t.app.db
      .select({ id: creatorTeams.id })
      .from(creatorTeams)
      .where(sql`${creatorTeams.id} = ${third.id} and ${memberOf(creatorTeams.id, person.id)}`);
    expect(filtered).toBeUndefined();
  });

  it('teamMembersAs joins like the table, under the name asked for', async () => {
    const { first, second, person } = await scene();
    const members = teamMembersAs('their_memberships');
    const rows = await t.app.db
      .select({ brandName: creatorTeams.brandName, role: members.role })
      .from(members)
      .innerJoin(creatorTeams, eq(creatorTeams.id, members.teamId))
      .where(eq(members.userId, person.id))
      .orderBy(members.createdAt);
    expect(rows).toEqual([
      { brandName: second.brandName, role: 'EDITOR' },
      { brandName: first.brandName, role: 'OWNER' },
    ]);
  });
});
