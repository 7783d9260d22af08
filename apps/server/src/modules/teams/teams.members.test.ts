import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { M, pathOf, ROUTES } from '@plaudit/contract';
import { auditLog, users } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser } from '../../../test/factories.js';
import { addMember, createTeam, TEAM_TEST_LIMITS, teamWorld } from '../../../test/team-factories.js';

// Members, leaving, ownership offers, the selection fallback after removal, and the settings and social links
// with their validation messages and audit entries.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
});
afterAll(async () => t.close());

const audits = (action: string, targetId: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('members', () => {
  it('lists name, email, avatar, role and joined date, owners first, marking the caller', async () => {
    const w = await teamWorld(t.app);
    const res = await authed(t.app, w.editor, {
      method: 'GET',
      url: api(pathOf(ROUTES.teams.listMembers.path, { teamId: w.team.id })),
    });
    expect(res.statusCode).toBe(200);
    const { data, pendingTransfer } = res.json();
    expect(data.map((m: { role: string }) => m.role)).toEqual(['OWNER', 'ADMIN', 'EDITOR']);
    expect(data[2]).toMatchObject({
      id: w.members.editor.id,
      email: w.editor.user.email,
      firstName: 'Test',
      isCurrentUser: true,
      image: null,
    });
    expect(typeof data[2].joinedAt).toBe('string');
    expect(pendingTransfer).toBeNull();
  });

  it('the last OWNER cannot leave (409); with a second OWNER they can', async () => {
    const w = await teamWorld(t.app);
    const leave = () =>
      authed(t.app, w.owner, {
        method: 'DELETE',
        url: api(pathOf(ROUTES.teams.removeMember.path, { teamId: w.team.id, memberId: w.members.owner.id })),
      });
    const res = await leave();
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(M.team.error.last_owner);
    const second = await signedInUser(t.app);
    await addMember(t.app, w.team.id, second.user.id, 'OWNER');
    expect((await leave()).statusCode).toBe(200);
    expect(await audits('team.member.leave', w.members.owner.id)).toHaveLength(1);
  });

  it('a role change and a removal are audited with before and after', async () => {
    const w = await teamWorld(t.app);
    await authed(t.app, w.owner, {
      method: 'PUT',
      url: api(pathOf(ROUTES.teams.updateMember.path, { teamId: w.team.id, memberId: w.members.editor.id })),
      payload: { role: 'ADMIN' },
    });
    const [role] = await audits('team.member.role', w.members.editor.id);
    expect(role).toMatchObject({ actorId: w.owner.user.id, before: { role: 'EDITOR' }, after: { role: 'ADMIN' } });
    await authed(t.app, w.owner, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.teams.removeMember.path, { teamId: w.team.id, memberId: w.members.admin.id })),
    });
    expect(await audits('team.member.remove', w.members.admin.id)).toHaveLength(1);
  });
});

