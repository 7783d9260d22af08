import type { SQL } from 'drizzle-orm';
import type { UserExtras } from './auth.mapper.js';

// What other areas add to the signed-in person (GET /auth/me, sign-in, GET /profile): each area registers its
// contribution here (the composition root does it, services.ts), so auth never imports the areas that extend it.
// A contribution is JSON columns of the ONE statement that loads the person (GET /auth/me has a throughput budget:
// one round trip, whatever the number of areas), how to read them back into its part of the person, and when that
// part stops being true by itself (a mute's end, a team's lock ending).

/** A column of the person's statement: SQL with a decoder (`sql\`…\`.mapWith(...)`). */
export type MeColumn = SQL<unknown> | SQL.Aliased<unknown>;

export interface MeContribution<Columns extends Record<string, MeColumn> = Record<string, MeColumn>> {
  /** Unique; registering the same name again is a no-op (every app built in a process registers). */
  name: string;
  /** `userId` is the SQL expression of the person's id in that statement. Column names must not clash. */
  columns(userId: SQL): Columns;
  /** This area's part of the person, from the row those columns produced. */
  read(row: { [K in keyof Columns]: unknown }): Partial<UserExtras>;
  /** When something read here ends by itself, as ISO dates (null or undefined: no end). */
  ends(part: Partial<UserExtras>, row: { [K in keyof Columns]: unknown }): Array<string | null | undefined>;
}

const contributions = new Map<string, MeContribution>();
let sealed = false;

/** Registers an area's part. Before the first person is read: the prepared statements are built once. */
export function contributeToMe<Columns extends Record<string, MeColumn>>(contribution: MeContribution<Columns>): void {
  if (contributions.has(contribution.name)) return;
  if (sealed)
    throw new Error(`me contribution "${contribution.name}" registered after the person statement was prepared`);
  contributions.set(contribution.name, contribution as unknown as MeContribution);
}

/** Every registered column; the first call seals the registry (prepared statements depend on the column list). */
export function meColumns(userId: SQL): Record<string, MeColumn> {
  sealed = true;
  const columns: Record<string, MeColumn> = {};
  for (const contribution of contributions.values()) Object.assign(columns, contribution.columns(userId));
  return columns;
}

/** The extras of the person from a row that carries the registered columns, and when any of them ends. */
export function readMe(row: Record<string, unknown>): {
  extras: Partial<UserExtras>;
  ends: Array<string | null | undefined>;
} {
  const extras: Partial<UserExtras> = {};
  const ends: Array<string | null | undefined> = [];
  for (const contribution of contributions.values()) {
    const part = contribution.read(row);
    Object.assign(extras, part);
    ends.push(...contribution.ends(part, row));
  }
  return { extras, ends };
}
