import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { M, punishmentListSchema, punishmentSchema, userSchema, pathOf, ROUTES } from '@plaudit/contract';
import { auditLog, punishments, sessions, teamInvites } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import {
  api,
  authed,
  createPunishment,
  createUser,
  latestMail,
  signIn,
  signedInUser,
} from '../../../test/factories.js';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
import { createTeam } from '../../../test/trust-factories.js';
import { assertCanPublish } from './punishments.policy.js';

let t: TestContext;
let admin: Signed;
let mod: Signed;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t.app, { role: 'ADMIN' });
  mod = await signedInUser(t.app, { role: 'MOD' });
});
afterAll(async () => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const me = (s: { accessToken: string; sessionId: string }) =>
  authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.me.path) });
// Every punishment names its published ground; a test of the ground itself passes its own.
const punish = (by: { accessToken: string; sessionId: string }, payload: Record<string, unknown>) =>
  authed(t.app, by, {
    method: 'POST',
    url: api(ROUTES.punishments.create.path),
    payload: { ground: 'OTHER_TERMS', ...payload },
  });
const edit = (by: { accessToken: string; sessionId: string }, id: string, payload: Record<string, unknown>) =>
  authed(t.app, by, { method: 'PUT', url: api(pathOf(ROUTES.punishments.update.path, { id })), payload });

describe('BAN', () => {
  it('ends every open session at once, refuses sign-in with the ban info, and mails the person', async () => {
    const target = await signedInUser(t.app);
    const second = await signIn(t.app, target.user.email, target.user.password);
    const until = inDays(7);
    const res = await punish(admin, {
      userId: target.user.id,
      type: 'BAN',
      reason: 'Fraud',
      until,
      comment: 'Chargebacks',
    });
    expect(res.statusCode, res.body).toBe(200);
    const ban = punishmentSchema.parse(res.json());
    expect(ban).toMatchObject({ type: 'BAN', reason: 'Fraud', until, active: true, issuedBy: { id: admin.user.id } });

    const open = await t.app.db.select().from(sessions).where(eq(sessions.userId, target.user.id));
    expect(open).toHaveLength(2);
    expect(open.every((s) => s.revokedReason === 'BANNED')).toBe(true);
    for (const s of [target, second]) {
      const next = await me(s);
      expect(next.statusCode).toBe(401);
      expect(next.json().errors[0]).toMatchObject({ type: 'SESSION_REVOKED', meta: { reason: 'BANNED' } });
    }
    const signInRes = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signIn.path),
      payload: { email: target.user.email, password: target.user.password },
    });
    expect(signInRes.statusCode).toBe(403);
    expect(signInRes.json().errors[0]).toMatchObject({
      type: 'banned',
      message: M.auth.error.banned,
      meta: { reason: 'Fraud', until },
    });

    const mail = await latestMail(t.app, target.user.email);
    expect(mail?.subject).toBe('Your Plaudit account is blocked');
    expect(mail?.text).toContain('Reason: Fraud');
  });

  it('a session that slipped past the revocation is refused on its next request (the auth check itself)', async () => {
    const target = await signedInUser(t.app);
    // A ban written straight to the table, as if issued elsewhere: no revocation ran.
    await createPunishment(t.app, target.user.id, { type: 'BAN', until: null });
    const res = await me(target);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].meta.reason).toBe('BANNED');
  });

  it('a ban with no end tells the person to contact support (until null) in the mail', async () => {
    const target = await createUser(t.app, { language: 'de' });
    expect((await punish(admin, { userId: target.id, type: 'BAN', reason: 'Betrug', until: null })).statusCode).toBe(
      200,
    );
    const mail = await latestMail(t.app, target.email);
    expect(mail?.subject).toBe('Dein Plaudit-Konto ist gesperrt');
    expect(mail?.text).toContain('kein Enddatum');
  });

  it('a ban whose end has passed no longer counts', async () => {
    const target = await createUser(t.app);
    await createPunishment(t.app, target.id, { type: 'BAN', until: new Date(Date.now() - 60_000) });
    const s = await signIn(t.app, target.email, target.password);
    expect((await me(s)).statusCode).toBe(200);
  });

  it('an until in the past lifts it: lifted_at is set, the person signs in again, the audit says lift', async () => {
    const target = await createUser(t.app);
    const ban = punishmentSchema.parse(
      (await punish(admin, { userId: target.id, type: 'BAN', reason: 'Spam', until: inDays(30) })).json(),
    );
    const res = await edit(admin, ban.id, { until: new Date(Date.now() - 1000).toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    const lifted = punishmentSchema.parse(res.json());
    expect(lifted.active).toBe(false);
    expect(lifted.liftedAt).not.toBeNull();
    expect((await me(await signIn(t.app, target.email, target.password))).statusCode).toBe(200);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'punishment.lift'), eq(auditLog.targetId, target.id)));
    expect(entry).toMatchObject({ actorId: admin.user.id, targetType: 'user' });
    expect(entry!.before).toMatchObject({ punishmentId: ban.id, liftedAt: null });
  });

  it('a new punishment must end in the future', async () => {
    const target = await createUser(t.app);
    const res = await punish(admin, {
      userId: target.id,
      type: 'BAN',
      reason: 'x',
      until: new Date(Date.now() - 1000).toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      type: 'validation',
      message: M.punishments.error.until_past,
      meta: { field: 'until' },
    });
  });

  it('validates the body: reason required, a real date, a known type', async () => {
    const target = await createUser(t.app);
    const noReason = await punish(admin, { userId: target.id, type: 'MUTE', reason: '  ', until: null });
    expect(noReason.json().errors[0]).toMatchObject({
      type: 'validation',
      message: M.punishments.validation.reason_required,
    });
    const badDate = await punish(admin, { userId: target.id, type: 'MUTE', reason: 'x', until: 'tomorrow' });
    expect(badDate.json().errors[0].message).toBe(M.punishments.validation.until);
    const badType = await punish(admin, { userId: target.id, type: 'KICK', reason: 'x', until: null });
    expect(badType.json().errors[0].message).toBe(M.punishments.validation.type);
  });
});

