import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@plaudit/contract';
import { categories, creatorTeams, productImages, products, users, youtubers } from '../src/db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PARTNERS, seedDemoAccounts, upsertAccount, usernameFor } from '../src/seed.js';
import { DEMO_BRANDS, DEMO_CATEGORIES } from '../src/seed/catalogue-data.js';
import { teamIsApproved } from '../src/modules/catalogue/catalogue.visibility.js';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestContext } from './build-test-app.js';
import { api, createUser } from './factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('start-up accounts', () => {
  it('demo accounts are created on the first start only, verified, and can sign in', async () => {
    expect(await seedDemoAccounts(t.app.db, t.app.hasher, t.app.storage)).toEqual({
      categories: DEMO_CATEGORIES.length + DEMO_CATEGORIES.reduce((n, c) => n + c.children.length, 0),
      brands: 12,
      products: 60,
      published: expect.any(Number),
      images: expect.any(Number),
      youtubers: 4,
    });
    expect(await seedDemoAccounts(t.app.db, t.app.hasher, t.app.storage)).toBeNull();
    for (const account of DEMO_ACCOUNTS.accounts) {
      const res = await t.app.inject({ method: 'POST', url: api(API.auth.signIn), payload: { email: account.email, password: DEMO_ACCOUNTS.password } });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ role: account.role, isEmailVerified: true });
    }
  }, 240_000);

  it('demo partners: an approved creator team, an approved YouTuber, and unclaimed brand profiles', async () => {
    const creator = await t.app.inject({ method: 'POST', url: api(API.auth.signIn), payload: { email: DEMO_PARTNERS.creator.account.email, password: DEMO_ACCOUNTS.password } });
    expect(creator.json().user).toMatchObject({
      registerType: 'CREATOR', isCreator: true, isCreatorVerified: true,
      selectedCreatorTeam: { role: 'OWNER', creatorTeam: { brandName: DEMO_PARTNERS.creator.team.brandName, verification: { status: 'APPROVED' } } },
    });
    const youtuber = await t.app.inject({ method: 'POST', url: api(API.auth.signIn), payload: { email: DEMO_PARTNERS.youtuber.account.email, password: DEMO_ACCOUNTS.password } });
    expect(youtuber.json().user).toMatchObject({ registerType: 'YOUTUBER', youtuber: { pageName: DEMO_PARTNERS.youtuber.channel.pageName, verification: { status: 'APPROVED' } } });
    for (const profile of DEMO_PARTNERS.unclaimedProfiles) {
      const res = await t.app.inject({ method: 'GET', url: api(API.auth.creatorCheckProfile.href(profile.profileHandle)) });
      expect(res.json().claimed).toBe(false);
    }
    const claimed = await t.app.inject({ method: 'GET', url: api(API.auth.creatorCheckProfile.href(DEMO_PARTNERS.creator.team.profileHandle)) });
    expect(claimed.json().claimed).toBe(true);
  });

  it('ADMIN_EMAIL creates a verified ADMIN, or promotes an existing account', async () => {
    const created = await upsertAccount(t.app.db, t.app.hasher, { email: 'ops@example.test', password: 'ops-password', username: await usernameFor(t.app.db, 'ops@example.test'), role: 'ADMIN' });
    expect(created.created).toBe(true);
    const existing = await createUser(t.app, { emailVerificationStatus: 'UNVERIFIED' });
    const promoted = await upsertAccount(t.app.db, t.app.hasher, { email: existing.email.toUpperCase(), password: 'new-admin-password', username: 'ignored', role: 'ADMIN', resetPassword: true });
    expect(promoted).toEqual({ id: existing.id, created: false });
    const [row] = await t.app.db.select().from(users).where(sql`${users.id} = ${existing.id}`);
    expect(row).toMatchObject({ role: 'ADMIN', emailVerificationStatus: 'VERIFIED' });
    const res = await t.app.inject({ method: 'POST', url: api(API.auth.signIn), payload: { email: existing.email, password: 'new-admin-password' } });
    expect(res.statusCode).toBe(200);
  });
});

/** What two first starts must agree on: every product's brand, slug, name, status, category and picture count. */
async function catalogueOf(app: FastifyInstance) {
  return app.db
    .select({
      brand: creatorTeams.profileHandle, slug: products.slug, name: products.name, status: products.status, category: categories.slug, tags: products.tags,
      images: sql<number>`(select count(*)::int from product_images pi where pi.product_id = ${products.id})`,
    })
    .from(products)
    .innerJoin(creatorTeams, sql`${creatorTeams.id} = ${products.teamId}`)
    .innerJoin(categories, sql`${categories.id} = ${products.categoryId}`)
    .orderBy(creatorTeams.profileHandle, products.slug);
}

describe('demo catalogue', () => {
  it('is the same on every first start, and holds what it says: approved brands with pictures, products with pictures, YouTubers with handles', async () => {
    const other = await buildTestApp();
    try {
      expect(await seedDemoAccounts(other.app.db, other.app.hasher, other.app.storage)).not.toBeNull();
      const first = await catalogueOf(t.app);
      const second = await catalogueOf(other.app);
      expect(first).toHaveLength(60);
      expect(second).toEqual(first);

      const published = first.filter((p) => p.status === 'PUBLISHED');
      expect(published.length).toBeGreaterThanOrEqual(50);
      expect(first.length - published.length).toBeGreaterThan(0);
      for (const p of first) {
        expect(p.images).toBeGreaterThanOrEqual(1);
        expect(p.images).toBeLessThanOrEqual(3);
        expect(p.tags.length).toBeGreaterThanOrEqual(2);
        expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }
      // The demo creator's team sells coffee, with a draft among its products.
      const coffee = first.filter((p) => p.brand === DEMO_PARTNERS.creator.team.profileHandle);
      expect(coffee).toHaveLength(5);
      expect(coffee.some((p) => p.status === 'DRAFT')).toBe(true);

      const brands = await t.app.db
        .select({ handle: creatorTeams.profileHandle, iconUrl: creatorTeams.iconUrl, bannerUrl: creatorTeams.bannerUrl })
        .from(creatorTeams)
        .where(teamIsApproved(creatorTeams.id));
      expect(brands.map((b) => b.handle).sort()).toEqual(DEMO_BRANDS.map((b) => b.profileHandle).sort());
      for (const brand of brands) {
        for (const url of [brand.iconUrl, brand.bannerUrl]) {
          const file = await t.app.storage.read(t.app.storage.nameFromUrl(url)!);
          expect(file?.contentType).toBe('image/webp');
          file?.stream.destroy();
        }
      }
      const [image] = await t.app.db.select().from(productImages).limit(1);
      expect(image!.width).toBeGreaterThan(image!.height);
      for (const name of Object.values(image!.files)) {
        const file = await t.app.storage.read(name);
        expect(file?.size).toBeGreaterThan(0);
        file?.stream.destroy();
      }
      const icons = await t.app.db.select({ parentId: categories.parentId, icon: categories.icon }).from(categories);
      expect(icons.filter((c) => c.parentId === null)).toHaveLength(8);

      const handles = await t.app.db.select({ handle: youtubers.handle }).from(youtubers);
      expect(handles.every((y) => y.handle !== null)).toBe(true);
      expect(handles).toHaveLength(4);

      // The demo accounts of the catalogue's brands sign in with the demo password.
      const owner = await t.app.inject({ method: 'POST', url: api(API.auth.signIn), payload: { email: `${DEMO_BRANDS[2]!.profileHandle}@brands.plaudit.local`, password: DEMO_ACCOUNTS.password } });
      expect(owner.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  }, 240_000);
});
