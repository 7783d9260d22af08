import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ShortLinkStatus, SortOrder, TeamRole } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../../db/tx.js';
import { rowsOf } from '../../db/rows.js';
import { preparedSql } from '../../lib/prepared.js';
import {
  creatorTeams,
  products,
  shortLinkDestinations,
  shortLinkRollups,
  shortLinks,
  users,
} from '../../db/schema/index.js';
import { teamIsApproved, teamIsBlocked } from '../catalogue/catalogue.rules.js';
import { roleIn, teamMembersAs } from '../teams/teams.access.js';

// The SQL of short links and their destination history; only this module writes `short_links` and
// `short_link_destinations`. Every function takes the db or the open transaction, so a change, its history and its
// audit entry land together.

export type LinkRow = typeof shortLinks.$inferSelect;
export type NewLink = typeof shortLinks.$inferInsert;
export type DestinationRow = typeof shortLinkDestinations.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The team's lock and approval, and the person's role in it (null role: not a member); null when no such team. */
export async function teamStanding(db: DbOrTx, teamId: string, userId: string | null) {
  const [row] = await db
    .select({
      role: userId ? roleIn(creatorTeams.id, userId) : sql<TeamRole | null>`null`,
      locked: sql<boolean>`${teamIsBlocked(creatorTeams)}`,
      approved: sql<boolean>`${teamIsApproved(creatorTeams.id)}`,
    })
    .from(creatorTeams)
    .where(eq(creatorTeams.id, teamId))
    .limit(1);
  return row ? { role: row.role, locked: Boolean(row.locked), approved: Boolean(row.approved) } : null;
}

export async function findLink(db: DbOrTx, id: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(shortLinks)
    .where(and(eq(shortLinks.id, id), isNull(shortLinks.deletedAt)))
    .limit(1);
  return row;
}

/** The columns of a link the redirect reads: what decides the visit, where it goes, and what its click records. */
export type RedirectLink = Pick<
  LinkRow,
  | 'id'
  | 'teamId'
  | 'destination'
  | 'utm'
  | 'expiresAt'
  | 'expiredUrl'
  | 'maxClicks'
  | 'clickCount'
  | 'passwordHash'
  | 'iosUrl'
  | 'androidUrl'
  | 'productId'
  | 'disabled'
  | 'staffDisabledAt'
>;

/** What the redirect needs of a slug: the link, whether its team is locked now, and the destination's history id. */
export interface RedirectRow {
  link: RedirectLink;
  teamBlocked: boolean;
  destinationId: string | null;
}

/**
 * What the redirect needs of several slugs at once, by lower-cased slug (absent: no such live link). One prepared
 * statement serves every redirect that missed the cache in the same turn of the event loop. The slugs travel as one
 * space-separated text (a slug never holds a space), so PostgreSQL and PGlite take the parameter alike.
 * Hand-written, and its rows read here: Drizzle's mapping of a nested selection checked every column of every row
 * and showed in the redirect's profile. The team is looked up per link by its key: joined, PostgreSQL hashed the
 * whole teams table for every statement (0.2 ms of 0.7 with 500 teams, more with more).
 */
export async function findBySlugs(db: Db, slugs: readonly string[]): Promise<Map<string, RedirectRow>> {
  const rows = rowsOf<BySlugRow>(await preparedBySlugs(db).execute({ slugs: slugs.join(' ') }));
  const found = new Map<string, RedirectRow>();
  for (const row of rows) {
    found.set(row.key, {
      link: {
        id: row.id,
        teamId: row.team_id,
        destination: row.destination,
        utm: row.utm,
        expiresAt: dateOf(row.expires_at),
        expiredUrl: row.expired_url,
        maxClicks: row.max_clicks,
        clickCount: row.click_count,
        passwordHash: row.password_hash,
        iosUrl: row.ios_url,
        androidUrl: row.android_url,
        productId: row.product_id,
        disabled: row.disabled,
        staffDisabledAt: dateOf(row.staff_disabled_at),
      },
      teamBlocked: Boolean(row.team_blocked),
      destinationId: row.destination_id,
    });
  }
  return found;
}

/** A timestamp as the driver gave it (text from node-postgres and PGlite as Drizzle sets them up, or a Date). */
const dateOf = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));

interface BySlugRow {
  key: string;
  id: string;
  team_id: string | null;
  destination: string;
  utm: LinkRow['utm'];
  expires_at: string | Date | null;
  expired_url: string | null;
  max_clicks: number | null;
  click_count: number;
  password_hash: string | null;
  ios_url: string | null;
  android_url: string | null;
  product_id: string | null;
  disabled: boolean;
  staff_disabled_at: string | Date | null;
  team_blocked: boolean | null;
  destination_id: string | null;
}

