import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  API_KEY_SCOPES,
  ROUTES,
  pathOf,
  publicApiDocumentSchema,
  publicApiReviewListSchema,
  publicMeSchema,
  publicProductListSchema,
  publicProductSchema,
  publicTrophyListSchema,
  publicShortLinkListSchema,
  creatorStatsSchema,
  type ApiKeyScope,
} from '@plaudit/contract';
import { auditLog, creatorTeams } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, authHeaders, createPunishment, createUser } from '../../../test/factories.js';
import { createKey, keyWorld, v1 } from '../../../test/api-key-factories.js';
import { TEAM_TEST_LIMITS } from '../../../test/team-factories.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { insertReview, publishedProduct } from '../../../test/review-moderation-factories.js';
import { publicApiRoutes } from './public-api.openapi.js';
import { onPostgres } from '../../../test/needs.js';

// The public API over HTTP with real keys: who a key is (its team only, its scopes only), the app's own rules
// behind it, the rate limit, Idempotency-Key, and the audit trail's note of the key.

let t: TestContext;
let world: Awaited<ReturnType<typeof keyWorld>>;
let other: Awaited<ReturnType<typeof keyWorld>>;
let categoryId: string;
beforeAll(async () => {
  t = await buildTestApp({ ...TEAM_TEST_LIMITS, env: { API_KEY_RATE_LIMIT_PER_MINUTE: '1000' } });
  world = await keyWorld(t.app);
  other = await keyWorld(t.app);
  categoryId = (await createCategory(t.app)).id;
});
afterAll(async () => t?.close());

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { type: string; message: string; meta?: Record<string, unknown> }[] }).errors[0]!;
const productBody = (over: Record<string, unknown> = {}) => ({
  name: `Kettle ${Math.random().toString(36).slice(2, 8)}`,
  categoryId,
  description: 'Boils water.',
  status: 'DRAFT',
  ...over,
});

/** One call of every public API route, with a valid input for `world`'s team (ids made beforehand). */
async function everyCall(key: string) {
  const product = await createProduct(t.app, world.team.id, { categoryId });
  const reviewed = await publishedProduct(t.app, world.team.id);
  const author = await createUser(t.app);
  const review = await insertReview(t.app, { productId: reviewed.id, teamId: world.team.id, authorId: author.id });
  const made = await v1(t.app, world.key.key, {
    method: 'POST',
    url: '/short-links',
    payload: { destination: 'https://shop.example/kettle' },
  });
  if (made.statusCode !== 201) throw new Error(`short link: ${made.statusCode} ${made.body}`);
  const link = made.json<{ id: string }>();
  return {
    'publicApi.me': () => v1(t.app, key, { method: 'GET', url: '/me' }),
    'publicApi.productList': () => v1(t.app, key, { method: 'GET', url: '/products' }),
    'publicApi.productCreate': () => v1(t.app, key, { method: 'POST', url: '/products', payload: productBody() }),
    'publicApi.productGet': () => v1(t.app, key, { method: 'GET', url: `/products/${product.id}` }),
    'publicApi.productUpdate': () =>
      v1(t.app, key, { method: 'PUT', url: `/products/${product.id}`, payload: productBody() }),
    'publicApi.productDelete': () => v1(t.app, key, { method: 'DELETE', url: `/products/${product.id}` }),
    'publicApi.reviewList': () => v1(t.app, key, { method: 'GET', url: '/reviews' }),
    'publicApi.replyPut': () =>
      v1(t.app, key, { method: 'PUT', url: `/reviews/${review.id}/reply`, payload: { text: 'Thanks!' } }),
    'publicApi.replyDelete': async () => {
      // There is a reply to delete (written with the full key).
      await v1(t.app, world.key.key, { method: 'PUT', url: `/reviews/${review.id}/reply`, payload: { text: 'Hi' } });
      return v1(t.app, key, { method: 'DELETE', url: `/reviews/${review.id}/reply` });
    },
    'publicApi.trophyList': () => v1(t.app, key, { method: 'GET', url: '/trophies' }),
    'publicApi.stats': () => v1(t.app, key, { method: 'GET', url: '/stats' }),
    'publicApi.shortLinkList': () => v1(t.app, key, { method: 'GET', url: '/short-links' }),
    'publicApi.shortLinkCreate': () =>
      v1(t.app, key, { method: 'POST', url: '/short-links', payload: { destination: 'https://shop.example/a' } }),
    'publicApi.shortLinkGet': () => v1(t.app, key, { method: 'GET', url: `/short-links/${link.id}` }),
    'publicApi.shortLinkUpdate': () =>
      v1(t.app, key, {
        method: 'PUT',
        url: `/short-links/${link.id}`,
        payload: { destination: 'https://shop.example/b', title: 'Kettle' },
      }),
    'publicApi.shortLinkDelete': () => v1(t.app, key, { method: 'DELETE', url: `/short-links/${link.id}` }),
  } as const;
}

