import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_TYPES,
  EVENTS_BATCH_MAX,
  EVENTS_COUNTED_PER_VISITOR_PROFILE,
  PROFILE_EVENT_TYPES,
  type EventType,
} from '@plaudit/contract';
import { rowsOf } from '../../db/rows.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { publishedBrand } from '../../../test/catalogue-factories.js';
import { api, authHeaders, signedInUser } from '../../../test/factories.js';
import { BROWSER_UA } from '../../../test/event-factories.js';
import { addMember } from '../../../test/team-factories.js';

// OHTTP: every type taken, every bad input refused in the error shape, resends, bots, a team's own
// members, the visitor → person link, no address kept, and the buffer written in batches and on close.

let t: TestContext;
let brand: Awaited<ReturnType<typeof publishedBrand>>;

beforeAll(async () => {
  t = await buildTestApp();
  brand = await publishedBrand(t.app, 2);
});
afterAll(async () => t.close());

const product = () => brand.products[0]!;
const headers = (extra: Record<string, string> = {}) => ({ 'user-agent': BROWSER_UA, ...extra });
const post = (payload: unknown, extra: Record<string, string> = {}, path = '/events/batch') =>
  t.app.inject({ method: 'POST', url: api(path), headers: headers(extra), payload: payload as object });

async function rowsWhere(condition: ReturnType<typeof sql>) {
  await t.app.services.eventIngest.buffer.flush();
  return rowsOf<Record<string, unknown>>(
    await t.app.db.execute(sql`select * from events where ${condition} order by at`),
  );
}

const profileFor = (type: EventType) =>
  (PROFILE_EVENT_TYPES as readonly EventType[]).includes(type)
    ? type === 'CREATOR_PAGE_VIEW'
      ? brand.team.id
      : product().id
    : null;

describe('taking events', () => {
  it('takes every one of the fifteen types, one by one (202) and as a batch', async () => {
    const marker = randomUUID();
    for (const eventType of EVENT_TYPES) {
      const res = await post({ eventType, profileId: profileFor(eventType), metadata: { marker } }, {}, '/events');
      expect(res.statusCode, `${eventType}: ${res.body}`).toBe(202);
      expect(res.json()).toEqual({ accepted: 1 });
    }
    const batch = await post({
      events: EVENT_TYPES.map((eventType) => ({ eventType, profileId: profileFor(eventType), metadata: { marker } })),
    });
    expect(batch.statusCode, batch.body).toBe(202);
    expect(batch.json()).toEqual({ accepted: EVENT_TYPES.length });
    const rows = await rowsWhere(sql`metadata ->> 'marker' = ${marker}`);
    expect(rows).toHaveLength(EVENT_TYPES.length * 2);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(EVENT_TYPES));
    const view = rows.find((row) => row.type === 'PRODUCT_PAGE_VIEW')!;
    expect(view).toMatchObject({
      profile_kind: 'PRODUCT',
      team_id: brand.team.id,
      product_id: product().id,
      browser: 'Safari',
      os: 'macOS',
      device: 'desktop',
    });
  });

  it("adds the time on the server and keeps the client's own only in metadata", async () => {
    const marker = randomUUID();
    const before = Date.now();
    await post({ events: [{ eventType: 'PAGE_VIEW', metadata: { marker, clientAt: '2001-01-01T00:00:00Z' } }] });
    const [row] = await rowsWhere(sql`metadata ->> 'marker' = ${marker}`);
    expect(new Date(row!.at as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((row!.metadata as Record<string, unknown>).clientAt).toBe('2001-01-01T00:00:00Z');
  });

  it('accepts a beacon: the batch as text/plain, the session in the body', async () => {
    const marker = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: api('/events/batch'),
      headers: headers({ 'content-type': 'text/plain;charset=UTF-8' }),
      payload: JSON.stringify({ events: [{ eventType: 'PAGE_VIEW', metadata: { marker } }], sessionId: randomUUID() }),
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await rowsWhere(sql`metadata ->> 'marker' = ${marker}`)).toHaveLength(1);
  });
});

