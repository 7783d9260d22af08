import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { creatorTeams } from '../../db/schema/index.js';
import { M, pathOf, ROUTES } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser } from '../../../test/factories.js';
import { multipartBody, testPicture } from '../../../test/multipart.js';
import {
  addMember,
  approveTeam,
  invite,
  TEAM_TEST_LIMITS,
  teamWorld,
  type TeamWorld,
} from '../../../test/team-factories.js';

// The role table of teams.policy.ts, route by route, for the team's OWNER, ADMIN and EDITOR and for an outsider
// (404 everywhere); then the same routes on a locked team (read-only for all its members).

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
});
afterAll(async () => t.close());

type Actor = 'owner' | 'admin' | 'editor' | 'outsider';
const ACTORS: Actor[] = ['owner', 'admin', 'editor', 'outsider'];

interface Row {
  name: string;
  /** Built on a fresh team for every actor, so one actor's change never decides another's answer. */
  request: (w: TeamWorld) => Promise<InjectOptions>;
  expected: Record<Actor, number>;
  /** A read (allowed on a locked team). */
  read?: boolean;
}

const settingsBody = {
  brandName: 'Renamed Brand',
  website: 'https://brand.example',
  description: 'A brand that makes things.',
};

const rows: Row[] = [
  {
    name: 'GET /creator/settings/{teamId}',
    request: async (w) => ({ method: 'GET', url: api(pathOf(ROUTES.teams.getSettings.path, { teamId: w.team.id })) }),
    expected: { owner: 200, admin: 200, editor: 200, outsider: 404 },
    read: true,
  },
  {
    name: 'PUT /creator/settings/{teamId}',
    request: async (w) => ({
      method: 'PUT',
      url: api(pathOf(ROUTES.teams.updateSettings.path, { teamId: w.team.id })),
      payload: settingsBody,
    }),
    expected: { owner: 200, admin: 200, editor: 403, outsider: 404 },
  },
  {
    name: 'PUT /creator/social (selected team)',
    request: async () => ({
      method: 'PUT',
      url: api(ROUTES.teams.updateSocial.path),
      payload: { xUrl: 'https://x.com/brand' },
    }),
    expected: { owner: 200, admin: 200, editor: 403, outsider: 404 },
  },
  {
    name: 'PUT /creator/settings/imageUpload/{teamId} (icon)',
    request: async (w) => ({
      method: 'PUT',
      url: api(pathOf(ROUTES.teams.uploadImage.path, { teamId: w.team.id })),
      ...multipartBody({ buffer: await testPicture(8, 8) }, { imageType: 'iconUrl' }),
    }),
    expected: { owner: 200, admin: 200, editor: 403, outsider: 404 },
  },
  {
    name: 'DELETE /creator/settings/{type}/{teamId}',
    request: async (w) => ({
      method: 'DELETE',
      url: api(pathOf(ROUTES.teams.deleteImage.path, { type: 'bannerUrl', teamId: w.team.id })),
    }),
    expected: { owner: 200, admin: 200, editor: 403, outsider: 404 },
  },
  {
    name: 'GET /creator/teamMembers/{teamId}',
    request: async (w) => ({ method: 'GET', url: api(pathOf(ROUTES.teams.listMembers.path, { teamId: w.team.id })) }),
    expected: { owner: 200, admin: 200, editor: 200, outsider: 404 },
    read: true,
  },
  {
    name: 'PUT /creator/teamMembers/{teamId}/{memberId} (an EDITOR → ADMIN)',
    request: async (w) => {
      const extra = await signedInUser(t.app);
      const member = await addMember(t.app, w.team.id, extra.user.id, 'EDITOR');
      return {
        method: 'PUT',
        url: api(pathOf(ROUTES.teams.updateMember.path, { teamId: w.team.id, memberId: member.id })),
        payload: { role: 'ADMIN' },
      };
    },
    expected: { owner: 200, admin: 403, editor: 403, outsider: 404 },
  },
  {
    name: 'DELETE /creator/teamMembers/{teamId}/{memberId} (remove an EDITOR)',
    request: async (w) => {
      const extra = await signedInUser(t.app);
      const member = await addMember(t.app, w.team.id, extra.user.id, 'EDITOR');
      return {
        method: 'DELETE',
        url: api(pathOf(ROUTES.teams.removeMember.path, { teamId: w.team.id, memberId: member.id })),
      };
    },
    expected: { owner: 200, admin: 200, editor: 403, outsider: 404 },
  },
  {
    name: 'POST /creator/teams/{teamId}/transfer-ownership',
    request: async (w) => ({
      method: 'POST',
      url: api(pathOf(ROUTES.teams.transferOwnership.path, { teamId: w.team.id })),
      payload: { memberId: w.members.editor.id },
    }),
    expected: { owner: 200, admin: 403, editor: 403, outsider: 404 },
  },
  {
    name: 'POST /creator/teamMembers/{teamId} (invite)',
    request: async (w) => {
      await approveTeam(t.app, w.team.id); // only APPROVED teams invite
      return {
        method: 'POST',
        url: api(pathOf(ROUTES.teams.invite.path, { teamId: w.team.id })),
        payload: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: `g-${Math.random().toString(36).slice(2)}@example.test`,
          role: 'EDITOR',
        },
      };
    },
    expected: { owner: 200, admin: 200, editor: 403, outsider: 404 },
  },
  {
    name: 'GET /creator/teamMembers/{teamId}/invites',
    request: async (w) => ({ method: 'GET', url: api(pathOf(ROUTES.teams.listInvites.path, { teamId: w.team.id })) }),
    expected: { owner: 200, admin: 200, editor: 200, outsider: 404 },
    read: true,
  },
  {
    name: 'DELETE /creator/teamMembers/{teamId}/invites/{inviteId}',
    request: async (w) => {
      const { id } = await invite(t.app, w.owner, w.team.id);
      return {
        method: 'DELETE',
        url: api(pathOf(ROUTES.teams.cancelInvite.path, { teamId: w.team.id, inviteId: id })),
      };
    },
    expected: { owner: 200, admin: 200, editor: 403, outsider: 404 },
  },
];