describe('selection after removal from the selected team', () => {
  it('clears the selection; /auth/me falls back to the first OWNER membership, else the first, else none', async () => {
    const w = await teamWorld(t.app);
    const person = await signedInUser(t.app);
    const ownTeam = await createTeam(t.app);
    await addMember(t.app, ownTeam.id, person.user.id, 'OWNER');
    const member = await addMember(t.app, w.team.id, person.user.id, 'EDITOR');
    await t.app.db.update(users).set({ selectedTeamId: w.team.id }).where(eq(users.id, person.user.id));
    const before = await authed(t.app, person, { method: 'GET', url: api(ROUTES.auth.me.path) });
    expect(before.json().selectedCreatorTeam?.creatorTeam.id).toBe(w.team.id);

    const removed = await authed(t.app, w.admin, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.teams.removeMember.path, { teamId: w.team.id, memberId: member.id })),
    });
    expect(removed.statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ selectedTeamId: users.selectedTeamId })
      .from(users)
      .where(eq(users.id, person.user.id));
    expect(row!.selectedTeamId).toBeNull();
    const after = await authed(t.app, person, { method: 'GET', url: api(ROUTES.auth.me.path) });
    expect(after.json().selectedCreatorTeam).toMatchObject({ role: 'OWNER', creatorTeam: { id: ownTeam.id } });
    expect(after.json().creatorTeamMembers).toHaveLength(1);
    // And the removed person is an outsider now.
    expect(
      (
        await authed(t.app, person, {
          method: 'GET',
          url: api(pathOf(ROUTES.teams.getSettings.path, { teamId: w.team.id })),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('ownership transfer', () => {
  it('the recipient must accept; then they are OWNER and the former owner ADMIN', async () => {
    const w = await teamWorld(t.app);
    const offer = await authed(t.app, w.owner, {
      method: 'POST',
      url: api(pathOf(ROUTES.teams.transferOwnership.path, { teamId: w.team.id })),
      payload: { memberId: w.members.editor.id },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const transferId = offer.json().id as string;
    const list = await authed(t.app, w.editor, {
      method: 'GET',
      url: api(pathOf(ROUTES.teams.listMembers.path, { teamId: w.team.id })),
    });
    expect(list.json().pendingTransfer).toMatchObject({
      id: transferId,
      toMemberId: w.members.editor.id,
      toUserId: w.editor.user.id,
    });
    // Nothing moved yet.
    expect(list.json().data.find((m: { id: string }) => m.id === w.members.owner.id).role).toBe('OWNER');

    // Nobody but the recipient can answer it.
    for (const other of [w.owner, w.admin, w.outsider]) {
      const res = await authed(t.app, other, {
        method: 'POST',
        url: api(pathOf(ROUTES.teams.acceptTransfer.path, { transferId })),
      });
      expect(res.statusCode).toBe(404);
    }
    const ok = await authed(t.app, w.editor, {
      method: 'POST',
      url: api(pathOf(ROUTES.teams.acceptTransfer.path, { transferId })),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await authed(t.app, w.editor, {
      method: 'GET',
      url: api(pathOf(ROUTES.teams.listMembers.path, { teamId: w.team.id })),
    });
    const roles = Object.fromEntries(after.json().data.map((m: { id: string; role: string }) => [m.id, m.role]));
    expect(roles[w.members.editor.id]).toBe('OWNER');
    expect(roles[w.members.owner.id]).toBe('ADMIN');
    expect(after.json().pendingTransfer).toBeNull();
    expect(await audits('team.ownership.accept', w.team.id)).toHaveLength(1);
    // Once: accepting again is a 404.
    expect(
      (
        await authed(t.app, w.editor, {
          method: 'POST',
          url: api(pathOf(ROUTES.teams.acceptTransfer.path, { transferId })),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('the recipient may decline, and nothing changes', async () => {
    const w = await teamWorld(t.app);
    const offer = await authed(t.app, w.owner, {
      method: 'POST',
      url: api(pathOf(ROUTES.teams.transferOwnership.path, { teamId: w.team.id })),
      payload: { memberId: w.members.admin.id },
    });
    const res = await authed(t.app, w.admin, {
      method: 'POST',
      url: api(pathOf(ROUTES.teams.declineTransfer.path, { transferId: offer.json().id })),
    });
    expect(res.statusCode).toBe(200);
    const list = await authed(t.app, w.owner, {
      method: 'GET',
      url: api(pathOf(ROUTES.teams.listMembers.path, { teamId: w.team.id })),
    });
    expect(list.json().pendingTransfer).toBeNull();
    expect(list.json().data[0]).toMatchObject({ id: w.members.owner.id, role: 'OWNER' });
    expect(await audits('team.ownership.decline', w.team.id)).toHaveLength(1);
  });

  it('cannot be offered to oneself or to a member of another team', async () => {
    const w = await teamWorld(t.app);
    const other = await teamWorld(t.app);
    const self = await authed(t.app, w.owner, {
      method: 'POST',
      url: api(pathOf(ROUTES.teams.transferOwnership.path, { teamId: w.team.id })),
      payload: { memberId: w.members.owner.id },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors[0].message).toBe(M.team.error.transfer_self);
    const foreign = await authed(t.app, w.owner, {
      method: 'POST',
      url: api(pathOf(ROUTES.teams.transferOwnership.path, { teamId: w.team.id })),
      payload: { memberId: other.members.editor.id },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('settings and social links', () => {
  it('GET answers the brand, the caller’s role and permissions; PUT saves and audits', async () => {
    const w = await teamWorld(t.app);
    const get = await authed(t.app, w.editor, {
      method: 'GET',
      url: api(pathOf(ROUTES.teams.getSettings.path, { teamId: w.team.id })),
    });
    expect(get.json()).toMatchObject({
      id: w.team.id,
      brandName: w.team.brandName,
      role: 'EDITOR',
      memberCount: 3,
      pendingInviteCount: 0,
      verification: { status: 'PENDING' },
      accessStatus: 'UNBLOCKED',
      permissions: {
        editSettings: false,
        manageMembers: false,
        transferOwnership: false,
        leave: true,
        readOnly: false,
      },
    });
    const put = await authed(t.app, w.admin, {
      method: 'PUT',
      url: api(pathOf(ROUTES.teams.updateSettings.path, { teamId: w.team.id })),
      payload: {
        brandName: 'New Name',
        website: 'https://new.example',
        description: 'We make good things.',
        settings: { social: { youtubeUrl: 'https://youtube.com/@new' } },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      brandName: 'New Name',
      website: 'https://new.example',
      description: 'We make good things.',
      settings: { social: { youtubeUrl: 'https://youtube.com/@new', xUrl: null } },
    });
    const [entry] = await audits('team.settings.update', w.team.id);
    expect(entry).toMatchObject({
      actorId: w.admin.user.id,
      before: { brandName: w.team.brandName },
      after: { brandName: 'New Name' },
    });
  });

  it('validates brand name, website and a description of at least 10 characters', async () => {
    const w = await teamWorld(t.app);
    const res = await authed(t.app, w.owner, {
      method: 'PUT',
      url: api(pathOf(ROUTES.teams.updateSettings.path, { teamId: w.team.id })),
      payload: { brandName: 'B', website: 'not a url', description: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([M.validation.brandName.min, M.validation.website.invalid, M.validation.description.min]),
    );
  });

  it('PUT /creator/social updates the selected team, keeps links not sent, clears empty ones, with the messages', async () => {
    const w = await teamWorld(t.app);
    const first = await authed(t.app, w.owner, {
      method: 'PUT',
      url: api(ROUTES.teams.updateSocial.path),
      payload: { xUrl: 'https://x.com/brand', discordUrl: 'https://discord.gg/brand' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await authed(t.app, w.owner, {
      method: 'PUT',
      url: api(ROUTES.teams.updateSocial.path),
      payload: { discordUrl: '' },
    });
    expect(second.json().settings.social).toMatchObject({ xUrl: 'https://x.com/brand', discordUrl: null });
    expect(await audits('team.social.update', w.team.id)).toHaveLength(2);

    const bad = await authed(t.app, w.owner, {
      method: 'PUT',
      url: api(ROUTES.teams.updateSocial.path),
      payload: {
        websiteUrl: 'x',
        facebookUrl: 'x',
        xUrl: 'x',
        instagramUrl: 'x',
        tiktokUrl: 'x',
        youtubeUrl: 'x',
        discordUrl: 'x',
      },
    });
    expect(bad.statusCode).toBe(400);
    const messages = bad
      .json()
      .errors.map((e: { message: string }) => e.message)
      .sort();
    expect(messages).toEqual(Object.values(M.validation.social).sort());
  });

  it('PUT /creator/social follows the selected team, not just the first one', async () => {
    const w = await teamWorld(t.app);
    const second = await createTeam(t.app);
    await addMember(t.app, second.id, w.owner.user.id, 'OWNER');
    await t.app.db.update(users).set({ selectedTeamId: second.id }).where(eq(users.id, w.owner.user.id));
    const res = await authed(t.app, w.owner, {
      method: 'PUT',
      url: api(ROUTES.teams.updateSocial.path),
      payload: { tiktokUrl: 'https://tiktok.com/@b' },
    });
    expect(res.json().id).toBe(second.id);
  });
});
