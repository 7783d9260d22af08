import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { M, NOTIFICATION_FLAGS, REFRESH_COOKIE, signUpResponseSchema, ROUTES } from '@plaudit/contract';
import {
  auditLog,
  creatorTeamMembers,
  creatorTeams,
  emptySocialLinks,
  oneTimeCodes,
  sessions,
  users,
} from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createUser, PASSWORD, signIn, signUpBody, signedInUser } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Signed = Awaited<ReturnType<typeof signedInUser>>;
const del = (s: Signed) => authed(t.app, s, { method: 'DELETE', url: api(ROUTES.profile.delete.path) });

async function createTeam(
  members: Array<{ userId: string; role: 'OWNER' | 'ADMIN' | 'EDITOR' }>,
  brandName = `Brand ${randomBytes(2).toString('hex')}`,
) {
  const [team] = await t.app.db
    .insert(creatorTeams)
    .values({ brandName, profileHandle: `h${randomBytes(5).toString('hex')}`, social: emptySocialLinks() })
    .returning();
  for (const m of members)
    await t.app.db.insert(creatorTeamMembers).values({ teamId: team!.id, userId: m.userId, role: m.role });
  return team!;
}

async function uploadAvatar(s: Signed) {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#08f' } })
    .png()
    .toBuffer();
  const boundary = `b${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await authed(t.app, s, {
    method: 'PUT',
    url: api(ROUTES.profile.uploadImage.path),
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return res.json().image as string;
}

describe('DELETE /api/profile', () => {
  it('ends every session, anonymises the account, deletes the avatar, records an audit entry', async () => {
    const s = await signedInUser(t.app);
    const other = await signIn(t.app, s.user.email);
    const image = await uploadAvatar(s);
    await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.profile.passwordChange.path),
      payload: { password: PASSWORD },
    });

    const res = await del(s);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe('');

    for (const session of [s, other]) {
      const me = await authed(t.app, session, { method: 'GET', url: api(ROUTES.auth.me.path) });
      expect(me.statusCode).toBe(401);
    }
    const open = await t.app.db.select().from(sessions).where(eq(sessions.userId, s.user.id));
    expect(open).toHaveLength(2);
    expect(open.every((row) => row.revokedAt !== null && row.revokedReason === 'ACCOUNT_DELETED')).toBe(true);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row).toMatchObject({ accountStatus: 'DELETED', firstName: 'Deleted', lastName: 'user', image: null });
    expect(row!.email).toMatch(/@deleted\.invalid$/);
    expect(row!.username).toMatch(/^deleted_[0-9a-f]{12}$/);
    expect(row!.email).not.toContain(s.user.email);
    expect(Object.keys(row!.notifications).sort()).toEqual([...NOTIFICATION_FLAGS].sort());
    expect(Object.values(row!.notifications).every((v) => v === false)).toBe(true);
    expect(await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, s.user.id))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, s.user.id), eq(auditLog.action, 'user.delete')));
    expect(audit).toHaveLength(1);
    await expect(signIn(t.app, s.user.email)).rejects.toThrow(/401/);
  });

  it('the email and the username are free again at once', async () => {
    const s = await signedInUser(t.app);
    expect((await del(s)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signUp.path),
      payload: signUpBody({ email: s.user.email, username: s.user.username }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(signUpResponseSchema.parse(res.json()).id).not.toBe(s.user.id);
  });

  it('the last OWNER of a team with other members must hand ownership over first (409, nothing deleted)', async () => {
    const s = await signedInUser(t.app);
    const editor = await createUser(t.app);
    const team = await createTeam(
      [
        { userId: s.user.id, role: 'OWNER' },
        { userId: editor.id, role: 'EDITOR' },
      ],
      'Acme Shoes',
    );
    const res = await del(s);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({
      type: 'conflict',
      message: M.profile.error.last_owner,
      meta: { teams: 'Acme Shoes', teamIds: [team.id] },
    });
    const me = await authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.me.path) });
    expect(me.statusCode).toBe(200);
    expect(me.json().accountStatus).toBe('ACTIVE');
  });

  it('with another OWNER the membership just ends; a team of one goes with the account', async () => {
    const s = await signedInUser(t.app);
    const coOwner = await createUser(t.app);
    const shared = await createTeam([
      { userId: s.user.id, role: 'OWNER' },
      { userId: coOwner.id, role: 'OWNER' },
    ]);
    const solo = await createTeam([{ userId: s.user.id, role: 'OWNER' }]);
    const asEditor = await createTeam([
      { userId: coOwner.id, role: 'OWNER' },
      { userId: s.user.id, role: 'EDITOR' },
    ]);
    expect((await del(s)).statusCode).toBe(200);
    expect(await t.app.db.select().from(creatorTeams).where(eq(creatorTeams.id, solo.id))).toHaveLength(0);
    for (const team of [shared, asEditor]) {
      const members = await t.app.db.select().from(creatorTeamMembers).where(eq(creatorTeamMembers.teamId, team.id));
      expect(members.map((m) => m.userId)).toEqual([coOwner.id]);
    }
  });
});
