import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { STAFF_ROLES, type CreditEntryKind, type TopUpStatus } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import {
  creatorTeams,
  creditAccounts,
  creditEntries,
  creditGrants,
  creditPaymentEvents,
  creditReceiptCounters,
  creditTopUps,
  users,
  type ReceiptBilling,
} from '../../db/schema/index.js';
import { memberOf, teamMembersAs } from '../teams/teams.access.js';

// The credits area's SQL besides the ledger's moves (credits.ledger.queries.ts): reading entries, top-ups and their
// payments, receipt numbers, grants, the accounts the admin lists and the expiry job's claims.

export type TopUpRow = typeof creditTopUps.$inferSelect;
export type GrantRow = typeof creditGrants.$inferSelect;

// ---- entries -------------------------------------------------------------------------------------------------

export interface EntryFilters {
  kind?: CreditEntryKind | undefined;
  /** Inclusive UTC days. */
  from?: string | undefined;
  to?: string | undefined;
}

function entryWhere(teamId: string, f: EntryFilters): SQL | undefined {
  return and(
    eq(creditEntries.teamId, teamId),
    f.kind ? eq(creditEntries.kind, f.kind) : undefined,
    f.from ? gte(creditEntries.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(creditEntries.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)) : undefined,
  );
}

const entryColumns = {
  id: creditEntries.id,
  kind: creditEntries.kind,
  amount: creditEntries.amount,
  heldAmount: creditEntries.heldAmount,
  balanceAfter: creditEntries.balanceAfter,
  heldAfter: creditEntries.heldAfter,
  causeType: creditEntries.causeType,
  causeId: creditEntries.causeId,
  meta: creditEntries.meta,
  createdAt: creditEntries.createdAt,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  // Staff acting for a team they are not in (support access): the team reads that Plaudit did it.
  actorIsStaff: sql<boolean>`(${inArray(users.role, [...STAFF_ROLES])} and not ${memberOf(creditEntries.teamId, creditEntries.actorId)})`,
};
type EntryColumnName = Exclude<keyof typeof entryColumns, 'actorIsStaff'>;
export type EntryListRow = {
  [K in EntryColumnName]: (typeof entryColumns)[K]['_']['data'] | (K extends `actor${string}` ? null : never);
} & { actorIsStaff: boolean | null };

/** A page of the ledger, newest first, with the actor's name. */
export async function listEntries(db: DbOrTx, teamId: string, f: EntryFilters, offset: number, limit: number) {
  const where = entryWhere(teamId, f);
  const [rows, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(creditEntries)
      .leftJoin(users, eq(users.id, creditEntries.actorId))
      .where(where)
      .orderBy(desc(creditEntries.seq))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(creditEntries).where(where),
  ]);
  return { rows: rows as EntryListRow[], total: total?.n ?? 0 };
}

// ---- accounts ------------------------------------------------------------------------------------------------

export async function setLowBalanceThreshold(db: DbOrTx, teamId: string, threshold: number | null) {
  await db.insert(creditAccounts).values({ teamId }).onConflictDoNothing();
  // A new threshold starts a new watch: the next time the credits are below it, the mail goes out.
  await db
    .update(creditAccounts)
    .set({ lowBalanceThreshold: threshold, lowBalanceMailed: false, updatedAt: new Date() })
    .where(eq(creditAccounts.teamId, teamId));
}

/** Claims every account below its threshold that has not been mailed yet (once across servers: one UPDATE). */
export async function claimLowBalances(db: DbOrTx) {
  return db
    .update(creditAccounts)
    .set({ lowBalanceMailed: true })
    .where(
      and(
        sql`${creditAccounts.lowBalanceThreshold} IS NOT NULL`,
        sql`${creditAccounts.balance} - ${creditAccounts.held} < ${creditAccounts.lowBalanceThreshold}`,
        eq(creditAccounts.lowBalanceMailed, false),
      ),
    )
    .returning({
      teamId: creditAccounts.teamId,
      balance: creditAccounts.balance,
      held: creditAccounts.held,
      threshold: creditAccounts.lowBalanceThreshold,
    });
}

