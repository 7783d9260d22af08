import { describe, expect, it, vi } from 'vitest';
import type { ChangeFeed, PersonChangeListener } from '../../db/changes.js';
import { SignedInCache } from './signed-in-cache.js';

// The cache's rules on their own, with a feed the test drives (the database side is in auth.signed-in.test.ts).

interface Row {
  session: { id: string };
  user: { id: string; name: string };
  staleAt?: number;
}

function fakeFeed(live = true) {
  const listeners = new Set<PersonChangeListener>();
  const feed: ChangeFeed & { live: boolean; announce(userId: string | null): void } = {
    live,
    ready: Promise.resolve(),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ownChanges: 0,
    heardEverywhere: async () => undefined,
    close: async () => undefined,
    announce(userId) {
      for (const listener of listeners) listener(userId);
    },
  };
  return feed;
}

function setup(options: { live?: boolean; ttlMs?: number } = {}) {
  const feed = fakeFeed(options.live ?? true);
  let name = 'first';
  let gate: Promise<void> = Promise.resolve();
  const load = vi.fn(async (sessionId: string): Promise<Row | undefined> => {
    const read = { session: { id: sessionId }, user: { id: sessionId.split(':')[0]!, name } };
    await gate;
    return sessionId.startsWith('none') ? undefined : read;
  });
  const cache = new SignedInCache<Row>({
    feed,
    load,
    staleAt: (row) => row.staleAt,
    ...(options.ttlMs ? { ttlMs: options.ttlMs } : {}),
  });
  return {
    feed,
    cache,
    load,
    rename: (next: string) => (name = next),
    hold() {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => release();
    },
  };
}

describe('SignedInCache', () => {
  it('answers from memory after the first read', async () => {
    const { cache, load } = setup();
    const first = await cache.find('u1', 'u1:s1');
    const second = await cache.find('u1', 'u1:s1');
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again once the person is announced as changed, and only that person', async () => {
    const { cache, load, feed, rename } = setup();
    await cache.find('u1', 'u1:s1');
    await cache.find('u2', 'u2:s1');
    rename('second');
    feed.announce('u1');
    expect((await cache.find('u1', 'u1:s1'))?.user.name).toBe('second');
    expect((await cache.find('u2', 'u2:s1'))?.user.name).toBe('first');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets everyone when the feed may have missed something', async () => {
    const { cache, load, feed } = setup();
    await cache.find('u1', 'u1:s1');
    await cache.find('u2', 'u2:s1');
    feed.announce(null);
    expect(cache.size).toBe(0);
    await cache.find('u1', 'u1:s1');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a read that overlapped a change of its person (it may hold the state from before)', async () => {
    const { cache, load, feed, hold } = setup();
    const release = hold();
    const reading = cache.find('u1', 'u1:s1');
    feed.announce('u1');
    release();
    expect(await reading).toBeDefined();
    expect(cache.size).toBe(0);
    await cache.find('u1', 'u1:s1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that overlapped a gap in the feed (everyone forgotten)', async () => {
    const { cache, feed, hold } = setup();
    const release = hold();
    const reading = cache.find('u1', 'u1:s1');
    feed.announce(null);
    release();
    expect(await reading).toBeDefined();
    expect(cache.size).toBe(0);
  });

  it("keeps people under a stream of other people's changes (changes are tracked per person)", async () => {
    const { cache, load, feed, hold } = setup();
    const release = hold();
    const reads = [cache.find('u1', 'u1:s1'), cache.find('u2', 'u2:s1'), cache.find('u3', 'u3:s1')];
    for (let i = 0; i < 50; i += 1) feed.announce(`other${i}`); // writes of people who are not being read
    feed.announce('u2');
    release();
    await Promise.all(reads);
    expect(cache.size).toBe(2);
    await cache.find('u1', 'u1:s1');
    await cache.find('u3', 'u3:s1');
    expect(load).toHaveBeenCalledTimes(3);
    await cache.find('u2', 'u2:s1');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('never keeps nor serves from memory while the feed is not live', async () => {
    const { cache, load, feed } = setup({ live: false });
    await cache.find('u1', 'u1:s1');
    await cache.find('u1', 'u1:s1');
    expect(load).toHaveBeenCalledTimes(2);
    feed.live = true;
    await cache.find('u1', 'u1:s1');
    feed.live = false;
    await cache.find('u1', 'u1:s1');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a row for another person than the token names', async () => {
    const { cache, load } = setup();
    await cache.find('intruder', 'u1:s1');
    await cache.find('intruder', 'u1:s1');
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('shares one read among concurrent requests for the same session', async () => {
    const { cache, load, hold } = setup();
    const release = hold();
    const reads = [cache.find('u1', 'u1:s1'), cache.find('u1', 'u1:s1'), cache.find('u1', 'u1:s1')];
    release();
    const rows = await Promise.all(reads);
    expect(new Set(rows).size).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not let a request join a read that started before a change', async () => {
    const { cache, load, feed, hold } = setup();
    const release = hold();
    const before = cache.find('u1', 'u1:s1');
    feed.announce('u1');
    const after = cache.find('u1', 'u1:s1');
    release();
    await Promise.all([before, after]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a row go when a time in it passes, and after the time to live', async () => {
    vi.useFakeTimers();
    try {
      const { cache, load } = setup({ ttlMs: 60_000 });
      load.mockImplementationOnce(async (sessionId) => ({
        session: { id: sessionId },
        user: { id: 'u1', name: 'muted' },
        staleAt: Date.now() + 5_000,
      }));
      await cache.find('u1', 'u1:s1');
      await cache.find('u1', 'u1:s1');
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(5_001);
      await cache.find('u1', 'u1:s1');
      expect(load).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(59_000);
      await cache.find('u1', 'u1:s1');
      expect(load).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1_001);
      await cache.find('u1', 'u1:s1');
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands out frozen rows, so no request can change what the next one reads', async () => {
    const { cache } = setup();
    const row = await cache.find('u1', 'u1:s1');
    expect(() => {
      (row!.user as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });

  it('remembers nothing for an unknown session', async () => {
    const { cache, load } = setup();
    expect(await cache.find('none', 'none:s1')).toBeUndefined();
    expect(await cache.find('none', 'none:s1')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