function actorOf(w: TeamWorld, actor: Actor) {
  return w[actor];
}

describe('team role table', () => {
  for (const row of rows) {
    for (const actor of ACTORS) {
      it(`${row.name}: ${actor} → ${row.expected[actor]}`, async () => {
        const w = await teamWorld(t.app);
        const res = await authed(t.app, actorOf(w, actor), await row.request(w));
        expect(res.statusCode, res.body).toBe(row.expected[actor]);
        // The refusal follows from the table (no error at all on a 200), asserted on every row.
        const refusal: Record<number, { type: string; message: string }> = {
          403: { type: 'forbidden', message: M.team.error.role_not_allowed },
          404: { type: 'not_found', message: M.creator.error.team_not_found },
        };
        expect(
          res.json().errors?.[0] && { type: res.json().errors[0].type, message: res.json().errors[0].message },
        ).toEqual(refusal[row.expected[actor]]);
      });
    }
  }

  it('leaving: OWNER (with a second owner), ADMIN and EDITOR may leave; an outsider gets 404', async () => {
    const w = await teamWorld(t.app);
    const second = await signedInUser(t.app);
    await addMember(t.app, w.team.id, second.user.id, 'OWNER');
    for (const actor of ['editor', 'admin', 'owner'] as const) {
      const res = await authed(t.app, w[actor], {
        method: 'DELETE',
        url: api(pathOf(ROUTES.teams.removeMember.path, { teamId: w.team.id, memberId: w.members[actor].id })),
      });
      expect(res.statusCode, `${actor}: ${res.body}`).toBe(200);
    }
    const res = await authed(t.app, w.outsider, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.teams.removeMember.path, { teamId: w.team.id, memberId: w.members.editor.id })),
    });
    expect(res.statusCode).toBe(404);
  });

  it('roles only below one’s own: an ADMIN cannot touch the OWNER or another ADMIN; the OWNER can demote an ADMIN', async () => {
    const w = await teamWorld(t.app);
    const other = await signedInUser(t.app);
    const otherAdmin = await addMember(t.app, w.team.id, other.user.id, 'ADMIN');
    const asAdmin = (options: InjectOptions) => authed(t.app, w.admin, options);
    expect(
      (
        await asAdmin({
          method: 'PUT',
          url: api(pathOf(ROUTES.teams.updateMember.path, { teamId: w.team.id, memberId: w.members.owner.id })),
          payload: { role: 'EDITOR' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await asAdmin({
          method: 'DELETE',
          url: api(pathOf(ROUTES.teams.removeMember.path, { teamId: w.team.id, memberId: w.members.owner.id })),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await asAdmin({
          method: 'PUT',
          url: api(pathOf(ROUTES.teams.updateMember.path, { teamId: w.team.id, memberId: otherAdmin.id })),
          payload: { role: 'EDITOR' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await asAdmin({
          method: 'DELETE',
          url: api(pathOf(ROUTES.teams.removeMember.path, { teamId: w.team.id, memberId: otherAdmin.id })),
        })
      ).statusCode,
    ).toBe(403);
    const demote = await authed(t.app, w.owner, {
      method: 'PUT',
      url: api(pathOf(ROUTES.teams.updateMember.path, { teamId: w.team.id, memberId: otherAdmin.id })),
      payload: { role: 'EDITOR' },
    });
    expect(demote.statusCode).toBe(200);
    expect(demote.json().role).toBe('EDITOR');
    // OWNER is reached only by a transfer, never by a role change.
    const promote = await authed(t.app, w.owner, {
      method: 'PUT',
      url: api(pathOf(ROUTES.teams.updateMember.path, { teamId: w.team.id, memberId: otherAdmin.id })),
      payload: { role: 'OWNER' },
    });
    expect(promote.statusCode).toBe(403);
  });

  it('a member of another team is an outsider here, and a malformed id is a 404, not a 500', async () => {
    const w = await teamWorld(t.app);
    const other = await teamWorld(t.app);
    const res = await authed(t.app, other.owner, {
      method: 'GET',
      url: api(pathOf(ROUTES.teams.getSettings.path, { teamId: w.team.id })),
    });
    expect(res.statusCode).toBe(404);
    const bad = await authed(t.app, w.owner, {
      method: 'GET',
      url: api(pathOf(ROUTES.teams.getSettings.path, { teamId: 'not-a-uuid' })),
    });
    expect(bad.statusCode).toBe(404);
    const badMember = await authed(t.app, w.owner, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.teams.removeMember.path, { teamId: w.team.id, memberId: 'nope' })),
    });
    expect(badMember.statusCode).toBe(404);
    // A member id of another team does not reach into this one.
    const foreign = await authed(t.app, w.owner, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.teams.removeMember.path, { teamId: w.team.id, memberId: other.members.editor.id })),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('anonymous callers get 401 on the team routes', async () => {
    const w = await teamWorld(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: api(pathOf(ROUTES.teams.getSettings.path, { teamId: w.team.id })),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a locked team is read-only for every member', () => {
  for (const row of rows) {
    for (const actor of ['owner', 'admin', 'editor'] as const) {
      const expected = row.read ? 200 : 403;
      it(`${row.name}: ${actor} on a BLOCKED team → ${expected}`, async () => {
        const w = await teamWorld(t.app);
        const request = await row.request(w);
        await t.app.db
          .update(creatorTeams)
          .set({ accessStatus: 'BLOCKED', accessUntil: null, accessReason: 'Review' })
          .where(eq(creatorTeams.id, w.team.id));
        const res = await authed(t.app, w[actor], request);
        expect(res.statusCode, res.body).toBe(expected);
        expect(res.json().errors?.[0]?.message).toBe(row.read ? undefined : M.team.error.blocked);
      });
    }
  }

  it('the settings say readOnly, and nobody may leave while locked', async () => {
    const w = await teamWorld(t.app, { accessStatus: 'BLOCKED', accessUntil: new Date(Date.now() + 86_400_000) });
    const res = await authed(t.app, w.owner, {
      method: 'GET',
      url: api(pathOf(ROUTES.teams.getSettings.path, { teamId: w.team.id })),
    });
    expect(res.json().permissions).toEqual({
      editSettings: false,
      manageMembers: false,
      transferOwnership: false,
      leave: false,
      readOnly: true,
    });
    const leave = await authed(t.app, w.editor, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.teams.removeMember.path, { teamId: w.team.id, memberId: w.members.editor.id })),
    });
    expect(leave.statusCode).toBe(403);
  });

  it('a lock whose end has passed no longer applies', async () => {
    const w = await teamWorld(t.app, { accessStatus: 'BLOCKED', accessUntil: new Date(Date.now() - 1000) });
    const res = await authed(t.app, w.admin, {
      method: 'PUT',
      url: api(pathOf(ROUTES.teams.updateSettings.path, { teamId: w.team.id })),
      payload: settingsBody,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions.readOnly).toBe(false);
  });
});
