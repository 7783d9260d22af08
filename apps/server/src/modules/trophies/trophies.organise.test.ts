import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { M, type TrophyBody, type TrophyStatus } from '@plaudit/contract';
import { auditLog, reviews, trophies, trophyCandidates } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { createUser } from '../../../test/factories.js';
import { approveTeam, createTeam } from '../../../test/team-factories.js';
import { createTrophy, createTrophyCategory, TROPHY_TEST_LIMITS } from '../../../test/trophy-factories.js';
import { verifyProtocol } from './trophies.verify.js';

// Oreal HTTP, the organiser's side: trophy categories, every allowed and refused state change,
// the edit rules, what may be nominated (each eligibility rule, with its figures), the lock's freeze and commitment,
// and the whole walk from a new trophy to a protocol that verifies with the published key.

let t: TestContext;
let admin: Signed;
let user: Signed;
let categoryId: string;

beforeAll(async () => {
  t = await buildTestApp(TROPHY_TEST_LIMITS);
  [admin, user] = await Promise.all([
    signedInUser(t.app, { role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' }),
    signedInUser(t.app),
  ]);
  categoryId = (await createTrophyCategory(t.app)).id;
});
afterAll(async () => t.close());

const call = (s: Signed | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  s
    ? authed(t.app, s, { method, url: api(path), ...(payload && { payload }) })
    : t.app.inject({ method, url: api(path), ...(payload && { payload }) });
const errorOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { type: string; message: string; meta?: Record<string, unknown> }[] }).errors[0]!;
const year = new Date().getUTCFullYear();
const body = (over: Partial<TrophyBody> = {}): TrophyBody => ({
  name: 'Best grinder',
  description: 'The grinder people loved.',
  categoryId,
  contentType: 'PRODUCT',
  method: 'DRAW',
  periodFrom: `${year}-01-01`,
  periodTo: `${year}-12-31`,
  ...over,
});

/** An approved team with published products in a fresh catalogue category (and a sub-category). */
async function catalogue(count = 3) {
  const team = await createTeam(t.app);
  await approveTeam(t.app, team.id);
  const category = await createCategory(t.app);
  const sub = await createCategory(t.app, { parentId: category.id });
  const products = [];
  for (let i = 0; i < count; i++)
    products.push(
      await createProduct(t.app, team.id, {
        categoryId: i === 0 ? sub.id : category.id,
        status: 'PUBLISHED',
        name: `Grinder ${i}`,
      }),
    );
  return { team, category, sub, products };
}

async function published(
  productId: string,
  teamId: string,
  rating: number,
  type: 'USER' | 'YOUTUBE' = 'USER',
  createdAt = new Date(),
) {
  const author = await createUser(t.app);
  const [row] = await t.app.db
    .insert(reviews)
    .values({
      productId,
      teamId,
      authorId: author.id,
      type,
      rating,
      status: 'PUBLISHED',
      publishedAt: createdAt,
      createdAt,
      helpfulCount: rating,
      ...(type === 'YOUTUBE' && { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', videoId: 'dQw4w9WgXcQ' }),
    })
    .returning();
  return row!;
}

async function newTrophy(over: Partial<TrophyBody> = {}, who: Signed = admin) {
  const res = await call(who, 'POST', '/trophies', body(over));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; status: TrophyStatus };
}

describe('trophy categories', () => {
  it('an ADMIN adds, changes and deletes one (slug from the name, 409 on a taken slug or while in use); others get 403', async () => {
    const created = await call(admin, 'POST', '/admin/trophy-categories', { name: 'Rising Stars', icon: 'rocket' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Rising Stars',
      slug: 'rising-stars',
      icon: 'rocket',
      trophyCount: 0,
    });
    const id = created.json().id as string;
    expect(
      (await call(admin, 'POST', '/admin/trophy-categories', { name: 'Rising stars', icon: 'rocket' })).statusCode,
    ).toBe(409);
    expect((await call(user, 'POST', '/admin/trophy-categories', { name: 'Nope', icon: 'rocket' })).statusCode).toBe(
      403,
    );
    expect(
      (await call(admin, 'POST', '/admin/trophy-categories', { name: 'Bad', icon: 'not-an-icon' })).statusCode,
    ).toBe(400);
    const changed = await call(admin, 'PUT', `/admin/trophy-categories/${id}`, {
      name: 'Rising Stars',
      slug: 'risers',
      icon: 'star',
      description: 'New brands',
    });
    expect(changed.json()).toMatchObject({ slug: 'risers', icon: 'star', description: 'New brands' });
    await createTrophy(t.app, { categoryId: id, status: 'NOMINATING' });
    expect(
      (await call(null, 'GET', '/trophy-categories')).json().data.find((c: { id: string }) => c.id === id),
    ).toMatchObject({ trophyCount: 1 });
    const refused = await call(admin, 'DELETE', `/admin/trophy-categories/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(M.trophy.error.category_in_use);
    const empty = (await call(admin, 'POST', '/admin/trophy-categories', { name: 'Short lived', icon: 'leaf' })).json()
      .id as string;
    expect((await call(admin, 'DELETE', `/admin/trophy-categories/${empty}`)).statusCode).toBe(200);
    const actions = (await t.app.db.select().from(auditLog).where(eq(auditLog.targetType, 'trophy_category'))).map(
      (row) => row.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['trophyCategory.create', 'trophyCategory.update', 'trophyCategory.delete']),
    );
  });
});

describe('the state machine', () => {
  const steps = ['open', 'lock', 'cancel'] as const;
  // What each step answers from each status (award is the decide service's; its own tests walk it).
  const allowed: Record<TrophyStatus, readonly string[]> = {
    DRAFT: ['open', 'cancel'],
    NOMINATING: ['lock', 'cancel'],
    LOCKED: ['cancel'],
    AWARDED: [],
    CANCELLED: [],
  };
  for (const status of Object.keys(allowed) as TrophyStatus[]) {
    for (const step of steps) {
      it(`${step} from ${status}: ${allowed[status].includes(step) ? 'allowed' : '409'}`, async () => {
        const trophy = await createTrophy(t.app, {
          categoryId,
          status,
          ...(status === 'LOCKED' && { lockedAt: new Date() }),
        });
        if (step === 'lock' && status === 'NOMINATING') {
          const { team, products } = await catalogue(2);
          await t.app.db
            .insert(trophyCandidates)
            .values(
              products.map((p, position) => ({ trophyId: trophy.id, subjectId: p.id, teamId: team.id, position })),
            );
        }
        const res = await call(
          admin,
          'POST',
          `/trophies/${trophy.id}/${step}`,
          step === 'cancel' ? { reason: 'Not this year' } : undefined,
        );
        if (allowed[status].includes(step)) {
          expect(res.statusCode).toBe(200);
          const to = { open: 'NOMINATING', lock: 'LOCKED', cancel: 'CANCELLED' }[step];
          expect(res.json()).toEqual({ id: trophy.id, status: to });
          const [entry] = await t.app.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.targetId, trophy.id), eq(auditLog.action, `trophy.${step}`)));
          expect(entry).toMatchObject({ before: { status }, after: { status: to } });
        } else {
          expect(res.statusCode).toBe(409);
          expect(errorOf(res).message).toBe(M.trophy.error.transition_not_allowed);
        }
      });
    }
  }

  it('editing: every field in DRAFT; in NOMINATING only the words (409 field_locked for the rest); never after the lock', async () => {
    const { id } = await newTrophy();
    expect(
      (await call(admin, 'PUT', `/trophies/${id}`, body({ method: 'JURY', name: 'Jury grinder' }))).statusCode,
    ).toBe(200);
    await call(admin, 'POST', `/trophies/${id}/open`);
    expect(
      (await call(admin, 'PUT', `/trophies/${id}`, body({ method: 'JURY', name: 'Renamed', description: 'New words' })))
        .statusCode,
    ).toBe(200);
    const locked = await call(admin, 'PUT', `/trophies/${id}`, body({ method: 'DRAW', name: 'Renamed' }));
    expect(locked.statusCode).toBe(409);
    expect(errorOf(locked)).toMatchObject({ message: M.trophy.error.field_locked, meta: { field: 'method' } });
    const row = (await t.app.db.select().from(trophies).where(eq(trophies.id, id)))[0]!;
    expect(row).toMatchObject({ name: 'Renamed', description: 'New words', method: 'JURY' });
    const awarded = await createTrophy(t.app, { categoryId, status: 'AWARDED' });
    expect((await call(admin, 'PUT', `/trophies/${awarded.id}`, body())).statusCode).toBe(409);
  });

  it('refuses a bad body with the field: SCORE for reviews, a period ending before it starts, an unknown category', async () => {
    expect(
      errorOf(await call(admin, 'POST', '/trophies', body({ contentType: 'REVIEW', method: 'SCORE' }))),
    ).toMatchObject({ message: M.trophy.validation.method_content_type });
    expect(
      errorOf(await call(admin, 'POST', '/trophies', body({ periodFrom: `${year}-05-02`, periodTo: `${year}-05-01` }))),
    ).toMatchObject({ message: M.trophy.validation.period_order });
    const unknown = await call(
      admin,
      'POST',
      '/trophies',
      body({ categoryId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(M.trophy.error.category_not_found);
  });
});

describe('nominations', () => {
  it('offers only eligible products, with their figures over the period, in the category and its sub-categories', async () => {
    const { team, category, products } = await catalogue(3);
    const other = await catalogue(1);
    const hidden = await createProduct(t.app, team.id, { categoryId: category.id, status: 'DRAFT' });
    const blocked = await createTeam(t.app, { accessStatus: 'BLOCKED' });
    await approveTeam(t.app, blocked.id);
    const blockedProduct = await createProduct(t.app, blocked.id, { categoryId: category.id, status: 'PUBLISHED' });
    await published(products[1]!.id, team.id, 5);
    await published(products[1]!.id, team.id, 3);
    await published(products[1]!.id, team.id, 1, 'USER', new Date(Date.UTC(year - 3, 0, 1)));
    const { id } = await newTrophy({ catalogueCategoryId: category.id });
    expect((await call(admin, 'GET', `/trophies/${id}/eligible`)).statusCode).toBe(409);
    await call(admin, 'POST', `/trophies/${id}/open`);
    const list = (await call(admin, 'GET', `/trophies/${id}/eligible`)).json() as {
      data: { id: string; figures: Record<string, unknown> }[];
      meta: { total: number };
    };
    expect(list.data.map((c) => c.id).sort()).toEqual(products.map((p) => p.id).sort());
    expect(list.data[0]).toMatchObject({
      id: products[1]!.id,
      figures: { reviewCount: 2, ratingSum: 8, ratingAverage: 4, helpfulCount: 8 },
    });
    for (const outsider of [hidden.id, blockedProduct.id, other.products[0]!.id]) {
      const res = await call(admin, 'PUT', `/trophies/${id}/candidates`, { ids: [products[0]!.id, outsider] });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ message: M.trophy.error.ineligible_candidates, meta: { ids: [outsider] } });
    }
    const search = (await call(admin, 'GET', `/trophies/${id}/eligible?search=Grinder%202`)).json();
    expect(search.data.map((c: { id: string }) => c.id)).toEqual([products[2]!.id]);
  });

  it("a team trophy offers only the team's own; a REVIEW trophy only written reviews of the period, a VIDEO one only video reviews", async () => {
    const mine = await catalogue(1);
    const theirs = await catalogue(1);
    const owner = await signedInUser(t.app);
    const { addMember } = await import('../../../test/team-factories.js');
    await addMember(t.app, mine.team.id, owner.user.id, 'OWNER');
    const { id } = await newTrophy({ teamId: mine.team.id }, owner);
    await call(owner, 'POST', `/trophies/${id}/open`);
    const offered = (await call(owner, 'GET', `/trophies/${id}/eligible`)).json().data.map((c: { id: string }) => c.id);
    expect(offered).toContain(mine.products[0]!.id);
    expect(offered).not.toContain(theirs.products[0]!.id);

    const written = await published(theirs.products[0]!.id, theirs.team.id, 5);
    const video = await published(theirs.products[0]!.id, theirs.team.id, 4, 'YOUTUBE');
    const old = await published(theirs.products[0]!.id, theirs.team.id, 5, 'USER', new Date(Date.UTC(year - 3, 5, 1)));
    const reviewTrophy = await newTrophy({ contentType: 'REVIEW', method: 'JURY' });
    const videoTrophy = await newTrophy({ contentType: 'VIDEO', method: 'DRAW' });
    for (const trophy of [reviewTrophy, videoTrophy]) await call(admin, 'POST', `/trophies/${trophy.id}/open`);
    const reviewIds = (await call(admin, 'GET', `/trophies/${reviewTrophy.id}/eligible?take=50`))
      .json()
      .data.map((c: { id: string }) => c.id);
    expect(reviewIds).toContain(written.id);
    expect(reviewIds).not.toContain(video.id);
    expect(reviewIds).not.toContain(old.id);
    const videoList = (await call(admin, 'GET', `/trophies/${videoTrophy.id}/eligible?take=50`)).json().data;
    expect(videoList.map((c: { id: string }) => c.id)).toEqual([video.id]);
    expect(videoList[0]).toMatchObject({
      contentType: 'VIDEO',
      videoId: 'dQw4w9WgXcQ',
      figures: { rating: 4, helpfulCount: 4 },
    });
  });
});

describe('the whole walk', () => {
  it('create → open → nominate three → lock (frozen, committed, seed secret) → award → a protocol that verifies', async () => {
    const { products, team } = await catalogue(3);
    await published(products[2]!.id, team.id, 5);
    const { id } = await newTrophy();
    await call(admin, 'POST', `/trophies/${id}/open`);
    const ids = [products[2]!.id, products[0]!.id, products[1]!.id];
    const set = await call(admin, 'PUT', `/trophies/${id}/candidates`, { ids });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.map((c: { id: string; position: number }) => [c.id, c.position])).toEqual(
      ids.map((c, i) => [c, i]),
    );
    expect((await call(null, 'GET', `/trophies/${id}/candidates`)).json().data).toHaveLength(3);

    const lock = await call(admin, 'POST', `/trophies/${id}/lock`);
    expect(lock.json()).toEqual({ id, status: 'LOCKED' });
    const row = (await t.app.db.select().from(trophies).where(eq(trophies.id, id)))[0]!;
    expect(row.drawCommitment).toBe(createHash('sha256').update(Buffer.from(row.drawSeed!, 'hex')).digest('hex'));
    const frozen = await t.app.db.select().from(trophyCandidates).where(eq(trophyCandidates.trophyId, id));
    expect(frozen.every((c) => c.display !== null && c.figures !== null)).toBe(true);
    const detail = await call(null, 'GET', `/trophies/${id}`);
    expect(detail.body).toContain(row.drawCommitment!);
    expect(detail.body).not.toContain(row.drawSeed!);
    expect((await call(admin, 'GET', `/trophies/${id}/candidates`)).body).not.toContain(row.drawSeed!);
    const [lockAudit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'trophy.lock')));
    expect(JSON.stringify(lockAudit)).not.toContain(row.drawSeed!);
    expect((await call(admin, 'PUT', `/trophies/${id}/candidates`, { ids })).statusCode).toBe(409);

    expect((await call(admin, 'POST', `/trophies/${id}/award`, {})).statusCode).toBe(200);
    const protocol = await t.app.inject({ method: 'GET', url: api(`/trophies/${id}/protocol`) });
    const keys = await t.app.inject({ method: 'GET', url: '/.well-known/plaudit-protocol-key.json' });
    const result = await verifyProtocol(protocol.json(), keys.json());
    expect(result.checks.map((c) => [c.name, c.ok])).toEqual([
      ['format', true],
      ['signature', true],
      ['record', true],
      ['winner', true],
    ]);
    expect(result.protocol!.candidates.map((c) => c.id)).toEqual(ids);
  });

  it('the lock needs two candidates and refuses one that is no longer eligible', async () => {
    const { products, team } = await catalogue(2);
    const { id } = await newTrophy();
    await call(admin, 'POST', `/trophies/${id}/open`);
    await call(admin, 'PUT', `/trophies/${id}/candidates`, { ids: [products[0]!.id] });
    const few = await call(admin, 'POST', `/trophies/${id}/lock`);
    expect(few.statusCode).toBe(409);
    expect(errorOf(few).message).toBe(M.trophy.error.too_few_candidates);
    await call(admin, 'PUT', `/trophies/${id}/candidates`, { ids: products.map((p) => p.id) });
    const { products: productsTable } = await import('../../db/schema/index.js');
    await t.app.db.update(productsTable).set({ status: 'ARCHIVED' }).where(eq(productsTable.id, products[1]!.id));
    const gone = await call(admin, 'POST', `/trophies/${id}/lock`);
    expect(gone.statusCode).toBe(409);
    expect(errorOf(gone)).toMatchObject({
      message: M.trophy.error.ineligible_candidates,
      meta: { ids: [products[1]!.id] },
    });
    expect(team.id).toBeTruthy();
  });
});
