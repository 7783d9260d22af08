import { eq, sql } from 'drizzle-orm';
import type { DeviceClass, EventType } from '@plaudit/contract';
import type { Db } from '../db/client.js';
import { creatorTeams, events, products, youtubers } from '../db/schema/index.js';

// The demo analytics of local mode's first start: 90 days of visits to the demo brands, products and
// YouTubers, so a brand's dashboard and the admin overview show believable figures on the first `npm start`.
// Made in TypeScript with a seeded generator (the same shape every first start), written in multi-row inserts, then
// rolled up by the events module's own job, so the figures come out of the same code as live ones.
//
// Shape: product popularity falls off like Zipf (a few products draw most views), weekends are busier, traffic
// grows about 60% over the quarter, about 7% of product page views click out to the shop, a third hover a card,
// 45% of views come direct and the rest from search engines and social sites; visitors come back, so unique
// visitors are about two thirds of views; a few visitors are signed in.

export interface SeededEvents {
  events: number;
  days: number;
}

const DAYS = 90;
const DAY_MS = 86_400_000;
const CHUNK = 1000;

const REFERRERS: readonly [string | null, number][] = [
  [null, 45],
  ['www.google.com', 24],
  ['www.youtube.com', 10],
  ['www.instagram.com', 8],
  ['www.reddit.com', 7],
  ['duckduckgo.com', 4],
  ['www.theverge.com', 2],
];
const DEVICES: readonly [{ browser: string; os: string; device: DeviceClass }, number][] = [
  [{ browser: 'Chrome', os: 'Windows', device: 'desktop' }, 30],
  [{ browser: 'Safari', os: 'iOS', device: 'mobile' }, 25],
  [{ browser: 'Chrome', os: 'Android', device: 'mobile' }, 20],
  [{ browser: 'Safari', os: 'macOS', device: 'desktop' }, 12],
  [{ browser: 'Firefox', os: 'Linux', device: 'desktop' }, 6],
  [{ browser: 'Safari', os: 'iOS', device: 'tablet' }, 7],
];

/** Mulberry32: a small seeded generator, so every first start draws the same demo traffic. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(random: () => number, choices: readonly [T, number][]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = random() * total;
  for (const [value, weight] of choices) {
    pick -= weight;
    if (pick < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** A Poisson-ish whole number around `mean` (good enough for demo traffic). */
function around(random: () => number, mean: number): number {
  const spread = Math.max(1, Math.sqrt(mean));
  return Math.max(0, Math.round(mean + (random() + random() + random() - 1.5) * spread));
}

type EventRow = typeof events.$inferInsert;

export async function seedDemoEvents(
  db: Db,
  rollup: { rollupRange(from: Date, to: Date): Promise<unknown> },
  now = new Date(),
): Promise<SeededEvents | null> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(events);
  if (Number(existing?.n ?? 0) > 0) return null;

  const teams = await db.select({ id: creatorTeams.id, brandName: creatorTeams.brandName }).from(creatorTeams);
  const productRows = await db
    .select({ id: products.id, teamId: products.teamId, name: products.name })
    .from(products)
    .where(eq(products.status, 'PUBLISHED'))
    .orderBy(products.createdAt);
  const youtuberRows = await db.select({ id: youtubers.id }).from(youtubers);
  if (productRows.length === 0) return null;

  const random = generator(19);
  const rows: EventRow[] = [];
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (DAYS - 1) * DAY_MS;
  const teamNames = new Map(teams.map((team) => [team.id, team.brandName]));

  for (let dayIndex = 0; dayIndex < DAYS; dayIndex += 1) {
    const dayStart = start + dayIndex * DAY_MS;
    const dayEnd = Math.min(dayStart + DAY_MS, now.getTime());
    if (dayEnd <= dayStart) break;
    const weekday = new Date(dayStart).getUTCDay();
    const factor =
      (weekday === 0 || weekday === 6 ? 1.25 : 1) * (0.75 + (0.6 * dayIndex) / DAYS) * ((dayEnd - dayStart) / DAY_MS);
    // Today's visitors: about a third are regulars who come back to several pages, the rest drop by once or twice.
    const hex = () =>
      Math.floor(random() * 0x100000000)
        .toString(16)
        .padStart(8, '0');
    const visitors = Array.from({ length: 2000 }, () => `${hex()}${hex()}${hex()}${hex()}`);
    const visitor = () =>
      visitors[random() < 0.35 ? Math.floor(random() * 40) : Math.floor(random() * visitors.length)]!;
    const at = () => new Date(dayStart + Math.floor(random() * (dayEnd - dayStart)));
    const push = (type: EventType, fields: Partial<EventRow>) => {
      const device = weighted(random, DEVICES);
      rows.push({ at: at(), type, visitor: visitor(), ...device, metadata: {}, ...fields });
    };

    productRows.forEach((product, rank) => {
      const views = around(random, (14 / Math.pow(rank + 1, 0.55)) * factor);
      for (let i = 0; i < views; i += 1) {
        push('PRODUCT_PAGE_VIEW', {
          profileKind: 'PRODUCT',
          profileId: product.id,
          teamId: product.teamId,
          productId: product.id,
          referrerHost: weighted(random, REFERRERS),
        });
        if (random() < 0.07)
          push('PRODUCT_CLICK', {
            profileKind: 'PRODUCT',
            profileId: product.id,
            teamId: product.teamId,
            productId: product.id,
            metadata: { url: 'shop' },
          });
        if (random() < 0.3)
          push('PRODUCT_HOVER', {
            profileKind: 'PRODUCT',
            profileId: product.id,
            teamId: product.teamId,
            productId: product.id,
          });
      }
      // Searches that found the product's brand, by a word of the product's name.
      const searches = around(random, 1.2 * factor);
      const word =
        product.name
          .split(/\s+/)
          .find((part) => part.length > 3)
          ?.toLowerCase() ?? product.name.toLowerCase();
      for (let i = 0; i < searches; i += 1) {
        const query = random() < 0.5 ? word : (teamNames.get(product.teamId) ?? word).toLowerCase();
        push('SEARCH', { metadata: { query, resultCount: 1 + Math.floor(random() * 12), teamIds: [product.teamId] } });
      }
    });
    for (const team of teams) {
      const views = around(random, 9 * factor);
      for (let i = 0; i < views; i += 1)
        push('CREATOR_PAGE_VIEW', {
          profileKind: 'TEAM',
          profileId: team.id,
          teamId: team.id,
          referrerHost: weighted(random, REFERRERS),
        });
    }
    for (const youtuber of youtuberRows) {
      const views = around(random, 6 * factor);
      for (let i = 0; i < views; i += 1)
        push('PROFILE_VIEW', {
          profileKind: 'YOUTUBER',
          profileId: youtuber.id,
          referrerHost: weighted(random, REFERRERS),
        });
    }
    const pages = around(random, 60 * factor);
    for (let i = 0; i < pages; i += 1)
      push('PAGE_VIEW', {
        metadata: {
          path: weighted(random, [
            ['/', 50],
            ['/search', 20],
            ['/trophies', 10],
            ['/categories', 20],
          ]),
        },
      });
  }

  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(events).values(rows.slice(i, i + CHUNK));
  await rollup.rollupRange(new Date(start), now);
  return { events: rows.length, days: DAYS };
}
