import { sql } from 'drizzle-orm';
import { punishments, type users } from '../../db/schema/index.js';

// The "active punishment" rule, stated once (the punishments module owns it). `now()` is the database's clock,
// the same one sign-in and the auth check use.

/**
 * In force right now: not lifted, no end or an end in the future; a WARNING only until it is acknowledged.
 * The one definition every reader uses.
 */
export const activeCondition = sql`(${punishments.liftedAt} is null and (${punishments.until} is null or ${punishments.until} > now()) and (${punishments.type} <> 'WARNING' or ${punishments.acknowledgedAt} is null))`;

/** The part of `activeCondition` a ban needs (a BAN is never a WARNING): not lifted, no end or an end ahead. */
export const inForce = sql`(${punishments.liftedAt} is null and (${punishments.until} is null or ${punishments.until} > now()))`;

/** An active ban of the user: type BAN and in force. */
export const activeBanCondition = (userIdColumn: typeof users.id | typeof punishments.userId) =>
  sql`exists (select 1 from ${punishments} where ${punishments.userId} = ${userIdColumn} and ${punishments.type} = 'BAN' and ${inForce})`;