describe('bad input', () => {
  const refused = async (payload: unknown, message: string, field?: string, path = '/events/batch') => {
    const res = await post(payload, {}, path);
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json().errors[0];
    expect(error.type).toBe('validation');
    expect(error.message).toBe(message);
    if (field) expect(error.meta?.field).toBe(field);
  };

  it('refuses an unknown type', () =>
    refused({ eventType: 'PAGE_VISIT', metadata: {} }, 'event.validation.type', 'eventType', '/events'));
  it('refuses a profile type without a profileId', () =>
    refused({ eventType: 'PRODUCT_CLICK', metadata: {} }, 'event.validation.profile_required', 'profileId', '/events'));
  it('refuses a profileId nobody has, naming the event of a batch', () =>
    refused(
      { events: [{ eventType: 'PAGE_VIEW' }, { eventType: 'PRODUCT_CLICK', profileId: randomUUID() }] },
      'event.validation.profile_unknown',
      'events.1.profileId',
    ));
  it('refuses metadata over 2 KB', () =>
    refused(
      { eventType: 'PAGE_VIEW', metadata: { text: 'x'.repeat(2100) } },
      'event.validation.metadata_size',
      'metadata',
      '/events',
    ));
  it('refuses metadata nested deeper than 3', () =>
    refused(
      { eventType: 'PAGE_VIEW', metadata: { a: { b: { c: { d: 1 } } } } },
      'event.validation.metadata_depth',
      'metadata',
      '/events',
    ));
  it('refuses an empty batch and one of 51', async () => {
    await refused({ events: [] }, 'event.validation.batch_size', 'events');
    await refused(
      { events: Array.from({ length: EVENTS_BATCH_MAX + 1 }, () => ({ eventType: 'PAGE_VIEW' })) },
      'event.validation.batch_size',
      'events',
    );
  });
  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/events/batch'),
      headers: headers({ 'content-type': 'application/json' }),
      payload: '{"events": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].type).toBe('validation');
  });
  it('stores nothing of a refused batch', async () => {
    const marker = randomUUID();
    await post({
      events: [
        { eventType: 'PAGE_VIEW', metadata: { marker } },
        { eventType: 'PRODUCT_CLICK', profileId: randomUUID() },
      ],
    });
    expect(await rowsWhere(sql`metadata ->> 'marker' = ${marker}`)).toHaveLength(0);
  });
});