const preparedBySlugs = preparedSql(
  'short_links_by_slugs',
  sql`select lower(l.slug) as key, l.id, l.team_id, l.destination, l.utm, l.expires_at, l.expired_url, l.max_clicks,
    l.click_count, l.password_hash, l.ios_url, l.android_url, l.product_id, l.disabled, l.staff_disabled_at,
    coalesce((select ${teamIsBlocked({ accessStatus: sql`t.access_status`, accessUntil: sql`t.access_until` })}
      from creator_teams t where t.id = l.team_id), false) as team_blocked,
    l.current_destination_id as destination_id
  from short_links l
  where lower(l.slug) = any(string_to_array(${sql.placeholder('slugs')}::text, ' ')) and l.deleted_at is null`,
);

/** Who holds a slug now: a live link, or a deleted one (with when it was deleted); null when free. */
export async function slugHolder(db: DbOrTx, slug: string): Promise<{ id: string; deletedAt: Date | null } | null> {
  const [row] = await db
    .select({ id: shortLinks.id, deletedAt: shortLinks.deletedAt })
    .from(shortLinks)
    .where(sql`lower(${shortLinks.slug}) = lower(${slug})`)
    .limit(1);
  return row ?? null;
}

/** Frees the slug of a link deleted before `before` (its reservation is over): the row goes for good. */
export async function purgeDeletedSlug(tx: DbOrTx, slug: string, before: Date): Promise<void> {
  await tx
    .delete(shortLinks)
    .where(
      and(
        sql`lower(${shortLinks.slug}) = lower(${slug})`,
        sql`${shortLinks.deletedAt} is not null and ${shortLinks.deletedAt} < ${before.toISOString()}::timestamptz`,
      ),
    );
}

export async function insertLink(tx: DbOrTx, values: NewLink): Promise<LinkRow> {
  const [row] = await tx.insert(shortLinks).values(values).returning();
  return row!;
}

export async function updateLink(tx: DbOrTx, id: string, values: Partial<NewLink>): Promise<LinkRow> {
  const [row] = await tx
    .update(shortLinks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shortLinks.id, id))
    .returning();
  return row!;
}

export async function softDelete(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(shortLinks).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(shortLinks.id, id));
}

/** Ends the current destination (if any) and starts `destination` now. */
export async function startDestination(tx: DbOrTx, linkId: string, destination: string, at = new Date()) {
  await tx
    .update(shortLinkDestinations)
    .set({ toAt: at })
    .where(and(eq(shortLinkDestinations.linkId, linkId), isNull(shortLinkDestinations.toAt)));
  await tx.insert(shortLinkDestinations).values({ linkId, destination, fromAt: at });
}

export function historyOf(db: DbOrTx, linkId: string): Promise<DestinationRow[]> {
  return db
    .select()
    .from(shortLinkDestinations)
    .where(eq(shortLinkDestinations.linkId, linkId))
    .orderBy(asc(shortLinkDestinations.fromAt));
}

/** The product when it is one of the team's. */
export async function teamProduct(db: DbOrTx, teamId: string, productId: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.teamId, teamId)))
    .limit(1);
  return row ?? null;
}

/**
 * Takes one click of a capped link's allowance, in one statement so servers counting at once never overshoot:
 * false when the cap was already reached.
 */
export async function takeCappedClick(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(shortLinks)
    .set({ clickCount: sql`${shortLinks.clickCount} + 1` })
    .where(
      and(
        eq(shortLinks.id, id),
        sql`${shortLinks.maxClicks} is not null and ${shortLinks.clickCount} < ${shortLinks.maxClicks}`,
      ),
    )
    .returning({ id: shortLinks.id });
  return rows.length > 0;
}

/** The OWNERs of a team, with what a mail to each needs. */
export function ownersOf(db: DbOrTx, teamId: string) {
  const members = teamMembersAs('owners');
  return db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.teamId, teamId), eq(members.role, 'OWNER')));
}

// ---- lists ---------------------------------------------------------------------------------------------------------

const clicksOf = sql<number>`coalesce((select sum(r.clicks) from short_link_rollups r where r.link_id = ${shortLinks.id}), 0)::int`;

/** The list's status filter as SQL, the same rule as the mapper's statusOf. */
function statusIs(status: ShortLinkStatus): SQL {
  const off = sql`(${shortLinks.disabled} or ${shortLinks.staffDisabledAt} is not null or coalesce(${teamIsBlocked(creatorTeams)}, false))`;
  const ran = sql`(${shortLinks.expiresAt} <= now() or (${shortLinks.maxClicks} is not null and ${shortLinks.clickCount} >= ${shortLinks.maxClicks}))`;
  if (status === 'DISABLED') return off;
  if (status === 'EXPIRED') return sql`(not ${off} and ${ran})`;
  return sql`(not ${off} and not coalesce(${ran}, false))`;
}

export interface ListFilter {
  /** A team's links; null: the platform's own; undefined: every link (the staff's list). */
  teamId?: string | null;
  page: number;
  take: number;
  search?: string | undefined;
  sortBy: 'createdAt' | 'clicks' | 'slug';
  sortOrder: SortOrder;
  status?: ShortLinkStatus | undefined;
  productId?: string | undefined;
}

export interface ListRow {
  link: LinkRow;
  clicks: number;
  teamName: string | null;
  teamBlocked: boolean;
  productName: string | null;
}

