import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListSchema, pathOf, ROUTES } from '@plaudit/contract';
import { auditLog, creatorTeamMembers, creatorTeams, teamInvites, youtubers } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createUser, signedInUser } from '../../../test/factories.js';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
import { recordAudit } from './audit.service.js';

let t: TestContext;
let admin: Signed;
let mod: Signed;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t.app, { role: 'ADMIN', firstName: 'Audra', lastName: 'Admin' });
  mod = await signedInUser(t.app, { role: 'MOD', firstName: 'Moritz', lastName: 'Mod' });
});
afterAll(async () => t.close());

const read = async (query: string) => {
  const res = await authed(t.app, admin, { method: 'GET', url: `${api(ROUTES.audit.list.path)}?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return auditListSchema.parse(res.json());
};

describe('GET /admin/audit', () => {
  it('lists staff actions newest first with the actor and target names, before and after', async () => {
    const target = await createUser(t.app, { firstName: 'Tara', lastName: 'Target' });
    await authed(t.app, mod, {
      method: 'POST',
      url: api(ROUTES.punishments.create.path),
      payload: { userId: target.id, type: 'WARNING', reason: 'Tone', until: null, ground: 'OFFENSIVE' },
    });
    await authed(t.app, admin, {
      method: 'PUT',
      url: api(pathOf(ROUTES.adminUsers.update.path, { id: target.id })),
      payload: { lastName: 'Renamed' },
    });
    const page = await read(`targetType=user&targetId=${target.id}`);
    expect(page.meta.total).toBe(2);
    expect(page.data.map((e) => e.action)).toEqual(['user.update', 'punishment.create']);
    expect(page.data[0]).toMatchObject({
      actor: { id: admin.user.id, name: 'Audra Admin', email: admin.user.email },
      targetType: 'user',
      targetId: target.id,
      targetLabel: 'Tara Renamed',
      targetLink: { kind: 'user', lookup: target.email },
      teamName: null,
      before: { lastName: 'Target' },
      after: { lastName: 'Renamed' },
    });
    expect(page.data[1]!.actor?.name).toBe('Moritz Mod');
  });

  it('names every kind of target for people, with where the admin area shows it', async () => {
    const owner = await createUser(t.app, { firstName: 'Olga', lastName: 'Owner' });
    const [team] = await t.app.db
      .insert(creatorTeams)
      .values({ brandName: 'Harbor Tea', profileHandle: `harbor${Date.now()}`, social: {} as never })
      .returning();
    const [member] = await t.app.db
      .insert(creatorTeamMembers)
      .values({ teamId: team!.id, userId: owner.id, role: 'OWNER' })
      .returning();
    const [invite] = await t.app.db
      .insert(teamInvites)
      .values({
        teamId: team!.id,
        email: 'ivy@example.com',
        firstName: 'Ivy',
        lastName: 'Invitee',
        role: 'EDITOR',
        tokenHash: `h${Date.now()}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const [channel] = await t.app.db
      .insert(youtubers)
      .values({ userId: owner.id, pageName: 'Olga Tests Things', youtubeUrl: 'https://www.youtube.com/@olga' })
      .returning();
    const entries = [
      { action: 'creator.access', targetType: 'creator_team', targetId: team!.id },
      { action: 'verification.decide', targetType: 'youtuber', targetId: channel!.id },
      { action: 'team.member.role', targetType: 'creator_team_member', targetId: member!.id },
      { action: 'team.invite.create', targetType: 'team_invite', targetId: invite!.id },
      {
        action: 'team.member.remove',
        targetType: 'creator_team_member',
        targetId: '00000000-0000-4000-8000-000000000000',
      },
    ];
    for (const e of entries) await recordAudit(t.app.db, { actorId: admin.user.id, ...e });
    const byTarget = new Map((await read('take=50')).data.map((e) => [e.targetId, e]));
    expect(byTarget.get(team!.id)).toMatchObject({
      targetLabel: 'Harbor Tea',
      targetLink: { kind: 'verification', lookup: 'Harbor Tea' },
      teamName: null,
    });
    expect(byTarget.get(channel!.id)).toMatchObject({
      targetLabel: 'Olga Tests Things',
      targetLink: { kind: 'verification', lookup: 'Olga Tests Things' },
    });
    expect(byTarget.get(member!.id)).toMatchObject({
      targetLabel: 'Olga Owner',
      targetLink: { kind: 'user', lookup: owner.email },
      teamName: 'Harbor Tea',
    });
    expect(byTarget.get(invite!.id)).toMatchObject({
      targetLabel: 'Ivy Invitee (ivy@example.com)',
      targetLink: { kind: 'verification', lookup: 'Harbor Tea' },
      teamName: 'Harbor Tea',
    });
    // A target that no longer exists has no name and no link.
    expect(byTarget.get('00000000-0000-4000-8000-000000000000')).toMatchObject({
      targetLabel: null,
      targetLink: null,
      teamName: null,
    });
  });

  it('filters by actor (id or text), action (whole or area), and date range; pages', async () => {
    const target = await createUser(t.app);
    const old = new Date('2020-01-15T10:00:00Z');
    await t.app.db
      .insert(auditLog)
      .values({ actorId: mod.user.id, action: 'punishment.update', targetType: 'user', targetId: target.id, at: old });
    await recordAudit(t.app.db, {
      actorId: null,
      action: 'user.role.set',
      targetType: 'user',
      targetId: target.id,
      after: { role: 'MOD' },
    });
    await recordAudit(t.app.db, {
      actorId: mod.user.id,
      action: 'punishment.create',
      targetType: 'user',
      targetId: target.id,
    });

    const byTarget = `targetId=${target.id}`;
    expect((await read(`${byTarget}&actor=${mod.user.id}`)).meta.total).toBe(2);
    expect((await read(`${byTarget}&actor=moritz`)).meta.total).toBe(2);
    expect((await read(`${byTarget}&actor=${encodeURIComponent(mod.user.email)}`)).meta.total).toBe(2);
    expect((await read(`${byTarget}&action=punishment`)).data.map((e) => e.action)).toEqual([
      'punishment.create',
      'punishment.update',
    ]);
    expect((await read(`${byTarget}&action=punishment.update`)).meta.total).toBe(1);
    expect((await read(`${byTarget}&action=punish`)).meta.total).toBe(0);
    const range = await read(`${byTarget}&from=2020-01-01T00:00:00Z&to=2020-02-01T00:00:00Z`);
    expect(range.data.map((e) => e.at)).toEqual([old.toISOString()]);
    expect((await read(`${byTarget}&from=2021-01-01T00:00:00Z`)).meta.total).toBe(2);
    const system = (await read(`${byTarget}&action=user.role.set`)).data[0]!;
    expect(system.actor).toBeNull();

    const first = await read(`${byTarget}&take=2&page=1`);
    const second = await read(`${byTarget}&take=2&page=2`);
    expect(first.meta).toEqual({ page: 1, take: 2, total: 3, pageCount: 2 });
    expect(second.data).toHaveLength(1);
    expect(second.data[0]!.at).toBe(old.toISOString());
  });

  it('a bad date is a validation error', async () => {
    const res = await authed(t.app, admin, { method: 'GET', url: `${api(ROUTES.audit.list.path)}?from=yesterday` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].type).toBe('validation');
  });
});