describe('what is counted', () => {
  it('takes a resend of an event id once, within a flush and across flushes', async () => {
    const eventId = randomUUID();
    const event = { eventType: 'PAGE_VIEW', metadata: { eventId } };
    await post({ events: [event, event] });
    await t.app.services.eventIngest.buffer.flush();
    expect((await post({ events: [event] })).statusCode).toBe(202);
    expect(await rowsWhere(sql`metadata ->> 'eventId' = ${eventId}`)).toHaveLength(1);
  });

  it('drops bots, headless browsers and automated browsers, and keeps those when told to', async () => {
    const marker = randomUUID();
    const event = { eventType: 'PAGE_VIEW', metadata: { marker } };
    for (const ua of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
      '',
    ]) {
      expect((await post({ events: [event] }, { 'user-agent': ua })).statusCode).toBe(202);
    }
    expect((await post({ events: [event], automated: true })).statusCode).toBe(202);
    expect(await rowsWhere(sql`metadata ->> 'marker' = ${marker}`)).toHaveLength(0);

    const lenient = await buildTestApp({ env: { EVENTS_COUNT_AUTOMATED: 'true' } });
    try {
      await lenient.app.inject({
        method: 'POST',
        url: api('/events/batch'),
        headers: headers(),
        payload: { events: [event], automated: true },
      });
      await lenient.app.services.eventIngest.buffer.flush();
      const rows = rowsOf(
        await lenient.app.db.execute(sql`select 1 from events where metadata ->> 'marker' = ${marker}`),
      );
      expect(rows).toHaveLength(1);
    } finally {
      await lenient.close();
    }
  });

  it("never counts a team member on the team's own pages, and counts them elsewhere", async () => {
    const member = await signedInUser(t.app);
    await addMember(t.app, brand.team.id, member.user.id, 'EDITOR');
    const other = await publishedBrand(t.app, 1);
    const marker = randomUUID();
    const res = await post(
      {
        events: [
          { eventType: 'PRODUCT_PAGE_VIEW', profileId: product().id, metadata: { marker } },
          { eventType: 'CREATOR_PAGE_VIEW', profileId: other.team.id, metadata: { marker } },
        ],
      },
      authHeaders(member),
    );
    expect(res.statusCode).toBe(202);
    const rows = await rowsWhere(sql`metadata ->> 'marker' = ${marker}`);
    expect(rows.map((row) => row.team_id)).toEqual([other.team.id]);
    expect(rows[0]!.user_id).toBe(member.user.id);
    // What a member does for the team, not on its pages, still counts: a reply to a review.
    const reply = randomUUID();
    await post(
      { events: [{ eventType: 'COMMENT_POSTED', profileId: brand.team.id, metadata: { marker: reply } }] },
      authHeaders(member),
    );
    expect(await rowsWhere(sql`metadata ->> 'marker' = ${reply}`)).toHaveLength(1);
  });

  it("knows a beacon's signed-in person from the session in its body", async () => {
    const person = await signedInUser(t.app);
    const marker = randomUUID();
    await post({ events: [{ eventType: 'PAGE_VIEW', metadata: { marker } }], sessionId: person.sessionId });
    const [row] = await rowsWhere(sql`metadata ->> 'marker' = ${marker}`);
    expect(row!.user_id).toBe(person.user.id);
  });

  it('links the visitor session used before sign-in to the person, for that day', async () => {
    const person = await signedInUser(t.app);
    const visitorSessionId = randomUUID();
    await post({ events: [{ eventType: 'LOGIN', metadata: { visitorSessionId } }] }, authHeaders(person));
    const links = rowsOf<{ user_id: string; day: string | Date }>(
      await t.app.db.execute(sql`select user_id, day from event_visitor_links where user_id = ${person.user.id}`),
    );
    expect(links).toHaveLength(1);
  });

  it('keeps no address: only a hash, the referrer as a host, and the user agent reduced', async () => {
    const marker = randomUUID();
    await post(
      {
        events: [
          {
            eventType: 'PRODUCT_PAGE_VIEW',
            profileId: product().id,
            metadata: { marker, referrer: 'https://www.google.com/search?q=secret' },
          },
        ],
      },
      { 'x-forwarded-for': '203.0.113.77' },
    );
    const [row] = await rowsWhere(sql`metadata ->> 'marker' = ${marker}`);
    expect(row!.referrer_host).toBe('www.google.com');
    expect(row!.visitor).toMatch(/^[0-9a-f]{32}$/);
    const text = JSON.stringify(row);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain('203.0.113.77');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('AppleWebKit');
  });

  it('reads our own pages as no referrer', async () => {
    const marker = randomUUID();
    await post({
      events: [
        {
          eventType: 'CREATOR_PAGE_VIEW',
          profileId: brand.team.id,
          metadata: { marker, referrer: `${t.app.config.publicUrl}/search?q=x` },
        },
      ],
    });
    const [row] = await rowsWhere(sql`metadata ->> 'marker' = ${marker}`);
    expect(row!.referrer_host).toBeNull();
  });

  it("keeps a search's normalised query and only real team ids", async () => {
    const marker = randomUUID();
    await post({
      events: [
        {
          eventType: 'SEARCH',
          metadata: { marker, query: '  Noise Cancelling ', resultCount: 3, teamIds: [brand.team.id, 'not-an-id'] },
        },
      ],
    });
    const [row] = await rowsWhere(sql`metadata ->> 'marker' = ${marker}`);
    expect(row!.metadata).toMatchObject({ query: 'noise cancelling', resultCount: 3, teamIds: [brand.team.id] });
  });
});

describe('text the database cannot store, and event ids', () => {
  it('refuses a lone surrogate or a NUL anywhere in an event, and the events around it are all stored', async () => {
    const marker = randomUUID();
    const around = (n: number) => Array.from({ length: n }, () => ({ eventType: 'PAGE_VIEW', metadata: { marker } }));
    expect((await post({ events: around(20) })).statusCode).toBe(202);
    for (const [payload, field] of [
      [
        { events: [...around(3), { eventType: 'PAGE_VIEW', metadata: { marker, note: 'lone \ud800 surrogate' } }] },
        'events.3.metadata.note',
      ],
      [{ events: [{ eventType: 'PAGE_VIEW', metadata: { marker, 'key\udc00': 1 } }] }, 'events.0.metadata.key\udc00'],
      [{ events: [{ eventType: 'PAGE_VIEW', metadata: { marker, note: 'nul \u0000' } }] }, 'events.0.metadata.note'],
    ] as const) {
      // JSON.stringify writes a lone surrogate as the escape \ud800, exactly as a hand-made body would.
      const res = await t.app.inject({
        method: 'POST',
        url: api('/events/batch'),
        headers: headers({ 'content-type': 'application/json' }),
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        type: 'validation',
        message: 'validation.invalid_character',
        meta: { field },
      });
    }
    expect((await post({ events: around(20) })).statusCode).toBe(202);
    expect(await rowsWhere(sql`metadata ->> 'marker' = ${marker}`)).toHaveLength(40);
  });

  it('refuses a metadata.eventId that is not a UUID instead of silently not deduplicating it', async () => {
    const res = await post({ events: [{ eventType: 'PAGE_VIEW', metadata: { eventId: 'click-1' } }] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      type: 'validation',
      message: 'event.validation.event_id',
      meta: { field: 'events.0.metadata.eventId' },
    });
    const single = await post({ eventType: 'PAGE_VIEW', metadata: { eventId: 42 } }, {}, '/events');
    expect(single.json().errors[0]).toMatchObject({
      message: 'event.validation.event_id',
      meta: { field: 'metadata.eventId' },
    });
  });
});

