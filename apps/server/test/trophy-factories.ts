import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TrophyFigures } from '@plaudit/contract';
import { trophies, trophyCandidates, trophyCategories, type TrophyCandidateDisplay } from '../src/db/schema/index.js';

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