const mailMembers = teamMembersAs('mail_members');

/** The OWNERs and ADMINs of a team, to mail. */
export async function teamManagers(db: DbOrTx, teamId: string) {
  return db
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      brandName: creatorTeams.brandName,
    })
    .from(mailMembers)
    .innerJoin(users, eq(users.id, mailMembers.userId))
    .innerJoin(creatorTeams, eq(creatorTeams.id, mailMembers.teamId))
    .where(and(eq(mailMembers.teamId, teamId), inArray(mailMembers.role, ['OWNER', 'ADMIN'])));
}

export async function findTeamName(db: DbOrTx, teamId: string) {
  const [row] = await db
    .select({ id: creatorTeams.id, brandName: creatorTeams.brandName })
    .from(creatorTeams)
    .where(eq(creatorTeams.id, teamId));
  return row ?? null;
}

// ---- grants --------------------------------------------------------------------------------------------------

export async function insertGrant(db: DbOrTx, values: typeof creditGrants.$inferInsert) {
  const [row] = await db.insert(creditGrants).values(values).returning();
  return row!;
}

/** What open grants still hold of a team's balance (spent before paid credits). */
export async function openGrantCredits(db: DbOrTx, teamId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${creditGrants.remaining}), 0)` })
    .from(creditGrants)
    .where(and(eq(creditGrants.teamId, teamId), sql`${creditGrants.remaining} > 0`));
  return Number(row?.n ?? 0);
}

/** Grants past their expiry with credits left, oldest expiry first. */
export async function dueGrants(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: creditGrants.id, teamId: creditGrants.teamId })
    .from(creditGrants)
    .where(and(sql`${creditGrants.remaining} > 0`, lte(creditGrants.expiresAt, now)))
    .orderBy(asc(creditGrants.expiresAt))
    .limit(limit);
}

export async function lockGrant(db: DbOrTx, id: string) {
  const [row] = await db.select().from(creditGrants).where(eq(creditGrants.id, id)).for('update');
  return row ?? null;
}

export async function closeGrant(db: DbOrTx, id: string, at: Date) {
  await db.update(creditGrants).set({ remaining: 0, expiredAt: at }).where(eq(creditGrants.id, id));
}

// ---- top-ups -------------------------------------------------------------------------------------------------

export async function insertTopUp(db: DbOrTx, values: typeof creditTopUps.$inferInsert): Promise<TopUpRow | null> {
  const [row] = await db.insert(creditTopUps).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findTopUpByKey(db: DbOrTx, teamId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(creditTopUps)
    .where(and(eq(creditTopUps.teamId, teamId), eq(creditTopUps.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function findTopUp(db: DbOrTx, id: string, lock = false) {
  const query = db.select().from(creditTopUps).where(eq(creditTopUps.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateTopUp(db: DbOrTx, id: string, values: Partial<typeof creditTopUps.$inferInsert>) {
  const [row] = await db.update(creditTopUps).set(values).where(eq(creditTopUps.id, id)).returning();
  return row!;
}

export async function listTopUps(db: DbOrTx, teamId: string, offset: number, limit: number) {
  const where = eq(creditTopUps.teamId, teamId);
  const [rows, [total]] = await Promise.all([
    db.select().from(creditTopUps).where(where).orderBy(desc(creditTopUps.createdAt)).offset(offset).limit(limit),
    db.select({ n: count() }).from(creditTopUps).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Unpaid top-ups past their 24 hours: EXPIRED (one statement, so two servers expire each once). */
export async function expireTopUps(db: DbOrTx, now: Date) {
  return db
    .update(creditTopUps)
    .set({ status: 'EXPIRED' satisfies TopUpStatus, checkoutUrl: null })
    .where(and(eq(creditTopUps.status, 'PENDING'), lte(creditTopUps.expiresAt, now)))
    .returning({ id: creditTopUps.id });
}

/** Records a provider's event; false when it was recorded before (a webhook delivered again). */
export async function recordPaymentEvent(db: DbOrTx, provider: 'sandbox' | 'stripe', eventId: string, topUpId: string) {
  const rows = await db
    .insert(creditPaymentEvents)
    .values({ provider, eventId, topUpId })
    .onConflictDoNothing()
    .returning({ eventId: creditPaymentEvents.eventId });
  return rows.length > 0;
}

/** The next receipt number of the year, under the counter's row lock: numbers have no gaps, whatever the races. */
export async function nextReceiptNumber(db: DbOrTx, year: number): Promise<number> {
  const [row] = await db
    .insert(creditReceiptCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: creditReceiptCounters.year, set: { last: sql`${creditReceiptCounters.last} + 1` } })
    .returning({ last: creditReceiptCounters.last });
  return row!.last;
}

export async function billingOfTeam(db: DbOrTx, teamId: string): Promise<ReceiptBilling> {
  const [row] = await db
    .select({
      brandName: creatorTeams.brandName,
      legalName: creatorTeams.billingLegalName,
      address: creatorTeams.billingAddress,
      country: creatorTeams.billingCountry,
      vatNumber: creatorTeams.billingVatNumber,
    })
    .from(creatorTeams)
    .where(eq(creatorTeams.id, teamId));
  return row ?? { brandName: '', legalName: null, address: null, country: null, vatNumber: null };
}

// ---- the admin's list ----------------------------------------------------------------------------------------

export async function listAccounts(
  db: DbOrTx,
  opts: { search?: string | undefined; sortBy: 'balance' | 'brandName'; sortOrder: 'ASC' | 'DESC' },
  offset: number,
  limit: number,
) {
  const where = opts.search ? ilike(creatorTeams.brandName, `%${opts.search.replace(/[%_\\]/g, '\\$&')}%`) : undefined;
  const order = opts.sortBy === 'brandName' ? creatorTeams.brandName : creditAccounts.balance;
  const granted = sql<string>`(select coalesce(sum(g.remaining), 0) from ${creditGrants} g where g.team_id = ${creditAccounts.teamId} and g.remaining > 0)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        teamId: creditAccounts.teamId,
        brandName: creatorTeams.brandName,
        balance: creditAccounts.balance,
        held: creditAccounts.held,
        granted,
        updatedAt: creditAccounts.updatedAt,
      })
      .from(creditAccounts)
      .innerJoin(creatorTeams, eq(creatorTeams.id, creditAccounts.teamId))
      .where(where)
      .orderBy(opts.sortOrder === 'ASC' ? asc(order) : desc(order), asc(creditAccounts.teamId))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(creditAccounts)
      .innerJoin(creatorTeams, eq(creatorTeams.id, creditAccounts.teamId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The newest paid or refunded top-ups of these teams (a few each), for the admin's refund. */
export async function recentPaidTopUps(db: DbOrTx, teamIds: string[], perTeam: number) {
  if (teamIds.length === 0) return [];
  const ranked = db
    .select({
      id: creditTopUps.id,
      rank: sql<number>`row_number() over (partition by ${creditTopUps.teamId} order by ${creditTopUps.paidAt} desc)`.as(
        'rank',
      ),
    })
    .from(creditTopUps)
    .where(and(inArray(creditTopUps.teamId, teamIds), inArray(creditTopUps.status, ['PAID', 'REFUNDED'])))
    .as('ranked');
  return db
    .select()
    .from(creditTopUps)
    .innerJoin(ranked, eq(ranked.id, creditTopUps.id))
    .where(lte(ranked.rank, perTeam))
    .orderBy(desc(creditTopUps.paidAt))
    .then((rows) => rows.map((r) => r.credit_top_ups));
}

export async function findAccountSettings(db: DbOrTx, teamId: string) {
  const [row] = await db
    .select({ lowBalanceThreshold: creditAccounts.lowBalanceThreshold })
    .from(creditAccounts)
    .where(eq(creditAccounts.teamId, teamId));
  return row ?? null;
}

export async function findPerson(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