/** Which links a list's filter matches, over `short_links` joined to its team. */
function listCondition(filter: Omit<ListFilter, 'page' | 'take' | 'sortBy' | 'sortOrder'>): SQL | undefined {
  const where: SQL[] = [isNull(shortLinks.deletedAt)];
  if (filter.teamId === null) where.push(isNull(shortLinks.teamId));
  else if (filter.teamId !== undefined) where.push(eq(shortLinks.teamId, filter.teamId));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
    where.push(
      sql`(lower(${shortLinks.slug}) like ${pattern} or lower(${shortLinks.title}) like ${pattern} or lower(${shortLinks.destination}) like ${pattern})`,
    );
  }
  if (filter.status) where.push(statusIs(filter.status));
  if (filter.productId) where.push(eq(shortLinks.productId, filter.productId));
  return and(...where);
}

export async function listLinks(db: DbOrTx, filter: ListFilter): Promise<{ rows: ListRow[]; total: number }> {
  const direction = filter.sortOrder === 'ASC' ? sql`asc` : sql`desc`;
  const order =
    filter.sortBy === 'clicks'
      ? sql`${clicksOf} ${direction}, ${shortLinks.createdAt} desc`
      : filter.sortBy === 'slug'
        ? sql`lower(${shortLinks.slug}) ${direction}`
        : sql`${shortLinks.createdAt} ${direction}, ${shortLinks.id} ${direction}`;
  const condition = listCondition(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        link: shortLinks,
        clicks: clicksOf,
        teamName: creatorTeams.brandName,
        teamBlocked: sql<boolean>`coalesce(${teamIsBlocked(creatorTeams)}, false)`,
        productName: products.name,
      })
      .from(shortLinks)
      .leftJoin(creatorTeams, eq(creatorTeams.id, shortLinks.teamId))
      .leftJoin(products, eq(products.id, shortLinks.productId))
      .where(condition)
      .orderBy(order)
      .limit(filter.take)
      .offset((filter.page - 1) * filter.take),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(shortLinks)
      .leftJoin(creatorTeams, eq(creatorTeams.id, shortLinks.teamId))
      .where(condition),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, teamBlocked: Boolean(row.teamBlocked), clicks: Number(row.clicks) })),
    total: Number(counted?.total ?? 0),
  };
}

/** The clicks since `from` of every link the list's filter matches (a product's links: what they brought it). */
export async function clicksSince(
  db: DbOrTx,
  filter: Omit<ListFilter, 'page' | 'take' | 'sortBy' | 'sortOrder'>,
  from: Date,
): Promise<number> {
  const [row] = await db
    .select({ clicks: sql<number>`coalesce(sum(${shortLinkRollups.clicks}), 0)::int` })
    .from(shortLinkRollups)
    .innerJoin(shortLinks, eq(shortLinks.id, shortLinkRollups.linkId))
    .leftJoin(creatorTeams, eq(creatorTeams.id, shortLinks.teamId))
    .where(and(listCondition(filter), sql`${shortLinkRollups.hour} >= ${from.toISOString()}::timestamptz`));
  return Number(row?.clicks ?? 0);
}

/** One link as a list row (its page, and every answer after a change). */
export async function linkRow(db: DbOrTx, id: string): Promise<ListRow | null> {
  const [row] = await db
    .select({
      link: shortLinks,
      clicks: clicksOf,
      teamName: creatorTeams.brandName,
      teamBlocked: sql<boolean>`coalesce(${teamIsBlocked(creatorTeams)}, false)`,
      productName: products.name,
    })
    .from(shortLinks)
    .leftJoin(creatorTeams, eq(creatorTeams.id, shortLinks.teamId))
    .leftJoin(products, eq(products.id, shortLinks.productId))
    .where(and(eq(shortLinks.id, id), isNull(shortLinks.deletedAt)))
    .limit(1);
  return row ? { ...row, teamBlocked: Boolean(row.teamBlocked), clicks: Number(row.clicks) } : null;
}

/** Clicks per link per UTC day since `from` (a day's start), for the list's sparklines. */
export async function dailyClicks(db: DbOrTx, linkIds: readonly string[], from: Date) {
  if (linkIds.length === 0) return [];
  return rowsOf<{ link_id: string; day: string; clicks: number }>(
    await db.execute(sql`
      select link_id, to_char((hour at time zone 'UTC')::date, 'YYYY-MM-DD') as day, sum(clicks)::int as clicks
      from short_link_rollups
      where link_id in (${sql.join(
        linkIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and hour >= ${from.toISOString()}::timestamptz
      group by 1, 2`),
  );
}

/** The team's icon URL (the QR code's middle), or null. */
export async function teamIcon(db: DbOrTx, teamId: string): Promise<string | null> {
  const [row] = await db
    .select({ iconUrl: creatorTeams.iconUrl })
    .from(creatorTeams)
    .where(eq(creatorTeams.id, teamId))
    .limit(1);
  return row?.iconUrl ?? null;
}
