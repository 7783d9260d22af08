import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, pathOf, ROUTES, SHORT_LINK_RESERVED_SLUGS } from '@plaudit/contract';
import { auditLog, shortLinkDestinations, shortLinks } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { api, authed, createPunishment, latestMail, signedInUser, type Signed } from '../../../test/factories.js';
import { approveTeam, createTeam, TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';

// A team's and the platform's links over HTTP: every bad field, slugs (generated, taken, reserved, a deleted link's
// for 30 days), the destination history, who may do what (role × route, muted, locked, unapproved), and the staff's
// disable with its audit entry and mail.

let t: TestContext;
let w: TeamWorld;
let admin: Signed;
let mod: Signed;

beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  w = await teamWorld(t.app);
  await approveTeam(t.app, w.team.id);
  admin = await signedInUser(t.app, { role: 'ADMIN' });
  mod = await signedInUser(t.app, { role: 'MOD' });
});
afterAll(async () => t.close());

const teamPath = (teamId = w.team.id) => api(pathOf(ROUTES.shortLinks.create.path, { teamId }));
const linkPath = (linkId: string, teamId = w.team.id) => api(pathOf(ROUTES.shortLinks.get.path, { teamId, linkId }));
const create = (by: Signed, payload: Record<string, unknown>, teamId = w.team.id) =>
  authed(t.app, by, { method: 'POST', url: teamPath(teamId), payload });
const unique = () => Math.random().toString(36).slice(2, 10);

describe('creating a team link', () => {
  it('answers 201 with the short URL, and makes a 7-character base62 slug when none is given', async () => {
    const res = await create(w.editor, { destination: 'https://example.com/shop', utm: { source: 'yt' } });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.slug).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(body.shortUrl).toBe(`http://localhost:3000/s/${body.slug}`);
    expect(body.destination).toBe('https://example.com/shop');
    expect(body.finalUrl).toBe('https://example.com/shop?utm_source=yt');
  });

  it.each([
    ['missing', undefined, 'shortLinks.validation.destination_required'],
    ['not http', 'ftp://example.com/file', 'shortLinks.validation.destination_invalid'],
    ['javascript', 'javascript:alert(1)', 'shortLinks.validation.destination_invalid'],
    ['not a URL', 'example dot com', 'shortLinks.validation.destination_invalid'],
    ['too long', `https://example.com/${'a'.repeat(2040)}`, 'shortLinks.validation.destination_max'],
    ['with user:password', 'https://user:secret@example.com/', 'shortLinks.validation.destination_credentials'],
    ["this platform's /s/ path", 'http://localhost:3000/s/other', 'shortLinks.validation.destination_self'],
  ])('refuses a destination that is %s (400 naming the field)', async (_name, destination, message) => {
    const res = await create(w.owner, destination === undefined ? {} : { destination });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ type: 'validation', message, meta: { field: 'destination' } });
  });

  it.each([
    ['ab', 'shortLinks.validation.slug_min'],
    ['a'.repeat(49), 'shortLinks.validation.slug_max'],
    ['has space', 'shortLinks.validation.slug_pattern'],
    ['émoji', 'shortLinks.validation.slug_pattern'],
    ['a/b', 'shortLinks.validation.slug_pattern'],
  ])('refuses the slug %j', async (slug, message) => {
    const res = await create(w.owner, { destination: 'https://example.com', slug });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ message, meta: { field: 'slug' } });
  });

  it('refuses every reserved word, whatever its case', async () => {
    for (const word of SHORT_LINK_RESERVED_SLUGS.filter((w) => w.length >= 3)) {
      const res = await create(w.owner, { destination: 'https://example.com', slug: word.toUpperCase() });
      expect(res.statusCode, word).toBe(400);
      expect(res.json().errors[0].message).toBe('shortLinks.validation.slug_reserved');
    }
    const check = await authed(t.app, w.owner, {
      method: 'GET',
      url: `${api(ROUTES.shortLinks.slugAvailable.path)}?slug=Admin`,
    });
    expect(check.json()).toEqual({ available: false, reason: 'reserved' });
  });

  it('answers 409 for a slug in use, without regard to case, across teams', async () => {
    const slug = `Promo-${unique()}`;
    expect((await create(w.owner, { destination: 'https://example.com', slug })).statusCode).toBe(201);
    const other = await teamWorld(t.app);
    await approveTeam(t.app, other.team.id);
    const res = await create(
      other.owner,
      { destination: 'https://example.org', slug: slug.toLowerCase() },
      other.team.id,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ type: 'conflict', message: 'shortLinks.error.slug_taken' });
    const check = await authed(t.app, w.owner, {
      method: 'GET',
      url: `${api(ROUTES.shortLinks.slugAvailable.path)}?slug=${slug.toUpperCase()}`,
    });
    expect(check.json()).toEqual({ available: false, reason: 'taken' });
  });

  it("keeps a deleted link's slug for 30 days, then frees it", async () => {
    const slug = `gone-${unique()}`;
    const id = (await create(w.owner, { destination: 'https://example.com', slug })).json().id;
    expect((await authed(t.app, w.owner, { method: 'DELETE', url: linkPath(id) })).statusCode).toBe(200);
    const again = await create(w.owner, { destination: 'https://example.com', slug });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('shortLinks.error.slug_recently_deleted');
    const url = `${api(ROUTES.shortLinks.slugAvailable.path)}?slug=${slug}`;
    expect((await authed(t.app, w.owner, { method: 'GET', url })).json()).toEqual({
      available: false,
      reason: 'recently_deleted',
    });
    await t.app.db
      .update(shortLinks)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(shortLinks.id, id));
    expect((await authed(t.app, w.owner, { method: 'GET', url })).json()).toEqual({ available: true });
    expect((await create(w.owner, { destination: 'https://example.com', slug })).statusCode).toBe(201);
  });

  it("takes a product of the team's own, and refuses another team's", async () => {
    const category = await createCategory(t.app);
    const mine = await createProduct(t.app, w.team.id, { categoryId: category.id });
    const other = await createTeam(t.app);
    const theirs = await createProduct(t.app, other.id, { categoryId: category.id });
    const ok = await create(w.owner, { destination: 'https://example.com', productId: mine.id });
    expect(ok.statusCode, ok.body).toBe(201);
    const bad = await create(w.owner, { destination: 'https://example.com', productId: theirs.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].meta).toEqual({ field: 'productId' });
  });
});

