import { afterAll, beforeAll, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { M, type TopUp } from '@plaudit/contract';
import { creditEntries, creditTopUps } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { onPostgres } from '../../../test/needs.js';
import { TEAM_TEST_LIMITS, teamWorld } from '../../../test/team-factories.js';
import { adminAdjust, balance, key, sandboxPay, startTopUp } from '../../../test/credit-factories.js';

// Credits where requests really overlap (PostgreSQL): the balance never goes below zero whatever the number of
// parallel takes, receipt numbers stay gapless, and one idempotency key makes one top-up.

let t: TestContext;
let admin: Signed;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  t = await buildTestApp(TEAM_TEST_LIMITS);
  admin = await signedInUser(t.app, { role: 'ADMIN' });
});
afterAll(async () => t?.close());

const sumOfEntries = async (teamId: string) => {
  const [row] = await t.app.db
    .select({ n: sql<string>`coalesce(sum(${creditEntries.amount}), 0)` })
    .from(creditEntries)
    .where(eq(creditEntries.teamId, teamId));
  return Number(row!.n);
};

onPostgres.describe('credits under concurrency', () => {
  onPostgres.it('100 parallel takes of 1 credit from 50 over HTTP: exactly 50 succeed, 50 get 409', async () => {
    const w = await teamWorld(t.app);
    expect((await adminAdjust(t.app, admin, w.team.id, 50)).statusCode).toBe(201);
    // Each is the ledger's conditional update plus its entry, the same statement as every spend.
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => adminAdjust(t.app, admin, w.team.id, -1, 'Parallel spend')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(50);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        status: 409,
        errors: [{ type: 'conflict', message: M.credits.insufficient }],
      });
    }
    expect(await balance(t.app, w.owner, w.team.id)).toMatchObject({ balance: 0, available: 0 });
    expect(await sumOfEntries(w.team.id)).toBe(0);
  });

  onPostgres.it('parallel payments get consecutive receipt numbers, without gaps or repeats', async () => {
    const w = await teamWorld(t.app);
    const topUps: TopUp[] = [];
    for (let i = 0; i < 20; i += 1) topUps.push(await startTopUp(t.app, w.owner, w.team.id));
    const paid = await Promise.all(topUps.map((topUp) => sandboxPay(t.app, w.owner, topUp.id)));
    const numbers = paid.map((p) => Number(p.json<TopUp>().receiptNumber!.slice(-6))).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
    expect(new Set(numbers).size).toBe(20);
    expect((await balance(t.app, w.owner, w.team.id)).balance).toBe(20 * 500);
  });

  onPostgres.it('one key sent ten times at once makes one top-up, paid ten times at once credits once', async () => {
    const w = await teamWorld(t.app);
    const idempotencyKey = key();
    const created = await Promise.all(
      Array.from({ length: 10 }, () =>
        authed(t.app, w.owner, {
          method: 'POST',
          url: api(`/creator/credits/${w.team.id}/top-ups`),
          payload: { credits: 500, idempotencyKey },
        }),
      ),
    );
    expect(new Set(created.map((c) => c.json<TopUp>().id)).size).toBe(1);
    const rows = await t.app.db.select().from(creditTopUps).where(eq(creditTopUps.teamId, w.team.id));
    expect(rows).toHaveLength(1);
    const id = created[0]!.json<TopUp>().id;
    const paid = await Promise.all(Array.from({ length: 10 }, () => sandboxPay(t.app, w.owner, id)));
    expect(paid.every((p) => p.statusCode === 200)).toBe(true);
    expect((await balance(t.app, w.owner, w.team.id)).balance).toBe(500);
    expect(await sumOfEntries(w.team.id)).toBe(500);
  });
});
