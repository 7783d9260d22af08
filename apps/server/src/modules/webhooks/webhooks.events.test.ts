import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  API_BASE,
  ROUTES,
  WEBHOOK_EVENT_DATA_SCHEMAS,
  WEBHOOK_EVENT_TYPES,
  type DecisionList,
  type WebhookEventType,
} from '@plaudit/contract';
import { webhookEvents } from '../../db/schema/index.js';
import { keyWorld, v1 } from '../../../test/api-key-factories.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { addProductImageRow, createCategory } from '../../../test/catalogue-factories.js';
import { api, authed, createUser, signedInUser, type Signed } from '../../../test/factories.js';
import { publicProduct, REVIEW_TEST_LIMITS, reviewer, writeReview } from '../../../test/review-factories.js';
import { insertReport } from '../../../test/review-moderation-factories.js';
import { addMember, approveTeam, invite, teamWorld } from '../../../test/team-factories.js';
import { addCandidates, createTrophy } from '../../../test/trophy-factories.js';
import { drawCommitment, newDrawSeed } from '../trophies/trophies.draw.js';
import { webhooks } from './webhooks.outbox.js';

// Every event type from every path that causes it, each written once in the change's transaction, and each event's
// `data` exactly the public API's shape for its type (the contract's WEBHOOK_EVENT_DATA_SCHEMAS: parsing strips
// nothing, and nothing is missing) — for a review its author, whole product and reply; for a product its images.

let t: TestContext;
let mod: Signed;
let otherMod: Signed;
let admin: Signed;
beforeAll(async () => {
  t = await buildTestApp(REVIEW_TEST_LIMITS);
  [mod, otherMod, admin] = await Promise.all([
    signedInUser(t.app, { role: 'MOD' }),
    signedInUser(t.app, { role: 'MOD' }),
    signedInUser(t.app, { role: 'ADMIN' }),
  ]);
});
afterAll(async () => t.close());

interface Event {
  type: WebhookEventType;
  data: Record<string, unknown> & { id: string };
}

