import { eq } from 'drizzle-orm';
import decodeQr from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, ROUTES } from '@plaudit/contract';
import { creatorTeams, shortLinkRollups, shortLinks } from '../../db/schema/index.js';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { BROWSER_UA } from '../../../test/event-factories.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { needs, onPostgres } from '../../../test/needs.js';
import { approveTeam, TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';

// jsqr is CommonJS: its default import is the module, which is the function itself.
const jsQR = decodeQr as unknown as typeof decodeQr.default;

// GET /s/{slug} in the order (unknown, disabled, locked team, expired, click cap, password, redirect), its
// headers, the password unlock and its throttle, which clicks count (no bots, previews or HEAD; unique once per
// visitor per hour), the figures from the rollups, the QR code decoded back to the link, and a disable reaching
// another server through the cache bus.

let t: TestContext;
let w: TeamWorld;
let mod: Signed;

beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  w = await teamWorld(t.app);
  await approveTeam(t.app, w.team.id);
  mod = await signedInUser(t.app, { role: 'MOD' });
});
afterAll(async () => t.close());

const unique = () => Math.random().toString(36).slice(2, 10);
async function link(payload: Record<string, unknown>) {
  const res = await authed(t.app, w.owner, {
    method: 'POST',
    url: api(pathOf(ROUTES.shortLinks.create.path, { teamId: w.team.id })),
    payload: { slug: `t-${unique()}`, ...payload },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: string; slug: string };
}
const visit = (slug: string, query = '', headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({
    method,
    url: `/s/${slug}${query}`,
    headers: { 'user-agent': BROWSER_UA, ...headers },
    remoteAddress: headers['x-test-ip'] ?? '203.0.113.9',
  });
const statsOf = async (id: string) => {
  await t.app.services.eventIngest.buffer.flush();
  await t.app.services.eventRollup.runOnce();
  const res = await authed(t.app, w.editor, {
    method: 'GET',
    url: api(pathOf(ROUTES.shortLinks.stats.path, { teamId: w.team.id, linkId: id })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Every cached link forgotten, as a change announced on the bus would (the tests edit rows directly). */
const forget = () => t.app.services.shortLinkRedirect.cache.clear();

describe('the redirect, case by case in order', () => {
  it('302s with the UTM fields merged, the visitor’s own parameters winning, qr stripped, and the headers', async () => {
    const { slug } = await link({
      destination: 'https://shop.example/p?ref=box',
      utm: { source: 'youtube', campaign: 'spring' },
    });
    const res = await visit(slug, '?utm_campaign=mine&x=1&qr=1');
    expect(res.statusCode).toBe(302);
    const target = new URL(res.headers.location as string);
    expect(target.origin + target.pathname).toBe('https://shop.example/p');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      ref: 'box',
      utm_source: 'youtube',
      utm_campaign: 'mine',
      x: '1',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer-when-downgrade');
    // The house's other security headers too (the route skips only the hooks that cannot apply to it).
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('forwards a query the API would refuse (the route stores none of it) rather than answering 400', async () => {
    const { slug } = await link({ destination: 'https://shop.example/p' });
    const res = await visit(slug, '?x=%ED%A0%80');
    expect(res.statusCode).toBe(302);
    // Undecodable bytes reach the destination as replacement characters.
    expect(new URL(res.headers.location as string).searchParams.get('x')).toMatch(/^\uFFFD+$/);
  });

  it('sends iOS and Android visitors to their targets', async () => {
    const { slug } = await link({
      destination: 'https://example.com/',
      iosUrl: 'https://apps.apple.com/app/x',
      androidUrl: 'https://play.google.com/store/apps/x',
    });
    const ios = await visit(slug, '', {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    });
    expect(ios.headers.location).toBe('https://apps.apple.com/app/x');
    const android = await visit(slug, '', {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
    });
    expect(android.headers.location).toBe('https://play.google.com/store/apps/x');
    expect((await visit(slug)).headers.location).toBe('https://example.com/');
  });

  it('unknown → 404 page; disabled or a locked team → 410; expired → its expired URL or 410', async () => {
    const unknown = await visit(`nope-${unique()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-robots-tag']).toBe('noindex');
    expect(unknown.body).toContain('noindex');

    const off = await link({ destination: 'https://example.com/', disabled: true });
    expect((await visit(off.slug)).statusCode).toBe(410);

    const locked = await teamWorld(t.app);
    await approveTeam(t.app, locked.team.id);
    const lockedLink = await authed(t.app, locked.owner, {
      method: 'POST',
      url: api(pathOf(ROUTES.shortLinks.create.path, { teamId: locked.team.id })),
      payload: { destination: 'https://example.com/' },
    });
    await t.app.db.update(creatorTeams).set({ accessStatus: 'BLOCKED' }).where(eq(creatorTeams.id, locked.team.id));
    forget();
    expect((await visit(lockedLink.json().slug)).statusCode).toBe(410);

    // A disabled link that has also expired is still "disabled": the order decides.
    const past = new Date(Date.now() - 60_000).toISOString();
    const both = await link({ destination: 'https://example.com/', disabled: true, expiresAt: past });
    expect((await visit(both.slug)).statusCode).toBe(410);
    const expired = await link({
      destination: 'https://example.com/',
      expiresAt: past,
      expiredUrl: 'https://example.com/over',
    });
    const res = await visit(expired.slug);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/over');
    const bare = await link({ destination: 'https://example.com/', expiresAt: past });
    expect((await visit(bare.slug)).statusCode).toBe(410);
  });

  it('a click cap: after that many counted clicks the link behaves as expired; bots do not use it up', async () => {
    const capped = await link({
      destination: 'https://example.com/',
      maxClicks: 2,
      expiredUrl: 'https://example.com/sold-out',
    });
    expect(
      (await visit(capped.slug, '', { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' }))
        .headers.location,
    ).toBe('https://example.com/');
    expect((await visit(capped.slug)).headers.location).toBe('https://example.com/');
    expect((await visit(capped.slug)).headers.location).toBe('https://example.com/');
    expect((await visit(capped.slug)).headers.location).toBe('https://example.com/sold-out');
  });

  onPostgres.it('a click cap holds when visits overlap: exactly that many reach the destination', async () => {
    const capped = await link({
      destination: 'https://example.com/',
      maxClicks: 3,
      expiredUrl: 'https://example.com/over',
    });
    await visit(capped.slug, '', { 'user-agent': 'Slackbot-LinkExpanding 1.0' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => visit(capped.slug, '', { 'x-test-ip': `192.0.2.${100 + i}` })),
    );
    const places = answers.map((answer) => answer.headers.location);
    expect(places.filter((place) => place === 'https://example.com/')).toHaveLength(3);
    expect(places.filter((place) => place === 'https://example.com/over')).toHaveLength(9);
  });

  it('a password: the page, then unlock; 5 wrong tries a minute per address, then 429; the click counts only after', async () => {
    const locked = await link({ destination: 'https://example.com/secret', password: 'letmein' });
    const page = await visit(locked.slug);
    expect(page.statusCode).toBe(200);
    expect(page.headers.location).toBeUndefined();
    const landing = await t.app.inject({
      method: 'GET',
      url: api(pathOf(ROUTES.shortLinks.landing.path, { slug: locked.slug })),
    });
    expect(landing.json()).toEqual({ state: 'PASSWORD' });
    expect((await statsOf(locked.id)).clicks).toBe(0);

    const unlock = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: api(pathOf(ROUTES.shortLinks.unlock.path, { slug: locked.slug })),
        payload: { password },
        headers: { 'user-agent': BROWSER_UA },
        remoteAddress: ip,
      });
    const right = await unlock('letmein', '198.51.100.1');
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ destination: 'https://example.com/secret' });
    expect((await statsOf(locked.id)).clicks).toBe(1);

    for (let i = 0; i < 5; i += 1) {
      const wrong = await unlock('nope', '198.51.100.2');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().errors[0].message).toBe('shortLinks.error.wrong_password');
    }
    const throttled = await unlock('letmein', '198.51.100.2');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().errors[0]).toMatchObject({
      type: 'throttle',
      meta: { remainingSeconds: expect.any(Number) },
    });
    expect(throttled.headers['retry-after']).toBeDefined();
    expect((await unlock('letmein', '198.51.100.3')).statusCode).toBe(200);
  });
});

describe('clicks and figures', () => {
  it('counts people, not bots, previews or HEAD; unique once per visitor per hour; split by trigger and destination', async () => {
    const { id, slug } = await link({ destination: 'https://first.example/' });
    await visit(slug, '', { 'x-test-ip': '192.0.2.1', referer: 'https://www.youtube.com/watch?v=1' });
    await visit(slug, '', { 'x-test-ip': '192.0.2.1' });
    // A scanned code's own marker is not forwarded.
    expect((await visit(slug, '?qr=1', { 'x-test-ip': '192.0.2.2' })).headers.location).toBe('https://first.example/');
    for (const agent of [
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'WhatsApp/2.23.20.0',
      'facebookexternalhit/1.1 Facebot Twitterbot/1.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'TelegramBot (like TwitterBot)',
    ]) {
      const res = await visit(slug, '', { 'user-agent': agent });
      expect(res.statusCode, agent).toBe(302);
    }
    expect((await visit(slug, '', {}, 'HEAD')).statusCode).toBe(302);

    await authed(t.app, w.owner, {
      method: 'PUT',
      url: api(pathOf(ROUTES.shortLinks.update.path, { teamId: w.team.id, linkId: id })),
      payload: { destination: 'https://second.example/', slug },
    });
    await visit(slug, '', { 'x-test-ip': '192.0.2.3' });

    const stats = await statsOf(id);
    expect(stats.clicks).toBe(4);
    expect(stats.uniqueClicks).toBe(3);
    expect(stats.byTrigger).toEqual(
      expect.arrayContaining([
        { key: 'link', clicks: 3, uniqueClicks: 2 },
        { key: 'qr', clicks: 1, uniqueClicks: 1 },
      ]),
    );
    expect(stats.byReferrer).toEqual(expect.arrayContaining([{ key: 'www.youtube.com', clicks: 1, uniqueClicks: 1 }]));
    expect(stats.byDestination).toEqual(
      expect.arrayContaining([
        { key: 'https://first.example/', clicks: 3, uniqueClicks: 2 },
        { key: 'https://second.example/', clicks: 1, uniqueClicks: 1 },
      ]),
    );
    expect(stats.byBrowser[0]).toMatchObject({ key: 'Safari' });

    const csv = await authed(t.app, w.editor, {
      method: 'GET',
      url: api(pathOf(ROUTES.shortLinks.statsCsv.path, { teamId: w.team.id, linkId: id })),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('at,clicks,uniqueClicks');
    expect(csv.body).toContain(',4,3\r\n');
    expect(stats.series).toHaveLength(31);

    const top = await authed(t.app, w.editor, {
      method: 'GET',
      url: api(pathOf(ROUTES.shortLinks.top.path, { teamId: w.team.id })),
    });
    expect(top.json().data.find((l: { id: string }) => l.id === id)).toMatchObject({ clicks: 4 });
    const list = await authed(t.app, w.editor, {
      method: 'GET',
      url: `${api(pathOf(ROUTES.shortLinks.list.path, { teamId: w.team.id }))}?search=${slug}`,
    });
    expect(list.json().data[0]).toMatchObject({ clicks: 4 });
    expect(list.json().data[0].sparkline.at(-1)).toBe(4);
  });

  it('gives a visitor’s unique click to the click that came first, even among clicks of one millisecond', async () => {
    const { id } = await link({ destination: 'https://same-moment.example/' });
    const other = await link({ destination: 'https://other-moment.example/' });
    const at = new Date();
    const click = (linkId: string, host: string, ip: string) =>
      t.app.services.eventIngest.takeServerEvent(
        {
          type: 'SHORTLINK_CLICK',
          profileId: linkId,
          teamId: w.team.id,
          productId: null,
          referrer: `https://${host}/`,
          metadata: { trigger: 'link' },
        },
        { ip, userAgent: BROWSER_UA, userId: null },
        at,
      );
    // Other links' and visitors' clicks in between, as a busy second has them: PostgreSQL's sort then has no
    // presorted run to keep, and rows that tie come out in any order.
    for (let n = 0; n < 24; n += 1) {
      await click(other.id, `other${n}.example`, `198.51.100.${n + 1}`);
      await click(id, `n${n}.example`, '192.0.2.99');
      await click(n % 2 ? id : other.id, `late${n}.example`, `203.0.113.${n + 1}`);
    }
    const stats = await statsOf(id);
    expect(stats).toMatchObject({ clicks: 36, uniqueClicks: 13 });
    const unique = stats.byReferrer.filter(
      (r: { key: string; uniqueClicks: number }) => /^n\d/.test(r.key) && r.uniqueClicks,
    );
    expect(unique).toEqual([{ key: 'n0.example', clicks: 1, uniqueClicks: 1 }]);
  });
});

describe("a product's links", () => {
  it("sums the clicks of the last 30 days of every link of the product, not only the page's, and nothing older", async () => {
    const category = await createCategory(t.app);
    const product = await createProduct(t.app, w.team.id, { categoryId: category.id });
    const a = await link({ destination: 'https://a.example/', productId: product.id });
    const b = await link({ destination: 'https://b.example/', productId: product.id });
    const other = await link({ destination: 'https://other.example/' });
    await visit(a.slug, '', { 'x-test-ip': '192.0.2.41' });
    await visit(a.slug, '', { 'x-test-ip': '192.0.2.42' });
    await visit(b.slug, '', { 'x-test-ip': '192.0.2.43' });
    for (const ip of ['192.0.2.44', '192.0.2.45', '192.0.2.46']) await visit(other.slug, '', { 'x-test-ip': ip });
    await t.app.services.eventIngest.buffer.flush();
    await t.app.services.eventRollup.runOnce();
    // Clicks of 40 days ago are in the link's total, not in the last 30 days.
    await t.app.db.insert(shortLinkRollups).values({
      linkId: b.id,
      hour: new Date(Date.now() - 40 * 86_400_000 - ((Date.now() - 40 * 86_400_000) % 3_600_000)),
      teamId: w.team.id,
      trigger: 'link',
      device: 'desktop',
      clicks: 100,
      uniqueClicks: 100,
    });

    const listed = async (query: string) => {
      const res = await authed(t.app, w.editor, {
        method: 'GET',
        url: `${api(pathOf(ROUTES.shortLinks.list.path, { teamId: w.team.id }))}?${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const page = await listed(`productId=${product.id}&take=1&sortBy=clicks&sortOrder=DESC`);
    expect(page.meta.total).toBe(2);
    expect(page.data).toHaveLength(1);
    // Sorted by every click so far: b's old hundred put it first; the last 30 days are a's two and b's one.
    expect(page.data[0]).toMatchObject({ id: b.id, clicks: 101, productId: product.id, productName: product.name });
    expect(page.recentClicks).toBe(3);
    const second = await listed(`productId=${product.id}&take=1&page=2&sortBy=clicks&sortOrder=DESC`);
    expect(second.data[0]).toMatchObject({ id: a.id, clicks: 2 });
    expect(second.recentClicks).toBe(3);
    expect((await listed(`search=${other.slug}`)).recentClicks).toBe(3);
    // Another team's product, or no product at all, lists nothing and sums nothing.
    expect(await listed(`productId=${crypto.randomUUID()}`)).toMatchObject({ data: [], recentClicks: 0 });
    expect(await listed('productId=not-an-id')).toMatchObject({ data: [], recentClicks: 0 });
  });
});

describe("the list's clicks of the last 30 days", () => {
  it('sums the days its sparkline shows, apart from every click so far', async () => {
    const { id, slug } = await link({ destination: 'https://recent.example/' });
    const hourOf = (daysAgo: number) => {
      const at = Date.now() - daysAgo * 86_400_000;
      return new Date(at - (at % 3_600_000));
    };
    // 28 days ago is inside the 30 UTC days whatever the hour; 31 days ago is outside them.
    const rollup = (daysAgo: number, clicks: number) => ({
      linkId: id,
      hour: hourOf(daysAgo),
      teamId: w.team.id,
      trigger: 'link' as const,
      device: 'desktop' as const,
      clicks,
      uniqueClicks: clicks,
    });
    await t.app.db.insert(shortLinkRollups).values([rollup(31, 500), rollup(28, 7), rollup(0, 2)]);

    const res = await authed(t.app, w.editor, {
      method: 'GET',
      url: `${api(pathOf(ROUTES.shortLinks.list.path, { teamId: w.team.id }))}?search=${slug}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().data;
    expect(row).toMatchObject({ id, clicks: 509, recentClicks: 9 });
    expect(row.sparkline.reduce((sum: number, day: number) => sum + day, 0)).toBe(9);
    expect(row.sparkline.at(-1)).toBe(2);
  });
});

describe('many visitors at once', () => {
  it('sends each visitor to their own link when their slugs are read together', async () => {
    const links = await Promise.all(
      Array.from({ length: 12 }, (_, i) => link({ destination: `https://many.example/${i}` })),
    );
    forget();
    const visits = await Promise.all(
      [...links, ...links].map((l, i) => visit(i % 2 ? l.slug.toUpperCase() : l.slug).then((res) => [l, res] as const)),
    );
    for (const [l, res] of visits) {
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`https://many.example/${links.indexOf(l)}`);
    }
    const unknown = await Promise.all([visit(`nope-${unique()}`), visit(links[0]!.slug)]);
    expect(unknown.map((res) => res.statusCode)).toEqual([404, 302]);
  });
});

describe('QR codes', () => {
  it('draws a PNG that decodes back to {PUBLIC_URL}/s/{slug}?qr=1, and an SVG', async () => {
    const { id, slug } = await link({ destination: 'https://example.com/' });
    const url = api(pathOf(ROUTES.shortLinks.qr.path, { teamId: w.team.id, linkId: id }));
    const png = await authed(t.app, w.editor, { method: 'GET', url: `${url}?format=png&size=512&margin=2` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const image = PNG.sync.read(png.rawPayload);
    expect(image.width).toBe(512);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe(`http://localhost:3000/s/${slug}?qr=1`);

    const svg = await authed(t.app, w.editor, { method: 'GET', url: `${url}?format=svg` });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toContain('<svg');
    const bad = await authed(t.app, w.editor, { method: 'GET', url: `${url}?size=99999` });
    expect(bad.statusCode).toBe(400);
  });
});

needs(process.env.TEST_REDIS_URL, 'set TEST_REDIS_URL').describe('two servers sharing one Redis', () => {
  it('a staff disable stops the redirect on the other server at once (the cache bus), not after its cache', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_PREFIX: `test-links-${unique()}` };
    const one = await buildAppOn(t.database, { env, rateLimits: TEAM_TEST_LIMITS.rateLimits });
    const two = await buildAppOn(t.database, { env, rateLimits: TEAM_TEST_LIMITS.rateLimits });
    try {
      const { id, slug } = await link({ destination: 'https://example.com/' });
      const at = (app: typeof one) =>
        app.inject({ method: 'GET', url: `/s/${slug}`, headers: { 'user-agent': BROWSER_UA } });
      expect((await at(two)).statusCode).toBe(302);
      // The other server now holds the link in memory; the disable goes through the first.
      const staff = await signedInUser(one, { role: 'MOD' });
      // Pub/sub reaches the other server within milliseconds of the answer, well inside the cache's own seconds.
      const told = new Promise<void>((resolve) => {
        const stop = two.cacheBus.subscribe('short-links', () => {
          stop();
          resolve();
        });
      });
      const res = await authed(one, staff, {
        method: 'POST',
        url: api(pathOf(ROUTES.shortLinks.adminDisable.path, { linkId: id })),
        payload: { reason: 'Spam' },
      });
      expect(res.statusCode, res.body).toBe(200);
      await told;
      expect((await at(two)).statusCode).toBe(410);
      expect((await at(one)).statusCode).toBe(410);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('a disabled link on this server', () => {
  it('stops redirecting at once after a staff disable', async () => {
    const { id, slug } = await link({ destination: 'https://example.com/' });
    expect((await visit(slug)).statusCode).toBe(302);
    await authed(t.app, mod, {
      method: 'POST',
      url: api(pathOf(ROUTES.shortLinks.adminDisable.path, { linkId: id })),
      payload: { reason: 'Spam' },
    });
    expect((await visit(slug)).statusCode).toBe(410);
    const [row] = await t.app.db.select().from(shortLinks).where(eq(shortLinks.id, id));
    expect(row?.staffReason).toBe('Spam');
  });
});
