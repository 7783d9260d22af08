import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TrophyFigures, TrophyProtocol } from '@plaudit/contract';
import {
  trophies,
  trophyCandidates,
  trophyCategories,
  trophyDecisions,
  type TrophyCandidateDisplay,
} from '../src/db/schema/index.js';
import { publishedBrand } from './catalogue-factories.js';

// Factories for the trophies tests: categories, trophies in any state and candidates straight on the
// tables, so a test of awarding need not walk nominations through the API (the state-machine tests do that).
// Products, teams and reviews come from catalogue-factories, team-factories and review-factories. Never the demo seed.

const suffix = () => randomBytes(4).toString('hex');

/** Trophy tests sign many people in from one address. */
export const TROPHY_TEST_LIMITS = {
  rateLimits: { signInPerIp: 100_000, signUpPerIp: 100_000, publicReadsPerIp: 100_000 },
};

export async function createTrophyCategory(
  app: FastifyInstance,
  overrides: Partial<typeof trophyCategories.$inferInsert> = {},
) {
  const id = suffix();
  const [row] = await app.db
    .insert(trophyCategories)
    .values({ name: `Trophies ${id}`, slug: `trophies-${id}`, icon: 'trophy', ...overrides })
    .returning();
  return row!;
}

/** A trophy (DRAFT, platform, PRODUCT, DRAW, this year's period unless overridden); creates its category when none is given. */
export async function createTrophy(app: FastifyInstance, overrides: Partial<typeof trophies.$inferInsert> = {}) {
  const categoryId = overrides.categoryId ?? (await createTrophyCategory(app)).id;
  const year = new Date().getUTCFullYear();
  const [row] = await app.db
    .insert(trophies)
    .values({
      name: `Trophy ${suffix()}`,
      description: 'A trophy made for the tests.',
      contentType: 'PRODUCT',
      method: 'DRAW',
      periodFrom: `${year - 1}-01-01`,
      periodTo: `${year}-12-31`,
      ...overrides,
      categoryId,
    })
    .returning();
  return row!;
}

/** Candidate rows in this order (position 0, 1, …); `display` and `figures` only when given (a locked trophy's). */
export async function addCandidates(
  app: FastifyInstance,
  trophyId: string,
  candidates: { subjectId: string; teamId: string; display?: TrophyCandidateDisplay; figures?: TrophyFigures }[],
) {
  if (candidates.length === 0) return [];
  return app.db
    .insert(trophyCandidates)
    .values(
      candidates.map((c, position) => ({
        trophyId,
        subjectId: c.subjectId,
        teamId: c.teamId,
        position,
        display: c.display ?? null,
        figures: c.figures ?? null,
      })),
    )
    .returning();
}

/**
 * An AWARDED trophy over a published brand's two products (`Kettle 0`, `Kettle 1`, locked with their display and
 * figures), won by product `winner` in a DRAW decided by 'Ada'.
 */
export async function awardedProductTrophy(
  app: FastifyInstance,
  { winner, ...overrides }: Partial<typeof trophies.$inferInsert> & { winner: 0 | 1 },
) {
  const { team, products } = await publishedBrand(app, 2);
  const trophy = await createTrophy(app, { ...overrides, status: 'LOCKED', lockedAt: new Date() });
  await addCandidates(
    app,
    trophy.id,
    products.map((p, i) => ({
      subjectId: p.id,
      teamId: team.id,
      display: {
        id: p.id,
        contentType: 'PRODUCT' as const,
        title: `Kettle ${i}`,
        subtitle: team.brandName,
        href: `/brands/${team.profileHandle}/${p.slug}`,
        image: null,
        videoId: null,
        teamId: team.id,
      },
      figures: {
        reviewCount: 1,
        ratingSum: 5,
        ratingAverage: 5,
        rating: null,
        helpfulCount: 0,
        since: new Date().toISOString(),
      },
    })),
  );
  await app.db.update(trophies).set({ status: 'AWARDED', awardedAt: new Date() }).where(eq(trophies.id, trophy.id));
  await app.db.insert(trophyDecisions).values({
    trophyId: trophy.id,
    method: 'DRAW',
    winnerSubjectId: products[winner]!.id,
    winnerTeamId: team.id,
    decidedByName: 'Ada',
    protocol: {} as TrophyProtocol,
    jws: 'x',
    keyId: 'k',
  });
  return { team, products, trophy };
}
