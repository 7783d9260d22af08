import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { buildAppOn, createTestDatabase, type TestDatabase } from '../../../test/build-test-app.js';
import { api } from '../../../test/factories.js';
import { BROWSER_UA, visitorId } from '../../../test/event-factories.js';
import { EventBuffer, type BufferedEvent } from './events.buffer.js';

// The buffer writes in batches, drops (and counts) past its cap instead
// of waiting, and loses nothing when the app closes (server.ts closes it on SIGTERM).

let db: TestDatabase;
const silent = { error: () => undefined } as never;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db.drop());

const event = (marker: string, eventId: string | null = null): BufferedEvent => ({
  eventId,
  row: {
    at: new Date(),
    type: 'PAGE_VIEW',
    visitor: visitorId(),
    device: 'desktop',
    metadata: { marker, ...(eventId ? { eventId } : {}) },
  },
});
const count = async (marker: string) =>
  Number(
    rowsOf<{ n: number }>(
      await db.database.db.execute(sql`select count(*)::int as n from events where metadata ->> 'marker' = ${marker}`),
    )[0]!.n,
  );

describe('the event buffer', () => {
  it('writes as soon as enough wait, in batches of the flush size', async () => {
    const buffer = new EventBuffer(db.database.db, silent, { flushRows: 10, flushMs: 60_000 });
    const marker = randomUUID();
    buffer.push(Array.from({ length: 25 }, () => event(marker)));
    await buffer.flush();
    expect(await count(marker)).toBe(25);
    expect(buffer.writtenCount).toBe(25);
    expect(buffer.size).toBe(0);
  });

  it('writes on its timer when few wait', async () => {
    const buffer = new EventBuffer(db.database.db, silent, { flushRows: 500, flushMs: 20 });
    const marker = randomUUID();
    buffer.push([event(marker), event(marker)]);
    expect(buffer.size).toBe(2);
    await expect.poll(() => count(marker), { interval: 20, timeout: 5000 }).toBe(2);
    await buffer.close();
  });

  it('drops and counts what comes past its cap, never waiting', async () => {
    const buffer = new EventBuffer(db.database.db, silent, { flushRows: 1000, flushMs: 60_000, cap: 5 });
    const marker = randomUUID();
    expect(buffer.push(Array.from({ length: 8 }, () => event(marker)))).toBe(5);
    expect(buffer.droppedCount).toBe(3);
    await buffer.close();
    expect(await count(marker)).toBe(5);
    expect(buffer.push([event(marker)])).toBe(0);
    expect(buffer.droppedCount).toBe(4);
  });

  it('keeps going when a write fails: the batch is logged as lost, the next one is written', async () => {
    const errors: unknown[] = [];
    const buffer = new EventBuffer(db.database.db, { error: (...args: unknown[]) => errors.push(args) } as never, {
      flushRows: 100,
      flushMs: 60_000,
    });
    const marker = randomUUID();
    buffer.push([
      {
        eventId: null,
        row: { at: new Date(), type: 'PAGE_VIEW', visitor: null as never, device: 'desktop', metadata: { marker } },
      },
    ]);
    await buffer.flush();
    expect(errors).toHaveLength(1);
    buffer.push([event(marker)]);
    await buffer.flush();
    expect(await count(marker)).toBe(1);
  });

  it('drops only the rows the database refuses, and writes the rest of their flush', async () => {
    const errors: unknown[] = [];
    const buffer = new EventBuffer(db.database.db, { error: (...args: unknown[]) => errors.push(args) } as never, {
      flushRows: 1000,
      flushMs: 60_000,
    });
    const marker = randomUUID();
    // What jsonb cannot hold (a lone surrogate, a NUL), around 40 good events, one of them with an event id.
    const bad = (note: string): BufferedEvent => ({
      eventId: null,
      row: { ...event(marker).row, metadata: { marker, note } },
    });
    const good = Array.from({ length: 40 }, (_, index) => event(marker, index === 7 ? randomUUID() : null));
    buffer.push([
      ...good.slice(0, 13),
      bad('lone \ud800 surrogate'),
      ...good.slice(13, 31),
      bad('nul \u0000 byte'),
      ...good.slice(31),
    ]);
    await buffer.flush();
    expect(await count(marker)).toBe(40);
    expect(buffer.refusedCount).toBe(2);
    expect(buffer.writtenCount).toBe(40);
    expect(errors).toHaveLength(1);
  });

  it('writes text holding tabs, line breaks and backslashes exactly as it was given, every row of a big flush', async () => {
    const buffer = new EventBuffer(db.database.db, silent, { flushRows: 1000, flushMs: 60_000 });
    const marker = randomUUID();
    const note = 'a\ttab, a\nline, a\r\nbreak, a \\ and \\N, \\t and "quotes"';
    // More rows than one piece of the COPY text holds, so the rows at the pieces' edges are written whole too.
    const rows = Array.from({ length: 150 }, (_, index) => `${index}: ${note}`);
    buffer.push(
      rows.map((text) => ({
        eventId: null,
        row: { ...event(marker).row, browser: text, metadata: { marker, note: text } },
      })),
    );
    await buffer.flush();
    const written = rowsOf<{ browser: string; note: string }>(
      await db.database.db.execute(
        sql`select browser, metadata ->> 'note' as note from events where metadata ->> 'marker' = ${marker}`,
      ),
    );
    expect(written.map((row) => row.browser).sort()).toEqual([...rows].sort());
    expect(written.every((row) => row.note === row.browser)).toBe(true);
  });

  it('loses nothing when the app closes: what it buffered is written first', async () => {
    const app = await buildAppOn(db.database);
    const marker = randomUUID();
    const res = await app.inject({
      method: 'POST',
      url: api('/events/batch'),
      headers: { 'user-agent': BROWSER_UA },
      payload: { events: Array.from({ length: 30 }, () => ({ eventType: 'PAGE_VIEW', metadata: { marker } })) },
    });
    expect(res.statusCode).toBe(202);
    expect(app.services.eventIngest.buffer.size).toBe(30);
    expect(await count(marker)).toBe(0);
    await app.close();
    expect(await count(marker)).toBe(30);
  });
});
