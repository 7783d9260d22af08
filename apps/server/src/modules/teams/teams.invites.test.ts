import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { M, RATE_LIMIT_MAX_SECONDS, TEAM_INVITES_PER_DAY, pathOf, ROUTES } from '@plaudit/contract';
import { auditLog, mailOutbox, teamInvites, users, verifications } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createPunishment, latestMail, signedInUser } from '../../../test/factories.js';
import {
  addMember,
  approveTeam,
  createTeam,
  expireInvite,
  invite,
  TEAM_TEST_LIMITS,
  teamWorld,
} from '../../../test/team-factories.js';

// Team invitations end to end through HTTP: the mail and its link, the token kept only as a hash, the landing
// preview, accepting with the right account only, once, within 7 days; conflicts and the mute guard.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
});
afterAll(async () => t.close());

const preview = (token: string, as?: Parameters<typeof authed>[1]) =>
  as
    ? authed(t.app, as, { method: 'GET', url: api(pathOf(ROUTES.teams.previewInvite.path, { token })) })
    : t.app.inject({ method: 'GET', url: api(pathOf(ROUTES.teams.previewInvite.path, { token })) });
const accept = (as: Parameters<typeof authed>[1], token: string) =>
  authed(t.app, as, { method: 'POST', url: api(ROUTES.teams.acceptInvite.path), payload: { token } });

