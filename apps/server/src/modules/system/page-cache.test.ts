import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  HEADERS,
  LANGUAGE_COOKIE,
  PAGE_CACHE_SECONDS,
  PAGE_STALE_SECONDS,
  REFRESH_COOKIE,
  ROUTES,
  SIGNED_IN_COOKIE,
} from '@plaudit/contract';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { publishedBrand } from '../../../test/catalogue-factories.js';
import { api, authHeaders, createUser } from '../../../test/factories.js';
import { needs } from '../../../test/needs.js';
import { REVIEW_TEST_LIMITS, reviewer, writeReview } from '../../../test/review-factories.js';
import { localCacheBus } from '../../lib/cache-bus.js';
import { PageCache, type CachedPage } from './page-cache.js';

// Anonymous readers of one address and language share one drawing for a few seconds: a second read is not drawn
// again, a matching ETag answers 304, a request with anything like a credential is drawn for itself and never kept
// nor answered from what was kept, concurrent misses wait for one drawing, and a review published through one
// server empties what every server (and Redis) kept. The web's render is stood in for by a module that numbers its
// drawings, so a test sees which drawing it got.

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A web build whose server render says which drawing this is (a counter of its own per build). */
function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'plaudit-page-cache-'));
  dirs.push(root);
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'dist', 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Plaudit</title></head><body><div id="root"></div></body></html>`,
  );
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(root, 'dist-ssr', 'entry-server.js'),
    `let drawings = 0;
