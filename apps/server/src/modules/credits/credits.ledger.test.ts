import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { M } from '@plaudit/contract';
import { creditEntries } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createTeam } from '../../../test/team-factories.js';
import type { CreditsService, LedgerMove } from './credits.service.js';

// The ledger seam other areas build on: balance, hold, release, spend (also inside a caller's transaction),
// idempotency per key, the conditions that keep credits from going negative, and the append-only entries.

let t: TestContext;
let credits: CreditsService;
beforeAll(async () => {
  t = await buildTestApp();
  credits = t.app.services.credits;
});
afterAll(async () => t.close());

let n = 0;
const key = () => `test-key-${++n}-${Date.now()}`;
const move = (teamId: string, amount: number, over: Partial<LedgerMove> = {}): LedgerMove => ({
  teamId,
  credits: amount,
  cause: { type: 'FEATURING_DAY', id: 'day-1' },
  idempotencyKey: key(),
  actorId: null,
  ...over,
});

async function fundedTeam(amount: number) {
  const team = await createTeam(t.app);
  await credits.post(
    'TOP_UP',
    { teamId: team.id, cause: { type: 'TOP_UP', id: null }, idempotencyKey: key(), actorId: null },
    { balanceDelta: amount, heldDelta: 0 },
  );
  return team.id;
}

async function sumOfEntries(teamId: string) {
  const [row] = await t.app.db
    .select({
      amount: sql<string>`coalesce(sum(${creditEntries.amount}), 0)`,
      held: sql<string>`coalesce(sum(${creditEntries.heldAmount}), 0)`,
    })
    .from(creditEntries)
    .where(eq(creditEntries.teamId, teamId));
  return { balance: Number(row!.amount), held: Number(row!.held) };
}

const conflict = { status: 409, messageKey: M.credits.insufficient };

describe('balance, hold, release, spend', () => {
  it('a team without an account has nothing, and cannot hold or spend', async () => {
    const team = await createTeam(t.app);
    expect(await credits.balanceOf(team.id)).toEqual({ balance: 0, held: 0, available: 0 });
    await expect(credits.hold(move(team.id, 1))).rejects.toMatchObject(conflict);
    await expect(credits.spend(move(team.id, 1))).rejects.toMatchObject(conflict);
  });

  it('holds reduce what is available; a spend from held takes both; a release never goes below zero', async () => {
    const teamId = await fundedTeam(100);
    const hold = await credits.hold(move(teamId, 30));
    expect(hold).toMatchObject({ kind: 'HOLD', amount: 0, heldAmount: 30, balanceAfter: 100, heldAfter: 30 });
    expect(await credits.balanceOf(teamId)).toEqual({ balance: 100, held: 30, available: 70 });
    // 70 available: 71 is refused, whatever is held.
    await expect(credits.spend(move(teamId, 71))).rejects.toMatchObject(conflict);
    await expect(credits.hold(move(teamId, 71))).rejects.toMatchObject(conflict);
    const spent = await credits.spend({ ...move(teamId, 20), fromHeld: true });
    expect(spent).toMatchObject({ kind: 'SPEND', amount: -20, heldAmount: -20, balanceAfter: 80, heldAfter: 10 });
    // A spend from held needs that much held.
    await expect(credits.spend({ ...move(teamId, 11), fromHeld: true })).rejects.toMatchObject(conflict);
    const released = await credits.release(move(teamId, 50));
    expect(released).toMatchObject({ kind: 'RELEASE', amount: 0, heldAmount: -10, balanceAfter: 80, heldAfter: 0 });
    expect(await credits.balanceOf(teamId)).toEqual({ balance: 80, held: 0, available: 80 });
    const spentAll = await credits.spend(move(teamId, 80));
    expect(spentAll.balanceAfter).toBe(0);
    await expect(credits.spend(move(teamId, 1))).rejects.toMatchObject(conflict);
    expect(await sumOfEntries(teamId)).toEqual({ balance: 0, held: 0 });
  });

  it('an entry keeps its cause, its actor and its meta', async () => {
    const teamId = await fundedTeam(10);
    const entry = await credits.spend(
      move(teamId, 4, { cause: { type: 'CAMPAIGN', id: 'c-9', meta: { name: 'Spring' } }, actorId: null }),
    );
    expect(entry).toMatchObject({ causeType: 'CAMPAIGN', causeId: 'c-9', meta: { name: 'Spring' }, actorId: null });
  });
});

describe('idempotency', () => {
  it('a repeated key answers the first entry and changes nothing', async () => {
    const teamId = await fundedTeam(50);
    const m = move(teamId, 10);
    const first = await credits.spend(m);
    const again = await credits.spend(m);
    expect(again.id).toBe(first.id);
    // Even a repeat that would now be refused answers the first entry.
    const hold = move(teamId, 40);
    const held = await credits.hold(hold);
    expect((await credits.hold(hold)).id).toBe(held.id);
    expect(await credits.balanceOf(teamId)).toEqual({ balance: 40, held: 40, available: 0 });
    const release = move(teamId, 40);
    const released = await credits.release(release);
    expect((await credits.release(release)).id).toBe(released.id);
    expect(await credits.balanceOf(teamId)).toEqual({ balance: 40, held: 0, available: 40 });
  });

  it('the same key at once from two requests writes one entry', async () => {
    const teamId = await fundedTeam(50);
    const m = move(teamId, 5);
    const [a, b] = await Promise.all([credits.spend(m), credits.spend(m)]);
    expect(a.id).toBe(b.id);
    expect((await credits.balanceOf(teamId)).balance).toBe(45);
  });
});

