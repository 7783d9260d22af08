import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedSql } from '../../lib/prepared.js';

// The SQL of the sign-in throttle (sign-in-throttle.ts holds its rules). Each attempt is counted by one atomic
// upsert BEFORE the password is checked, so parallel guesses cannot all slip past a read-then-count.

const p = (name: string) => sql.placeholder(name);

/** The count after this attempt: 1 when the window had ended, else one more. */
const nextCount = sql`case when c.window_ends_at <= now() then 1 else c.count + 1 end`;
/** The account-wide delay before the attempt after one that brought the count to `n`. */
const delayAfter = (n: ReturnType<typeof sql>) =>
  sql`make_interval(secs => case when ${n} >= ${p('delayAfter')}::int
    then least(${p('delayMax')}::float8, ${p('delayBase')}::float8 * power(2, ${n} - ${p('delayAfter')}::int)) else 0 end)`;

const preparedReserve = preparedSql(
  'sign_in_reserve',
  sql`with pair as (
      insert into sign_in_counters as c (key, count, window_ends_at, next_allowed_at)
      values (${p('pairKey')}, 1, now() + make_interval(secs => ${p('window')}::int), now())
      on conflict (key) do update set
        count = ${nextCount},
        window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
      returning c.count, c.window_ends_at),
    account as (
      insert into sign_in_counters as c (key, count, window_ends_at, next_allowed_at)
      select ${p('accountKey')}, 1, now() + make_interval(secs => ${p('window')}::int), now() + ${delayAfter(sql`1`)}
      from pair where pair.count <= ${p('pairLimit')}::int
      on conflict (key) do update set
        count = ${nextCount},
        window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end,
        next_allowed_at = now() + ${delayAfter(nextCount)}
      where c.window_ends_at <= now() or c.count < ${p('delayAfter')}::int or c.next_allowed_at <= now()
      returning c.count)
    select pair.count as "pairCount",
      extract(epoch from pair.window_ends_at - now())::float8 as "pairSecondsLeft",
      (select count(*) from account)::int as "accountPassed",
      (select extract(epoch from next_allowed_at - now())::float8 from sign_in_counters where key = ${p('accountKey')}) as "accountSecondsLeft"
    from pair`,
);

export interface ReserveInput {
  pairKey: string;
  accountKey: string;
  pairLimit: number;
  window: number;
  delayAfter: number;
  delayBase: number;
  delayMax: number;
}

export interface Reservation {
  /** Attempts of this (account, IP) in its window, this one included. */
  pairCount: number;
  pairSecondsLeft: number;
  /** 1 when the account-wide gate let the attempt through (and counted it), 0 when it is still in its delay. */
  accountPassed: number;
  /** Until the account's next attempt is allowed (meaningful when accountPassed is 0). */
  accountSecondsLeft: number | null;
}

/**
 * Counts the attempt for (account, IP) and, unless that pair is over its limit, for the account as a whole, in one
 * statement: the account-wide count only moves when its delay has passed, so a burst from many IPs gets one try per
 * delay. Attempts a pair over its limit makes never reach the account-wide count (the owner is not delayed by them).
 */
export async function reserveAttempt(db: Db, input: ReserveInput): Promise<Reservation> {
  const result = await preparedReserve(db).execute({ ...input });
  const [row] = (result as unknown as { rows: Reservation[] }).rows;
  if (!row) throw new Error('sign-in reservation returned nothing');
  return row;
}

const preparedReserveOwn = preparedSql(
  'sign_in_reserve_own',
  sql`insert into sign_in_counters as c (key, count, window_ends_at, next_allowed_at)
    values (${p('key')}, 1, now() + make_interval(secs => ${p('window')}::int), now())
    on conflict (key) do update set
      count = ${nextCount},
      window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
    returning c.count as "count", extract(epoch from c.window_ends_at - now())::float8 as "secondsLeft"`,
);

/** Counts an attempt on one counter alone (a known device's): its attempts in the window, this one included. */
export async function reserveOwnAttempt(
  db: Db,
  key: string,
  window: number,
): Promise<{ count: number; secondsLeft: number }> {
  const result = await preparedReserveOwn(db).execute({ key, window });
  const [row] = (result as unknown as { rows: { count: number; secondsLeft: number }[] }).rows;
  if (!row) throw new Error('sign-in reservation returned nothing');
  return row;
}

const preparedForget = preparedSql('sign_in_forget', sql`delete from sign_in_counters where key = ${p('key')}`);

/** A right password on a known device: its count starts afresh. */
export async function forgetCounter(db: Db, key: string) {
  await preparedForget(db).execute({ key });
}

const preparedRefund = preparedSql(
  'sign_in_refund',
  sql`update sign_in_counters set count = greatest(count - 1, 0) where key = ${p('key')}`,
);

/** Gives back an attempt that was counted but never checked (the account-wide delay refused it). */
export async function refundAttempt(db: Db, key: string) {
  await preparedRefund(db).execute({ key });
}

const preparedSucceeded = preparedSql(
  'sign_in_succeeded',
  sql`with pair as (delete from sign_in_counters where key = ${p('pairKey')})
    update sign_in_counters set count = greatest(count - 1, 0) where key = ${p('accountKey')}`,
);

/** A right password: this (account, IP) starts afresh, and the account-wide count forgets this attempt. */
export async function recordSuccess(db: Db, pairKey: string, accountKey: string) {
  await preparedSucceeded(db).execute({ pairKey, accountKey });
}

const preparedPrune = preparedSql(
  'sign_in_prune',
  sql`delete from sign_in_counters where window_ends_at <= now() and next_allowed_at <= now()`,
);

/** Forgets the counters whose window and delay are both over (they would start afresh anyway). */
export async function pruneCounters(db: Db) {
  await preparedPrune(db).execute({});
}
