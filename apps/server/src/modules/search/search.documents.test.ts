import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, searchResultSchema, type SearchResultType } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { onPostgres } from '../../../test/needs.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { createUser } from '../../../test/factories.js';
import { approveTeam, createTeam } from '../../../test/team-factories.js';
import { rowsOf } from '../../db/rows.js';
import {
  creatorTeams,
  productReviewStats,
  products,
  teamReviewStats,
  verifications,
  youtubers,
} from '../../db/schema/index.js';
import { teamIsApproved, youtuberIsPublic } from '../catalogue/catalogue.rules.js';
import { applyReviewChange } from '../reviews/reviews.aggregates.js';

// Search reads search_documents (migration 0023), kept by triggers on every table a document is made of. Each step
// below changes one of them the way the product does (a product published, edited, archived, moved, deleted; a team
// approved, refused, renamed, blocked, unblocked, deleted; a YouTuber approved, renamed, without a handle; a review
// counted or taken back) and then compares the whole table with the same documents made from scratch by the public
// rules (catalogue.rules.ts), besides what search answers.

let t: TestContext;
let categoryId: string;
let otherCategoryId: string;

beforeAll(async () => {
  t = await buildTestApp();
  categoryId = (await createCategory(t.app)).id;
  otherCategoryId = (await createCategory(t.app)).id;
});
afterAll(() => t.close());

const COLUMNS = sql.raw(`id, kind, team_id, category_id, name, slug, search_name, handle, search_vector::text as vector,
  tags_text, image_url, review_count, rating_sum, team_access_status, team_access_until`);

/** Every document as the rules make it now, in id order. */
async function fromScratch() {
  return rowsOf(
    await t.app.db.execute(sql`select ${COLUMNS} from (
      select p.id, 'product' as kind, p.team_id, p.category_id, p.name, p.slug, p.search_name, null::text as handle,
        p.search_vector, product_tags_text(p.tags) as tags_text, null::text as image_url, s.review_count, s.rating_sum,
        k.access_status as team_access_status, k.access_until as team_access_until
      from products p join creator_teams k on k.id = p.team_id left join product_review_stats s on s.product_id = p.id
      where p.status = 'PUBLISHED' and ${teamIsApproved(sql`p.team_id`)}
      union all select k.id, 'brand', k.id, null, k.brand_name, k.profile_handle, k.search_name, lower(k.profile_handle),
        null, null, k.icon_url, s.review_count, s.rating_sum, k.access_status, k.access_until
      from creator_teams k left join team_review_stats s on s.team_id = k.id where ${teamIsApproved(sql`k.id`)}
      union all select youtubers.id, 'youtuber', null, null, youtubers.page_name, youtubers.handle, youtubers.search_name,
        youtubers.handle, null, null, null, null, null, null, null
      from youtubers where ${youtuberIsPublic({ id: youtubers.id, handle: youtubers.handle })}
    ) d order by id`),
  );
}

/** The kept documents equal the ones made from scratch, row for row. */
async function expectDocumentsRight() {
  const kept = rowsOf(await t.app.db.execute(sql`select ${COLUMNS} from search_documents order by id`));
  expect(kept).toEqual(await fromScratch());
}

