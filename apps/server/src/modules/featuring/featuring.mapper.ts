import type { AuctionDay, AuctionEntry, Featuring, FeaturingLossReason, Language } from '@plaudit/contract';
import { inLanguage } from '../../lib/request-language.js';
import type { featuringDays, featuringResults } from '../../db/schema/index.js';
import { QUALITY_UNIT } from './featuring.auction.js';
import type { FeaturingListRow } from './featuring.queries.js';

// Rows → the featuring area's API shapes. Quality and score are kept in ten-thousandths; they leave as decimals.

type DayRow = typeof featuringDays.$inferSelect;
type ResultRow = typeof featuringResults.$inferSelect;

export const categoryRef = (
  row: { id: string; slug: string; name: string; nameDe: string | null },
  language: Language,
) => ({ id: row.id, slug: row.slug, name: inLanguage(language, row.name, row.nameDe) });

export function toFeaturing(row: FeaturingListRow, language: Language): Featuring {
  const f = row.featuring;
  return {
    id: f.id,
    category: categoryRef(
      { id: f.categoryId, slug: row.categorySlug, name: row.categoryName, nameDe: row.categoryNameDe },
      language,
    ),
    slots: f.slots,
    reservePrice: f.reservePrice,
    startsOn: f.startsOn,
    endsOn: f.endsOn,
    active: f.active,
    soldDays: Number(row.soldDays),
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}

export const qualityAsDecimal = (quality: number) => quality / QUALITY_UNIT;

export function toAuctionEntry(row: ResultRow): AuctionEntry {
  return {
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    team: { id: row.teamId, brandName: row.brandName },
    product: { id: row.productId, name: row.productName },
    maxBid: row.maxBid,
    quality: qualityAsDecimal(row.quality),
    score: Number(row.score) / QUALITY_UNIT,
    rank: row.rank,
    won: row.price !== null,
    price: row.price,
    reason: row.reason as FeaturingLossReason | null,
  };
}

/** The auction log: each closed day with its entries. */
export function toAuctionLog(days: readonly DayRow[], results: readonly ResultRow[]): AuctionDay[] {
  const byDay = new Map<string, AuctionEntry[]>();
  for (const row of results) {
    const list = byDay.get(row.day) ?? [];
    list.push(toAuctionEntry(row));
    byDay.set(row.day, list);
  }
  return days.map((day) => ({
    day: day.day,
    closedAt: day.closedAt.toISOString(),
    slots: day.slots,
    reservePrice: day.reservePrice,
    entries: byDay.get(day.day) ?? [],
  }));
}
