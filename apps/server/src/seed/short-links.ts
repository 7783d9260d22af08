import { asc, eq, sql } from 'drizzle-orm';
import type { DeviceClass, ShortLinkTrigger, ShortLinkUtm } from '@plaudit/contract';
import type { Db } from '../db/client.js';
import { creatorTeams, events, products, shortLinkDestinations, shortLinks } from '../db/schema/index.js';

// The demo short links of local mode's first start: a few links for the demo brands (a YouTube description, an
// Instagram bio, a printed box with its QR code) and one of the platform's, with 90 days of clicks written as the
// redirect would write them, then rolled up by the events module's own job, so the link pages show believable
// figures from the same code as live ones. One link changed its destination a month ago, so its history has two.

export interface SeededShortLinks {
  links: number;
  clicks: number;
}

const DAYS = 90;
const DAY_MS = 86_400_000;
const CHUNK = 1000;

interface DemoLink {
  slug: string;
  title: string;
  utm: ShortLinkUtm;
  /** Clicks a day at the start of the quarter. */
  daily: number;
  qrShare: number;
  referrers: readonly [string | null, number][];
}

const DEMO_LINKS: readonly DemoLink[] = [
  {
    slug: 'yt-review',
    title: 'YouTube review, description link',
    utm: { source: 'youtube', medium: 'video', campaign: 'spring-review' },
    daily: 14,
    qrShare: 0,
    referrers: [
      ['www.youtube.com', 80],
      [null, 20],
    ],
  },
  {
    slug: 'insta-bio',
    title: 'Instagram bio',
    utm: { source: 'instagram', medium: 'social' },
    daily: 8,
    qrShare: 0,
    referrers: [
      ['l.instagram.com', 70],
      [null, 30],
    ],
  },
  {
    slug: 'box',
    title: 'Printed on the box',
    utm: { source: 'packaging', medium: 'print' },
    daily: 5,
    qrShare: 0.85,
    referrers: [[null, 100]],
  },
];

const DEVICES: readonly [{ browser: string; os: string; device: DeviceClass }, number][] = [
  [{ browser: 'Safari', os: 'iOS', device: 'mobile' }, 38],
  [{ browser: 'Chrome', os: 'Android', device: 'mobile' }, 30],
  [{ browser: 'Chrome', os: 'Windows', device: 'desktop' }, 18],
  [{ browser: 'Safari', os: 'macOS', device: 'desktop' }, 9],
  [{ browser: 'Safari', os: 'iOS', device: 'tablet' }, 5],
];

/** Mulberry32: the same demo clicks on every first start. */
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

export async function seedDemoShortLinks(
  db: Db,
  rollup: { rollupRange(from: Date, to: Date): Promise<unknown> },
  publicUrl: string,
  now = new Date(),
): Promise<SeededShortLinks | null> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(shortLinks);
  if (Number(existing?.n ?? 0) > 0) return null;
  // The first three brands that have published products, the demo creator's "Plaudit Coffee" among them.
  const teams = await db
    .selectDistinct({ id: creatorTeams.id, handle: creatorTeams.profileHandle, createdAt: creatorTeams.createdAt })
    .from(creatorTeams)
    .innerJoin(products, eq(products.teamId, creatorTeams.id))
    .where(eq(products.status, 'PUBLISHED'))
    .orderBy(asc(creatorTeams.createdAt))
    .limit(3);
  if (teams.length === 0) return null;

  const random = generator(40);
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (DAYS - 1) * DAY_MS;
  const created = new Date(start - DAY_MS);
  const changedAt = new Date(start + 60 * DAY_MS);
  const rows: (typeof events.$inferInsert)[] = [];
  let links = 0;

  const addLink = async (teamId: string | null, demo: DemoLink, slug: string, destination: string, scale: number) => {
    const [product] = teamId
      ? await db
          .select({ id: products.id, slug: products.slug })
          .from(products)
          .where(eq(products.teamId, teamId))
          .orderBy(asc(products.createdAt))
          .limit(1)
      : [];
    const [link] = await db
      .insert(shortLinks)
      .values({
        teamId,
        slug,
        destination,
        title: demo.title,
        utm: demo.utm,
        productId: product?.id ?? null,
        createdAt: created,
        updatedAt: created,
      })
      .returning();
    links += 1;
    // The box link moved from the brand's page to the product's a month ago: two destinations in its history.
    const moved = demo.slug === 'box' && teamId !== null;
    const [first] = await db
      .insert(shortLinkDestinations)
      .values({
        linkId: link!.id,
        destination: moved ? `${destination}?from=box` : destination,
        fromAt: created,
        toAt: moved ? changedAt : null,
      })
      .returning();
    const [second] = moved
      ? await db.insert(shortLinkDestinations).values({ linkId: link!.id, destination, fromAt: changedAt }).returning()
      : [first];
    for (let day = 0; day < DAYS; day += 1) {
      const dayStart = start + day * DAY_MS;
      const dayEnd = Math.min(dayStart + DAY_MS, now.getTime());
      if (dayEnd <= dayStart) break;
      const weekday = new Date(dayStart).getUTCDay();
      const mean =
        demo.daily *
        scale *
        (weekday === 0 || weekday === 6 ? 1.3 : 1) *
        (0.7 + (0.7 * day) / DAYS) *
        ((dayEnd - dayStart) / DAY_MS);
      const count = Math.max(0, Math.round(mean + (random() - 0.5) * Math.sqrt(mean) * 2));
      for (let i = 0; i < count; i += 1) {
        const at = new Date(dayStart + Math.floor(random() * (dayEnd - dayStart)));
        const trigger: ShortLinkTrigger = random() < demo.qrShare ? 'qr' : 'link';
        const visitor = Math.floor(random() * 1e15)
          .toString(16)
          .padStart(32, '0');
        const click = {
          type: 'SHORTLINK_CLICK' as const,
          profileId: link!.id,
          teamId,
          productId: product?.id ?? null,
          visitor,
          referrerHost: trigger === 'qr' ? null : weighted(random, demo.referrers),
          ...weighted(random, DEVICES),
          metadata: { destinationId: (at >= changedAt ? second : first)!.id, trigger },
        };
        rows.push({ at, ...click });
        // About one person in eight opens the link again a few minutes later: counted, but not unique.
        const again = new Date(at.getTime() + 60_000 + Math.floor(random() * 240_000));
        if (random() < 0.12 && again.getTime() < dayEnd && again.getUTCHours() === at.getUTCHours())
          rows.push({ at: again, ...click });
      }
    }
  };

  for (const [index, team] of teams.entries()) {
    for (const demo of DEMO_LINKS) {
      const slug = index === 0 ? demo.slug : `${team.handle}-${demo.slug}`.slice(0, 48);
      await addLink(team.id, demo, slug, `${publicUrl}/brands/${team.handle}`, 1 / (index + 1));
    }
  }
  await addLink(null, { ...DEMO_LINKS[1]!, title: 'Plaudit on Instagram' }, 'join', `${publicUrl}/`, 0.6);

  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(events).values(rows.slice(i, i + CHUNK));
  await rollup.rollupRange(new Date(start), now);
  return { links, clicks: rows.length };
}