describe('inside a caller transaction', () => {
  it('commits with the caller and rolls back with it', async () => {
    const teamId = await fundedTeam(20);
    await t.app.db.transaction(async (tx) => {
      await credits.hold(move(teamId, 5), tx);
      await credits.spend({ ...move(teamId, 5), fromHeld: true }, tx);
    });
    expect(await credits.balanceOf(teamId)).toEqual({ balance: 15, held: 0, available: 15 });
    await expect(
      t.app.db.transaction(async (tx) => {
        await credits.spend(move(teamId, 10), tx);
        throw new Error('the featuring insert failed');
      }),
    ).rejects.toThrow('the featuring insert failed');
    expect(await credits.balanceOf(teamId)).toEqual({ balance: 15, held: 0, available: 15 });
    // A refusal inside the caller's transaction leaves it usable (the caller decides).
    await t.app.db.transaction(async (tx) => {
      await expect(credits.spend(move(teamId, 16), tx)).rejects.toMatchObject(conflict);
      await credits.spend(move(teamId, 1), tx);
    });
    expect((await credits.balanceOf(teamId)).balance).toBe(14);
  });

  it('a repeated key inside a transaction answers the first entry', async () => {
    const teamId = await fundedTeam(20);
    const m = move(teamId, 3);
    const first = await credits.spend(m);
    const again = await t.app.db.transaction((tx) => credits.spend(m, tx));
    expect(again.id).toBe(first.id);
    expect((await credits.balanceOf(teamId)).balance).toBe(17);
  });
});

describe('many spends in one statement', () => {
  it('writes each with the running balance, takes part from held, and repeats nothing', async () => {
    const teamId = await fundedTeam(100);
    await credits.hold(move(teamId, 30));
    const [a, b] = [move(teamId, 20), move(teamId, 25)];
    const entries = await t.app.db.transaction((tx) =>
      credits.spendMany(
        [
          { ...a, fromHeld: 20 },
          { ...b, fromHeld: 10 },
        ],
        tx,
      ),
    );
    expect(entries.map((e) => [e.amount, e.heldAmount, e.balanceAfter, e.heldAfter])).toEqual([
      [-20, -20, 80, 10],
      [-25, -10, 55, 0],
    ]);
    expect(await credits.balanceOf(teamId)).toEqual({ balance: 55, held: 0, available: 55 });
    expect(await sumOfEntries(teamId)).toEqual({ balance: 55, held: 0 });
    // The same keys again: the first entries, nothing moves.
    const again = await t.app.db.transaction((tx) =>
      credits.spendMany(
        [
          { ...a, fromHeld: 20 },
          { ...b, fromHeld: 10 },
        ],
        tx,
      ),
    );
    expect(again.map((e) => e.id)).toEqual(entries.map((e) => e.id));
    expect((await credits.balanceOf(teamId)).balance).toBe(55);
  });

  it('is all or none: a team that cannot pay gets no entry, and the caller gets 409', async () => {
    const [rich, poor] = [await fundedTeam(50), await fundedTeam(10)];
    await credits.hold(move(poor, 5));
    await expect(
      t.app.db.transaction((tx) =>
        credits.spendMany(
          [
            { ...move(rich, 10), fromHeld: 0 },
            // 5 from held, 7 from the 5 available: short by 2.
            { ...move(poor, 12), fromHeld: 5 },
          ],
          tx,
        ),
      ),
    ).rejects.toMatchObject(conflict);
    expect(await credits.balanceOf(rich)).toEqual({ balance: 50, held: 0, available: 50 });
    expect(await credits.balanceOf(poor)).toEqual({ balance: 10, held: 5, available: 5 });
  });
});

describe('entries are append-only', () => {
  it('the database refuses to update, delete or truncate them', async () => {
    const teamId = await fundedTeam(5);
    await expect(
      t.app.db.execute(sql`update credit_entries set amount = 1000 where team_id = ${teamId}`),
    ).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from credit_entries where team_id = ${teamId}`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`truncate credit_entries`)).rejects.toThrow();
    expect(await sumOfEntries(teamId)).toEqual({ balance: 5, held: 0 });
  });

  it('the account can never go below zero, even written directly', async () => {
    const teamId = await fundedTeam(5);
    await expect(
      t.app.db.execute(sql`update credit_accounts set balance = -1, held = 0 where team_id = ${teamId}`),
    ).rejects.toThrow();
    await expect(
      t.app.db.execute(sql`update credit_accounts set held = 6 where team_id = ${teamId}`),
    ).rejects.toThrow();
  });
});
