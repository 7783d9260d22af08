import { eq, sql } from 'drizzle-orm';
import { TROPHY_PERIOD_MAX_DAYS, type TrophyEligibleSort } from '@plaudit/contract';
import type { Services } from '../services.js';
import type { Db } from '../db/client.js';
import { categories, creatorTeamMembers, trophyCategories, users } from '../db/schema/index.js';
import type { TrophyCaller } from '../modules/trophies/trophies.policy.js';
import { DEMO_TROPHIES, DEMO_TROPHY_CATEGORIES, type DemoTrophy } from './trophies-data.js';

// The demo trophies of local mode's first start, after the demo reviews: the trophy categories, then each
// demo trophy walked through the real services as its organiser would (create, open, nominate the best-placed
// eligible content, lock, award), so every protocol is signed and checks out with `npm run cli -- verify-protocol`.
// Candidates are the top of the eligible list, so the same data makes the same nominations; a DRAW's seed is random
// by design (that is the point of the draw), so its winner may differ between first starts.

export interface SeededTrophies {
  categories: number;
  trophies: number;
  awarded: number;
}

const DAY_MS = 86_400_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

const sortFor = (trophy: DemoTrophy): TrophyEligibleSort => (trophy.contentType === 'PRODUCT' ? 'rating' : 'helpful');

async function callerOf(db: Db, email: string): Promise<TrophyCaller> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (!row) throw new Error(`the demo trophies need the demo account ${email}`);
  return row;
}

export async function seedDemoTrophies(
  db: Db,
  services: Pick<Services, 'trophyCategories' | 'trophies' | 'trophyCandidates' | 'trophyDecisions'>,
  accounts: { adminEmail: string; creatorEmail: string },
): Promise<SeededTrophies | null> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(trophyCategories);
  if (Number(existing?.n ?? 0) > 0) return null;
  const admin = await callerOf(db, accounts.adminEmail);
  const creator = await callerOf(db, accounts.creatorEmail);
  const [membership] = await db
    .select({ teamId: creatorTeamMembers.teamId })
    .from(creatorTeamMembers)
    .where(eq(creatorTeamMembers.userId, creator.id))
    .limit(1);

  const categoryIds = new Map<string, string>();
  for (const [position, category] of DEMO_TROPHY_CATEGORIES.entries()) {
    const created = await services.trophyCategories.create(admin, { ...category, position });
    categoryIds.set(category.slug, created.id);
  }

  // The last twelve months, today included.
  const now = Date.now();
  const period = { periodFrom: day(now - (Math.min(365, TROPHY_PERIOD_MAX_DAYS) - 1) * DAY_MS), periodTo: day(now) };
  let awarded = 0;
  let made = 0;
  for (const trophy of DEMO_TROPHIES) {
    if (trophy.team && !membership) continue;
    const caller = trophy.team ? creator : admin;
    const catalogueCategoryId = trophy.catalogueCategory
      ? ((
          await db
            .select({ id: categories.id })
            .from(categories)
            .where(eq(categories.slug, trophy.catalogueCategory))
            .limit(1)
        )[0]?.id ?? null)
      : null;
    const { id } = await services.trophies.create(caller, {
      name: trophy.name,
      description: trophy.description,
      categoryId: categoryIds.get(trophy.category)!,
      contentType: trophy.contentType,
      method: trophy.method,
      ...period,
      catalogueCategoryId,
      teamId: trophy.team ? membership!.teamId : null,
    });
    made += 1;
    if (trophy.status === 'DRAFT') continue;
    await services.trophies.open(caller, id);
    const eligible = await services.trophyCandidates.eligible(caller, id, {
      page: 1,
      take: trophy.candidates,
      sortBy: sortFor(trophy),
    });
    const ids = eligible.data.map((candidate) => candidate.id);
    await services.trophyCandidates.set(caller, id, { ids });
    if (trophy.status === 'NOMINATING' || ids.length < 2) continue;
    await services.trophies.lock(caller, id);
    await services.trophyDecisions.award(
      caller,
      id,
      trophy.method === 'JURY' ? { winnerId: ids[0], justification: trophy.justification } : {},
    );
    awarded += 1;
  }
  return { categories: DEMO_TROPHY_CATEGORIES.length, trophies: made, awarded };
}