describe('inviting', () => {
  it('mails a /invite?token= link on PUBLIC_URL, stores only a hash, lists it as pending and audits it', async () => {
    const w = await teamWorld(t.app);
    const sent = await invite(t.app, w.admin, w.team.id, { role: 'ADMIN', firstName: 'Grace' });
    expect(sent.mail.text).toContain(`http://localhost:3000/invite?token=`);
    // Names stay out of the subject (whatever a brand or inviter calls themselves), the text carries them.
    expect(sent.mail.subject).toBe('You are invited to join a creator team on Plaudit');
    expect(sent.mail.text).toContain(w.team.brandName);
    expect(sent.mail.text).toMatch(/^Hello Grace,/);
    const [row] = await t.app.db.select().from(teamInvites).where(eq(teamInvites.id, sent.id));
    expect(row!.tokenHash).not.toContain(sent.token);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    const list = await authed(t.app, w.editor, {
      method: 'GET',
      url: api(pathOf(ROUTES.teams.listInvites.path, { teamId: w.team.id })),
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: sent.id,
        email: sent.email,
        role: 'ADMIN',
        creatorTeamId: w.team.id,
        expired: false,
        invitedBy: `${w.admin.user.firstName} ${w.admin.user.lastName}`,
      }),
    ]);
    expect(JSON.stringify(list.json())).not.toContain(sent.token);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.invite.create'), eq(auditLog.targetId, sent.id)));
    expect(audit).toHaveLength(1);
  });

  it('writes the mail in the invitee’s language when they already have an account', async () => {
    const w = await teamWorld(t.app);
    const german = await signedInUser(t.app, { language: 'de' });
    const sent = await invite(t.app, w.owner, w.team.id, { email: german.user.email });
    expect(sent.mail.subject).toContain('eingeladen');
  });

  it('refuses OWNER as an invite role, and validates the fields with the messages', async () => {
    const w = await teamWorld(t.app);
    const owner = await authed(t.app, w.owner, {
      method: 'POST',
      url: api(pathOf(ROUTES.teams.invite.path, { teamId: w.team.id })),
      payload: { firstName: 'Grace', lastName: 'Hopper', email: 'x@example.test', role: 'OWNER' },
    });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().errors[0]).toMatchObject({ message: M.team.error.role_not_invitable, meta: { field: 'role' } });
    const bad = await authed(t.app, w.owner, {
      method: 'POST',
      url: api(pathOf(ROUTES.teams.invite.path, { teamId: w.team.id })),
      payload: { firstName: 'G', lastName: '', email: 'nope', role: 'EDITOR' },
    });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([M.validation.firstName.min, M.validation.lastName.required, M.validation.email.invalid]),
    );
  });

  it('refuses an address already in the team, or with an open invite, with clear keys (409)', async () => {
    const w = await teamWorld(t.app);
    await approveTeam(t.app, w.team.id);
    const member = await authed(t.app, w.owner, {
      method: 'POST',
      url: api(pathOf(ROUTES.teams.invite.path, { teamId: w.team.id })),
      payload: { firstName: 'Ed', lastName: 'Itor', email: w.editor.user.email.toUpperCase(), role: 'EDITOR' },
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().errors[0]).toMatchObject({
      type: 'conflict',
      message: M.team.error.already_member,
      meta: { field: 'email' },
    });
    const sent = await invite(t.app, w.owner, w.team.id);
    const again = await authed(t.app, w.admin, {
      method: 'POST',
      url: api(pathOf(ROUTES.teams.invite.path, { teamId: w.team.id })),
      payload: { firstName: 'Grace', lastName: 'Hopper', email: sent.email, role: 'ADMIN' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe(M.team.error.already_invited);
    // Once that invite has expired, a new one may be sent.
    await expireInvite(t.app, sent.id);
    const renewed = await invite(t.app, w.admin, w.team.id, { email: sent.email });
    expect(renewed.id).not.toBe(sent.id);
  });

  it('a muted OWNER cannot invite', async () => {
    const w = await teamWorld(t.app);
    await createPunishment(t.app, w.owner.user.id, { type: 'MUTE', until: new Date(Date.now() + 3_600_000) });
    const res = await authed(t.app, w.owner, {
      method: 'POST',
      url: api(pathOf(ROUTES.teams.invite.path, { teamId: w.team.id })),
      payload: { firstName: 'Grace', lastName: 'Hopper', email: 'muted-invite@example.test', role: 'EDITOR' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe(M.punishments.error.muted);
    expect(await latestMail(t.app, 'muted-invite@example.test')).toBeUndefined();
  });

  it('cancelling removes it from the list; the cancelled link says so and cannot be accepted', async () => {
    const w = await teamWorld(t.app);
    const invitee = await signedInUser(t.app);
    const sent = await invite(t.app, w.owner, w.team.id, { email: invitee.user.email });
    const del = await authed(t.app, w.admin, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.teams.cancelInvite.path, { teamId: w.team.id, inviteId: sent.id })),
    });
    expect(del.statusCode).toBe(200);
    const list = await authed(t.app, w.owner, {
      method: 'GET',
      url: api(pathOf(ROUTES.teams.listInvites.path, { teamId: w.team.id })),
    });
    expect(list.json().data).toEqual([]);
    expect((await preview(sent.token)).json().state).toBe('CANCELLED');
    const res = await accept(invitee, sent.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(M.team.error.invite_cancelled);
    // Cancelling twice, or an invite of another team, is a 404.
    expect(
      (
        await authed(t.app, w.admin, {
          method: 'DELETE',
          url: api(pathOf(ROUTES.teams.cancelInvite.path, { teamId: w.team.id, inviteId: sent.id })),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('invitations are not a spam relay', () => {
  const send = (w: Awaited<ReturnType<typeof teamWorld>>, email: string) =>
    authed(t.app, w.owner, {
      method: 'POST',
      url: api(pathOf(ROUTES.teams.invite.path, { teamId: w.team.id })),
      payload: { firstName: 'Grace', lastName: 'Hopper', email, role: 'EDITOR' },
    });

  it('a team whose verification is not APPROVED cannot invite (403 invite_needs_approval), and nothing is mailed', async () => {
    const w = await teamWorld(t.app);
    const statuses = [undefined, 'PENDING', 'NEEDS_MORE_INFO', 'REJECTED'] as const;
    for (const status of statuses) {
      if (status)
        await t.app.db.insert(verifications).values({ subjectType: 'CREATOR', teamId: w.team.id, status, details: {} });
      const email = `unapproved-${status ?? 'none'}-${w.team.id}@example.test`;
      const res = await send(w, email);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0]).toMatchObject({ type: 'forbidden', message: M.team.error.invite_needs_approval });
      expect(await latestMail(t.app, email)).toBeUndefined();
    }
    expect(await t.app.db.select().from(teamInvites).where(eq(teamInvites.teamId, w.team.id))).toHaveLength(0);
  });

  it('60 parallel invitations: only the daily limit is sent, the rest are throttled until the day has passed', async () => {
    const w = await teamWorld(t.app);
    await approveTeam(t.app, w.team.id);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => send(w, `burst-${i}-${w.team.id}@example.test`)),
    );
    expect(answers).toHaveLength(60);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(TEAM_INVITES_PER_DAY);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(60 - TEAM_INVITES_PER_DAY);
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      const error = res.json().errors[0];
      expect(error).toMatchObject({ type: 'throttle', message: M.team.error.invite_daily_limit });
      // Nearly a day away, shown as the longest wait.
      expect(error.meta.remainingSeconds).toBe(RATE_LIMIT_MAX_SECONDS);
      expect(res.headers['retry-after']).toBe(String(error.meta.remainingSeconds));
    }
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.to, `burst-%-${w.team.id}@example.test`));
    expect(mails).toHaveLength(TEAM_INVITES_PER_DAY);
    // Cancelling does not give the day's invitations back.
    const [one] = await t.app.db.select().from(teamInvites).where(eq(teamInvites.teamId, w.team.id)).limit(1);
    expect(
      (
        await authed(t.app, w.owner, {
          method: 'DELETE',
          url: api(pathOf(ROUTES.teams.cancelInvite.path, { teamId: w.team.id, inviteId: one!.id })),
        })
      ).statusCode,
    ).toBe(200);
    expect((await send(w, `after-cancel-${w.team.id}@example.test`)).statusCode).toBe(429);
    // A day later (moved into the past rather than waited for) the team may invite again.
    await t.app.db
      .update(teamInvites)
      .set({ createdAt: new Date(Date.now() - 86_400_000 - 1000) })
      .where(eq(teamInvites.teamId, w.team.id));
    expect((await send(w, `next-day-${w.team.id}@example.test`)).statusCode).toBe(200);
  });
});

describe('the invitation link', () => {
  it('previews team, role, inviter and a masked address for anyone holding the token', async () => {
    const w = await teamWorld(t.app);
    const sent = await invite(t.app, w.owner, w.team.id, { email: 'ada.lovelace@example.test', role: 'ADMIN' });
    const res = await preview(sent.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      teamId: w.team.id,
      brandName: w.team.brandName,
      role: 'ADMIN',
      state: 'OPEN',
      emailMasked: 'ad***@example.test',
      inviterName: `${w.owner.user.firstName} ${w.owner.user.lastName}`,
      forCurrentUser: null,
    });
    expect((await preview(sent.token, w.editor)).json().forCurrentUser).toBe(false);
    expect((await preview('not-a-real-token')).statusCode).toBe(404);
  });

  it('accepting adds the membership with the invited role, selects the team for someone with none, and works once', async () => {
    const w = await teamWorld(t.app);
    const invitee = await signedInUser(t.app);
    const sent = await invite(t.app, w.owner, w.team.id, { email: invitee.user.email, role: 'EDITOR' });
    expect((await preview(sent.token, invitee)).json().forCurrentUser).toBe(true);
    const res = await accept(invitee, sent.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ teamId: w.team.id, role: 'EDITOR' });

    const me = await authed(t.app, invitee, { method: 'GET', url: api(ROUTES.auth.me.path) });
    const [row] = await t.app.db
      .select({ selectedTeamId: users.selectedTeamId })
      .from(users)
      .where(eq(users.id, invitee.user.id));
    expect(row!.selectedTeamId).toBe(w.team.id);
    expect(me.statusCode).toBe(200);

    const members = await authed(t.app, invitee, {
      method: 'GET',
      url: api(pathOf(ROUTES.teams.listMembers.path, { teamId: w.team.id })),
    });
    expect(members.json().data.find((m: { isCurrentUser: boolean }) => m.isCurrentUser)).toMatchObject({
      role: 'EDITOR',
      email: invitee.user.email,
    });

    const twice = await accept(invitee, sent.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].message).toBe(M.team.error.invite_used);
    expect((await preview(sent.token)).json().state).toBe('USED');
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'team.invite.accept'));
    expect(audit.some((a) => (a.after as { inviteId?: string }).inviteId === sent.id)).toBe(true);
  });

  it('selects the newly joined team, also for someone who already works in another team', async () => {
    const w = await teamWorld(t.app);
    const other = await createTeam(t.app);
    const invitee = await signedInUser(t.app);
    await addMember(t.app, other.id, invitee.user.id, 'OWNER');
    const sent = await invite(t.app, w.owner, w.team.id, { email: invitee.user.email });
    expect((await accept(invitee, sent.token)).statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ selectedTeamId: users.selectedTeamId })
      .from(users)
      .where(eq(users.id, invitee.user.id));
    expect(row!.selectedTeamId).toBe(w.team.id);
    const me = await authed(t.app, invitee, { method: 'GET', url: api(ROUTES.auth.me.path) });
    expect(me.json().selectedCreatorTeam).toMatchObject({ role: 'EDITOR', creatorTeam: { id: w.team.id } });
  });

  it('an expired invitation cannot be accepted', async () => {
    const w = await teamWorld(t.app);
    const invitee = await signedInUser(t.app);
    const sent = await invite(t.app, w.owner, w.team.id, { email: invitee.user.email });
    await expireInvite(t.app, sent.id);
    expect((await preview(sent.token)).json().state).toBe('EXPIRED');
    const res = await accept(invitee, sent.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(M.team.error.invite_expired);
  });

  it('only the invited account may accept (403 with a clear key); an unverified one must verify first', async () => {
    const w = await teamWorld(t.app);
    const sent = await invite(t.app, w.owner, w.team.id);
    const wrong = await accept(w.outsider, sent.token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors[0].message).toBe(M.team.error.invite_wrong_account);

    const unverified = await signedInUser(t.app, { emailVerificationStatus: 'UNVERIFIED' });
    const second = await invite(t.app, w.owner, w.team.id, { email: unverified.user.email });
    const res = await accept(unverified, second.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe(M.auth.error.email_not_verified);
  });

  it('someone who joined meanwhile is told they are already a member', async () => {
    const w = await teamWorld(t.app);
    const invitee = await signedInUser(t.app);
    const sent = await invite(t.app, w.owner, w.team.id, { email: invitee.user.email });
    await addMember(t.app, w.team.id, invitee.user.id, 'EDITOR');
    const res = await accept(invitee, sent.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(M.team.error.already_member);
  });

  it('accepting needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.teams.acceptInvite.path),
      payload: { token: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