describe('MUTE', () => {
  it('blocks a publishing write with the until date, shows on /auth/me, and lifts itself when it ends', async () => {
    const target = await signedInUser(t.app);
    const team = await createTeam(t.app);
    // The small real write every publishing endpoint makes: the guard first, then the insert, in one transaction.
    const invite = () =>
      t.app.db.transaction(async (tx) => {
        await assertCanPublish(tx, target.user.id);
        await tx.insert(teamInvites).values({
          teamId: team.id,
          email: `x-${Math.random()}@example.test`,
          firstName: 'In',
          lastName: 'Vitee',
          role: 'EDITOR',
          tokenHash: `h-${Math.random()}`,
          invitedBy: target.user.id,
          expiresAt: new Date(Date.now() + 86_400_000),
        });
      });
    const invitesOfTeam = async () =>
      (await t.app.db.select().from(teamInvites).where(eq(teamInvites.teamId, team.id))).length;

    const until = inDays(3);
    const mute = punishmentSchema.parse(
      (await punish(mod, { userId: target.user.id, type: 'MUTE', reason: 'Spam links', until })).json(),
    );
    const error = await invite().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 403,
      type: 'forbidden',
      messageKey: M.punishments.error.muted,
      meta: { until, reason: 'Spam links' },
    });
    expect(await invitesOfTeam()).toBe(0);

    const body = userSchema.parse((await me(target)).json());
    expect(body.mute).toEqual({ reason: 'Spam links', until });
    // Reading still works: muted is not banned.
    expect((await me(target)).statusCode).toBe(200);

    // The end passes (moved into the past in the table, as time would): no lifting needed, the write goes through.
    await t.app.db
      .update(punishments)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(punishments.id, mute.id));
    await invite();
    expect(await invitesOfTeam()).toBe(1);
    expect(userSchema.parse((await me(target)).json()).mute).toBeNull();
  });

  it('a mute with no end says so, and the longest of two mutes wins', async () => {
    const target = await signedInUser(t.app);
    await createPunishment(t.app, target.user.id, {
      type: 'MUTE',
      reason: 'short',
      until: new Date(Date.now() + 60_000),
    });
    await createPunishment(t.app, target.user.id, { type: 'MUTE', reason: 'forever', until: null });
    await expect(assertCanPublish(t.app.db, target.user.id)).rejects.toMatchObject({
      messageKey: M.punishments.error.muted_no_end,
      meta: { until: null, reason: 'forever' },
    });
    expect(userSchema.parse((await me(target)).json()).mute).toEqual({ reason: 'forever', until: null });
  });
});

