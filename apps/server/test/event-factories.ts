import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { events } from '../src/db/schema/index.js';

// Events for the tests of the rollups and figures: raw rows as ingestion writes them (server time, resolved profile,
// a visitor hash), inserted directly so a test states exactly what happened and when.

export const BROWSER_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

export const visitorId = () => randomBytes(16).toString('hex');

export type RawEvent = typeof events.$inferInsert;

export async function insertEvents(app: FastifyInstance, rows: RawEvent[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await app.db.insert(events).values(rows.slice(i, i + 500));
}

/** A product page view (with its team), a click or a hover, at `at`. */
export const productEvent = (
  type: 'PRODUCT_PAGE_VIEW' | 'PRODUCT_CLICK' | 'PRODUCT_HOVER',
  product: { id: string; teamId: string },
  at: Date,
  visitor = visitorId(),
  extra: Partial<RawEvent> = {},
): RawEvent => ({
  at,
  type,
  profileKind: 'PRODUCT',
  profileId: product.id,
  teamId: product.teamId,
  productId: product.id,
  visitor,
  device: 'desktop',
  metadata: {},
  ...extra,
});

export const brandView = (
  teamId: string,
  at: Date,
  visitor = visitorId(),
  extra: Partial<RawEvent> = {},
): RawEvent => ({
  at,
  type: 'CREATOR_PAGE_VIEW',
  profileKind: 'TEAM',
  profileId: teamId,
  teamId,
  visitor,
  device: 'desktop',
  metadata: {},
  ...extra,
});

export const searchEvent = (query: string, teamIds: string[], at: Date, visitor = visitorId()): RawEvent => ({
  at,
  type: 'SEARCH',
  visitor,
  device: 'desktop',
  metadata: { query, resultCount: teamIds.length, teamIds },
});