describe('who a key is', () => {
  it('GET /v1/me names the team and the key', async () => {
    const res = await v1(t.app, world.key.key, { method: 'GET', url: '/me' });
    expect(res.statusCode).toBe(200);
    expect(publicMeSchema.strict().parse(res.json())).toEqual({
      team: { id: world.team.id, brandName: world.team.brandName, creatorProfile: world.team.profileHandle },
      key: { id: world.key.id, name: 'Shop sync', scopes: [...API_KEY_SCOPES], expiresAt: world.key.expiresAt },
    });
  });

  it('a missing, malformed, bad-checksum or unknown key is 401 api_key.invalid; a session token is refused too', async () => {
    const flipped = world.key.key.slice(0, -1) + (world.key.key.endsWith('a') ? 'b' : 'a');
    for (const authorization of [
      undefined,
      'Bearer nonsense',
      `Bearer ${flipped}`,
      `Bearer ${world.owner.accessToken}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: api('/v1/me'),
        headers: { ...(authorization ? { authorization } : {}), 'x-session-id': world.owner.sessionId },
      });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toMatchObject({ type: 'unauthorized', message: 'api_key.invalid' });
    }
    // A well-formed key nobody issued.
    const { generateApiKey } = await import('../api-keys/api-keys.format.js');
    const stranger = await v1(t.app, generateApiKey().key, { method: 'GET', url: '/me' });
    expect(errorOf(stranger).message).toBe('api_key.invalid');
  });

  it('a key opens no route outside /api/v1', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: api(pathOf(ROUTES.apiKeys.list.path, { teamId: world.team.id })),
      headers: { authorization: `Bearer ${world.key.key}` },
    });
    expect(res.statusCode).toBe(401);
    const products = await t.app.inject({
      method: 'GET',
      url: api(pathOf(ROUTES.products.list.path, { teamId: world.team.id })),
      headers: { authorization: `Bearer ${world.key.key}` },
    });
    expect(products.statusCode).toBe(401);
  });

  it('a locked team: its keys are refused with 403', async () => {
    const locked = await keyWorld(t.app);
    await t.app.db
      .update(creatorTeams)
      .set({ accessStatus: 'BLOCKED', accessUntil: null })
      .where(eq(creatorTeams.id, locked.team.id));
    const res = await v1(t.app, locked.key.key, { method: 'GET', url: '/me' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('team.error.blocked');
  });

  it('an expired key is 401 api_key.expired', async () => {
    const { apiKeys } = await import('../../db/schema/index.js');
    const key = await createKey(t.app, world.owner, world.team.id, { name: 'Short' });
    await t.app.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    const res = await v1(t.app, key.key, { method: 'GET', url: '/me' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe('api_key.expired');
  });
});

describe('scopes × routes', () => {
  it('every route of the table is called here', async () => {
    const calls = await everyCall(world.key.key);
    expect(Object.keys(calls).sort()).toEqual(
      publicApiRoutes()
        .map((route) => route.id)
        .sort(),
    );
  });

  it('with the scope each call needs it succeeds; without it, 403 forbidden with meta.scope', async () => {
    for (const route of publicApiRoutes()) {
      const scope = route.scope as ApiKeyScope | undefined;
      const others = API_KEY_SCOPES.filter((candidate) => candidate !== scope);
      const without = await createKey(t.app, world.owner, world.team.id, { name: 'Without', scopes: others });
      const withIt = await createKey(t.app, world.owner, world.team.id, {
        name: 'With',
        scopes: scope ? [scope] : ['stats:read'],
      });
      const allowed = await (await everyCall(withIt.key))[route.id as keyof Awaited<ReturnType<typeof everyCall>>]();
      expect([200, 201], `${route.id}: ${allowed.body}`).toContain(allowed.statusCode);
      if (scope) {
        const refused = await (await everyCall(without.key))[route.id as keyof Awaited<ReturnType<typeof everyCall>>]();
        expect(refused.statusCode, route.id).toBe(403);
        expect(errorOf(refused)).toMatchObject({ type: 'forbidden', message: 'api_key.scope', meta: { scope } });
      }
      for (const key of [without, withIt]) {
        await authed(t.app, world.owner, {
          method: 'DELETE',
          url: api(pathOf(ROUTES.apiKeys.revoke.path, { teamId: world.team.id, keyId: key.id })),
        });
      }
    }
  }, 120_000);

  it('the answers have the public shapes', async () => {
    const calls = await everyCall(world.key.key);
    publicProductListSchema.strict().parse((await calls['publicApi.productList']()).json());
    publicApiReviewListSchema.strict().parse((await calls['publicApi.reviewList']()).json());
    publicTrophyListSchema.strict().parse((await calls['publicApi.trophyList']()).json());
    publicShortLinkListSchema.strict().parse((await calls['publicApi.shortLinkList']()).json());
    creatorStatsSchema.parse((await calls['publicApi.stats']()).json());
    const created = await calls['publicApi.productCreate']();
    expect(created.statusCode).toBe(201);
    expect(Object.keys(publicProductSchema.strict().parse(created.json()))).not.toContain('permissions');
  });
});

describe('team isolation and the app rules', () => {
  it("a key of team A never sees team B's products or reviews (404 / not listed)", async () => {
    const theirs = await createProduct(t.app, other.team.id, { categoryId, name: 'Their secret draft' });
    const get = await v1(t.app, world.key.key, { method: 'GET', url: `/products/${theirs.id}` });
    expect(get.statusCode).toBe(404);
    const put = await v1(t.app, world.key.key, {
      method: 'PUT',
      url: `/products/${theirs.id}`,
      payload: productBody(),
    });
    expect(put.statusCode).toBe(404);
    const list = await v1(t.app, world.key.key, { method: 'GET', url: '/products?take=100' });
    expect(list.body).not.toContain(theirs.id);
    const reviewed = await publishedProduct(t.app, other.team.id);
    const author = await createUser(t.app);
    const review = await insertReview(t.app, { productId: reviewed.id, teamId: other.team.id, authorId: author.id });
    const reply = await v1(t.app, world.key.key, {
      method: 'PUT',
      url: `/reviews/${review.id}/reply`,
      payload: { text: 'Not ours' },
    });
    expect(reply.statusCode).toBe(404);
    const reviews = await v1(t.app, world.key.key, { method: 'GET', url: '/reviews?take=50' });
    expect(reviews.body).not.toContain(review.id);
    const theirLink = await v1(t.app, other.key.key, {
      method: 'POST',
      url: '/short-links',
      payload: { destination: 'https://other.example/' },
    });
    const linkId = theirLink.json<{ id: string }>().id;
    expect((await v1(t.app, world.key.key, { method: 'GET', url: `/short-links/${linkId}` })).statusCode).toBe(404);
    expect((await v1(t.app, world.key.key, { method: 'GET', url: '/short-links?take=100' })).body).not.toContain(
      linkId,
    );
  });

  it("a key works even for a team its creator's other memberships would not reach, and only that team", async () => {
    // The owner of `world` is no member of `other`: the key of `world` sees only `world`.
    const res = await v1(t.app, world.key.key, { method: 'GET', url: '/products?take=100' });
    const list = publicProductListSchema.parse(res.json());
    expect(list.data.every((product) => product.teamId === world.team.id)).toBe(true);
  });

  it("a muted creator's key cannot publish (403), but may write a draft", async () => {
    const muted = await keyWorld(t.app);
    await createPunishment(t.app, muted.owner.user.id, {
      type: 'MUTE',
      until: new Date(Date.now() + 3_600_000),
    });
    const publish = await v1(t.app, muted.key.key, {
      method: 'POST',
      url: '/products',
      payload: productBody({ status: 'PUBLISHED' }),
    });
    expect(publish.statusCode).toBe(403);
    const draft = await v1(t.app, muted.key.key, { method: 'POST', url: '/products', payload: productBody() });
    expect(draft.statusCode).toBe(201);
  });

  it('a change made with a key is audited as the key, with its creator as the actor', async () => {
    const res = await v1(t.app, world.key.key, { method: 'POST', url: '/products', payload: productBody() });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: string }>().id;
    const [row] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'product.create')));
    expect(row).toMatchObject({ actorId: world.owner.user.id, via: `API key «Shop sync» (${world.key.start}…)` });
    // The same change in person carries no note.
    const inPerson = await authed(t.app, world.owner, {
      method: 'POST',
      url: api(pathOf(ROUTES.products.create.path, { teamId: world.team.id })),
      payload: productBody(),
    });
    const [personRow] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, inPerson.json<{ id: string }>().id), eq(auditLog.action, 'product.create')));
    expect(personRow!.via).toBeNull();
  });

  it('DELETE archives a product with reviews, deletes one without', async () => {
    const reviewed = await publishedProduct(t.app, world.team.id);
    const author = await createUser(t.app);
    await insertReview(t.app, { productId: reviewed.id, teamId: world.team.id, authorId: author.id });
    const archived = await v1(t.app, world.key.key, { method: 'DELETE', url: `/products/${reviewed.id}` });
    expect(archived.json()).toEqual({ success: true, archived: true });
    const plain = await createProduct(t.app, world.team.id, { categoryId });
    const gone = await v1(t.app, world.key.key, { method: 'DELETE', url: `/products/${plain.id}` });
    expect(gone.json()).toEqual({ success: true, archived: false });
    expect((await v1(t.app, world.key.key, { method: 'GET', url: `/products/${plain.id}` })).statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  // An app of its own with a small limit, built with its key beside the test's hooks: building a database and
  // hashing two passwords is setup, and on a busy machine it took longer than a test is given.
  let limited: TestContext;
  let w: Awaited<ReturnType<typeof keyWorld>>;
  beforeAll(async () => {
    limited = await buildTestApp({ ...TEAM_TEST_LIMITS, env: { API_KEY_RATE_LIMIT_PER_MINUTE: '3' } });
    w = await keyWorld(limited.app);
  });
  afterAll(async () => limited?.close());

  it('every answer carries RateLimit-*; past the limit, 429 with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await v1(limited.app, w.key.key, { method: 'GET', url: '/me' }));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((res) => res.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    for (const res of answers) {
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    const refused = answers[3]!;
    expect(errorOf(refused).type).toBe('throttle');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another key of the same team has its own budget.
    const second = await createKey(limited.app, w.owner, w.team.id, { name: 'Second' });
    expect((await v1(limited.app, second.key, { method: 'GET', url: '/me' })).statusCode).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body within 24 h replays the first answer; another body is 422 idempotency.mismatch', async () => {
    const body = productBody();
    const headers = { 'idempotency-key': `create-${Date.now()}` };
    const first = await v1(t.app, world.key.key, { method: 'POST', url: '/products', payload: body, headers });
    expect(first.statusCode).toBe(201);
    const again = await v1(t.app, world.key.key, { method: 'POST', url: '/products', payload: body, headers });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Only one product came of it.
    const list = publicProductListSchema.parse(
      (
        await v1(t.app, world.key.key, {
          method: 'GET',
          url: `/products?take=100&search=${encodeURIComponent(body.name)}`,
        })
      ).json(),
    );
    expect(list.data.filter((product) => product.name === body.name)).toHaveLength(1);
    const mismatch = await v1(t.app, world.key.key, {
      method: 'POST',
      url: '/products',
      payload: { ...body, name: `${body.name} 2` },
      headers,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(errorOf(mismatch)).toMatchObject({ type: 'conflict', message: 'idempotency.mismatch' });
    // Another key's same Idempotency-Key is its own: a new product, not a replay.
    const otherKey = await v1(t.app, other.key.key, { method: 'POST', url: '/products', payload: body, headers });
    expect(otherKey.statusCode).toBe(201);
    expect(otherKey.headers['idempotent-replayed']).toBeUndefined();
    expect(otherKey.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
  });

  onPostgres.it(
    'two requests with one Idempotency-Key at once make one product; the other waits its turn',
    async () => {
      const body = productBody();
      const headers = { 'idempotency-key': `race-${Date.now()}` };
      const answers = await Promise.all(
        [0, 1, 2].map(() => v1(t.app, world.key.key, { method: 'POST', url: '/products', payload: body, headers })),
      );
      const statuses = answers.map((res) => res.statusCode);
      // One runs; each other either replays its answer or is told it is still running.
      expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      const ids = new Set(answers.filter((res) => res.statusCode === 201).map((res) => res.json<{ id: string }>().id));
      expect(ids.size).toBe(1);
      const list = publicProductListSchema.parse(
        (
          await v1(t.app, world.key.key, {
            method: 'GET',
            url: `/products?take=100&search=${encodeURIComponent(body.name)}`,
          })
        ).json(),
      );
      expect(list.data.filter((product) => product.name === body.name)).toHaveLength(1);
    },
  );

  it('an error answer is replayed as well, and a key longer than 255 characters is 400', async () => {
    const headers = { 'idempotency-key': `bad-${Date.now()}` };
    const body = productBody({ categoryId: '00000000-0000-4000-8000-000000000000' });
    const first = await v1(t.app, world.key.key, { method: 'POST', url: '/products', payload: body, headers });
    expect(first.statusCode).toBe(400);
    const again = await v1(t.app, world.key.key, { method: 'POST', url: '/products', payload: body, headers });
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const long = await v1(t.app, world.key.key, {
      method: 'POST',
      url: '/products',
      payload: productBody(),
      headers: { 'idempotency-key': 'k'.repeat(256) },
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message).toBe('idempotency.key_invalid');
  });
});

describe('the replay window', () => {
  it('after 24 hours the same Idempotency-Key runs again, and the hourly clean-up removes old answers', async () => {
    const { apiIdempotency } = await import('../../db/schema/index.js');
    const headers = { 'idempotency-key': `old-${Date.now()}` };
    const first = await v1(t.app, world.key.key, { method: 'POST', url: '/products', payload: productBody(), headers });
    expect(first.statusCode).toBe(201);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await t.app.db.update(apiIdempotency).set({ createdAt: dayAgo }).where(eq(apiIdempotency.keyId, world.key.id));
    // Another body under the old key is no mismatch any more: it is a new request.
    const again = await v1(t.app, world.key.key, { method: 'POST', url: '/products', payload: productBody(), headers });
    expect(again.statusCode).toBe(201);
    expect(again.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
    await t.app.db.update(apiIdempotency).set({ createdAt: dayAgo }).where(eq(apiIdempotency.keyId, world.key.id));
    expect(await t.app.services.apiKeys.forgetOldIdempotency(24)).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.select().from(apiIdempotency).where(eq(apiIdempotency.keyId, world.key.id));
    expect(left).toEqual([]);
  });
});

describe('last use', () => {
  it('is written on use, at most once a minute', async () => {
    const { apiKeys } = await import('../../db/schema/index.js');
    const key = await createKey(t.app, world.owner, world.team.id, { name: 'Touch' });
    await v1(t.app, key.key, { method: 'GET', url: '/me' });
    const read = async () =>
      (await t.app.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.at;
    // The write follows the answer: wait for it as a reader of the list would.
    await expect.poll(read, { timeout: 5000 }).not.toBeNull();
    const first = await read();
    await v1(t.app, key.key, { method: 'GET', url: '/me' });
    await v1(t.app, key.key, { method: 'GET', url: '/me' });
    expect(await read()).toEqual(first);
  });
});

describe('trophies', () => {
  it("GET /api/v1/trophies?relation=WON lists the platform's trophies the team won", async () => {
    const { trophies, trophyDecisions } = await import('../../db/schema/index.js');
    const { addCandidates, createTrophy } = await import('../../../test/trophy-factories.js');
    const product = await publishedProduct(t.app, world.team.id);
    // A platform trophy: no organising team.
    const won = await createTrophy(t.app, { status: 'LOCKED' });
    await addCandidates(t.app, won.id, [{ subjectId: product.id, teamId: world.team.id }]);
    const awardedAt = new Date();
    await t.app.db
      .update(trophies)
      .set({ status: 'AWARDED', awardedAt, lockedAt: awardedAt })
      .where(eq(trophies.id, won.id));
    await t.app.db.insert(trophyDecisions).values({
      trophyId: won.id,
      method: 'DRAW',
      winnerSubjectId: product.id,
      winnerTeamId: world.team.id,
      decidedByName: 'Ada Admin',
      decidedAt: awardedAt,
      protocol: {} as never,
      jws: 'x',
      keyId: 'k',
    });
    const res = await v1(t.app, world.key.key, { method: 'GET', url: '/trophies?relation=WON' });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json<{ data: { id: string; relation: string }[] }>().data.map((x) => [x.id, x.relation]);
    expect(ids).toContainEqual([won.id, 'WON']);
  });
});

describe('the document', () => {
  it('GET /api/v1/openapi.json is OpenAPI 3.1 with the apiKey bearer scheme and every public route', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/v1/openapi.json') });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, object>; components: { securitySchemes: object } }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes).toMatchObject({ apiKey: { type: 'http', scheme: 'bearer' } });
    // The limit this server was started with (1000 here), not the built-in default.
    const info = publicApiDocumentSchema.parse(doc).info;
    expect(info['x-rate-limit-per-minute']).toBe(1000);
    expect(info['description']).toContain('each key may make 1000 calls a minute');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [...new Set(publicApiRoutes().map((route) => route.path.slice(3).replace(/:(\w+)/g, '{$1}')))].sort(),
    );
    // The app's own document leaves the public API out.
    const app = await t.app.inject({ method: 'GET', url: api('/openapi.json') });
    expect(Object.keys(app.json<{ paths: object }>().paths).some((path) => path.startsWith('/api/v1'))).toBe(false);
    expect(authHeaders).toBeDefined();
  });
});
