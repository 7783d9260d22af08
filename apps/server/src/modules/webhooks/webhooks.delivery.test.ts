import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import {
  API_BASE,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  webhookCreatedSchema,
  webhookDeliveryListSchema,
  webhookEndpointSchema,
  webhookQueuedSchema,
  webhookReplayedSchema,
  webhookSecretSchema,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { mailOutbox, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.js';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory } from '../../../test/catalogue-factories.js';
import { authed, signedInUser, type Signed } from '../../../test/factories.js';
import { publicProduct, REVIEW_TEST_LIMITS, reviewer, writeReview } from '../../../test/review-factories.js';
import { addMember, approveTeam, teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import { onPostgres } from '../../../test/needs.js';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver.js';
import { WebhookDeliveryService } from './webhooks.delivery.service.js';
import { webhooks } from './webhooks.outbox.js';

// Delivery: every message verified by the Standard Webhooks reference library (and refused with a wrong secret),
// dual signing during a rotation, the outbox (a rolled-back change sends nothing; a server gone between the commit
// and the delivery delivers after a restart), Svix's schedule on a test clock, 410 and the 5-day rule, the order per
// endpoint, a name that resolves elsewhere by the time of sending, the log, retry and replay.

let t: TestContext;
let receiver: Receiver;
let categoryId: string;
beforeAll(async () => {
  t = await buildTestApp(REVIEW_TEST_LIMITS);
  receiver = await startReceiver();
  categoryId = (await createCategory(t.app)).id;
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
// Each test's endpoints are turned off after it, so a retry that falls due later never reaches the next test.
afterEach(async () => {
  await t.app.db.update(webhookEndpoints).set({ disabledReason: 'MANUAL' });
  receiver.received.length = 0;
  receiver.answer({ status: 200, body: 'ok' });
});

const base = (teamId: string) => `${API_BASE}/creator/webhooks/${teamId}`;

/** A delivery service on the test's app with a fixed die (0.5: the schedule's own figures) and its own rules. */
function deliveryOn(
  app = t.app,
  options: { random?: () => number; local?: boolean; resolve?: (host: string) => Promise<string[]> } = {},
) {
  const deps = { db: app.db, mail: app.mail, config: app.config, log: app.log } as unknown as ServiceDeps;
  return new WebhookDeliveryService(
    deps,
    () => ({ local: options.local ?? true, ...(options.resolve ? { resolve: options.resolve } : {}) }),
    { random: options.random ?? (() => 0.5) },
  );
}

async function run(delivery: WebhookDeliveryService, now?: Date) {
  const result = await delivery.runOnce(now);
  await delivery.drain();
  return result;
}

async function endpointFor(w: TeamWorld, events: string[], url = receiver.url) {
  const res = await authed(t.app, w.owner, { method: 'POST', url: base(w.team.id), payload: { url, events } });
  expect(res.statusCode, res.body).toBe(201);
  return webhookCreatedSchema.parse(res.json());
}

async function publishProduct(w: TeamWorld, as: Signed, name: string) {
  const res = await authed(t.app, as, {
    method: 'POST',
    url: `${API_BASE}/creator/products/${w.team.id}`,
    payload: { name, categoryId, status: 'PUBLISHED' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

const headersOf = (entry: { headers: Record<string, string | string[] | undefined> }) =>
  Object.fromEntries(Object.entries(entry.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]));

async function log(w: TeamWorld, endpointId: string, query = '') {
  const res = await authed(t.app, w.editor, {
    method: 'GET',
    url: `${base(w.team.id)}/${endpointId}/deliveries${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return webhookDeliveryListSchema.parse(res.json());
}

describe('signatures and payloads', () => {
  it('a review published by the API reaches the receiver as review.published, verified by standardwebhooks', async () => {
    const { team, product } = await publicProduct(t.app);
    const owner = await signedInUser(t.app);
    await addMember(t.app, team.id, owner.user.id, 'OWNER');
    const w = { team, owner, editor: owner } as unknown as TeamWorld;
    const endpoint = await endpointFor(w, ['review.published']);
    const author = await reviewer(t.app);
    const review = await writeReview(t.app, author, product.id, { rating: 5, title: 'Great', comment: 'Loved it' });
    expect(review.status).toBe('PUBLISHED');
    // Nothing is sent by the request itself: only the delivery job sends.
    expect(receiver.received).toHaveLength(0);

    await run(deliveryOn());
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    const headers = headersOf(got!);
    const verified = new Webhook(endpoint.secret).verify(got!.body, headers) as Record<string, unknown>;
    expect(verified).toMatchObject({
      type: 'review.published',
      data: { id: review.id, rating: 5, title: 'Great', comment: 'Loved it', status: 'PUBLISHED' },
    });
    expect(headers['user-agent']).toBe('Plaudit-Webhooks/1');
    expect(headers['webhook-sequence']).toBe('1');
    expect(headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(headers['content-type']).toBe('application/json');
    expect(Buffer.byteLength(got!.body)).toBeLessThanOrEqual(20 * 1024);
    // A wrong secret does not verify.
    const wrong = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => new Webhook(wrong).verify(got!.body, headers)).toThrow();
    // Nor does a changed body.
    expect(() => new Webhook(endpoint.secret).verify(got!.body.replace('Great', 'Bad'), headers)).toThrow();
  });

  it('during a rotation both secrets verify; once the 24 hours are over only the new one', async () => {
    const w = await teamWorld(t.app);
    const endpoint = await endpointFor(w, ['product.published']);
    const rotated = webhookSecretSchema.parse(
      (await authed(t.app, w.owner, { method: 'POST', url: `${base(w.team.id)}/${endpoint.id}/rotate-secret` })).json(),
    );
    await publishProduct(w, w.editor, 'Rotated kettle');
    await run(deliveryOn());
    const [got] = receiver.received;
    const headers = headersOf(got!);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(rotated.secret).verify(got!.body, headers)).toMatchObject({ type: 'product.published' });
    expect(new Webhook(endpoint.secret).verify(got!.body, headers)).toMatchObject({ type: 'product.published' });

    receiver.received.length = 0;
    await publishProduct(w, w.editor, 'Later kettle');
    // A day and a minute later (the message's timestamp is the test clock's, so the library's tolerance is lifted).
    const later = new Date(Date.now() + 24 * 3600_000 + 60_000);
    await run(deliveryOn(), later);
    const next = headersOf(receiver.received[0]!);
    expect(next['webhook-signature']!.split(' ')).toHaveLength(1);
    const realNow = Date.now;
    Date.now = () => later.getTime();
    try {
      expect(new Webhook(rotated.secret).verify(receiver.received[0]!.body, next)).toBeTruthy();
      expect(() => new Webhook(endpoint.secret).verify(receiver.received[0]!.body, next)).toThrow();
    } finally {
      Date.now = realNow;
    }
  });
});

describe('events of other areas', () => {
  it('a short link the staff turn off reaches its team as link.disabled, as the public API shows the link', async () => {
    const w = await teamWorld(t.app);
    await approveTeam(t.app, w.team.id);
    const endpoint = await endpointFor(w, ['link.disabled']);
    const created = await authed(t.app, w.owner, {
      method: 'POST',
      url: `${API_BASE}/creator/short-links/${w.team.id}`,
      payload: { destination: 'https://example.com/spring' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const linkId = created.json<{ id: string }>().id;
    const mod = await signedInUser(t.app, { role: 'MOD' });
    const disabled = await authed(t.app, mod, {
      method: 'POST',
      url: `${API_BASE}/admin/short-links/${linkId}/disable`,
      payload: { reason: 'Leads to a scam' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await run(deliveryOn());
    expect(receiver.received).toHaveLength(1);
    const verified = new Webhook(endpoint.secret).verify(receiver.received[0]!.body, headersOf(receiver.received[0]!));
    expect(verified).toMatchObject({
      type: 'link.disabled',
      data: { id: linkId, status: 'DISABLED', disabled: false },
    });
  });
});

describe('the outbox', () => {
  it('a change rolled back sends nothing; a team without a subscribed endpoint writes no event', async () => {
    const w = await teamWorld(t.app);
    await endpointFor(w, ['product.archived']);
    await expect(
      t.app.db.transaction(async (tx) => {
        await webhooks.emit(tx, w.team.id, 'product.archived', async () => ({
          id: 'x',
          teamId: w.team.id,
          name: 'Gone',
          slug: 'gone',
          description: '',
          categoryId,
          tags: [],
          url: null,
          status: 'ARCHIVED',
          publishedAt: null,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
          images: [],
          staffDisabled: false,
        }));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // Published is not subscribed: no event row.
    await publishProduct(w, w.owner, 'Unheard');
    const events = await t.app.db.select().from(webhookEvents).where(eq(webhookEvents.teamId, w.team.id));
    expect(events).toEqual([]);
    await run(deliveryOn());
    expect(receiver.received).toHaveLength(0);
  });

  it('a server gone between the commit and the delivery: another server started on the database delivers it', async () => {
    const first = await buildAppOn(t.database, REVIEW_TEST_LIMITS);
    const w = await teamWorld(first);
    const res = await authed(first, w.owner, {
      method: 'POST',
      url: base(w.team.id),
      payload: { url: receiver.url, events: ['product.published'] },
    });
    const endpoint = webhookCreatedSchema.parse(res.json());
    const product = await authed(first, w.owner, {
      method: 'POST',
      url: `${API_BASE}/creator/products/${w.team.id}`,
      payload: { name: 'Survivor', categoryId, status: 'PUBLISHED' },
    });
    expect(product.statusCode).toBe(201);
    await first.close();
    expect(receiver.received).toHaveLength(0);

    const second = await buildAppOn(t.database, REVIEW_TEST_LIMITS);
    try {
      await run(second.services.webhookDelivery);
      expect(receiver.received).toHaveLength(1);
      const verified = new Webhook(endpoint.secret).verify(
        receiver.received[0]!.body,
        headersOf(receiver.received[0]!),
      ) as { data: { name: string } };
      expect(verified.data.name).toBe('Survivor');
    } finally {
      await second.close();
    }
  });
});

describe('retries', () => {
  it('follows the schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), then FAILED and the managers are mailed', async () => {
    const w = await teamWorld(t.app);
    const endpoint = await endpointFor(w, ['product.published']);
    receiver.answer({ status: 500, body: 'down' });
    await publishProduct(w, w.owner, 'Never arrives');
    const delivery = deliveryOn();
    let now = new Date();
    await run(delivery, now);
    expect(receiver.received).toHaveLength(1);
    for (const [index, seconds] of WEBHOOK_RETRY_DELAYS_SECONDS.entries()) {
      const [row] = await t.app.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(row!.status).toBe('PENDING');
      expect(row!.nextAttemptAt!.getTime() - now.getTime()).toBe(seconds * 1000);
      // A moment early: nothing is sent.
      await run(delivery, new Date(row!.nextAttemptAt!.getTime() - 1));
      expect(receiver.received).toHaveLength(index + 1);
      now = row!.nextAttemptAt!;
      await run(delivery, now);
      expect(receiver.received).toHaveLength(index + 2);
    }
    const [done] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(done).toMatchObject({ status: 'FAILED', nextAttemptAt: null, roundAttempts: 8 });
    // Every attempt carried the same message id.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, w.owner.user.email));
    expect(mails.map((m) => m.subject)).toContain('A webhook event could not be delivered');
    const adminMails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, w.admin.user.email));
    expect(adminMails).toHaveLength(1);
    const editorMails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, w.editor.user.email));
    expect(editorMails).toHaveLength(0);

    const entry = (await log(w, endpoint.id)).data[0]!;
    expect(entry.attempts).toHaveLength(8);
    expect(entry.attempts[0]).toMatchObject({ statusCode: 500, response: 'down', error: null });
  });

  it('jitter moves each wait by at most ±10%; a Retry-After on 429 and 503 is honoured', async () => {
    for (const [die, factor] of [
      [0, 0.9],
      [0.999999, 1.1],
    ] as const) {
      const w = await teamWorld(t.app);
      const endpoint = await endpointFor(w, ['product.published']);
      receiver.answer({ status: 502 });
      await publishProduct(w, w.owner, `Jitter ${die}`);
      const now = new Date();
      await run(deliveryOn(t.app, { random: () => die }), now);
      const [row] = await t.app.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(Math.abs(row!.nextAttemptAt!.getTime() - now.getTime() - 5000 * factor)).toBeLessThanOrEqual(1);
    }
    for (const status of [429, 503]) {
      const w = await teamWorld(t.app);
      const endpoint = await endpointFor(w, ['product.published']);
      receiver.answer({ status, headers: { 'retry-after': '120' } });
      await publishProduct(w, w.owner, `Busy ${status}`);
      const now = new Date();
      await run(deliveryOn(), now);
      const [row] = await t.app.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(row!.nextAttemptAt!.getTime() - now.getTime()).toBe(120_000);
    }
  });

  it('410 Gone turns the endpoint off at once and mails its OWNERs and ADMINs', async () => {
    const w = await teamWorld(t.app);
    const endpoint = await endpointFor(w, ['product.published']);
    receiver.answer({ status: 410 });
    await publishProduct(w, w.owner, 'Gone 1');
    await publishProduct(w, w.owner, 'Gone 2');
    await run(deliveryOn());
    // The second event is not sent to an endpoint that is gone.
    expect(receiver.received).toHaveLength(1);
    const read = await authed(t.app, w.editor, { method: 'GET', url: `${base(w.team.id)}/${endpoint.id}` });
    expect(webhookEndpointSchema.parse(read.json())).toMatchObject({ disabled: true, disabledReason: 'GONE' });
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, w.admin.user.email));
    expect(mails.map((m) => m.subject)).toEqual(['A webhook endpoint was turned off']);
    const test = await authed(t.app, w.owner, { method: 'POST', url: `${base(w.team.id)}/${endpoint.id}/test` });
    expect(test.statusCode).toBe(409);
  });

  it('an endpoint that has only failed for 5 days is turned off; a success in between starts the count again', async () => {
    const w = await teamWorld(t.app);
    const endpoint = await endpointFor(w, ['product.published']);
    const delivery = deliveryOn();
    const t0 = new Date();
    const day = 24 * 3600_000;
    receiver.answer({ status: 500 });
    await publishProduct(w, w.owner, 'Day 0');
    await run(delivery, t0);
    const url = `${base(w.team.id)}/${endpoint.id}`;
    expect(
      webhookEndpointSchema.parse((await authed(t.app, w.editor, { method: 'GET', url })).json()).failingSince,
    ).toBe(t0.toISOString());
    // Four days and 23 hours of failures: still on.
    await publishProduct(w, w.owner, 'Day 4');
    await run(delivery, new Date(t0.getTime() + 5 * day - 3600_000));
    expect(webhookEndpointSchema.parse((await authed(t.app, w.editor, { method: 'GET', url })).json()).disabled).toBe(
      false,
    );
    // Five days: off, and mailed.
    await publishProduct(w, w.owner, 'Day 5');
    await run(delivery, new Date(t0.getTime() + 5 * day));
    expect(webhookEndpointSchema.parse((await authed(t.app, w.editor, { method: 'GET', url })).json())).toMatchObject({
      disabled: true,
      disabledReason: 'FAILING',
    });
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, w.owner.user.email));
    expect(mails.map((m) => m.subject)).toContain('A webhook endpoint was turned off');

    // Another endpoint that succeeds once on day 3: not turned off on day 5.
    const w2 = await teamWorld(t.app);
    const other = await endpointFor(w2, ['product.published']);
    await publishProduct(w2, w2.owner, 'Fails');
    await run(delivery, t0);
    receiver.answer({ status: 200 });
    await publishProduct(w2, w2.owner, 'Works');
    await run(delivery, new Date(t0.getTime() + 3 * day));
    receiver.answer({ status: 500 });
    await publishProduct(w2, w2.owner, 'Fails again');
    await run(delivery, new Date(t0.getTime() + 5 * day));
    const read = await authed(t.app, w2.editor, { method: 'GET', url: `${base(w2.team.id)}/${other.id}` });
    expect(webhookEndpointSchema.parse(read.json())).toMatchObject({
      disabled: false,
      failingSince: new Date(t0.getTime() + 5 * day).toISOString(),
    });
  });
});

describe('order, addresses, log, retry and replay', () => {
  it('events go out in the order they happened, one at a time per endpoint; a failed one leaves a gap in webhook-sequence', async () => {
    const w = await teamWorld(t.app);
    const own = await startReceiver();
    try {
      const endpoint = await endpointFor(w, ['product.published'], own.url);
      // Slow answers: a second delivery to the same endpoint would overlap the first if it were sent beside it.
      own.answer((request) => {
        const data = JSON.parse(request.body) as { data: { name: string } };
        return { status: data.data.name === 'Second' ? 500 : 200, delayMs: 150 };
      });
      for (const name of ['First', 'Second', 'Third', 'Fourth']) await publishProduct(w, w.owner, name);
      await run(deliveryOn());
      const seen = own.received.map((r) => ({
        sequence: Number(r.headers['webhook-sequence']),
        name: (JSON.parse(r.body) as { data: { name: string } }).data.name,
      }));
      expect(seen).toEqual([
        { sequence: 1, name: 'First' },
        { sequence: 2, name: 'Second' },
        { sequence: 3, name: 'Third' },
        { sequence: 4, name: 'Fourth' },
      ]);
      expect(own.mostAtOnce()).toBe(1);
      expect((await log(w, endpoint.id, '?status=PENDING')).data.map((d) => d.sequence)).toEqual([2]);
    } finally {
      await own.close();
    }
  });

  onPostgres.it('two servers sending at once: one request in flight per endpoint, each event sent once', async () => {
    const w = await teamWorld(t.app);
    const own = await startReceiver();
    const other = await buildAppOn(t.database, REVIEW_TEST_LIMITS);
    try {
      await endpointFor(w, ['product.published'], own.url);
      own.answer({ status: 200, delayMs: 100 });
      for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) await publishProduct(w, w.owner, name);
      const a = deliveryOn(t.app);
      const b = deliveryOn(other);
      // Both tick together until nothing is left; whichever claims the endpoint sends, the other skips it.
      for (let tick = 0; tick < 10 && own.received.length < 5; tick += 1) {
        await Promise.all([a.runOnce(), b.runOnce()]);
        await Promise.all([a.drain(), b.drain()]);
      }
      expect(own.received.map((r) => r.headers['webhook-sequence'])).toEqual(['1', '2', '3', '4', '5']);
      expect(own.mostAtOnce()).toBe(1);
    } finally {
      await other.close();
      await own.close();
    }
  });

  it('the address is checked again when sending: a name that now resolves to loopback is not called', async () => {
    const w = await teamWorld(t.app);
    const endpoint = await endpointFor(w, ['product.published'], `https://localhost:${receiver.port}/hooks`);
    await publishProduct(w, w.owner, 'Rebound');
    await run(deliveryOn(t.app, { local: false }));
    expect(receiver.received).toHaveLength(0);
    const entry = (await log(w, endpoint.id)).data[0]!;
    expect(entry.status).toBe('PENDING');
    expect(entry.attempts[0]).toMatchObject({ statusCode: null, error: 'refused: webhook.validation.url_blocked' });
  });

  it('the log filters by status and type; retry sends one again; replay sends every failure since a time', async () => {
    const w = await teamWorld(t.app);
    const endpoint = await endpointFor(w, ['product.published']);
    const url = `${base(w.team.id)}/${endpoint.id}`;
    const ping = webhookQueuedSchema.parse(
      (await authed(t.app, w.admin, { method: 'POST', url: `${url}/test` })).json(),
    );
    await run(deliveryOn());
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'ping' });
    receiver.answer({ status: 500 });
    await publishProduct(w, w.owner, 'Replay me');
    const delivery = deliveryOn();
    let now = new Date();
    await run(delivery, now);
    for (const seconds of WEBHOOK_RETRY_DELAYS_SECONDS) {
      now = new Date(now.getTime() + seconds * 1000);
      await run(delivery, now);
    }
    const failed = await log(w, endpoint.id, '?status=FAILED');
    expect(failed.meta.total).toBe(1);
    expect(failed.data[0]).toMatchObject({ eventType: 'product.published', status: 'FAILED', sequence: 2 });
    expect((await log(w, endpoint.id, '?eventType=ping')).data.map((d) => d.id)).toEqual([ping.deliveryId]);
    expect((await log(w, endpoint.id, '?status=SUCCEEDED')).data.map((d) => d.eventType)).toEqual(['ping']);
    expect((await log(w, endpoint.id)).meta.total).toBe(2);

    receiver.answer({ status: 204 });
    receiver.received.length = 0;
    const replayed = await authed(t.app, w.owner, {
      method: 'POST',
      url: `${url}/replay`,
      payload: { since: new Date(Date.now() - 3600_000).toISOString() },
    });
    expect(webhookReplayedSchema.parse(replayed.json())).toEqual({ queued: 1 });
    await run(delivery);
    expect(receiver.received).toHaveLength(1);
    const after = (await log(w, endpoint.id, '?eventType=product.published')).data[0]!;
    expect(after.status).toBe('SUCCEEDED');
    expect(after.attempts).toHaveLength(9);
    expect(after.attempts.filter((attempt) => attempt.statusCode === 204)).toHaveLength(1);

    // Retry: the ping again, same message id.
    const retried = await authed(t.app, w.admin, { method: 'POST', url: `${url}/deliveries/${ping.deliveryId}/retry` });
    expect(retried.statusCode, retried.body).toBe(202);
    await run(delivery);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-sequence']).toBe('1');
    const unknown = await authed(t.app, w.admin, { method: 'POST', url: `${url}/deliveries/${endpoint.id}/retry` });
    expect(unknown.statusCode).toBe(404);

    // Kept 30 days.
    expect(await delivery.prune(new Date(Date.now() + 31 * 24 * 3600_000))).toBeGreaterThanOrEqual(2);
    expect((await log(w, endpoint.id)).meta.total).toBe(0);
  });

  it('a receiver that hangs holds only its own endpoint: another team is delivered meanwhile', async () => {
    const slow = await startReceiver();
    slow.answer({ status: 200, hang: true });
    try {
      const a = await teamWorld(t.app);
      const b = await teamWorld(t.app);
      await endpointFor(a, ['product.published'], slow.url);
      await endpointFor(b, ['product.published']);
      await publishProduct(a, a.owner, 'Hangs');
      await publishProduct(b, b.owner, 'Flows');
      const delivery = deliveryOn();
      await delivery.runOnce();
      // The other team's message arrives while the first receiver still hangs.
      await expect.poll(() => receiver.received.length, { timeout: 5000 }).toBe(1);
      expect(slow.received).toHaveLength(1);
      await slow.close();
      await delivery.drain();
    } finally {
      await slow.close().catch(() => undefined);
    }
  });
});