export const RENDER_LANGUAGES = ['en', 'de'];
export async function renderPage(url, answers, timeoutMs, language) {
  drawings += 1;
  return { html: '<main data-drawing="' + drawings + '">' + language + ' ' + url + '</main>', parts: [] };
}`,
  );
  return join(root, 'dist');
}

const drawingOf = (html: string) => /data-drawing="(\d+)"/.exec(html)?.[1] ?? null;

async function productPage(app: FastifyInstance) {
  const { team, products } = await publishedBrand(app, 1);
  return { product: products[0]!, url: `/brands/${team.profileHandle}/${products[0]!.slug}` };
}

describe('the page cache of one server', () => {
  let t: TestContext;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp(REVIEW_TEST_LIMITS);
    app = await buildAppOn(t.database, {
      ...REVIEW_TEST_LIMITS,
      env: { WEB_DIST: webBuild(), PAGE_CACHE_SECONDS: String(PAGE_CACHE_SECONDS) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('answers a second anonymous read of a page without drawing it again, for a CDN to keep too', async () => {
    const { url } = await productPage(app);
    const first = await page(url);
    expect(first.statusCode).toBe(200);
    const drawing = drawingOf(first.body);
    expect(drawing).not.toBeNull();
    const rendersBefore = app.pageCache!.renders;

    const second = await page(url);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(drawingOf(second.body)).toBe(drawing);
    expect(app.pageCache!.renders).toBe(rendersBefore);
    expect(second.headers['cache-control']).toBe(
      `public, max-age=0, s-maxage=${PAGE_CACHE_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`,
    );
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
  });

  it('sends a kept page compressed to a browser that accepts it, each encoding with its own ETag', async () => {
    const { url } = await productPage(app);
    const plain = await page(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const rendersBefore = app.pageCache!.renders;
    const br = await page(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await page(url, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    // The same drawing, read from what was kept.
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(app.pageCache!.renders).toBe(rendersBefore);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const tags = [plain.headers.etag, br.headers.etag, gz.headers.etag];
    expect(new Set(tags).size).toBe(3);
    // A browser revalidates with the ETag of the copy it holds.
    expect((await page(url, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string })).statusCode).toBe(
      304,
    );
    expect(
      (await page(url, { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string })).statusCode,
    ).toBe(200);
    // Twice the same bytes: one compression, kept with the page.
    const again = await page(url, { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect((await page(url, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('keeps one drawing per language', async () => {
    const { url } = await productPage(app);
    const english = await page(url);
    const german = await page(url, { 'accept-language': 'de-DE,de' });
    const chosen = await page(url, { cookie: `${LANGUAGE_COOKIE}=de` });
    expect(english.body).toContain(`<main data-drawing="${drawingOf(english.body)}">en `);
    expect(german.body).toContain(`>de ${url}<`);
    expect(drawingOf(german.body)).not.toBe(drawingOf(english.body));
    // The language cookie is no credential: that reader shares the German drawing.
    expect(drawingOf(chosen.body)).toBe(drawingOf(german.body));
    expect(german.headers.etag).not.toBe(english.headers.etag);
  });

  it('answers 304 with no body to a reader who has the page (If-None-Match), and the page to one who has another', async () => {
    const { url } = await productPage(app);
    const first = await page(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await page(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await page(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    const stale = await page(url, { 'if-none-match': '"not-this-page"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it("never answers a signed-in reader from what was kept, nor keeps that reader's page for anyone", async () => {
    const { url } = await productPage(app);
    const person = await reviewer(app);
    // Signing in sets, for every page of the site, the cookie that says so (the refresh cookie goes to the auth calls only).
    const who = await createUser(app);
    const signIn = await app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signIn.path),
      payload: { email: who.email, password: who.password },
    });
    const marker = signIn.cookies.find((c) => c.name === SIGNED_IN_COOKIE);
    expect(marker).toMatchObject({ path: '/', httpOnly: true });
    const credentials: Record<string, string>[] = [
      { cookie: `${LANGUAGE_COOKIE}=en; ${SIGNED_IN_COOKIE}=${marker!.value}` },
      authHeaders(person),
      { [HEADERS.sessionId]: person.sessionId },
      { cookie: `${REFRESH_COOKIE}=${person.refreshToken}` },
      { cookie: `${LANGUAGE_COOKIE}=en; plaudit_primary_until=${Date.now() + 60_000}` },
      { cookie: 'some_cookie_we_do_not_know=1' },
    ];
    // Signed in first, on an empty cache: drawn for that reader, private.
    const drawings = new Set<string | null>();
    for (const headers of credentials) {
      const own = await page(url, headers);
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.headers.etag).toBeUndefined();
      drawings.add(drawingOf(own.body));
    }
    expect(drawings.size).toBe(credentials.length);

    // The anonymous reader after them gets a drawing of its own, not one of theirs.
    const anonymous = await page(url);
    expect(anonymous.headers['cache-control']).toMatch(/^public, /);
    expect(drawings.has(drawingOf(anonymous.body))).toBe(false);

    // And what anonymous readers share never reaches a signed-in one.
    const signedIn = await page(url, authHeaders(person));
    expect(drawingOf(signedIn.body)).not.toBe(drawingOf(anonymous.body));
    expect(
      (await page(url, { ...authHeaders(person), 'if-none-match': anonymous.headers.etag as string })).statusCode,
    ).toBe(200);
    // Compressed for that reader too, and still theirs alone.
    const compressed = await page(url, { ...authHeaders(person), 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('private, no-store');
    expect(drawingOf(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).not.toBe(drawingOf(anonymous.body));
  });

  it('keeps no page that is not found', async () => {
    const missing = await page(`/brands/nobody-${randomBytes(4).toString('hex')}/nothing`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers.etag).toBeUndefined();
  });

  it('draws a page again once a review of it is published on this server', async () => {
    const { product, url } = await productPage(app);
    const before = await page(url);
    const title = `Fresh ${randomBytes(3).toString('hex')}`;
    await writeReview(app, await reviewer(app), product.id, { title });
    const after = await page(url);
    expect(drawingOf(after.body)).not.toBe(drawingOf(before.body));
    expect(after.body).toContain(title);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('PageCache', () => {
  const page = (html: string): CachedPage => ({ status: 200, html, etag: `"${html}"` });
  /** A render that finishes when the test says so, counting its calls. */
  function gatedRender(html: string) {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const render = Object.assign(
      async () => {
        render.calls += 1;
        await gate;
        return page(html);
      },
      { calls: 0 },
    );
    return { render, open };
  }

  it('draws concurrent misses of one key once, and each of them gets that drawing', async () => {
    const cache = new PageCache({ ttlSeconds: 10, maxBytes: 1 << 20, bus: localCacheBus(), topics: ['pages'] });
    const { render, open } = gatedRender('one');
    const readers = Array.from({ length: 5 }, () => cache.get('en /p', render));
    open();
    const answers = await Promise.all(readers);
    expect(render.calls).toBe(1);
    expect(answers.map((a) => a.page?.html)).toEqual(['one', 'one', 'one', 'one', 'one']);
    expect(answers.map((a) => a.source)).toEqual(['rendered', 'joined', 'joined', 'joined', 'joined']);
    expect((await cache.get('en /p', render)).source).toBe('memory');
  });

  it('keeps no drawing begun before a change, and a reader after the change does not wait for it', async () => {
    const bus = localCacheBus();
    const cache = new PageCache({ ttlSeconds: 10, maxBytes: 1 << 20, bus, topics: ['pages'] });
    const old = gatedRender('old');
    const reading = cache.get('en /p', old.render);
    await bus.publish('pages');
    const fresh = gatedRender('new');
    const after = cache.get('en /p', fresh.render);
    fresh.open();
    expect((await after).page?.html).toBe('new');
    old.open();
    expect((await reading).page?.html).toBe('old');
    // What is kept is the drawing begun after the change.
    expect((await cache.get('en /p', old.render)).page?.html).toBe('new');
    expect(old.render.calls).toBe(1);
  });

  it('forgets a page after its seconds', async () => {
    let now = 1_000_000;
    const cache = new PageCache({
      ttlSeconds: 10,
      maxBytes: 1 << 20,
      bus: localCacheBus(),
      topics: ['pages'],
      now: () => now,
    });
    let calls = 0;
    const render = async () => page(`drawing ${++calls}`);
    expect((await cache.get('k', render)).page?.html).toBe('drawing 1');
    now += 9_999;
    expect((await cache.get('k', render)).page?.html).toBe('drawing 1');
    now += 2;
    expect((await cache.get('k', render)).page?.html).toBe('drawing 2');
  });
});

describe('PageCache past its seconds', () => {
  const page = (html: string): CachedPage => ({ status: 200, html, etag: `"${html}"` });

  it('answers the old page while one render replaces it, and never after a change was heard', async () => {
    let now = 1_000_000;
    const bus = localCacheBus();
    const cache = new PageCache({
      ttlSeconds: 10,
      staleSeconds: 30,
      maxBytes: 1 << 20,
      bus,
      topics: ['pages'],
      now: () => now,
    });
    let calls = 0;
    let open: () => void = () => undefined;
    const render = async () => {
      calls += 1;
      if (calls === 2) await new Promise<void>((resolve) => (open = resolve));
      return page(`drawing ${calls}`);
    };
    expect((await cache.get('k', render)).page?.html).toBe('drawing 1');

    now += 10_001;
    const stale = await Promise.all([cache.get('k', render), cache.get('k', render)]);
    expect(stale.map((a) => [a.source, a.page?.html])).toEqual([
      ['stale', 'drawing 1'],
      ['stale', 'drawing 1'],
    ]);
    expect(calls).toBe(2);
    open();
    await expect.poll(async () => (await cache.get('k', render)).page?.html).toBe('drawing 2');
    expect(calls).toBe(2);

    // Past 10 + 30 seconds it is gone; and a change heard empties it whatever its age.
    now += 10_001;
    await bus.publish('pages');
    const after = await cache.get('k', render);
    expect([after.source, after.page?.html]).toEqual(['rendered', 'drawing 3']);
    expect(calls).toBe(3);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
needs(redisUrl, 'set TEST_REDIS_URL').describe('two servers sharing one Redis', () => {
  let t: TestContext;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp(REVIEW_TEST_LIMITS);
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
      WEB_DIST: webBuild(),
      PAGE_CACHE_SECONDS: String(PAGE_CACHE_SECONDS),
    };
    a = await buildAppOn(t.database, { ...REVIEW_TEST_LIMITS, env });
    b = await buildAppOn(t.database, { ...REVIEW_TEST_LIMITS, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await t?.close();
  });
  const page = (app: FastifyInstance, url: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  /** Resolves when `app` has heard that reviews changed (pub/sub reaches the other server within milliseconds). */
  const heard = (app: FastifyInstance) =>
    new Promise<void>((resolve) => {
      const stop = app.cacheBus.subscribe('pages', () => {
        stop();
        resolve();
      });
    });

  it("answers a page drawn by one server from the other's Redis copy, without drawing it", async () => {
    const { url } = await productPage(t.app);
    const drawn = await page(a, url);
    const rendersOfB = b.pageCache!.renders;
    const shared = await page(b, url);
    expect(shared.body).toBe(drawn.body);
    expect(shared.headers.etag).toBe(drawn.headers.etag);
    expect(b.pageCache!.renders).toBe(rendersOfB);
  });

  it('draws the page again on both servers once a review is published through one of them', async () => {
    const { product, url } = await productPage(t.app);
    const before = await page(a, url);
    expect((await page(b, url)).body).toBe(before.body);

    const told = heard(b);
    const title = `Shared ${randomBytes(3).toString('hex')}`;
    await writeReview(a, await reviewer(a), product.id, { title });
    await told;

    const onB = await page(b, url);
    expect(onB.body).toContain(title);
    expect(drawingOf(onB.body)).not.toBe(drawingOf(before.body));
    const onA = await page(a, url);
    expect(onA.body).toContain(title);
  });
});
