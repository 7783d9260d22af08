import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pathOf, ROUTES, type User } from '@plaudit/contract';
import {
  creatorTeamMembers,
  creatorTeams,
  emptySocialLinks,
  users,
  verifications,
  youtubers,
} from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser, signIn } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const uniq = () => `p${Math.random().toString(36).slice(2, 10)}`;
const creatorBody = (profile = uniq()) => ({
  brandName: 'Acme Corp',
  website: 'https://acme.example',
  creatorProfile: profile,
});

async function unclaimedProfile(handle = uniq()) {
  const [row] = await t.app.db
    .insert(creatorTeams)
    .values({ brandName: 'Listed', profileHandle: handle, social: emptySocialLinks() })
    .returning();
  return row!;
}

async function setLatest(
  teamOrYoutuber: { teamId?: string; youtuberId?: string },
  status: 'APPROVED' | 'REJECTED' | 'NEEDS_MORE_INFO',
  message: string | null = null,
) {
  const where = teamOrYoutuber.teamId
    ? eq(verifications.teamId, teamOrYoutuber.teamId)
    : eq(verifications.youtuberId, teamOrYoutuber.youtuberId!);
  await t.app.db.update(verifications).set({ status, message, reviewedAt: new Date() }).where(where);
}

const me = async (s: Parameters<typeof authed>[1]) =>
  (await authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.me.path) })).json<User>();

describe('GET /auth/creator/check-profile/{profile}', () => {
  it('answers unclaimed for a new or a listed-but-unclaimed profile, claimed (any case) once claimed', async () => {
    const fresh = await t.app.inject({
      method: 'GET',
      url: api(pathOf(ROUTES.creators.checkProfile.path, { profile: uniq() })),
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ claimed: false, message: 'creator.profile.available' });

    const listed = await unclaimedProfile();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: api(pathOf(ROUTES.creators.checkProfile.path, { profile: listed.profileHandle })),
        })
      ).json().claimed,
    ).toBe(false);

    const owner = await signedInUser(t.app);
    const handle = uniq();
    expect(
      (
        await authed(t.app, owner, {
          method: 'POST',
          url: api(ROUTES.creators.creatorSignUp.path),
          payload: creatorBody(handle),
        })
      ).statusCode,
    ).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: api(pathOf(ROUTES.creators.checkProfile.path, { profile: handle.toUpperCase() })),
    });
    expect(res.json()).toEqual({ claimed: true, message: 'creator.profile.claimed' });
  });

  it('refuses anything but letters and digits with 400', async () => {
    for (const bad of ['acme-corp', 'acme corp', 'acme_1', 'ä']) {
      const res = await t.app.inject({
        method: 'GET',
        url: api(pathOf(ROUTES.creators.checkProfile.path, { profile: bad })),
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ type: 'validation', message: 'validation.creatorProfile.pattern' });
    }
  });
});