/** An endpoint of the team subscribed to every event type (nothing is sent: these tests read the outbox). */
async function listen(owner: Signed, teamId: string) {
  const res = await authed(t.app, owner, {
    method: 'POST',
    url: `${API_BASE}/creator/webhooks/${teamId}`,
    payload: { url: 'http://127.0.0.1:9/hooks', events: [...WEBHOOK_EVENT_TYPES] },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The team's events written since the last call, in the order they were written, each checked against its schema. */
function outboxOf(teamId: string) {
  let seen = 0;
  return async (): Promise<Event[]> => {
    const rows = await t.app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.teamId, teamId))
      .orderBy(asc(webhookEvents.position));
    const fresh = rows.slice(seen).map((row) => row.payload as unknown as Event);
    seen = rows.length;
    for (const event of fresh) {
      expect(WEBHOOK_EVENT_DATA_SCHEMAS[event.type].parse(event.data), event.type).toEqual(event.data);
    }
    return fresh;
  };
}

const ok = async <R extends { statusCode: number; body: string }>(res: Promise<R>, status = 200): Promise<R> => {
  const done = await res;
  expect(done.statusCode, done.body).toBe(status);
  return done;
};

/** A brand with a published product, an OWNER, and an endpoint listening to everything. */
async function listeningBrand() {
  const { team, product } = await publicProduct(t.app);
  const owner = await reviewer(t.app);
  await addMember(t.app, team.id, owner.user.id, 'OWNER');
  await listen(owner, team.id);
  return { team, product, owner, next: outboxOf(team.id) };
}

describe('review events', () => {
  it('published, updated, replied and removed by its author: the whole review, as GET /v1/reviews answers it', async () => {
    const { team, product, owner, next } = await listeningBrand();
    const author = await reviewer(t.app, { firstName: 'Anna', lastName: 'Keller' });
    const review = await writeReview(t.app, author, product.id, { rating: 5, title: 'Great', comment: 'Loved it' });
    const [published, ...rest] = await next();
    expect(rest).toEqual([]);
    expect(published).toMatchObject({
      type: 'review.published',
      data: {
        id: review.id,
        status: 'PUBLISHED',
        author: { id: author.user.id, displayName: 'Anna K.' },
        product: { id: product.id, name: product.name, slug: product.slug, brandName: team.brandName },
        reply: null,
      },
    });

    await ok(
      authed(t.app, author, {
        method: 'PUT',
        url: api(`/reviews/${review.id}`),
        payload: { type: 'USER', rating: 4, title: 'Still good', comment: 'Loved it, mostly' },
      }),
    );
    expect(await next()).toMatchObject([
      { type: 'review.updated', data: { id: review.id, rating: 4, title: 'Still good' } },
    ]);

    await ok(
      authed(t.app, owner, { method: 'PUT', url: api(`/reviews/${review.id}/reply`), payload: { text: 'Thank you!' } }),
    );
    const [replied] = await next();
    expect(replied).toMatchObject({
      type: 'review.replied',
      data: { id: review.id, reply: { text: 'Thank you!', brandName: team.brandName } },
    });

    await ok(authed(t.app, author, { method: 'DELETE', url: api(`/reviews/${review.id}`) }));
    expect(await next()).toMatchObject([
      { type: 'review.removed', data: { id: review.id, status: 'REMOVED', reply: { text: 'Thank you!' } } },
    ]);
  });

  it('the same review through the public API: the event data equals the /v1 answer', async () => {
    const w = await keyWorld(t.app);
    const category = await createCategory(t.app);
    const created = await ok(
      v1(t.app, w.key.key, {
        method: 'POST',
        url: '/products',
        payload: { name: 'Kettle', categoryId: category.id, status: 'PUBLISHED' },
      }),
      201,
    );
    const productId = created.json<{ id: string }>().id;
    await listen(w.owner, w.team.id);
    const next = outboxOf(w.team.id);
    const author = await reviewer(t.app);
    const review = await writeReview(t.app, author, productId, { rating: 4, title: 'Fine' });
    await ok(v1(t.app, w.key.key, { method: 'PUT', url: `/reviews/${review.id}/reply`, payload: { text: 'Thanks' } }));
    const events = await next();
    expect(events.map((event) => event.type)).toEqual(['review.published', 'review.replied']);
    const listed = await ok(v1(t.app, w.key.key, { method: 'GET', url: '/reviews' }));
    expect(listed.json<{ data: unknown[] }>().data).toEqual([events[1]!.data]);
  });

  it('a moderator approves a held review (published) and removes a reported one (removed)', async () => {
    const { product, next } = await listeningBrand();
    const fresh = await reviewer(t.app, { createdAt: new Date() });
    const held = await writeReview(t.app, fresh, product.id, { rating: 3, title: 'New here' });
    expect(held.status).toBe('PENDING');
    expect(await next()).toEqual([]);
    await ok(
      authed(t.app, mod, { method: 'PUT', url: api(`/admin/reviews/${held.id}`), payload: { decision: 'APPROVE' } }),
    );
    expect(await next()).toMatchObject([{ type: 'review.published', data: { id: held.id, status: 'PUBLISHED' } }]);

    const author = await reviewer(t.app);
    const review = await writeReview(t.app, author, product.id, { rating: 1, title: 'Bad' });
    await next();
    await insertReport(t.app, review.id, (await createUser(t.app)).id, 'OFFENSIVE');
    await ok(
      authed(t.app, mod, {
        method: 'PUT',
        url: api(`/admin/reviews/${review.id}`),
        payload: { decision: 'REMOVE', reason: 'Insults the staff', ground: 'OFFENSIVE' },
      }),
    );
    expect(await next()).toMatchObject([{ type: 'review.removed', data: { id: review.id, status: 'REMOVED' } }]);
  });

  it('an appeal that reverses a removal republishes the review: review.published, in the appeal’s transaction', async () => {
    const { product, next } = await listeningBrand();
    const author = await reviewer(t.app);
    const review = await writeReview(t.app, author, product.id, { rating: 2, title: 'Meh' });
    await insertReport(t.app, review.id, (await createUser(t.app)).id, 'OFFENSIVE');
    await ok(
      authed(t.app, mod, {
        method: 'PUT',
        url: api(`/admin/reviews/${review.id}`),
        payload: { decision: 'REMOVE', reason: 'Insults the staff', ground: 'OFFENSIVE' },
      }),
    );
    expect((await next()).map((event) => event.type)).toEqual(['review.published', 'review.removed']);

    const decisions = await ok(authed(t.app, author, { method: 'GET', url: api('/profile/decisions?take=100') }));
    const decision = decisions.json<DecisionList>().data.find((d) => d.content.id === review.id)!;
    const appealed = await ok(
      authed(t.app, author, {
        method: 'POST',
        url: api(`/profile/decisions/${decision.id}/appeal`),
        payload: { text: 'This was a genuine review of a product I bought.' },
      }),
      201,
    );
    const appealId = appealed.json<{ id: string }>().id;
    await ok(
      authed(t.app, otherMod, {
        method: 'PUT',
        url: api(`/admin/appeals/${appealId}`),
        payload: { outcome: 'REVERSED', reason: 'Read again: the review describes the product fairly.' },
      }),
    );
    expect(await next()).toMatchObject([{ type: 'review.published', data: { id: review.id, status: 'PUBLISHED' } }]);
  });

  it('its author joining the team takes a published review off the public pages: review.removed', async () => {
    const { team, product, owner, next } = await listeningBrand();
    const fan = await reviewer(t.app);
    const review = await writeReview(t.app, fan, product.id, { rating: 5, title: 'Fan' });
    await next();
    const sent = await invite(t.app, owner, team.id, { email: fan.user.email });
    await ok(
      authed(t.app, fan, { method: 'POST', url: api(ROUTES.teams.acceptInvite.path), payload: { token: sent.token } }),
    );
    expect(await next()).toMatchObject([{ type: 'review.removed', data: { id: review.id, status: 'PENDING' } }]);
  });
  it('a burst of reviews holds the published ones of its window: review.removed for each', async () => {
    const { product, next } = await listeningBrand();
    const authors = await Promise.all(Array.from({ length: 10 }, () => reviewer(t.app)));
    const written = [];
    for (const [i, author] of authors.entries())
      written.push(await writeReview(t.app, author, product.id, { rating: 4, title: `Burst ${i}` }));
    expect(written.at(-1)!.status).toBe('PENDING');
    const events = await next();
    const published = events.filter((event) => event.type === 'review.published').map((event) => event.data.id);
    expect(published).toEqual(written.slice(0, 9).map((review) => review.id));
    expect(
      events
        .filter((event) => event.type === 'review.removed')
        .map((event) => event.data.id)
        .sort(),
    ).toEqual([...published].sort());
    expect(events.every((event) => event.type !== 'review.removed' || event.data.status === 'PENDING')).toBe(true);
  });
});

describe('product events', () => {
  it('in the app: published on create, archived by a change, by a bulk change and by deleting a reviewed product', async () => {
    const w = await teamWorld(t.app);
    await approveTeam(t.app, w.team.id);
    await listen(w.owner, w.team.id);
    const next = outboxOf(w.team.id);
    const category = await createCategory(t.app);
    const base = `${API_BASE}/creator/products/${w.team.id}`;
    const create = async (name: string) =>
      (
        await ok(
          authed(t.app, w.owner, {
            method: 'POST',
            url: base,
            payload: { name, categoryId: category.id, status: 'PUBLISHED' },
          }),
          201,
        )
      ).json<{ id: string }>().id;
    const first = await create('Kettle');
    expect(await next()).toMatchObject([{ type: 'product.published', data: { id: first, images: [] } }]);

    await addProductImageRow(t.app, first, 0);
    await ok(
      authed(t.app, w.owner, {
        method: 'PUT',
        url: `${base}/${first}`,
        payload: { name: 'Kettle', categoryId: category.id, status: 'ARCHIVED' },
      }),
    );
    const [archived] = await next();
    expect(archived).toMatchObject({ type: 'product.archived', data: { id: first, status: 'ARCHIVED' } });
    expect(archived!.data.images).toHaveLength(1);
    // An edit that changes no status tells nothing.
    await ok(
      authed(t.app, w.owner, {
        method: 'PUT',
        url: `${base}/${first}`,
        payload: { name: 'Kettle two', categoryId: category.id, status: 'ARCHIVED' },
      }),
    );
    expect(await next()).toEqual([]);

    const second = await create('Toaster');
    await next();
    await ok(
      authed(t.app, w.owner, {
        method: 'POST',
        url: `${base}/bulk-status`,
        payload: { ids: [first, second], status: 'PUBLISHED' },
      }),
    );
    expect((await next()).map((event) => [event.type, event.data.id])).toEqual([['product.published', first]]);

    await writeReview(t.app, await reviewer(t.app), second, { rating: 4, title: 'Toasts' });
    await ok(authed(t.app, w.owner, { method: 'DELETE', url: `${base}/${second}` }));
    expect(await next()).toMatchObject([
      { type: 'review.published' },
      { type: 'product.archived', data: { id: second, status: 'ARCHIVED' } },
    ]);
  });

  it('through /api/v1: archived by PUT and by DELETE of a reviewed product, the data equal to GET /v1/products/{id}', async () => {
    const w = await keyWorld(t.app);
    await listen(w.owner, w.team.id);
    const next = outboxOf(w.team.id);
    const category = await createCategory(t.app);
    const body = (name: string, status: string) => ({ name, categoryId: category.id, status });
    const id = (
      await ok(v1(t.app, w.key.key, { method: 'POST', url: '/products', payload: body('Lamp', 'PUBLISHED') }), 201)
    ).json<{ id: string }>().id;
    await addProductImageRow(t.app, id, 0);
    expect(await next()).toMatchObject([{ type: 'product.published', data: { id } }]);
    await ok(v1(t.app, w.key.key, { method: 'PUT', url: `/products/${id}`, payload: body('Lamp', 'ARCHIVED') }));
    const [archived] = await next();
    const got = await ok(v1(t.app, w.key.key, { method: 'GET', url: `/products/${id}` }));
    expect(archived).toMatchObject({ type: 'product.archived' });
    expect(archived!.data).toEqual(got.json());

    await ok(v1(t.app, w.key.key, { method: 'PUT', url: `/products/${id}`, payload: body('Lamp', 'PUBLISHED') }));
    await writeReview(t.app, await reviewer(t.app), id, { rating: 5, title: 'Bright' });
    await next();
    const deleted = await ok(v1(t.app, w.key.key, { method: 'DELETE', url: `/products/${id}` }));
    expect(deleted.json()).toEqual({ success: true, archived: true });
    expect(await next()).toMatchObject([{ type: 'product.archived', data: { id, status: 'ARCHIVED' } }]);
  });
});

describe('trophy.awarded', () => {
  it('goes to the winning team with the trophy as its GET /v1/trophies lists it', async () => {
    const w = await keyWorld(t.app);
    await listen(w.owner, w.team.id);
    const next = outboxOf(w.team.id);
    const category = await createCategory(t.app);
    const product = (
      await ok(
        v1(t.app, w.key.key, {
          method: 'POST',
          url: '/products',
          payload: { name: 'Winner', categoryId: category.id, status: 'PUBLISHED' },
        }),
        201,
      )
    ).json<{ id: string }>();
    await next();
    const seed = newDrawSeed();
    const trophy = await createTrophy(t.app, {
      status: 'LOCKED',
      lockedAt: new Date(),
      drawSeed: seed,
      drawCommitment: drawCommitment(seed),
    });
    await addCandidates(t.app, trophy.id, [
      {
        subjectId: product.id,
        teamId: w.team.id,
        display: {
          id: product.id,
          contentType: 'PRODUCT',
          title: 'Winner',
          subtitle: w.team.brandName,
          href: `/p/${product.id}`,
          image: null,
          videoId: null,
          teamId: w.team.id,
        },
        figures: {
          reviewCount: 0,
          ratingSum: 0,
          ratingAverage: null,
          rating: null,
          helpfulCount: 0,
          since: '2025-01-01T00:00:00.000Z',
        },
      },
    ]);
    await ok(authed(t.app, admin, { method: 'POST', url: api(`/trophies/${trophy.id}/award`), payload: {} }));
    const [awarded, ...rest] = await next();
    expect(rest).toEqual([]);
    expect(awarded).toMatchObject({
      type: 'trophy.awarded',
      data: { id: trophy.id, status: 'AWARDED', relation: 'WON', winner: { id: product.id } },
    });
    const listed = await ok(v1(t.app, w.key.key, { method: 'GET', url: '/trophies' }));
    expect(listed.json<{ data: unknown[] }>().data).toEqual([awarded!.data]);
  });
});

describe('link.disabled', () => {
  it('the team turning its own link off: once per disable, never on an unrelated edit; in the app and through /v1', async () => {
    const w = await keyWorld(t.app);
    await listen(w.owner, w.team.id);
    const next = outboxOf(w.team.id);
    const base = `${API_BASE}/creator/short-links/${w.team.id}`;
    const linkId = (
      await ok(
        authed(t.app, w.owner, { method: 'POST', url: base, payload: { destination: 'https://example.com/a' } }),
        201,
      )
    ).json<{ id: string }>().id;
    const put = (payload: object) => authed(t.app, w.owner, { method: 'PUT', url: `${base}/${linkId}`, payload });

    await ok(put({ destination: 'https://example.com/a', title: 'Spring' }));
    expect(await next()).toEqual([]);
    await ok(put({ destination: 'https://example.com/a', title: 'Spring', disabled: true }));
    expect(await next()).toMatchObject([
      { type: 'link.disabled', data: { id: linkId, disabled: true, status: 'DISABLED', title: 'Spring' } },
    ]);
    // Still off, another title: no second event.
    await ok(put({ destination: 'https://example.com/a', title: 'Summer', disabled: true }));
    expect(await next()).toEqual([]);
    await ok(put({ destination: 'https://example.com/a', title: 'Summer', disabled: false }));
    expect(await next()).toEqual([]);

    await ok(
      v1(t.app, w.key.key, {
        method: 'PUT',
        url: `/short-links/${linkId}`,
        payload: { destination: 'https://example.com/a', title: 'Summer', disabled: true },
      }),
    );
    const [again] = await next();
    const got = await ok(v1(t.app, w.key.key, { method: 'GET', url: `/short-links/${linkId}` }));
    expect(again).toMatchObject({ type: 'link.disabled' });
    expect(again!.data).toEqual(got.json());
  });

  it('staff turning a link off: once; a second staff disable of the same link tells nothing new', async () => {
    const w = await teamWorld(t.app);
    await approveTeam(t.app, w.team.id);
    await listen(w.owner, w.team.id);
    const next = outboxOf(w.team.id);
    const linkId = (
      await ok(
        authed(t.app, w.owner, {
          method: 'POST',
          url: `${API_BASE}/creator/short-links/${w.team.id}`,
          payload: { destination: 'https://example.com/b' },
        }),
        201,
      )
    ).json<{ id: string }>().id;
    const disable = () =>
      authed(t.app, mod, {
        method: 'POST',
        url: api(`/admin/short-links/${linkId}/disable`),
        payload: { reason: 'Leads to a scam' },
      });
    await ok(disable());
    expect(await next()).toMatchObject([{ type: 'link.disabled', data: { id: linkId, status: 'DISABLED' } }]);
    await ok(disable());
    expect(await next()).toEqual([]);
  });
});

describe('the size cap', () => {
  it('an event whose body would pass 20 KB carries its subject’s id alone', async () => {
    const w = await teamWorld(t.app);
    await listen(w.owner, w.team.id);
    const at = new Date().toISOString();
    const product = (description: string) => ({
      id: 'p1',
      teamId: w.team.id,
      name: 'Big',
      slug: 'big',
      description,
      categoryId: 'c1',
      tags: [],
      url: null,
      status: 'ARCHIVED' as const,
      publishedAt: null,
      createdAt: at,
      updatedAt: at,
      images: [],
      staffDisabled: false,
    });
    await t.app.db.transaction(async (tx) => {
      await webhooks.emit(tx, w.team.id, 'product.archived', async () => product('x'.repeat(19_000)));
      await webhooks.emit(tx, w.team.id, 'product.archived', async () => product('x'.repeat(21_000)));
    });
    const rows = await t.app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.teamId, w.team.id))
      .orderBy(asc(webhookEvents.position));
    const sizes = rows.map((row) => Buffer.byteLength(JSON.stringify(row.payload)));
    expect(sizes.every((size) => size <= 20 * 1024)).toBe(true);
    expect(rows.map((row) => (row.payload as { data: unknown }).data)).toEqual([
      expect.objectContaining({ id: 'p1', description: 'x'.repeat(19_000) }),
      { id: 'p1', truncated: true },
    ]);
  });
});