describe('reading and changing', () => {
  it('keeps every destination in the history, never returns the password, and lists with filters', async () => {
    const slug = `hist-${unique()}`;
    const id = (
      await create(w.owner, { destination: 'https://one.example/', slug, password: 'open sesame', title: 'Box' })
    ).json().id;
    const put = await authed(t.app, w.admin, {
      method: 'PUT',
      url: linkPath(id),
      payload: { destination: 'https://two.example/', slug, title: 'Box' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const link = put.json();
    expect(link.history.map((h: { destination: string }) => h.destination)).toEqual([
      'https://one.example/',
      'https://two.example/',
    ]);
    expect(link.history[0].to).not.toBeNull();
    expect(link.history[1].to).toBeNull();
    // The redirect reads where the link points now from the link itself, kept by the history's trigger.
    const open = await t.database.db
      .select({ id: shortLinkDestinations.id })
      .from(shortLinkDestinations)
      .where(and(eq(shortLinkDestinations.linkId, id), isNull(shortLinkDestinations.toAt)));
    const [row] = await t.database.db
      .select({ current: shortLinks.currentDestinationId })
      .from(shortLinks)
      .where(eq(shortLinks.id, id));
    expect(open).toHaveLength(1);
    expect(row!.current).toBe(open[0]!.id);
    expect(link.hasPassword).toBe(true);
    expect(JSON.stringify(link)).not.toContain('open sesame');
    expect(JSON.stringify(link)).not.toContain('argon2');

    const list = await authed(t.app, w.editor, { method: 'GET', url: `${teamPath()}?search=${slug}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((l: { id: string }) => l.id)).toEqual([id]);
    expect(list.json().data[0].sparkline).toHaveLength(30);
    const disabled = await authed(t.app, w.editor, { method: 'GET', url: `${teamPath()}?status=DISABLED` });
    expect(disabled.json().data.map((l: { id: string }) => l.id)).not.toContain(id);
  });
});

describe('who may do what', () => {
  it('OWNER, ADMIN and EDITOR create and edit; only OWNER and ADMIN delete; an outsider gets 404', async () => {
    for (const who of [w.owner, w.admin, w.editor]) {
      const res = await create(who, { destination: 'https://example.com' });
      expect(res.statusCode).toBe(201);
      const id = res.json().id;
      const put = await authed(t.app, who, {
        method: 'PUT',
        url: linkPath(id),
        payload: { destination: 'https://example.com/2' },
      });
      expect(put.statusCode).toBe(200);
      const del = await authed(t.app, w.editor, { method: 'DELETE', url: linkPath(id) });
      expect(del.statusCode).toBe(403);
      expect(
        (await authed(t.app, who === w.editor ? w.owner : who, { method: 'DELETE', url: linkPath(id) })).statusCode,
      ).toBe(200);
    }
    const id = (await create(w.owner, { destination: 'https://example.com' })).json().id;
    for (const [method, url] of [
      ['GET', teamPath()],
      ['POST', teamPath()],
      ['GET', linkPath(id)],
      ['PUT', linkPath(id)],
      ['DELETE', linkPath(id)],
      ['GET', `${linkPath(id)}/stats`],
      ['GET', `${linkPath(id)}/qr`],
    ] as const) {
      const res = await authed(t.app, w.outsider, { method, url, payload: { destination: 'https://example.com' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: teamPath() })).statusCode).toBe(401);
  });

  it('refuses a muted person with when the mute ends, a locked team and a team not approved', async () => {
    const until = new Date(Date.now() + 86_400_000);
    await createPunishment(t.app, w.editor.body.user.id, { type: 'MUTE', until });
    const muted = await create(w.editor, { destination: 'https://example.com' });
    expect(muted.statusCode).toBe(403);
    expect(muted.json().errors[0]).toMatchObject({ type: 'forbidden', meta: { until: until.toISOString() } });

    const locked = await teamWorld(t.app, { accessStatus: 'BLOCKED' });
    await approveTeam(t.app, locked.team.id);
    const res = await create(locked.owner, { destination: 'https://example.com' }, locked.team.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe('team.error.blocked');
    expect((await authed(t.app, locked.owner, { method: 'GET', url: teamPath(locked.team.id) })).statusCode).toBe(200);

    const pending = await teamWorld(t.app);
    const refused = await create(pending.owner, { destination: 'https://example.com' }, pending.team.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe('shortLinks.error.team_not_approved');
  });
});

describe('platform links and the staff', () => {
  const adminPath = api(ROUTES.shortLinks.adminCreate.path);

  it('an ADMIN makes platform links; a MOD and a USER may not', async () => {
    const res = await authed(t.app, admin, {
      method: 'POST',
      url: adminPath,
      payload: { destination: 'https://example.com' },
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const who of [mod, w.owner]) {
      const refused = await authed(t.app, who, {
        method: 'POST',
        url: adminPath,
        payload: { destination: 'https://x.example' },
      });
      expect(refused.statusCode).toBe(403);
    }
    const list = await authed(t.app, mod, { method: 'GET', url: `${adminPath}?owner=platform` });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.every((l: { teamId: string | null }) => l.teamId === null)).toBe(true);
    // A product or owner filter that is no id finds no link (it is never sent to the database as one).
    for (const query of ['productId=%20', 'productId=not-an-id', 'owner=%20']) {
      const none = await authed(t.app, mod, { method: 'GET', url: `${adminPath}?${query}` });
      expect(none.statusCode, `${query}: ${none.body}`).toBe(200);
      expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } });
    }
    expect((await authed(t.app, w.owner, { method: 'GET', url: adminPath })).statusCode).toBe(403);
  });

  it("a MOD disables a team's link with a reason: audited, OWNERs mailed, the team cannot enable it again", async () => {
    const id = (await create(w.owner, { destination: 'https://example.com' })).json().id;
    const disablePath = api(pathOf(ROUTES.shortLinks.adminDisable.path, { linkId: id }));
    expect(
      (await authed(t.app, w.owner, { method: 'POST', url: disablePath, payload: { reason: 'x' } })).statusCode,
    ).toBe(403);
    const empty = await authed(t.app, mod, { method: 'POST', url: disablePath, payload: { reason: ' ' } });
    expect(empty.statusCode).toBe(400);
    const res = await authed(t.app, mod, { method: 'POST', url: disablePath, payload: { reason: 'Leads to a scam' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'DISABLED', staffDisabled: true, staffReason: 'Leads to a scam' });

    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.find((e) => e.action === 'short_link.disable')).toMatchObject({
      actorId: mod.body.user.id,
      after: expect.objectContaining({ reason: 'Leads to a scam' }),
    });
    const mail = await latestMail(t.app, w.owner.body.user.email);
    expect(mail?.subject).toContain('was disabled');
    expect(mail?.text).toContain('Leads to a scam');

    const put = await authed(t.app, w.owner, {
      method: 'PUT',
      url: linkPath(id),
      payload: { destination: 'https://example.com', disabled: false },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().errors[0]).toMatchObject({
      message: M.shortLinks.error.disabled_by_staff,
      meta: { field: 'disabled' },
    });
    const keptOff = await authed(t.app, w.owner, {
      method: 'PUT',
      url: linkPath(id),
      payload: { destination: 'https://example.com', disabled: true },
    });
    expect(keptOff.statusCode).toBe(200);
    expect(keptOff.json().status).toBe('DISABLED');

    const enable = await authed(t.app, mod, {
      method: 'POST',
      url: api(pathOf(ROUTES.shortLinks.adminEnable.path, { linkId: id })),
    });
    // The team kept its own switch off while the staff's was on; turning its own back on is its call again.
    expect(enable.json()).toMatchObject({ status: 'DISABLED', staffDisabled: false });
    const on = await authed(t.app, w.owner, {
      method: 'PUT',
      url: linkPath(id),
      payload: { destination: 'https://example.com', disabled: false },
    });
    expect(on.json()).toMatchObject({ status: 'ACTIVE', staffDisabled: false });
  });
});
