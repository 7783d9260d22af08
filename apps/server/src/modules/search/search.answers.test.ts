import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_BASE, SEARCH_CACHE_SECONDS, searchResultSchema, suggestResultSchema } from '@plaudit/contract';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { publicProduct, REVIEW_TEST_LIMITS, reviewer, writeReview } from '../../../test/review-factories.js';
import { products } from '../../db/schema/index.js';
import { localCacheBus } from '../../lib/cache-bus.js';
import { SearchAnswers } from './search.answers.js';

// Everyone who asks search the same gets one answer for a few seconds: a second search is not read again, concurrent
// misses share one statement, and a write through the API (here a review) empties what was kept (on every server:
// the cache bus, lib/cache-bus.ts). Tests write straight to the tables to see whether an answer was kept, since such a write
// tells no cache.

describe('search answers kept in memory', () => {
  const answer = (n: number) => ({ n });

  it('reads a key once while it is kept, and once for concurrent misses', async () => {
    const cache = new SearchAnswers<{ n: number }>({
      ttlSeconds: 10,
      staleSeconds: 30,
      maxBytes: 1 << 20,
      bus: localCacheBus(),
    });
    let reads = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const read = async () => {
      reads += 1;
      await gate;
      return answer(reads);
    };
    const together = Promise.all([cache.get('k', read), cache.get('k', read), cache.get('k', read)]);
    open();
    expect((await together).map((a) => a.n)).toEqual([1, 1, 1]);
    expect((await cache.get('k', read)).n).toBe(1);
    expect((await cache.get('other', read)).n).toBe(2);
    expect(reads).toBe(2);
  });

  it('forgets everything on a change heard, and keeps no answer read across one', async () => {
    const bus = localCacheBus();
    const cache = new SearchAnswers<{ n: number }>({ ttlSeconds: 10, staleSeconds: 30, maxBytes: 1 << 20, bus });
    let reads = 0;
    const read = async () => answer(++reads);
    await cache.get('k', read);
    await bus.publish('reviews');
    expect((await cache.get('k', read)).n).toBe(2);

    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const across = cache.get('k2', async () => {
      await gate;
      return answer(++reads);
    });
    await bus.publish('catalogue');
    // A reader arriving after the change does not join the statement that began before it.
    const after = cache.get('k2', read);
    expect((await after).n).toBe(3);
    open();
    expect((await across).n).toBe(4);
    expect((await cache.get('k2', read)).n).toBe(3);

    const late = cache.get('k3', async () => {
      await bus.publish('pages');
      return answer(++reads);
    });
    expect((await late).n).toBe(5);
    expect((await cache.get('k3', read)).n).toBe(6);
  });

  it('gives an answer past its seconds while one statement reads it again, until the stale seconds are over', async () => {
    const bus = localCacheBus();
    let now = 1_000_000;
    const cache = new SearchAnswers<{ n: number }>({
      ttlSeconds: 10,
      staleSeconds: 30,
      maxBytes: 1 << 20,
      bus,
      now: () => now,
    });
    let reads = 0;
    let open!: () => void;
    let gate = Promise.resolve();
    const read = async () => {
      const n = ++reads;
      await gate;
      return answer(n);
    };
    await cache.get('k', read);
    now += 10_001;
    gate = new Promise<void>((resolve) => (open = resolve));
    // Both readers get the old answer at once; one statement runs for them.
    expect([(await cache.get('k', read)).n, (await cache.get('k', read)).n]).toEqual([1, 1]);
    expect(reads).toBe(2);
    open();
    await expect.poll(async () => (await cache.get('k', read)).n).toBe(2);
    expect(reads).toBe(2);

    // Past the stale seconds too, a reader waits for the statement; and a change heard forgets a stale answer.
    now += 40_001;
    expect((await cache.get('k', read)).n).toBe(3);
    now += 10_001;
    await bus.publish('pages');
    expect((await cache.get('k', read)).n).toBe(4);
    expect(reads).toBe(4);
  });

  it('keeps nothing with no seconds to keep', async () => {
    const cache = new SearchAnswers<{ n: number }>({
      ttlSeconds: 0,
      staleSeconds: 30,
      maxBytes: 1 << 20,
      bus: localCacheBus(),
    });
    let reads = 0;
    const read = async () => answer(++reads);
    await cache.get('k', read);
    expect((await cache.get('k', read)).n).toBe(2);
  });
});

describe('GET /api/search and /api/search/suggest with answers kept', () => {
  let t: TestContext;
  let a: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp(REVIEW_TEST_LIMITS);
    a = await buildAppOn(t.database, {
      ...REVIEW_TEST_LIMITS,
      env: { SEARCH_CACHE_SECONDS: String(SEARCH_CACHE_SECONDS) },
    });
  });
  afterAll(async () => {
    await a?.close();
    await t?.close();
  });

  const search = async (app: FastifyInstance, q: string) => {
    const res = await app.inject({ method: 'GET', url: `${API_BASE}/search`, query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return searchResultSchema.parse(res.json());
  };
  const suggest = async (app: FastifyInstance, q: string) => {
    const res = await app.inject({ method: 'GET', url: `${API_BASE}/search/suggest`, query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return suggestResultSchema.parse(res.json());
  };
  it('answers the same search from memory until a review is published', async () => {
    const { product } = await publicProduct(t.app);
    const word = `zephyr${randomBytes(3).toString('hex')}`;
    await t.app.db
      .update(products)
      .set({ name: `${word} Lamp` })
      .where(eq(products.id, product.id));
    const first = await search(a, word);
    expect(first.data.map((h) => h.name)).toEqual([`${word} Lamp`]);
    expect(first.data[0]!.rating).toBeNull();
    expect((await suggest(a, word)).data.map((h) => h.name)).toEqual([`${word} Lamp`]);

    // Renamed behind the server's back: what was kept is still answered, in any case of the query.
    await t.app.db
      .update(products)
      .set({ name: `${word} Light` })
      .where(eq(products.id, product.id));
    expect((await search(a, word.toUpperCase())).data.map((h) => h.name)).toEqual([`${word} Lamp`]);
    expect((await suggest(a, word)).data.map((h) => h.name)).toEqual([`${word} Lamp`]);

    await writeReview(a, await reviewer(a), product.id, { rating: 5 });
    const after = await search(a, word);
    expect(after.data.map((h) => h.name)).toEqual([`${word} Light`]);
    expect(after.data[0]!.rating).toEqual({ average: 5, count: 1 });
    expect((await suggest(a, word)).data.map((h) => h.name)).toEqual([`${word} Light`]);
  });

  it('keeps each type and page apart', async () => {
    const { product } = await publicProduct(t.app);
    const word = `quokka${randomBytes(3).toString('hex')}`;
    await t.app.db
      .update(products)
      .set({ name: `${word} Mug` })
      .where(eq(products.id, product.id));
    const all = await search(a, word);
    const brands = await a.inject({ method: 'GET', url: `${API_BASE}/search`, query: { q: word, type: 'brand' } });
    expect(all.data.map((h) => h.name)).toEqual([`${word} Mug`]);
    expect(searchResultSchema.parse(brands.json()).data).toEqual([]);
    const second = await a.inject({ method: 'GET', url: `${API_BASE}/search`, query: { q: word, page: '2' } });
    expect(searchResultSchema.parse(second.json()).data).toEqual([]);
  });
});
