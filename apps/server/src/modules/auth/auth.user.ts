import { eq, sql } from 'drizzle-orm';
import type { User } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { earliestFuture } from '../../lib/earliest-future.js';
import { preparedPerDb } from '../../lib/prepared.js';
import { isUuid } from '../../lib/ids.js';
import { activeBanCondition } from '../punishments/punishments.rules.js';
import type { SessionRow } from '../sessions/sessions.rows.js';
import type { UserRow } from '../users/users.rows.js';
import { NO_EXTRAS, toUser } from './auth.mapper.js';
import { meColumns, readMe } from './me-contributions.js';

// The one way to turn a user row into the signed-in person (GET /auth/me, GET /profile, sign-in):
// the row plus what other areas know about them. Each area contributes JSON columns to ONE prepared statement, so
// the whole person costs a single round trip (GET /auth/me has a throughput budget in bench/README.md).

const personId = sql.raw('"users"."id"');
/**
 * The extras as columns of a statement that reads `users` (the areas' contributions, me-contributions.ts): add them
 * to it and hand the row to `withExtras`.
 */
export const extrasColumns = () => meColumns(personId);

export function withExtras(row: UserRow, extras: Record<string, unknown>): User {
  return toUser(row, { ...NO_EXTRAS, ...readMe(extras).extras });
}

const preparedExtras = preparedPerDb((db) =>
  db
    .select(extrasColumns())
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('load_user_extras'),
);

export async function loadUser(db: Db, row: UserRow): Promise<User> {
  const [extras] = await preparedExtras(db).execute({ userId: row.id });
  return extras ? withExtras(row, extras) : toUser(row);
}

/**
 * The signed-in statement for one session (a placeholder when prepared). Every table it reads must announce its
 * changes (migration 0002_person_changes), or memory would keep serving the old state: auth.signed-in.test.ts
 * checks this against the database's plan and triggers.
 */
export function signedInQuery(db: Db, sessionId: string | ReturnType<typeof sql.placeholder>) {
  return db
    .select({
      session: sessions,
      user: users,
      banned: activeBanCondition(users.id).mapWith(Boolean),
      ...extrasColumns(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
}

const preparedSignedIn = preparedPerDb((db) =>
  signedInQuery(db, sql.placeholder('sessionId')).prepare('find_signed_in'),
);

/** A session with everything an authenticated request needs: the checks of the auth plugin and GET /auth/me. */
export interface SignedIn {
  session: SessionRow;
  user: UserRow;
  /** An active BAN exists (the auth plugin then ends the session). */
  banned: boolean;
  /** The person as GET /auth/me answers it. */
  person: User;
  /** When something read here ends by itself (a mute, a warning, a team's lock), in epoch ms. */
  staleAt: number | undefined;
}

/** Every authenticated request in one round trip, or none when the person is in memory (signed-in-cache.ts). */
export async function findSignedIn(db: Db, sessionId: string): Promise<SignedIn | undefined> {
  if (!isUuid(sessionId)) return undefined;
  const [row] = await preparedSignedIn(db).execute({ sessionId });
  if (!row) return undefined;
  const { extras, ends } = readMe(row);
  const person = toUser(row.user, { ...NO_EXTRAS, ...extras });
  return {
    session: row.session,
    user: row.user,
    banned: row.banned,
    person,
    staleAt: earliestFuture(ends),
  };
}
