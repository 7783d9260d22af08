import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { creditAccounts, creditEntries, creditGrants } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createTeam } from '../../../test/team-factories.js';
import type { CreditsService } from './credits.service.js';

// A property of the ledger: whatever sequence of grants, top-ups, holds, releases, spends (from available or from
// held) and refunds runs, after each step the balance and the held credits equal the sums of the entries, neither
// is negative, held never exceeds the balance, and what grants still hold never exceeds the balance. A refused
// step (not enough credits) changes nothing.

let t: TestContext;
let ledger: CreditsService;
beforeAll(async () => {
  t = await buildTestApp();
  ledger = t.app.services.credits;
});
afterAll(async () => t.close());

const step = fc.oneof(
  fc.record({ op: fc.constant('grant' as const), credits: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ op: fc.constant('topUp' as const), credits: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ op: fc.constant('hold' as const), credits: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ op: fc.constant('release' as const), credits: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ op: fc.constant('spend' as const), credits: fc.integer({ min: 1, max: 200 }), fromHeld: fc.boolean() }),
  fc.record({ op: fc.constant('refund' as const), credits: fc.integer({ min: 1, max: 200 }) }),
);

async function state(teamId: string) {
  const [sums] = await t.app.db
    .select({
      balance: sql<string>`coalesce(sum(${creditEntries.amount}), 0)`,
      held: sql<string>`coalesce(sum(${creditEntries.heldAmount}), 0)`,
    })
    .from(creditEntries)
    .where(eq(creditEntries.teamId, teamId));
  const [account] = await t.app.db.select().from(creditAccounts).where(eq(creditAccounts.teamId, teamId));
  const [granted] = await t.app.db
    .select({ n: sql<string>`coalesce(sum(${creditGrants.remaining}), 0)` })
    .from(creditGrants)
    .where(eq(creditGrants.teamId, teamId));
  return {
    sumBalance: Number(sums!.balance),
    sumHeld: Number(sums!.held),
    balance: account?.balance ?? 0,
    held: account?.held ?? 0,
    granted: Number(granted!.n),
  };
}

it('the balance is the sum of the entries and never negative, after every step', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
      run += 1;
      const team = await createTeam(t.app);
      const move = (credits: number, i: number) => ({
        teamId: team.id,
        credits,
        cause: { type: 'CAMPAIGN' as const, id: null },
        idempotencyKey: `prop-${run}-${i}`,
        actorId: null,
      });
      for (const [i, s] of steps.entries()) {
        const before = await state(team.id);
        let refused = false;
        try {
          if (s.op === 'grant') {
            const grant = await t.app.db
              .insert(creditGrants)
              .values({ teamId: team.id, credits: s.credits, remaining: s.credits, reason: 'property' })
              .returning();
            await ledger.post(
              'GRANT',
              { ...move(s.credits, i), cause: { type: 'GRANT', id: grant[0]!.id } },
              { balanceDelta: s.credits, heldDelta: 0 },
            );
          } else if (s.op === 'topUp') {
            await ledger.post('TOP_UP', move(s.credits, i), { balanceDelta: s.credits, heldDelta: 0 });
          } else if (s.op === 'hold') await ledger.hold(move(s.credits, i));
          else if (s.op === 'release') await ledger.release(move(s.credits, i));
          else if (s.op === 'spend') await ledger.spend({ ...move(s.credits, i), fromHeld: s.fromHeld });
          else await ledger.post('REFUND', move(s.credits, i), { balanceDelta: -s.credits, heldDelta: 0 });
        } catch (error) {
          expect((error as { messageKey?: string }).messageKey).toBe('credits.insufficient');
          refused = true;
        }
        const after = await state(team.id);
        expect(after.balance).toBe(after.sumBalance);
        expect(after.held).toBe(after.sumHeld);
        expect(after.balance).toBeGreaterThanOrEqual(0);
        expect(after.held).toBeGreaterThanOrEqual(0);
        expect(after.held).toBeLessThanOrEqual(after.balance);
        if (refused) expect(after).toEqual(before);
        // Spends take grants first, so what grants still hold fits in the balance (refunds here take paid credits
        // without looking, as the admin's refund never does, so this only holds without them).
        if (!steps.slice(0, i + 1).some((x) => x.op === 'refund'))
          expect(after.granted).toBeLessThanOrEqual(after.balance);
      }
    }),
    { numRuns: 25 },
  );
}, 120_000);