describe('POST /auth/creator/signUp', () => {
  it('creates the team with the caller as OWNER, a PENDING round, UNBLOCKED, selected, registerType CREATOR', async () => {
    const s = await signedInUser(t.app);
    const handle = uniq();
    const res = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.creatorSignUp.path),
      payload: creatorBody(handle),
    });
    expect(res.statusCode).toBe(200);
    const user = res.json<User>();
    expect(user.registerType).toBe('CREATOR');
    expect(user.isCreator).toBe(true);
    expect(user.isCreatorVerified).toBe(false);
    expect(user.creatorTeamMembers).toHaveLength(1);
    expect(user.creatorTeamMembers[0]).toMatchObject({
      role: 'OWNER',
      creatorTeam: {
        brandName: 'Acme Corp',
        accessStatus: 'UNBLOCKED',
        verification: { status: 'PENDING', message: null },
      },
    });
    expect(user.creatorTeamMembers[0]!.creatorTeam.settings.social.websiteUrl).toBe('https://acme.example');
    expect(user.selectedCreatorTeam?.creatorTeam.id).toBe(user.creatorTeamMembers[0]!.creatorTeam.id);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row!.selectedTeamId).toBe(user.creatorTeamMembers[0]!.creatorTeam.id);
    const [round] = await t.app.db.select().from(verifications).where(eq(verifications.teamId, row!.selectedTeamId!));
    expect(round).toMatchObject({
      subjectType: 'CREATOR',
      status: 'PENDING',
      applicantId: s.user.id,
      details: { brandName: 'Acme Corp', website: 'https://acme.example', creatorProfile: handle },
    });
    // GET /auth/me says the same.
    expect((await me(s)).creatorTeamMembers).toEqual(user.creatorTeamMembers);
  });

  it('claims a listed, unclaimed profile (any case) instead of creating a second one', async () => {
    const listed = await unclaimedProfile();
    const s = await signedInUser(t.app);
    const res = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.creatorSignUp.path),
      payload: creatorBody(listed.profileHandle.toUpperCase()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().creatorTeamMembers[0]!.creatorTeam.id).toBe(listed.id);
    const [team] = await t.app.db.select().from(creatorTeams).where(eq(creatorTeams.id, listed.id));
    expect(team!.claimedAt).not.toBeNull();
    expect(team!.brandName).toBe('Acme Corp');
    const count = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(creatorTeams)
      .where(sql`lower(${creatorTeams.profileHandle}) = lower(${listed.profileHandle})`);
    expect(count[0]!.n).toBe(1);
  });

  it('answers 409 for a profile someone else claimed, in any case', async () => {
    const first = await signedInUser(t.app);
    const second = await signedInUser(t.app);
    const handle = uniq();
    expect(
      (
        await authed(t.app, first, {
          method: 'POST',
          url: api(ROUTES.creators.creatorSignUp.path),
          payload: creatorBody(handle),
        })
      ).statusCode,
    ).toBe(200);
    const res = await authed(t.app, second, {
      method: 'POST',
      url: api(ROUTES.creators.creatorSignUp.path),
      payload: creatorBody(handle.toUpperCase()),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({
      type: 'conflict',
      message: 'creator.error.profile_claimed',
      meta: { field: 'creatorProfile' },
    });
    expect((await me(second)).creatorTeamMembers).toEqual([]);
  });

  it('two claims of one profile at the same moment: exactly one wins, for a listed and for a new profile', async () => {
    for (const handle of [(await unclaimedProfile()).profileHandle, uniq()]) {
      const a = await signedInUser(t.app);
      const b = await signedInUser(t.app);
      const results = await Promise.all(
        [a, b].map((s) =>
          authed(t.app, s, {
            method: 'POST',
            url: api(ROUTES.creators.creatorSignUp.path),
            payload: creatorBody(handle),
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const members = await t.app.db
        .select({ userId: creatorTeamMembers.userId })
        .from(creatorTeamMembers)
        .innerJoin(creatorTeams, eq(creatorTeams.id, creatorTeamMembers.teamId))
        .where(sql`lower(${creatorTeams.profileHandle}) = lower(${handle})`);
      expect(members).toHaveLength(1);
    }
  });

  it('refuses an unverified email with 403 and anonymous callers with 401', async () => {
    const s = await signedInUser(t.app, { emailVerificationStatus: 'UNVERIFIED' });
    const res = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.creatorSignUp.path),
      payload: creatorBody(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({ type: 'forbidden', message: 'auth.error.email_not_verified' });
    const yt = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.youtuberSignUp.path),
      payload: { pageName: 'Page', youtubeUrl: 'https://youtube.com/@someone' },
    });
    expect(yt.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: api(ROUTES.creators.creatorSignUp.path), payload: creatorBody() }))
        .statusCode,
    ).toBe(401);
  });

  it('validates the details', async () => {
    const s = await signedInUser(t.app);
    const res = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.creatorSignUp.path),
      payload: { brandName: 'A', website: 'not a url', creatorProfile: 'a-b' },
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'validation.brandName.min',
        'validation.website.invalid',
        'validation.creatorProfile.pattern',
      ]),
    );
  });

  it('resubmitting: only after NEEDS_MORE_INFO, as a new PENDING round with the corrected details', async () => {
    const s = await signedInUser(t.app);
    const handle = uniq();
    const first = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.creatorSignUp.path),
      payload: creatorBody(handle),
    });
    const teamId = first.json<User>().creatorTeamMembers[0]!.creatorTeam.id;
    // While PENDING, sending again is a conflict, not a second round.
    const again = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.creatorSignUp.path),
      payload: creatorBody(handle),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('creator.error.already_applied');

    await setLatest({ teamId }, 'NEEDS_MORE_INFO', 'Please use the official website');
    const asked = await me(s);
    expect(asked.selectedCreatorTeam?.creatorTeam.verification).toEqual({
      status: 'NEEDS_MORE_INFO',
      message: 'Please use the official website',
    });

    const res = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.creatorSignUp.path),
      payload: { ...creatorBody(handle), brandName: 'Acme Official', website: 'https://official.acme.example' },
    });
    expect(res.statusCode).toBe(200);
    const user = res.json<User>();
    expect(user.creatorTeamMembers).toHaveLength(1);
    expect(user.creatorTeamMembers[0]!.creatorTeam).toMatchObject({
      id: teamId,
      brandName: 'Acme Official',
      verification: { status: 'PENDING', message: null },
    });
    const rounds = await t.app.db.select().from(verifications).where(eq(verifications.teamId, teamId));
    expect(rounds.map((r) => r.status).sort()).toEqual(['NEEDS_MORE_INFO', 'PENDING']);

    // Another person cannot "resubmit" someone else's profile.
    const other = await signedInUser(t.app);
    await setLatest({ teamId }, 'NEEDS_MORE_INFO', 'again');
    expect(
      (
        await authed(t.app, other, {
          method: 'POST',
          url: api(ROUTES.creators.creatorSignUp.path),
          payload: creatorBody(handle),
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('POST /auth/youtuber/signUp', () => {
  const body = { pageName: 'My Reviews', youtubeUrl: 'https://www.youtube.com/@myreviews' };

  it('creates the YouTuber record with its own PENDING round and registerType YOUTUBER', async () => {
    const s = await signedInUser(t.app);
    const res = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.youtuberSignUp.path),
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const user = res.json<User>();
    expect(user.registerType).toBe('YOUTUBER');
    expect(user.youtuber).toMatchObject({
      pageName: 'My Reviews',
      youtubeUrl: body.youtubeUrl,
      verification: { status: 'PENDING', message: null },
    });
    expect(user.isCreator).toBe(false);
    expect((await me(s)).youtuber).toEqual(user.youtuber);
  });

  it('accepts the channel URL forms and refuses others', async () => {
    for (const url of [
      'https://youtube.com/@abc',
      'https://m.youtube.com/channel/UC1234567890abcdef',
      'http://www.youtube.com/c/SomeName',
      'https://youtube.com/user/old_name/',
    ]) {
      const s = await signedInUser(t.app);
      expect(
        (
          await authed(t.app, s, {
            method: 'POST',
            url: api(ROUTES.creators.youtuberSignUp.path),
            payload: { pageName: 'Page', youtubeUrl: url },
          })
        ).statusCode,
        url,
      ).toBe(200);
    }
    const s = await signedInUser(t.app);
    for (const url of ['https://youtube.com/watch?v=abc', 'https://vimeo.com/@abc', 'youtube.com/@abc']) {
      const res = await authed(t.app, s, {
        method: 'POST',
        url: api(ROUTES.creators.youtuberSignUp.path),
        payload: { pageName: 'Page', youtubeUrl: url },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].message).toBe('validation.youtubeUrl.invalid');
    }
  });

  it('a second sign-up is a conflict unless the newest round asks for more information', async () => {
    const s = await signedInUser(t.app);
    await authed(t.app, s, { method: 'POST', url: api(ROUTES.creators.youtuberSignUp.path), payload: body });
    const again = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.youtuberSignUp.path),
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('youtuber.error.already_registered');
    const [yt] = await t.app.db.select().from(youtubers).where(eq(youtubers.userId, s.user.id));
    await setLatest({ youtuberId: yt!.id }, 'NEEDS_MORE_INFO', 'Link the channel, not a video');
    const res = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.youtuberSignUp.path),
      payload: { ...body, pageName: 'Better Name' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().youtuber).toMatchObject({
      id: yt!.id,
      pageName: 'Better Name',
      verification: { status: 'PENDING' },
    });
    await setLatest({ youtuberId: yt!.id }, 'REJECTED', 'No');
    expect(
      (await authed(t.app, s, { method: 'POST', url: api(ROUTES.creators.youtuberSignUp.path), payload: body }))
        .statusCode,
    ).toBe(409);
  });
});

describe('the signed-in person: memberships, selection and access', () => {
  async function teamFor(userId: string, role: 'OWNER' | 'ADMIN' | 'EDITOR', brandName: string, joinedAt: Date) {
    const [team] = await t.app.db
      .insert(creatorTeams)
      .values({ brandName, profileHandle: uniq(), social: emptySocialLinks(), claimedAt: new Date() })
      .returning();
    await t.app.db.insert(creatorTeamMembers).values({ teamId: team!.id, userId, role, createdAt: joinedAt });
    await t.app.db
      .insert(verifications)
      .values({ subjectType: 'CREATOR', teamId: team!.id, status: 'APPROVED', details: {} });
    return team!;
  }

  it('memberships come in join order; sign-in selects the stored team, else the first OWNER, else the first', async () => {
    const s = await signedInUser(t.app);
    const editor = await teamFor(s.user.id, 'EDITOR', 'Editor Team', new Date('2024-01-01'));
    const owner = await teamFor(s.user.id, 'OWNER', 'Owner Team', new Date('2024-02-01'));
    const admin = await teamFor(s.user.id, 'ADMIN', 'Admin Team', new Date('2024-03-01'));

    let signed = await signIn(t.app, s.user.email, s.user.password);
    expect(signed.body.user.creatorTeamMembers.map((m) => m.creatorTeam.brandName)).toEqual([
      'Editor Team',
      'Owner Team',
      'Admin Team',
    ]);
    expect(signed.body.user.selectedCreatorTeam?.creatorTeam.id).toBe(owner.id);
    expect(signed.body.user.isCreatorVerified).toBe(true);

    await t.app.db.update(users).set({ selectedTeamId: admin.id }).where(eq(users.id, s.user.id));
    signed = await signIn(t.app, s.user.email, s.user.password);
    expect(signed.body.user.selectedCreatorTeam?.creatorTeam.id).toBe(admin.id);

    // The selected team is no longer a membership: back to the first OWNER membership.
    await t.app.db.delete(creatorTeamMembers).where(eq(creatorTeamMembers.teamId, admin.id));
    signed = await signIn(t.app, s.user.email, s.user.password);
    expect(signed.body.user.selectedCreatorTeam?.creatorTeam.id).toBe(owner.id);

    // No OWNER membership left: the first membership.
    await t.app.db.delete(creatorTeamMembers).where(eq(creatorTeamMembers.teamId, owner.id));
    signed = await signIn(t.app, s.user.email, s.user.password);
    expect(signed.body.user.selectedCreatorTeam?.creatorTeam.id).toBe(editor.id);

    await t.app.db.delete(creatorTeamMembers).where(eq(creatorTeamMembers.teamId, editor.id));
    signed = await signIn(t.app, s.user.email, s.user.password);
    expect(signed.body.user.selectedCreatorTeam).toBeNull();
    expect(signed.body.user.isCreator).toBe(false);
  });

  it('a BLOCKED lock counts until its date; once the date has passed the team is UNBLOCKED', async () => {
    const s = await signedInUser(t.app);
    const team = await teamFor(s.user.id, 'OWNER', 'Locked', new Date());
    await t.app.db
      .update(creatorTeams)
      .set({ accessStatus: 'BLOCKED', accessUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(creatorTeams.id, team.id));
    const until = new Date(Date.now() + 3_600_000);
    await t.app.db.update(creatorTeams).set({ accessUntil: until }).where(eq(creatorTeams.id, team.id));
    let user = await me(s);
    expect(user.selectedCreatorTeam?.creatorTeam.accessStatus).toBe('BLOCKED');
    expect(user.selectedCreatorTeam?.creatorTeam.accessUntil).toBe(until.toISOString());
    expect(user.isCreatorBlocked).toBe(true);
    await t.app.db
      .update(creatorTeams)
      .set({ accessUntil: new Date(Date.now() - 1000) })
      .where(eq(creatorTeams.id, team.id));
    user = await me(s);
    expect(user.selectedCreatorTeam?.creatorTeam.accessStatus).toBe('UNBLOCKED');
    expect(user.isCreatorBlocked).toBe(false);
    await t.app.db.update(creatorTeams).set({ accessUntil: null }).where(eq(creatorTeams.id, team.id));
    user = await me(s);
    expect(user.isCreatorBlocked).toBe(true);
    expect(user.selectedCreatorTeam?.creatorTeam.accessUntil).toBeNull();
  });
});

describe('POST /auth/creator/brand-requests', () => {
  it('stores the request of a signed-in person and validates it', async () => {
    const s = await signedInUser(t.app);
    const res = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.requestBrand.path),
      payload: { brandName: 'Hooli', website: 'https://hooli.example', message: 'Please add us' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toEqual(expect.any(String));
    // What the web form sends for an empty website after its own parsing.
    expect(
      (
        await authed(t.app, s, {
          method: 'POST',
          url: api(ROUTES.creators.requestBrand.path),
          payload: { brandName: 'Hooli', website: null },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await authed(t.app, s, {
          method: 'POST',
          url: api(ROUTES.creators.requestBrand.path),
          payload: { brandName: 'Hooli', website: '' },
        })
      ).statusCode,
    ).toBe(200);
    const bad = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.requestBrand.path),
      payload: { brandName: 'H', website: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: api(ROUTES.creators.requestBrand.path),
          payload: { brandName: 'Hooli' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
