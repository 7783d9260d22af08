import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CampaignSort, CampaignStatus, SortOrder } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { campaignBids, campaigns, categories, creatorTeams, featurings, products } from '../../db/schema/index.js';
import { teamIsApproved } from '../catalogue/catalogue.rules.js';

// Campaigns and their bids: the brand's reads and writes. Every read is of one team's campaigns.

export type CampaignRow = typeof campaigns.$inferSelect;
export type BidRow = typeof campaignBids.$inferSelect;

const bidCount = sql<number>`(select count(*)::int from ${campaignBids} b where b.campaign_id = "campaigns"."id")`;

const SORTS: Record<CampaignSort, SQL> = {
  createdAt: sql`${campaigns.createdAt}`,
  name: sql`lower(${campaigns.name})`,
  startsOn: sql`${campaigns.startsOn}`,
};

export async function listCampaigns(
  db: DbOrTx,
  teamId: string,
  options: {
    offset: number;
    limit: number;
    search?: string | undefined;
    status?: CampaignStatus | undefined;
    sortBy: CampaignSort;
    sortOrder: SortOrder;
  },
): Promise<{ rows: (CampaignRow & { bidCount: number })[]; total: number }> {
  const escaped = options.search?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(
    eq(campaigns.teamId, teamId),
    options.status ? eq(campaigns.status, options.status) : undefined,
    escaped ? ilike(campaigns.name, `%${escaped}%`) : undefined,
  );
  const dir = options.sortOrder === 'ASC' ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ campaign: campaigns, bidCount })
      .from(campaigns)
      .where(where)
      .orderBy(dir(SORTS[options.sortBy]), asc(campaigns.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(campaigns).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.campaign, bidCount: Number(row.bidCount) })),
    total: Number(totalRow?.total ?? 0),
  };
}

/** The team's campaign; `forUpdate` locks it (every change of status, budget or hold takes it first). */
export async function findCampaign(
  db: DbOrTx,
  teamId: string,
  id: string,
  forUpdate = false,
): Promise<CampaignRow | undefined> {
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.teamId, teamId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** A campaign's bids with their featuring's category and reserve, and the product. */
export function bidsOf(db: DbOrTx, campaignIds: readonly string[]) {
  return db
    .select({
      bid: campaignBids,
      reservePrice: featurings.reservePrice,
      category: { id: categories.id, slug: categories.slug, name: categories.name, nameDe: categories.nameDe },
      product: { id: products.id, name: products.name, slug: products.slug },
    })
    .from(campaignBids)
    .innerJoin(featurings, eq(featurings.id, campaignBids.featuringId))
    .innerJoin(categories, eq(categories.id, featurings.categoryId))
    .innerJoin(products, eq(products.id, campaignBids.productId))
    .where(inArray(campaignBids.campaignId, [...campaignIds]))
    .orderBy(asc(categories.name), asc(campaignBids.featuringId));
}
export type BidDetailRow = Awaited<ReturnType<typeof bidsOf>>[number];

export async function insertCampaign(db: DbOrTx, values: typeof campaigns.$inferInsert): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning();
  return row!;
}

export async function updateCampaign(
  db: DbOrTx,
  id: string,
  values: Partial<typeof campaigns.$inferInsert>,
): Promise<CampaignRow> {
  const [row] = await db
    .update(campaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(campaigns.id, id))
    .returning();
  return row!;
}

/**
 * The team's ACTIVE campaigns that hold less than their unspent budget, oldest first, locked. One that another
 * transaction holds is skipped rather than waited for: that one may be waiting for the account this one holds. An
 * edit of the campaign locks the account right after it (it sets the hold itself, after this commits); a close
 * charging the campaign does not raise its hold, which then waits for the next credits to arrive.
 */
export async function campaignsWantingHold(db: DbOrTx, teamId: string, exceptId: string | null) {
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.teamId, teamId),
        eq(campaigns.status, 'ACTIVE'),
        sql`${campaigns.held} < ${campaigns.totalBudget} - ${campaigns.spent}`,
        exceptId ? sql`${campaigns.id} <> ${exceptId}` : undefined,
      ),
    )
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id))
    .for('update', { skipLocked: true });
}

/** Places or changes a campaign's bid on a featuring (a change keeps the first placing's time: ties go by it). */
export async function upsertBid(db: DbOrTx, values: typeof campaignBids.$inferInsert): Promise<void> {
  await db
    .insert(campaignBids)
    .values(values)
    .onConflictDoUpdate({
      target: [campaignBids.campaignId, campaignBids.featuringId],
      set: { productId: values.productId, maxBid: values.maxBid, active: values.active ?? true, updatedAt: new Date() },
    });
}

export async function deleteBid(db: DbOrTx, campaignId: string, featuringId: string): Promise<boolean> {
  const rows = await db
    .delete(campaignBids)
    .where(and(eq(campaignBids.campaignId, campaignId), eq(campaignBids.featuringId, featuringId)))
    .returning({ id: campaignBids.campaignId });
  return rows.length > 0;
}

/** The featuring a bid is for, open on `day` (active, and not ended before it). */
export async function findOpenFeaturing(db: DbOrTx, id: string, day: string) {
  const [row] = await db
    .select()
    .from(featurings)
    .where(
      and(
        eq(featurings.id, id),
        eq(featurings.active, true),
        or(sql`${featurings.endsOn} is null`, sql`${featurings.endsOn} >= ${day}`),
      ),
    )
    .limit(1);
  return row;
}

/** Every open featuring (active, not ended before `day`) with its category. */
export function openFeaturings(db: DbOrTx, day: string) {
  return db
    .select({
      featuring: featurings,
      category: { id: categories.id, slug: categories.slug, name: categories.name, nameDe: categories.nameDe },
    })
    .from(featurings)
    .innerJoin(categories, eq(categories.id, featurings.categoryId))
    .where(and(eq(featurings.active, true), or(sql`${featurings.endsOn} is null`, sql`${featurings.endsOn} >= ${day}`)))
    .orderBy(asc(categories.name));
}

/** The product may bid on a featuring of `categoryId`: the team's, PUBLISHED, in the category or a sub-category. */
export function productInCategory(categoryId: string): SQL {
  return sql`(${products.status} = 'PUBLISHED' and (${products.categoryId} = ${categoryId}
    or ${products.categoryId} in (select c.id from ${categories} c where c.parent_id = ${categoryId})))`;
}

export async function productMayBid(
  db: DbOrTx,
  teamId: string,
  productId: string,
  categoryId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.teamId, teamId), productInCategory(categoryId)))
    .limit(1);
  return Boolean(row);
}

/** The team's PUBLISHED products with the category each is in and that category's parent. */
export function publishedProductsOf(db: DbOrTx, teamId: string) {
  return db
    .select({ id: products.id, name: products.name, categoryId: products.categoryId, parentId: categories.parentId })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.teamId, teamId), eq(products.status, 'PUBLISHED')))
    .orderBy(asc(sql`lower(${products.name})`));
}

/** The team's newest verification round is APPROVED. */
export async function teamApproved(db: DbOrTx, teamId: string): Promise<boolean> {
  const [row] = await db
    .select({ approved: sql<boolean>`${teamIsApproved(creatorTeams.id)}` })
    .from(creatorTeams)
    .where(eq(creatorTeams.id, teamId))
    .limit(1);
  return Boolean(row?.approved);
}
