import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  M,
  pathOf,
  ROUTES,
  type AdminVerification,
  type BrandPage,
  type TeamSettings,
  type User,
  type VerificationList,
} from '@plaudit/contract';
import { creatorTeams, products } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, latestMail, signedInUser } from '../../../test/factories.js';
import { publishedProduct } from '../../../test/review-moderation-factories.js';
import { addMember, approveTeam, createTeam, TEAM_TEST_LIMITS, type SignedUser } from '../../../test/team-factories.js';

// A verified brand's name cannot be taken over: an approved team's new name waits for a moderator while the public
// keeps the approved one, and no team may take a name too close to another verified brand's.

let t: TestContext;
let admin: SignedUser;
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  admin = await signedInUser(t.app, { role: 'ADMIN' });
});
afterAll(async () => t.close());

/** A team with a signed-in OWNER; `approved`, with a published product (so "still public" can be checked). */
async function brand(brandName: string, approved = true) {
  const owner = await signedInUser(t.app);
  const team = await createTeam(t.app, { brandName });
  await addMember(t.app, team.id, owner.user.id, 'OWNER');
  const product = approved ? await publishedProduct(t.app, team.id) : null; // approves the team first
  return { owner, team, product };
}

const rename = (who: SignedUser, teamId: string, brandName: string) =>
  authed(t.app, who, {
    method: 'PUT',
    url: api(pathOf(ROUTES.teams.updateSettings.path, { teamId })),
    payload: { brandName, website: 'https://brand.example', description: null },
  });
const teamRow = async (id: string) => (await t.app.db.select().from(creatorTeams).where(eq(creatorTeams.id, id)))[0]!;
const renameRounds = async (search: string) =>
  (
    await authed(t.app, admin, {
      method: 'GET',
      url: `${api(ROUTES.verifications.list.path)}?kind=RENAME&search=${encodeURIComponent(search)}`,
    })
  ).json<VerificationList>().data;
const decide = (id: string, payload: object) =>
  authed(t.app, admin, { method: 'PUT', url: api(pathOf(ROUTES.verifications.decide.path, { id })), payload });
const publicBrand = async (handle: string) =>
  (await t.app.inject({ method: 'GET', url: api(`/brands/${handle}`) })).json<BrandPage>();