async function found(q: string, type?: SearchResultType) {
  const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/search`, query: type ? { q, type } : { q } });
  expect(res.statusCode, res.body).toBe(200);
  return searchResultSchema.parse(res.json()).data;
}
const idsOf = async (q: string, type?: SearchResultType) => (await found(q, type)).map((h) => h.id).sort();

const word = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

async function approvedBrand(brandName: string) {
  const team = await createTeam(t.app, { brandName });
  await approveTeam(t.app, team.id);
  return team;
}

describe('search_documents: a product', () => {
  it('is searchable exactly while published, follows its edits and its team, and goes when deleted', async () => {
    const w = word('gizmo');
    const team = await approvedBrand(`${w} Works`);
    const draft = await createProduct(t.app, team.id, { name: `${w} lamp`, status: 'DRAFT', categoryId });
    await expectDocumentsRight();
    expect(await idsOf(w, 'product')).toEqual([]);

    await t.app.db
      .update(products)
      .set({ status: 'PUBLISHED', publishedAt: new Date() })
      .where(eq(products.id, draft.id));
    await expectDocumentsRight();
    expect(await idsOf(w, 'product')).toEqual([draft.id]);

    // Its name, tags, description and category, as an edit changes them.
    const renamed = word('widget');
    const tag = word('tagged');
    await t.app.db
      .update(products)
      .set({ name: `${renamed} lamp`, tags: [tag], description: 'Now with a dimmer.', categoryId: otherCategoryId })
      .where(eq(products.id, draft.id));
    await expectDocumentsRight();
    expect(await idsOf(w, 'product')).toEqual([]);
    expect(await idsOf(renamed, 'product')).toEqual([draft.id]);
    expect(await idsOf(tag, 'product')).toEqual([draft.id]);
    expect(await idsOf('dimmer', 'product')).toContain(draft.id);

    // Moved to a team that is not approved, and back.
    const unapproved = await createTeam(t.app);
    await t.app.db.update(products).set({ teamId: unapproved.id }).where(eq(products.id, draft.id));
    await expectDocumentsRight();
    expect(await idsOf(renamed, 'product')).toEqual([]);
    await t.app.db.update(products).set({ teamId: team.id }).where(eq(products.id, draft.id));
    expect(await idsOf(renamed, 'product')).toEqual([draft.id]);

    await t.app.db.update(products).set({ status: 'ARCHIVED' }).where(eq(products.id, draft.id));
    await expectDocumentsRight();
    expect(await idsOf(renamed, 'product')).toEqual([]);

    await t.app.db.update(products).set({ status: 'PUBLISHED' }).where(eq(products.id, draft.id));
    await t.app.db.delete(products).where(eq(products.id, draft.id));
    await expectDocumentsRight();
    expect(await idsOf(renamed, 'product')).toEqual([]);
  });

  it('ranks by the review scores kept on it, which follow every review counted or taken back', async () => {
    const w = word('ranky');
    const team = await approvedBrand(`${w} House`);
    const alpha = await createProduct(t.app, team.id, { name: `${w} alpha`, status: 'PUBLISHED', categoryId });
    const beta = await createProduct(t.app, team.id, { name: `${w} beta`, status: 'PUBLISHED', categoryId });
    // Equal scores by name: unrated, the name decides.
    expect((await found(w, 'product')).map((h) => h.id)).toEqual([alpha.id, beta.id]);

    const review = { productId: beta.id, teamId: team.id, rating: 5, status: 'PUBLISHED' as const };
    await applyReviewChange(t.app.db, null, review);
    await expectDocumentsRight();
    const rated = await found(w);
    expect(rated.filter((h) => h.type === 'product').map((h) => h.id)).toEqual([beta.id, alpha.id]);
    expect(rated.find((h) => h.id === beta.id)?.rating).toEqual({ average: 5, count: 1 });
    expect(rated.find((h) => h.id === team.id)?.rating).toEqual({ average: 5, count: 1 });

    // Taken back: counted as none, then no stats rows at all.
    await applyReviewChange(t.app.db, review, null);
    await expectDocumentsRight();
    expect((await found(w, 'product')).map((h) => h.id)).toEqual([alpha.id, beta.id]);
    await t.app.db.delete(productReviewStats).where(eq(productReviewStats.productId, beta.id));
    await t.app.db.delete(teamReviewStats).where(eq(teamReviewStats.teamId, team.id));
    await expectDocumentsRight();
  });
});

describe('search_documents: a team', () => {
  it('shows its brand and products while approved and not blocked, renamed, and forgets them when deleted', async () => {
    const w = word('teamy');
    const team = await createTeam(t.app, { brandName: `${w} Studio` });
    const product = await createProduct(t.app, team.id, { name: `${w} kettle`, status: 'PUBLISHED', categoryId });
    await expectDocumentsRight();
    expect(await idsOf(w)).toEqual([]);

    await approveTeam(t.app, team.id);
    await expectDocumentsRight();
    expect(await idsOf(w)).toEqual([team.id, product.id].sort());

    // A newer application round refused hides both; approved again shows both.
    await t.app.db
      .insert(verifications)
      .values({ subjectType: 'CREATOR', teamId: team.id, status: 'REJECTED', details: {}, reviewedAt: new Date() });
    await expectDocumentsRight();
    expect(await idsOf(w)).toEqual([]);
    await approveTeam(t.app, team.id);
    await expectDocumentsRight();
    expect(await idsOf(w)).toEqual([team.id, product.id].sort());

    // Blocked for a while, for good, then unblocked; a block whose end has passed hides nothing.
    const block = (accessStatus: 'BLOCKED' | 'UNBLOCKED', accessUntil: Date | null) =>
      t.app.db.update(creatorTeams).set({ accessStatus, accessUntil }).where(eq(creatorTeams.id, team.id));
    await block('BLOCKED', new Date(Date.now() + 86_400_000));
    await expectDocumentsRight();
    expect(await idsOf(w)).toEqual([]);
    await block('BLOCKED', null);
    expect(await idsOf(w)).toEqual([]);
    await block('UNBLOCKED', null);
    await expectDocumentsRight();
    expect(await idsOf(w)).toEqual([team.id, product.id].sort());
    await block('BLOCKED', new Date(Date.now() - 60_000));
    await expectDocumentsRight();
    expect(await idsOf(w)).toEqual([team.id, product.id].sort());

    // Renamed, with a new handle and icon.
    const renamed = word('renamed');
    await t.app.db
      .update(creatorTeams)
      .set({ brandName: `${renamed} Studio`, profileHandle: renamed, iconUrl: 'https://cdn.example/icon.png' })
      .where(eq(creatorTeams.id, team.id));
    await expectDocumentsRight();
    expect(await idsOf(renamed, 'brand')).toEqual([team.id]);
    expect(await idsOf(w, 'brand')).toEqual([]);
    const [brandHit] = await found(renamed, 'brand');
    expect(brandHit).toMatchObject({ slug: renamed, imageUrl: 'https://cdn.example/icon.png' });
    // A product's hit names its brand as it is called now.
    expect((await found(`${w} kettle`, 'product'))[0]?.brand?.name).toBe(`${renamed} Studio`);

    await t.app.db.delete(verifications).where(eq(verifications.teamId, team.id));
    await expectDocumentsRight();
    expect(await idsOf(w)).toEqual([]);
    await approveTeam(t.app, team.id);
    await t.app.db.delete(creatorTeams).where(eq(creatorTeams.id, team.id));
    await expectDocumentsRight();
    expect(await idsOf(renamed)).toEqual([]);
  });
});

describe('search_documents: a YouTuber', () => {
  it('is searchable while it has a handle and its newest round is approved, under its current page name', async () => {
    const w = word('tuber');
    const user = await createUser(t.app);
    const [yt] = await t.app.db
      .insert(youtubers)
      .values({ userId: user.id, pageName: `${w} Reviews`, handle: null, youtubeUrl: 'https://www.youtube.com/@x' })
      .returning();
    await t.app.db
      .insert(verifications)
      .values({ subjectType: 'YOUTUBER', youtuberId: yt!.id, status: 'APPROVED', details: {} });
    await expectDocumentsRight();
    expect(await idsOf(w, 'youtuber')).toEqual([]);

    await t.app.db.update(youtubers).set({ handle: w }).where(eq(youtubers.id, yt!.id));
    await expectDocumentsRight();
    expect(await idsOf(w, 'youtuber')).toEqual([yt!.id]);

    const renamed = word('channel');
    await t.app.db
      .update(youtubers)
      .set({ pageName: `${renamed} Channel` })
      .where(eq(youtubers.id, yt!.id));
    await expectDocumentsRight();
    expect(await idsOf(renamed, 'youtuber')).toEqual([yt!.id]);

    await t.app.db
      .insert(verifications)
      .values({ subjectType: 'YOUTUBER', youtuberId: yt!.id, status: 'PENDING', details: {} });
    await expectDocumentsRight();
    expect(await idsOf(renamed, 'youtuber')).toEqual([]);

    await t.app.db.delete(verifications).where(eq(verifications.youtuberId, yt!.id));
    await t.app.db
      .insert(verifications)
      .values({ subjectType: 'YOUTUBER', youtuberId: yt!.id, status: 'APPROVED', details: {} });
    expect(await idsOf(renamed, 'youtuber')).toEqual([yt!.id]);
    await t.app.db.delete(youtubers).where(eq(youtubers.id, yt!.id));
    await expectDocumentsRight();
    expect(await idsOf(renamed, 'youtuber')).toEqual([]);
  });
});

describe('search_documents: writes at once', () => {
  onPostgres.it(
    'a team blocked and unblocked while its products are edited: no deadlock, the documents right',
    async () => {
      const team = await approvedBrand(word('busy'));
      await t.app.db.insert(products).values(
        Array.from({ length: 60 }, (_, i) => ({
          teamId: team.id,
          name: `Busy thing ${i}`,
          slug: `busy-${team.id}-${i}`,
          categoryId,
          status: 'PUBLISHED' as const,
        })),
      );
      // Each statement rewrites every document of the team: the block through the team's trigger, the edit through the
      // products' trigger. Both take the documents' rows in id order, or these would deadlock.
      for (let round = 0; round < 15; round += 1) {
        await Promise.all([
          t.app.db
            .update(creatorTeams)
            .set({ accessStatus: round % 2 === 0 ? 'BLOCKED' : 'UNBLOCKED', accessUntil: null })
            .where(eq(creatorTeams.id, team.id)),
          t.app.db
            .update(products)
            .set({ description: `Edited ${round}.` })
            .where(eq(products.teamId, team.id)),
        ]);
      }
      await expectDocumentsRight();
    },
  );
});
