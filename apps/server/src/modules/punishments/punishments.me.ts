import { sql, type SQL } from 'drizzle-orm';
import type { User } from '@plaudit/contract';
import { punishments } from '../../db/schema/index.js';
import { toTrustExtras } from './punishments.mapper.js';
import { activeCondition } from './punishments.rules.js';
import { contributeToMe } from '../auth/me-contributions.js';

// This area's part of the signed-in person (GET /auth/me, sign-in): an active mute and unacknowledged warnings,
// as one JSON column of the statement auth.user.ts runs (GET /auth/me has a throughput budget).

export interface TrustJsonRow {
  id: string;
  type: string;
  reason: string;
  comment: string | null;
  until: string | null;
  createdAt: string;
}

/** `userId` is the SQL expression of the person's id in that statement. */
export function trustMeColumns(userId: SQL) {
  return {
    trust: sql`(select coalesce(json_agg(json_build_object(
        'id', ${punishments.id}, 'type', ${punishments.type}, 'reason', ${punishments.reason}, 'comment', ${punishments.comment},
        'until', ${punishments.until}, 'createdAt', ${punishments.createdAt})), '[]'::json)
      from ${punishments}
      where ${punishments.userId} = ${userId} and ${punishments.type} in ('MUTE', 'WARNING') and ${activeCondition})`.mapWith(
      (v: TrustJsonRow[] | string) => v,
    ),
  };
}

const parsed = (value: TrustJsonRow[] | string) =>
  typeof value === 'string' ? (JSON.parse(value) as TrustJsonRow[]) : value;

/** When each of these punishments ends by itself: what was read stops being true then. */
export function trustEnds(value: TrustJsonRow[] | string): Array<string | null> {
  return parsed(value).map((r) => r.until);
}

export function toTrust(value: TrustJsonRow[] | string): Pick<User, 'mute' | 'warnings'> {
  const rows = parsed(value);
  return toTrustExtras(
    rows.map((r) => ({ ...r, until: r.until === null ? null : new Date(r.until), createdAt: new Date(r.createdAt) })),
  );
}

/** The punishments area's part of the signed-in person: an active mute and unacknowledged warnings. */
export function registerPunishmentsMe(): void {
  contributeToMe({
    name: 'punishments',
    columns: trustMeColumns,
    read: (row) => toTrust(row.trust as TrustJsonRow[] | string),
    ends: (_part, row) => trustEnds(row.trust as TrustJsonRow[] | string),
  });
}
