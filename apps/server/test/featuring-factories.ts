import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { featurings } from '../src/db/schema/index.js';
import { createCategory, createProduct } from './catalogue-factories.js';
import { signedInUser } from './factories.js';
import { addMember, approveTeam, createTeam } from './team-factories.js';

// Factories for the featuring tests: a featuring straight on its table, a bidding brand (an approved team, its
// OWNER signed in, PUBLISHED products in a category), and credits on the team's ledger through the credits service
// (the ledger's own path; never a balance written by hand). Never the demo seed.

export const FEATURING_TEST_LIMITS = {
  rateLimits: { signInPerIp: 100_000, signUpPerIp: 100_000, publicReadsPerIp: 100_000 },
};

export async function createFeaturing(
  app: FastifyInstance,
  categoryId: string,
  overrides: Partial<typeof featurings.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(featurings)
    .values({ categoryId, slots: 1, reservePrice: 5, startsOn: '2020-01-01', active: true, ...overrides })
    .returning();
  return row!;
}

/** Credits onto the team's ledger, as a top-up lands (one entry, its own key). */
export async function creditTeam(app: FastifyInstance, teamId: string, credits: number) {
  await app.services.credits.post(
    'TOP_UP',
    { teamId, cause: { type: 'ADMIN', id: null }, idempotencyKey: `test:${randomUUID()}`, actorId: null },
    { balanceDelta: credits, heldDelta: 0 },
  );
}

export interface Brand {
  team: { id: string; brandName: string };
  owner: Awaited<ReturnType<typeof signedInUser>>;
  products: { id: string; name: string; categoryId: string }[];
}

/** An APPROVED team, its OWNER signed in, `count` PUBLISHED products in `categoryId`, and `credits` on its ledger. */
export async function biddingBrand(
  app: FastifyInstance,
  categoryId: string,
  options: { count?: number; credits?: number } = {},
): Promise<Brand> {
  const team = await createTeam(app);
  await approveTeam(app, team.id);
  const owner = await signedInUser(app);
  await addMember(app, team.id, owner.user.id, 'OWNER');
  const products = [];
  for (let i = 0; i < (options.count ?? 1); i++)
    products.push(await createProduct(app, team.id, { categoryId, status: 'PUBLISHED' }));
  if (options.credits) await creditTeam(app, team.id, options.credits);
  return { team, owner, products };
}

export { createCategory };