describe('figures nobody can inflate', () => {
  it('counts a visitor a few times per profile and type an hour, whatever session ids it makes up', async () => {
    const own = await publishedBrand(t.app, 1);
    const marker = randomUUID();
    const view = { eventType: 'PRODUCT_PAGE_VIEW', profileId: own.products[0]!.id, metadata: { marker } };
    for (let i = 0; i < 10; i += 1) {
      expect((await post({ events: [view, view] }, { 'x-session-id': randomUUID() })).statusCode).toBe(202);
    }
    const click = { eventType: 'PRODUCT_CLICK', profileId: own.products[0]!.id, metadata: { marker } };
    await post({ events: [click] }, { 'x-session-id': randomUUID() });
    // Another browser at the same address, and a signed-in person, are other visitors.
    await post({ events: [view] }, { 'user-agent': `${BROWSER_UA} Edg/120.0` });
    const person = await signedInUser(t.app);
    await post({ events: [view, view, view, view] }, authHeaders(person));
    const rows = await rowsWhere(sql`metadata ->> 'marker' = ${marker}`);
    const views = rows.filter((row) => row.type === 'PRODUCT_PAGE_VIEW');
    expect(views).toHaveLength(EVENTS_COUNTED_PER_VISITOR_PROFILE * 2 + 1);
    expect(rows.filter((row) => row.type === 'PRODUCT_CLICK')).toHaveLength(1);
    expect(views.filter((row) => row.user_id === person.user.id)).toHaveLength(EVENTS_COUNTED_PER_VISITOR_PROFILE);
  });

  it('keeps a referrer only when its host is a DNS name', async () => {
    const own = await publishedBrand(t.app, 1);
    const marker = randomUUID();
    const referrers = [
      'https://buy-cheap-views!!!.example/',
      'http://localhost:8080/',
      'http://203.0.113.9/',
      'https://spam_site.com/',
      'https://news.example.org/a',
    ];
    // Each from its own browser, so the per-visitor allowance does not decide what is stored.
    for (const [index, referrer] of referrers.entries()) {
      await post(
        { events: [{ eventType: 'CREATOR_PAGE_VIEW', profileId: own.team.id, metadata: { marker, referrer } }] },
        { 'user-agent': `${BROWSER_UA} r${index}` },
      );
    }
    const rows = await rowsWhere(sql`metadata ->> 'marker' = ${marker}`);
    expect(rows.map((row) => row.referrer_host)).toEqual([null, null, null, null, 'news.example.org']);
  });
});

describe('throttle', () => {
  it('throttles an address that makes up a new session id for every call', async () => {
    const small = await buildTestApp({ rateLimits: { eventsPerIp: 3 } });
    try {
      const send = () =>
        small.app.inject({
          method: 'POST',
          url: api('/events'),
          headers: headers({ 'x-session-id': randomUUID() }),
          payload: { eventType: 'PAGE_VIEW' },
        });
      for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(202);
      const fourth = await send();
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().errors[0].type).toBe('throttle');
      // Another address still gets through.
      const elsewhere = await small.app.inject({
        method: 'POST',
        url: api('/events'),
        remoteAddress: '198.51.100.4',
        headers: headers({ 'x-session-id': randomUUID() }),
        payload: { eventType: 'PAGE_VIEW' },
      });
      expect(elsewhere.statusCode).toBe(202);
    } finally {
      await small.close();
    }
  });

  it('answers 429 in the error shape once a visitor sends too many', async () => {
    const small = await buildTestApp({ rateLimits: { eventsPerVisitor: 2 } });
    try {
      const send = () =>
        small.app.inject({
          method: 'POST',
          url: api('/events'),
          headers: headers({ 'x-session-id': 'visitor-a' }),
          payload: { eventType: 'PAGE_VIEW' },
        });
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(202);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().errors[0].type).toBe('throttle');
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await small.close();
    }
  });
});