describe('WARNING', () => {
  it('is listed on /auth/me until acknowledged, once; a second ack is harmless', async () => {
    const target = await signedInUser(t.app);
    const warning = punishmentSchema.parse(
      (
        await punish(mod, {
          userId: target.user.id,
          type: 'WARNING',
          reason: 'Be kind',
          until: null,
          comment: 'Thread #12',
        })
      ).json(),
    );
    const before = userSchema.parse((await me(target)).json());
    expect(before.warnings).toEqual([
      { id: warning.id, reason: 'Be kind', comment: 'Thread #12', createdAt: warning.createdAt },
    ]);
    const ack = await authed(t.app, target, {
      method: 'POST',
      url: api(pathOf(ROUTES.profile.acknowledgeWarning.path, { id: warning.id })),
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(userSchema.parse((await me(target)).json()).warnings).toEqual([]);
    expect(
      (
        await authed(t.app, target, {
          method: 'POST',
          url: api(pathOf(ROUTES.profile.acknowledgeWarning.path, { id: warning.id })),
        })
      ).statusCode,
    ).toBe(200);
    // Still in the history, acknowledged and no longer active.
    const history = punishmentListSchema.parse(
      (
        await authed(t.app, admin, {
          method: 'GET',
          url: api(pathOf(ROUTES.punishments.listForUser.path, { id: target.user.id })),
        })
      ).json(),
    );
    expect(history.data[0]).toMatchObject({ id: warning.id, active: false });
    expect(history.data[0]!.acknowledgedAt).not.toBeNull();
  });

  it("someone else's warning (or a made-up id) answers 404 and stays unacknowledged", async () => {
    const target = await createUser(t.app);
    const other = await signedInUser(t.app);
    const warning = await createPunishment(t.app, target.id, { type: 'WARNING', until: null });
    for (const id of [warning.id, 'nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await authed(t.app, other, {
        method: 'POST',
        url: api(pathOf(ROUTES.profile.acknowledgeWarning.path, { id })),
      });
      expect(res.statusCode).toBe(404);
    }
    const [row] = await t.app.db.select().from(punishments).where(eq(punishments.id, warning.id));
    expect(row!.acknowledgedAt).toBeNull();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: api(pathOf(ROUTES.profile.acknowledgeWarning.path, { id: warning.id })),
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('rules', () => {
  it('nobody punishes themselves', async () => {
    const res = await punish(admin, { userId: admin.user.id, type: 'WARNING', reason: 'x', until: null });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe(M.punishments.error.self_punish);
    const own = await createPunishment(t.app, mod.user.id, { type: 'WARNING' });
    const editOwn = await edit(mod, own.id, { until: new Date(Date.now() - 1000).toISOString() });
    expect(editOwn.json().errors[0].message).toBe(M.punishments.error.self_punish);
  });

  it('a moderator punishes regular users only; an admin may warn a moderator', async () => {
    const otherMod = await createUser(t.app, { role: 'MOD' });
    const res = await punish(mod, { userId: otherMod.id, type: 'WARNING', reason: 'x', until: null });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe(M.punishments.error.staff_target);
    expect((await punish(admin, { userId: otherMod.id, type: 'WARNING', reason: 'x', until: null })).statusCode).toBe(
      200,
    );
  });

  it('an unknown user answers 404', async () => {
    const res = await punish(admin, {
      userId: '00000000-0000-4000-8000-000000000000',
      type: 'WARNING',
      reason: 'x',
      until: null,
    });
    expect(res.statusCode).toBe(404);
  });

  it('the history is newest first with who issued each and whether it is active; every issue is audited', async () => {
    const target = await createUser(t.app);
    const first = punishmentSchema.parse(
      (await punish(mod, { userId: target.id, type: 'WARNING', reason: 'one', until: null })).json(),
    );
    const second = punishmentSchema.parse(
      (await punish(admin, { userId: target.id, type: 'MUTE', reason: 'two', until: inDays(1) })).json(),
    );
    await edit(admin, first.id, { reason: 'one, reworded', comment: 'see ticket' });
    const history = punishmentListSchema.parse(
      (
        await authed(t.app, mod, {
          method: 'GET',
          url: api(pathOf(ROUTES.punishments.listForUser.path, { id: target.id })),
        })
      ).json(),
    );
    expect(history.data.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(history.data[0]!.issuedBy?.name).toBe(`${admin.user.firstName} ${admin.user.lastName}`);
    expect(history.data[1]).toMatchObject({
      reason: 'one, reworded',
      comment: 'see ticket',
      active: true,
      issuedBy: { id: mod.user.id },
    });
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'punishment.create',
      'punishment.create',
      'punishment.update',
    ]);
    const update = entries.find((e) => e.action === 'punishment.update')!;
    expect(update.before).toEqual({ punishmentId: first.id, type: 'WARNING', reason: 'one', comment: null });
    expect(update.after).toEqual({
      punishmentId: first.id,
      type: 'WARNING',
      reason: 'one, reworded',
      comment: 'see ticket',
    });
  });
});
