import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrophyBody } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { approveTeam, teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import { createTrophy, createTrophyCategory, TROPHY_TEST_LIMITS } from '../../../test/trophy-factories.js';

// Who may run a trophy (trophies.policy.ts), as a table over HTTP: platform trophies × global roles and
// team trophies × team roles, for create, edit, open, nominate, the eligible list, lock and cancel. 404 for someone
// who may not see the trophy, 403 for someone who sees it but may not change it, 401 signed out.

let t: TestContext;
let admin: Signed;
let mod: Signed;
let user: Signed;
let world: TeamWorld;
let lockedWorld: TeamWorld;
let pendingWorld: TeamWorld;
let categoryId: string;

beforeAll(async () => {
  t = await buildTestApp(TROPHY_TEST_LIMITS);
  [admin, mod, user] = await Promise.all([
    signedInUser(t.app, { role: 'ADMIN' }),
    signedInUser(t.app, { role: 'MOD' }),
    signedInUser(t.app),
  ]);
  world = await teamWorld(t.app);
  await approveTeam(t.app, world.team.id);
  lockedWorld = await teamWorld(t.app, { accessStatus: 'BLOCKED' });
  await approveTeam(t.app, lockedWorld.team.id);
  pendingWorld = await teamWorld(t.app);
  categoryId = (await createTrophyCategory(t.app)).id;
});
afterAll(async () => t.close());

const year = new Date().getUTCFullYear();
const body = (teamId: string | null): TrophyBody => ({
  name: 'Roles trophy',
  categoryId,
  contentType: 'PRODUCT',
  method: 'JURY',
  periodFrom: `${year}-01-01`,
  periodTo: `${year}-06-30`,
  teamId,
});
const status = async (who: Signed | null, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  (who
    ? await authed(t.app, who, { method, url: api(path), ...(payload && { payload }) })
    : await t.app.inject({ method, url: api(path), ...(payload && { payload }) })
  ).statusCode;

describe('creating', () => {
  it('a platform trophy: ADMIN only', async () => {
    expect(await status(admin, 'POST', '/trophies', body(null))).toBe(201);
    expect(await status(mod, 'POST', '/trophies', body(null))).toBe(403);
    expect(await status(user, 'POST', '/trophies', body(null))).toBe(403);
    expect(await status(null, 'POST', '/trophies', body(null))).toBe(401);
  });

  it("a team's trophy: its OWNER and ADMIN while the team is approved and unlocked; an EDITOR 403; a stranger 404", async () => {
    expect(await status(world.owner, 'POST', '/trophies', body(world.team.id))).toBe(201);
    expect(await status(world.admin, 'POST', '/trophies', body(world.team.id))).toBe(201);
    expect(await status(world.editor, 'POST', '/trophies', body(world.team.id))).toBe(403);
    expect(await status(world.outsider, 'POST', '/trophies', body(world.team.id))).toBe(404);
    expect(await status(admin, 'POST', '/trophies', body(world.team.id))).toBe(404);
    expect(await status(lockedWorld.owner, 'POST', '/trophies', body(lockedWorld.team.id))).toBe(403);
    expect(await status(pendingWorld.owner, 'POST', '/trophies', body(pendingWorld.team.id))).toBe(403);
  });
});

describe('running', () => {
  // expected status per caller for: edit, open, eligible (after open), cancel — on a fresh DRAFT each time.
  type Row = [string, () => Signed | null, number, number, number];
  const platform: Row[] = [
    ['ADMIN', () => admin, 200, 200, 200],
    ['MOD', () => mod, 404, 404, 403],
    ['USER', () => user, 404, 404, 403],
    ['a team OWNER', () => world.owner, 404, 404, 403],
    ['signed out', () => null, 401, 401, 404],
  ];
  const team: Row[] = [
    ['OWNER', () => world.owner, 200, 200, 200],
    ['ADMIN of the team', () => world.admin, 200, 200, 200],
    ['EDITOR', () => world.editor, 403, 403, 403],
    ['a member of another team', () => lockedWorld.owner, 404, 404, 403],
    ['a platform ADMIN', () => admin, 403, 403, 200],
    ['a MOD', () => mod, 404, 404, 403],
    ['signed out', () => null, 401, 401, 404],
  ];

  for (const [kind, rows] of [
    ['platform', platform],
    ['team', team],
  ] as const) {
    for (const [name, who, edit, open, eligibleOrCancel] of rows) {
      it(`${kind} trophy, ${name}: edit ${edit}, open ${open}, eligible/cancel as the table says`, async () => {
        const teamId = kind === 'team' ? world.team.id : null;
        const draft = await createTrophy(t.app, {
          categoryId,
          teamId,
          method: 'JURY',
          periodFrom: `${year}-01-01`,
          periodTo: `${year}-06-30`,
        });
        const caller = who();
        expect(await status(caller, 'PUT', `/trophies/${draft.id}`, body(teamId))).toBe(edit);
        expect(await status(caller, 'POST', `/trophies/${draft.id}/open`)).toBe(open);
        const nominating = await createTrophy(t.app, { categoryId, teamId, status: 'NOMINATING' });
        // A NOMINATING trophy is public: whoever may not run it gets 403 (signed out: 401), never 404.
        const eligible = await status(caller, 'GET', `/trophies/${nominating.id}/eligible`);
        const setCandidates = await status(caller, 'PUT', `/trophies/${nominating.id}/candidates`, { ids: [] });
        const lock = await status(caller, 'POST', `/trophies/${nominating.id}/lock`);
        const runs = edit === 200;
        expect(eligible).toBe(caller === null ? 401 : runs ? 200 : 403);
        expect(setCandidates).toBe(caller === null ? 401 : runs ? 200 : 403);
        expect(lock).toBe(caller === null ? 401 : runs ? 409 : 403);
        const cancel = await status(caller, 'POST', `/trophies/${nominating.id}/cancel`, {});
        expect(cancel).toBe(caller === null ? 401 : eligibleOrCancel);
      });
    }
  }

  it("a locked team's organisers may no longer run its trophies", async () => {
    const draft = await createTrophy(t.app, { categoryId, teamId: lockedWorld.team.id });
    expect(await status(lockedWorld.owner, 'POST', `/trophies/${draft.id}/open`)).toBe(403);
  });
});
