import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorTeams, products, verifications } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct, publishedBrand } from '../../../test/catalogue-factories.js';
import { approveTeam, createTeam } from '../../../test/team-factories.js';
import { productIsPublic } from './catalogue.rules.js';

// The one visibility rule every public read uses: PUBLISHED, team approved (newest round), team not blocked.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function isPublic(productId: string) {
  const rows = await t.app.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .where(and(eq(products.id, productId), productIsPublic(products, creatorTeams)));
  return rows.length === 1;
}

describe('productIsPublic', () => {
  it('lists a published product of an approved team, and nothing else', async () => {
    const {
      team,
      category,
      products: [shown],
    } = await publishedBrand(t.app, 1);
    expect(await isPublic(shown!.id)).toBe(true);
    const draft = await createProduct(t.app, team.id, { categoryId: category.id, status: 'DRAFT' });
    const archived = await createProduct(t.app, team.id, { categoryId: category.id, status: 'ARCHIVED' });
    expect(await isPublic(draft.id)).toBe(false);
    expect(await isPublic(archived.id)).toBe(false);
  });

  it('hides the products of a team that is not approved, or whose newest round is not APPROVED', async () => {
    const pending = await createTeam(t.app);
    const category = await createCategory(t.app);
    const product = await createProduct(t.app, pending.id, { categoryId: category.id, status: 'PUBLISHED' });
    expect(await isPublic(product.id)).toBe(false);
    await approveTeam(t.app, pending.id);
    expect(await isPublic(product.id)).toBe(true);
    await t.app.db.insert(verifications).values({
      subjectType: 'CREATOR',
      teamId: pending.id,
      status: 'NEEDS_MORE_INFO',
      details: {},
      submittedAt: new Date(Date.now() + 1000),
    });
    expect(await isPublic(product.id)).toBe(false);
  });

  it('decides a tie of two rounds in one instant by the id, as latestRoundFirst orders them', async () => {
    const {
      team,
      products: [product],
    } = await publishedBrand(t.app, 1);
    const at = new Date(Date.now() + 60_000);
    await t.app.db.insert(verifications).values([
      {
        id: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
        subjectType: 'CREATOR',
        teamId: team.id,
        status: 'REJECTED',
        details: {},
        submittedAt: at,
      },
      {
        id: '00000000-0000-4000-8000-000000000001',
        subjectType: 'CREATOR',
        teamId: team.id,
        status: 'APPROVED',
        details: {},
        submittedAt: at,
      },
    ]);
    expect(await isPublic(product!.id)).toBe(false);
    await t.app.db
      .update(verifications)
      .set({ status: 'APPROVED' })
      .where(eq(verifications.id, 'ffffffff-ffff-4fff-bfff-ffffffffffff'));
    await t.app.db
      .update(verifications)
      .set({ status: 'REJECTED' })
      .where(eq(verifications.id, '00000000-0000-4000-8000-000000000001'));
    expect(await isPublic(product!.id)).toBe(true);
  });

  it('hides the products of a blocked team until the lock ends', async () => {
    const {
      team,
      products: [product],
    } = await publishedBrand(t.app, 1);
    await t.app.db
      .update(creatorTeams)
      .set({ accessStatus: 'BLOCKED', accessUntil: null })
      .where(eq(creatorTeams.id, team.id));
    expect(await isPublic(product!.id)).toBe(false);
    await t.app.db
      .update(creatorTeams)
      .set({ accessUntil: sql`now() - interval '1 minute'` })
      .where(eq(creatorTeams.id, team.id));
    expect(await isPublic(product!.id)).toBe(true);
  });
});
