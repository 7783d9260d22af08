import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { pathOf, ROUTES, type AdminVerification, type User, type VerificationList } from '@plaudit/contract';
import { auditLog, creatorTeams, verifications } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, latestMail, signedInUser, type Signed } from '../../../test/factories.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t.app, { role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => t.close());

const uniq = () => `p${Math.random().toString(36).slice(2, 10)}`;

async function creatorApplicant(overrides: Parameters<typeof signedInUser>[1] = {}, brandName = `Brand ${uniq()}`) {
  const s = await signedInUser(t.app, overrides);
  const res = await authed(t.app, s, {
    method: 'POST',
    url: api(ROUTES.creators.creatorSignUp.path),
    payload: { brandName, website: 'https://brand.example', creatorProfile: uniq() },
  });
  expect(res.statusCode).toBe(200);
  const teamId = res.json<User>().creatorTeamMembers[0]!.creatorTeam.id;
  const [round] = await t.app.db
    .select()
    .from(verifications)
    .where(eq(verifications.teamId, teamId))
    .orderBy(desc(verifications.submittedAt))
    .limit(1);
  return { s, teamId, verificationId: round!.id, brandName };
}

async function youtuberApplicant(pageName = `Page ${uniq()}`) {
  const s = await signedInUser(t.app);
  const res = await authed(t.app, s, {
    method: 'POST',
    url: api(ROUTES.creators.youtuberSignUp.path),
    payload: { pageName, youtubeUrl: 'https://www.youtube.com/@somechannel' },
  });
  expect(res.statusCode).toBe(200);
  const youtuberId = res.json<User>().youtuber!.id;
  const [round] = await t.app.db.select().from(verifications).where(eq(verifications.youtuberId, youtuberId));
  return { s, youtuberId, verificationId: round!.id, pageName };
}

const list = (s: Signed, query = '') =>
  authed(t.app, s, { method: 'GET', url: `${api(ROUTES.verifications.list.path)}${query}` });
// A refusal and a lock name their published ground (ignored on the other decisions); a test of the ground itself
// passes its own.
const decide = (s: Signed, id: string, payload: object) =>
  authed(t.app, s, {
    method: 'PUT',
    url: api(pathOf(ROUTES.verifications.decide.path, { id })),
    payload: { ground: 'OTHER_TERMS', ...payload },
  });
const access = (s: Signed, teamId: string, payload: object) =>
  authed(t.app, s, {
    method: 'PUT',
    url: api(pathOf(ROUTES.verifications.setCreatorAccess.path, { teamId })),
    payload: { ground: 'OTHER_TERMS', ...payload },
  });

