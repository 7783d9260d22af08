import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CacheBus, CacheTopic } from '../../lib/cache-bus.js';
import { LinkCache } from './short-links.cache.js';
import type { RedirectRow } from './short-links.queries.js';

// The redirect's link cache: the misses of one turn of the event loop go to the database together, each slug once;
// only a slug asked for again lately is kept; a change while a read is on its way is answered but not kept, and the
// next visit reads again; an answer is kept for its full time whichever generation holds it, and read again after.

function bus() {
  const listeners: Array<() => void> = [];
  const value: CacheBus = {
    publish: async () => undefined,
    subscribe: (topic: CacheTopic, listener: () => void) => {
      if (topic === 'short-links') listeners.push(listener);
      return () => undefined;
    },
    close: async () => undefined,
  };
  return { value, change: () => listeners.forEach((l) => l()) };
}

const row = (slug: string, destination = `https://${slug}.example/`) =>
  ({ link: { id: slug, destination }, teamBlocked: false, destinationId: null }) as unknown as RedirectRow;

function loader() {
  const asked: string[][] = [];
  const pending: Array<() => void> = [];
  let destination = 'first';
  const load = (slugs: string[]) => {
    asked.push([...slugs]);
    const answer = new Map(slugs.filter((s) => !s.startsWith('none')).map((s) => [s, row(s, destination)]));
    return new Promise<Map<string, RedirectRow>>((resolve) => pending.push(() => resolve(answer)));
  };
  return {
    load,
    asked,
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
    setDestination: (value: string) => (destination = value),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A cache of one second on a clock the test sets: `at(time, slug)` reads at that time; `asked` lists every slug read. */
function clockedCache(start: number) {
  let now = start;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  const asked: string[] = [];
  const cache = new LinkCache(
    bus().value,
    async (slugs) => {
      asked.push(...slugs);
      return new Map(slugs.map((s) => [s, row(s)]));
    },
    1000,
  );
  const at = async (time: number, slug: string) => {
    now = time;
    return (await cache.read(slug))?.link.id;
  };
  return { asked, at, cache };
}

describe('the link cache', () => {
  it('reads the misses of one turn in one statement, each slug once, and keeps the answers', async () => {
    const b = bus();
    const l = loader();
    const cache = new LinkCache(b.value, l.load, 60_000);
    const reads = [cache.read('Alpha'), cache.read('beta'), cache.read('alpha'), cache.read('none-1')];
    await turn();
    expect(l.asked).toEqual([['alpha', 'beta', 'none-1']]);
    l.answerAll();
    const [alpha, beta, again, none] = await Promise.all(reads);
    expect(alpha?.link.destination).toBe('first');
    expect(again).toBe(alpha);
    expect(beta?.link.id).toBe('beta');
    expect(none).toBeNull();
    // Alpha was asked twice and is kept; beta and the unknown slug once, and are read again.
    expect(await cache.read('ALPHA')).toBe(alpha);
    expect(l.asked).toHaveLength(1);
    const betaAgain = cache.read('beta');
    const noneAgain = cache.read('none-1');
    await turn();
    expect(l.asked).toEqual([
      ['alpha', 'beta', 'none-1'],
      ['beta', 'none-1'],
    ]);
    l.answerAll();
    expect((await betaAgain)?.link.id).toBe('beta');
    expect(await noneAgain).toBeNull();
    expect((await cache.read('beta'))?.link.id).toBe('beta');
    expect(await cache.read('none-1')).toBeNull();
    expect(l.asked).toHaveLength(2);
  });

  it('lets a slug asked once go, and keeps it once it is asked again within a second or two', async () => {
    const { asked, at, cache } = clockedCache(10_000);
    expect(await at(10_000, 'once')).toBe('once');
    // Two cache times later the first ask is forgotten: this one counts as a first ask again.
    expect(await at(12_100, 'once')).toBe('once');
    expect(await at(12_200, 'once')).toBe('once');
    expect(await at(12_300, 'once')).toBe('once');
    expect(asked).toEqual(['once', 'once', 'once']);
    // A thousand other slugs, asked once each, are none of them kept.
    for (let i = 0; i < 1000; i += 1) await at(12_400, `tail-${i}`);
    expect(cache.get('tail-0', 12_400)).toBeUndefined();
    expect(cache.get('tail-999', 12_400)).toBeUndefined();
  });

  it('keeps one statement fewer in flight than the pool has connections, and sends what waited meanwhile together', async () => {
    const l = loader();
    const cache = new LinkCache(bus().value, l.load, 60_000, 2);
    const first = cache.read('one');
    await turn();
    const later = [cache.read('two'), cache.read('three')];
    await turn();
    await turn();
    expect(l.asked).toEqual([['one']]);
    l.answerAll();
    expect((await first)?.link.id).toBe('one');
    await turn();
    expect(l.asked).toEqual([['one'], ['two', 'three']]);
    l.answerAll();
    expect((await Promise.all(later)).map((r) => r?.link.id)).toEqual(['two', 'three']);
  });

  it('joins a read to the statement its slug is on, queued or sent, and puts 500 slugs at most in one', async () => {
    const l = loader();
    const cache = new LinkCache(bus().value, l.load, 60_000, 2);
    const slugs = Array.from({ length: 501 }, (_, i) => `many-${i}`);
    const first = slugs.map((slug) => cache.read(slug));
    await turn();
    // One statement in flight; the 501st slug waits in the next one, and a read of either joins its own.
    expect(l.asked.map((asked) => asked.length)).toEqual([500]);
    const sentAgain = cache.read('MANY-0');
    const queuedAgain = cache.read('many-500');
    await turn();
    expect(l.asked).toHaveLength(1);
    l.answerAll();
    await first[0];
    await turn();
    expect(l.asked.map((asked) => asked.length)).toEqual([500, 1]);
    expect(l.asked[1]).toEqual(['many-500']);
    l.answerAll();
    const answers = await Promise.all(first);
    expect(answers.map((r) => r?.link.id)).toEqual(slugs);
    expect(await sentAgain).toBe(answers[0]);
    expect(await queuedAgain).toBe(answers[500]);
  });

  it('answers a read that overlapped a change but keeps nothing of it, and a visit after the change asks again', async () => {
    const b = bus();
    const l = loader();
    const cache = new LinkCache(b.value, l.load, 60_000);
    const before = cache.read('gamma');
    await turn();
    b.change();
    l.setDestination('second');
    const after = cache.read('gamma');
    await turn();
    expect(l.asked).toEqual([['gamma'], ['gamma']]);
    l.answerAll();
    expect((await before)?.link.destination).toBe('first');
    expect((await after)?.link.destination).toBe('second');
    expect((await cache.read('gamma'))?.link.destination).toBe('second');
    expect(l.asked).toHaveLength(2);
  });

  it('passes a failed read on to every visit that waited for it, and reads again next time', async () => {
    const b = bus();
    let calls = 0;
    const cache = new LinkCache(
      b.value,
      async (slugs) => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        return new Map(slugs.map((s) => [s, row(s)]));
      },
      60_000,
    );
    const failed = await Promise.allSettled([cache.read('delta'), cache.read('delta')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((await cache.read('delta'))?.link.id).toBe('delta');
    expect(calls).toBe(2);
  });

  it('keeps each answer its full time across a turnover of generations, then reads it again', async () => {
    const { asked, at } = clockedCache(0);
    // Each slug is asked twice in a row: the second answer is the one kept.
    const twice = async (time: number, slug: string) => {
      expect(await at(time, slug)).toBe(slug);
      expect(await at(time, slug)).toBe(slug);
    };
    await twice(0, 'a');
    await twice(900, 'b');
    // 1,100: the first generation (a until 1,000, b until 1,900) becomes the previous one.
    await twice(1100, 'c');
    expect(await at(1100, 'b')).toBe('b');
    expect(await at(1100, 'a')).toBe('a');
    expect(asked).toEqual(['a', 'a', 'b', 'b', 'c', 'c', 'a']);
    // 2,200: b's generation goes whole, after its time; c (until 2,100) and a (until 2,100) expired in theirs.
    await twice(2200, 'd');
    expect(await at(2200, 'b')).toBe('b');
    expect(await at(2200, 'c')).toBe('c');
    expect(asked).toEqual(['a', 'a', 'b', 'b', 'c', 'c', 'a', 'd', 'd', 'b', 'c']);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