describe('an approved brand renames itself', () => {
  it('the new name waits for review, the badge and the old name stay public; approved, the new name is the brand’s', async () => {
    const { owner, team, product } = await brand('Northwind Roasters');
    const res = await rename(owner, team.id, 'Southwind Roasters');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TeamSettings>()).toMatchObject({
      brandName: 'Northwind Roasters',
      verification: { status: 'APPROVED' },
      brandNameChange: { brandName: 'Southwind Roasters', status: 'PENDING', message: null },
    });
    expect(await teamRow(team.id)).toMatchObject({
      brandName: 'Northwind Roasters',
      pendingBrandName: 'Southwind Roasters',
    });

    // Still verified, still listed, under the approved name.
    const me = (await authed(t.app, owner, { method: 'GET', url: api(ROUTES.auth.me.path) })).json<User>();
    expect(me.isCreatorVerified).toBe(true);
    expect(await publicBrand(team.profileHandle)).toMatchObject({ brandName: 'Northwind Roasters', verified: true });
    expect((await t.app.db.select().from(products).where(eq(products.id, product!.id)))[0]!.teamApproved).toBe(true);

    // Sending the same name again asks once.
    expect((await rename(owner, team.id, 'Southwind Roasters')).statusCode).toBe(200);
    const queued = await renameRounds('Southwind Roasters');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject<Partial<AdminVerification>>({
      type: 'CREATOR',
      kind: 'RENAME',
      status: 'PENDING',
      name: 'Southwind Roasters',
      previousName: 'Northwind Roasters',
      teamId: team.id,
      isLatest: true,
    });

    const approved = await decide(queued[0]!.id, { status: 'APPROVED' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await teamRow(team.id)).toMatchObject({ brandName: 'Southwind Roasters', pendingBrandName: null });
    expect(await publicBrand(team.profileHandle)).toMatchObject({ brandName: 'Southwind Roasters', verified: true });
    const settings = (
      await authed(t.app, owner, {
        method: 'GET',
        url: api(pathOf(ROUTES.teams.getSettings.path, { teamId: team.id })),
      })
    ).json<TeamSettings>();
    expect(settings).toMatchObject({
      brandName: 'Southwind Roasters',
      brandNameChange: null,
      verification: { status: 'APPROVED' },
    });
    expect((await latestMail(t.app, owner.user.email))!.subject).toBe(
      'Your brand is now called Southwind Roasters on Plaudit',
    );
  });

  it('refused, the old name stays and the refusal shows; the refused round cannot be approved afterwards', async () => {
    const { owner, team } = await brand('Eastgate Audio');
    await rename(owner, team.id, 'Eastgate Sound');
    const [round] = await renameRounds('Eastgate Sound');
    expect(
      (await decide(round!.id, { status: 'REJECTED', message: 'Looks like another company', ground: 'IMPERSONATION' }))
        .statusCode,
    ).toBe(200);

    expect(await teamRow(team.id)).toMatchObject({ brandName: 'Eastgate Audio', pendingBrandName: null });
    const settings = (
      await authed(t.app, owner, {
        method: 'GET',
        url: api(pathOf(ROUTES.teams.getSettings.path, { teamId: team.id })),
      })
    ).json<TeamSettings>();
    expect(settings).toMatchObject({
      brandName: 'Eastgate Audio',
      verification: { status: 'APPROVED' },
      brandNameChange: { brandName: 'Eastgate Sound', status: 'REJECTED', message: 'Looks like another company' },
    });
    const late = await decide(round!.id, { status: 'APPROVED' });
    expect(late.statusCode).toBe(409);
    expect(await teamRow(team.id)).toMatchObject({ brandName: 'Eastgate Audio' });
  });

  it('its own current name takes a waiting request back', async () => {
    const { owner, team } = await brand('Westbrook Tea');
    await rename(owner, team.id, 'Westbrook Teas');
    expect(await renameRounds('Westbrook Teas')).toHaveLength(1);
    const back = await rename(owner, team.id, 'Westbrook Tea');
    expect(back.json<TeamSettings>()).toMatchObject({ brandName: 'Westbrook Tea', brandNameChange: null });
    expect(await renameRounds('Westbrook Teas')).toHaveLength(0);
    expect(await teamRow(team.id)).toMatchObject({ pendingBrandName: null });
  });
});

describe('a name too close to another verified brand’s', () => {
  it('is refused with 409 naming the field, for approved and new teams alike; a brand not verified does not count', async () => {
    await brand('Plaudit Coffee');
    await brand('Acme Tools', false);
    const approved = await brand('Gamma Kettles');
    const fresh = await brand('Delta Grinders', false);

    for (const [who, name] of [
      [approved, 'Plaudit Coffee'],
      [approved, 'plaudit  coffée'],
      [approved, 'Plaudit-Coffee!'],
      [approved, 'Plaudit Cofee'],
      [fresh, 'PLAUDIT COFFEE'],
    ] as const) {
      const res = await rename(who.owner, who.team.id, name);
      expect(res.statusCode, `${who.team.brandName} → ${name}`).toBe(409);
      expect(res.json().errors[0]).toEqual({
        type: 'conflict',
        message: M.team.error.brand_name_too_close,
        meta: { field: 'brandName' },
      });
    }
    expect(await teamRow(approved.team.id)).toMatchObject({ brandName: 'Gamma Kettles', pendingBrandName: null });
    expect(await renameRounds('Plaudit')).toHaveLength(0);

    // A team not approved names itself at once; an unverified brand's name is no one's yet.
    const free = await rename(fresh.owner, fresh.team.id, 'Acme Tools');
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json<TeamSettings>()).toMatchObject({ brandName: 'Acme Tools', brandNameChange: null });
    // A different name that merely shares a word is fine.
    expect((await rename(approved.owner, approved.team.id, 'Plaudit Tea House')).statusCode).toBe(200);
  });

  it('is checked again when the new name is approved (another brand may have been verified with it meanwhile)', async () => {
    const { owner, team } = await brand('Zephyr Speakers');
    await rename(owner, team.id, 'Zephyr Audio');
    const other = await createTeam(t.app, { brandName: 'Zephyr Audio' });
    await approveTeam(t.app, other.id);
    const [round] = await renameRounds('Zephyr Audio');
    const res = await decide(round!.id, { status: 'APPROVED' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ message: M.team.error.brand_name_too_close });
    expect(await teamRow(team.id)).toMatchObject({ brandName: 'Zephyr Speakers', pendingBrandName: 'Zephyr Audio' });
  });
});