describe('admin routes are ADMIN only', () => {
  it('MOD and USER get 403, anonymous 401, on every route', async () => {
    const { teamId, verificationId } = await creatorApplicant();
    const mod = await signedInUser(t.app, { role: 'MOD' });
    const user = await signedInUser(t.app);
    const calls = [
      { method: 'GET' as const, url: api(ROUTES.verifications.list.path) },
      {
        method: 'PUT' as const,
        url: api(pathOf(ROUTES.verifications.decide.path, { id: verificationId })),
        payload: { status: 'APPROVED' },
      },
      {
        method: 'PUT' as const,
        url: api(pathOf(ROUTES.verifications.setCreatorAccess.path, { teamId })),
        payload: { accessStatus: 'BLOCKED', until: null, ground: 'NOT_GENUINE' },
      },
      { method: 'GET' as const, url: api(ROUTES.verifications.listBrandRequests.path) },
    ];
    for (const call of calls) {
      for (const s of [mod, user]) {
        const res = await authed(t.app, s, call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().errors[0].type).toBe('forbidden');
      }
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    // Nothing changed.
    const [round] = await t.app.db.select().from(verifications).where(eq(verifications.id, verificationId));
    expect(round!.status).toBe('PENDING');
    const [team] = await t.app.db.select().from(creatorTeams).where(eq(creatorTeams.id, teamId));
    expect(team!.accessStatus).toBe('UNBLOCKED');
  });
});

describe('GET /admin/creators/verifications', () => {
  it('lists creator and YouTuber applications with applicant, name, link, profile and dates', async () => {
    const c = await creatorApplicant({ firstName: 'Cora', lastName: 'Listed' });
    const y = await youtuberApplicant();
    const res = await list(admin, `?search=${encodeURIComponent(c.brandName)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<VerificationList>();
    expect(body.meta).toEqual({ page: 1, take: 20, total: 1, pageCount: 1 });
    expect(body.data[0]).toMatchObject({
      id: c.verificationId,
      type: 'CREATOR',
      status: 'PENDING',
      message: null,
      name: c.brandName,
      link: 'https://brand.example',
      applicant: { id: c.s.user.id, name: 'Cora Listed', email: c.s.user.email },
      teamId: c.teamId,
      youtuberId: null,
      accessStatus: 'UNBLOCKED',
      reviewedAt: null,
      reviewer: null,
    });
    expect(body.data[0]!.profile).toMatch(/^p/);
    expect(Date.parse(body.data[0]!.submittedAt)).not.toBeNaN();

    const yt = (await list(admin, `?search=${encodeURIComponent(y.pageName)}`)).json<VerificationList>().data[0]!;
    expect(yt).toMatchObject({
      type: 'YOUTUBER',
      name: y.pageName,
      link: 'https://www.youtube.com/@somechannel',
      profile: null,
      youtuberId: y.youtuberId,
      teamId: null,
      accessStatus: null,
    });
  });

  it('filters by status and type, pages and sorts', async () => {
    const tag = uniq();
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await creatorApplicant({}, `Sort ${tag} ${i}`));
    const y = await youtuberApplicant(`Sort ${tag} yt`);
    await decide(admin, made[0]!.verificationId, { status: 'REJECTED', message: 'Not a brand' });

    const creators = (await list(admin, `?search=${tag}&type=CREATOR`)).json<VerificationList>();
    expect(creators.meta.total).toBe(3);
    expect(creators.data).toHaveLength(3);
    expect(creators.data.every((d) => d.type === 'CREATOR')).toBe(true);
    const youtubers = (await list(admin, `?search=${tag}&type=YOUTUBER`)).json<VerificationList>();
    expect(youtubers.data.map((d) => d.id)).toEqual([y.verificationId]);
    const rejected = (await list(admin, `?search=${tag}&status=REJECTED`)).json<VerificationList>();
    expect(rejected.data.map((d) => d.id)).toEqual([made[0]!.verificationId]);

    const page1 = (
      await list(admin, `?search=${tag}&take=2&page=1&sortBy=name&sortOrder=ASC`)
    ).json<VerificationList>();
    expect(page1.meta).toEqual({ page: 1, take: 2, total: 4, pageCount: 2 });
    expect(page1.data.map((d) => d.name)).toEqual([`Sort ${tag} 0`, `Sort ${tag} 1`]);
    const page2 = (
      await list(admin, `?search=${tag}&take=2&page=2&sortBy=name&sortOrder=ASC`)
    ).json<VerificationList>();
    expect(page2.data.map((d) => d.name)).toEqual([`Sort ${tag} 2`, `Sort ${tag} yt`]);
    const newest = (await list(admin, `?search=${tag}&sortBy=submittedAt&sortOrder=DESC`)).json<VerificationList>();
    expect(newest.data[0]!.id).toBe(y.verificationId);

    expect((await list(admin, '?take=500')).statusCode).toBe(400);
    expect((await list(admin, '?status=MAYBE')).statusCode).toBe(400);
  });
});

describe('PUT /admin/creators/verifications/{id}', () => {
  it('NEEDS_MORE_INFO → resubmit → APPROVED: mails each outcome, audits each decision, only the newest round is decidable', async () => {
    const c = await creatorApplicant();
    const missing = await decide(admin, c.verificationId, { status: 'NEEDS_MORE_INFO' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({
      message: 'validation.reviewMessage.required',
      meta: { field: 'message' },
    });

    const asked = await decide(admin, c.verificationId, {
      status: 'NEEDS_MORE_INFO',
      message: 'Which website is official?',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<AdminVerification>()).toMatchObject({
      status: 'NEEDS_MORE_INFO',
      message: 'Which website is official?',
      reviewer: { id: admin.user.id, name: 'Ada Admin' },
    });
    const mail = await latestMail(t.app, c.s.user.email);
    expect(mail!.subject).toBe(`Plaudit needs more information about ${c.brandName}`);
    expect(mail!.text).toContain('Which website is official?');

    const meAsked = (await authed(t.app, c.s, { method: 'GET', url: api(ROUTES.auth.me.path) })).json<User>();
    expect(meAsked.selectedCreatorTeam?.creatorTeam.verification).toEqual({
      status: 'NEEDS_MORE_INFO',
      message: 'Which website is official?',
    });

    const profile = (await list(admin, `?search=${encodeURIComponent(c.brandName)}`)).json<VerificationList>().data[0]!
      .profile!;
    const resubmit = await authed(t.app, c.s, {
      method: 'POST',
      url: api(ROUTES.creators.creatorSignUp.path),
      payload: { brandName: c.brandName, website: 'https://official.example', creatorProfile: profile },
    });
    expect(resubmit.statusCode).toBe(200);
    const newest = (await list(admin, `?search=${encodeURIComponent(c.brandName)}`)).json<VerificationList>().data;
    expect(newest).toHaveLength(1); // the queue shows the newest round only
    expect(newest[0]).toMatchObject({ status: 'PENDING', link: 'https://official.example' });
    expect(newest[0]!.id).not.toBe(c.verificationId);

    const stale = await decide(admin, c.verificationId, { status: 'APPROVED' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].message).toBe('verification.error.not_latest');

    const approved = await decide(admin, newest[0]!.id, { status: 'APPROVED' });
    expect(approved.statusCode).toBe(200);
    expect((await latestMail(t.app, c.s.user.email))!.subject).toBe(`${c.brandName} is verified on Plaudit`);
    const meApproved = (await authed(t.app, c.s, { method: 'GET', url: api(ROUTES.auth.me.path) })).json<User>();
    expect(meApproved.isCreatorVerified).toBe(true);

    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.decide'), eq(auditLog.targetId, c.teamId)))
      .orderBy(auditLog.at);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      actorId: admin.user.id,
      targetType: 'creator_team',
      before: { status: 'PENDING', message: null },
      after: { status: 'NEEDS_MORE_INFO', message: 'Which website is official?' },
    });
    expect(audits[1]).toMatchObject({ after: { status: 'APPROVED' } });
  });

  it('rejects a YouTuber with a message, mailed in the applicant’s language', async () => {
    const s = await signedInUser(t.app, { language: 'de' });
    const res = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.youtuberSignUp.path),
      payload: { pageName: 'Kanal', youtubeUrl: 'https://youtube.com/@kanal' },
    });
    const youtuberId = res.json<User>().youtuber!.id;
    const [round] = await t.app.db.select().from(verifications).where(eq(verifications.youtuberId, youtuberId));
    expect((await decide(admin, round!.id, { status: 'REJECTED' })).statusCode).toBe(400);
    const rejected = await decide(admin, round!.id, { status: 'REJECTED', message: 'Kein Kanal' });
    expect(rejected.statusCode).toBe(200);
    const mail = await latestMail(t.app, s.user.email);
    expect(mail!.subject).toBe('Deine Plaudit-Bewerbung für Kanal wurde abgelehnt');
    expect(mail!.text).toContain('Kein Kanal');
    const me = (await authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.me.path) })).json<User>();
    expect(me.youtuber?.verification).toEqual({ status: 'REJECTED', message: 'Kein Kanal' });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.decide'), eq(auditLog.targetId, youtuberId)));
    expect(audit).toMatchObject({ targetType: 'youtuber', after: { status: 'REJECTED' } });
  });

  it('an unknown id answers 404 and an invalid status 400', async () => {
    expect((await decide(admin, '00000000-0000-4000-8000-000000000000', { status: 'APPROVED' })).statusCode).toBe(404);
    expect((await decide(admin, 'not-a-uuid', { status: 'APPROVED' })).statusCode).toBe(404);
    const c = await creatorApplicant();
    expect((await decide(admin, c.verificationId, { status: 'PENDING' })).statusCode).toBe(400);
  });
});

describe('PUT /admin/creator-teams/{teamId}/access', () => {
  it('locks until a date, indefinitely, and lifts the lock; each change audited; the applicant sees it', async () => {
    const c = await creatorApplicant();
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const locked = await access(admin, c.teamId, { accessStatus: 'BLOCKED', until, reason: 'Fake reviews' });
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toEqual({ teamId: c.teamId, accessStatus: 'BLOCKED', until, reason: 'Fake reviews' });
    let me = (await authed(t.app, c.s, { method: 'GET', url: api(ROUTES.auth.me.path) })).json<User>();
    expect(me.isCreatorBlocked).toBe(true);
    const row = (await list(admin, `?search=${encodeURIComponent(c.brandName)}`)).json<VerificationList>().data[0]!;
    expect(row).toMatchObject({ accessStatus: 'BLOCKED', accessUntil: until });

    const forever = await access(admin, c.teamId, { accessStatus: 'BLOCKED', until: null });
    expect(forever.json()).toMatchObject({ accessStatus: 'BLOCKED', until: null });

    const lifted = await access(admin, c.teamId, { accessStatus: 'UNBLOCKED', until, reason: 'ignored' });
    expect(lifted.json()).toEqual({ teamId: c.teamId, accessStatus: 'UNBLOCKED', until: null, reason: null });
    me = (await authed(t.app, c.s, { method: 'GET', url: api(ROUTES.auth.me.path) })).json<User>();
    expect(me.isCreatorBlocked).toBe(false);

    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'creator.access'), eq(auditLog.targetId, c.teamId)))
      .orderBy(auditLog.at);
    expect(audits.map((a) => (a.after as { accessStatus: string }).accessStatus)).toEqual([
      'BLOCKED',
      'BLOCKED',
      'UNBLOCKED',
    ]);
    expect(audits[0]).toMatchObject({
      actorId: admin.user.id,
      before: { accessStatus: 'UNBLOCKED' },
      after: { until, reason: 'Fake reviews' },
    });
  });

  it('a date in the past is refused; an unknown team answers 404', async () => {
    const c = await creatorApplicant();
    const past = await access(admin, c.teamId, {
      accessStatus: 'BLOCKED',
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].message).toBe('validation.lockUntil.past');
    expect((await access(admin, '00000000-0000-4000-8000-000000000000', { accessStatus: 'BLOCKED' })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /admin/brand-requests', () => {
  it('lists the requests, newest first, with the requester', async () => {
    const s = await signedInUser(t.app, { firstName: 'Rita', lastName: 'Requester' });
    const name = `Missing ${uniq()}`;
    await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.requestBrand.path),
      payload: { brandName: name, website: '', message: 'We sell shoes' },
    });
    const res = await authed(t.app, admin, {
      method: 'GET',
      url: `${api(ROUTES.verifications.listBrandRequests.path)}?search=${encodeURIComponent(name)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: [
        {
          brandName: name,
          website: null,
          message: 'We sell shoes',
          status: 'OPEN',
          requester: { id: s.user.id, name: 'Rita Requester', email: s.user.email },
        },
      ],
      meta: { page: 1, take: 20, total: 1, pageCount: 1 },
    });
  });
});
