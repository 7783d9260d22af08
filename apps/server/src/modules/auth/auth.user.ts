import { eq, sql } from 'drizzle-orm';
import type { User } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { preparedPerDb } from '../../lib/prepared.js';
import { creatorMeColumns, toCreatorExtras } from '../creators/creators.me.js';
import { toTrust, trustMeColumns } from '../punishments/punishments.me.js';
import { activeBanCondition, isUuid, type UserRow } from '../sessions/sessions.queries.js';
import { toUser } from './auth.mapper.js';

// The one way to turn a user row into the signed-in person of spec §3 (GET /auth/me, GET /profile, sign-in):
// the row plus what other areas know about them. Each area contributes JSON columns to ONE prepared statement, so
// the whole person costs a single round trip (GET /auth/me has a throughput budget in DESIGN.md).

const personId = sql.raw('"users"."id"');
const extrasColumns = () => ({ ...creatorMeColumns(personId), ...trustMeColumns(personId) });
type ExtrasRow = { teams: Parameters<typeof toCreatorExtras>[0]['teams']; youtuber: Parameters<typeof toCreatorExtras>[0]['youtuber']; trust: Parameters<typeof toTrust>[0] };

function withExtras(row: UserRow, extras: ExtrasRow): User {
  return toUser(row, { ...toCreatorExtras(extras), ...toTrust(extras.trust) });
}

const preparedExtras = preparedPerDb((db) =>
  db.select(extrasColumns()).from(users).where(eq(users.id, sql.placeholder('userId'))).prepare('load_user_extras'),
);

export async function loadUser(db: Db, row: UserRow): Promise<User> {
  const [extras] = await preparedExtras(db).execute({ userId: row.id });
  return extras ? withExtras(row, extras) : toUser(row);
}

const preparedSessionWithProfile = preparedPerDb((db) =>
  db
    .select({ session: sessions, user: users, banned: activeBanCondition(users.id).mapWith(Boolean), ...extrasColumns() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('find_session_with_profile'),
);

/**
 * GET /auth/me in one round trip: what the auth plugin checks on every request (session, user, ban) together with
 * the person's extras. The plugin applies its usual checks to it (`app.authenticateWith`).
 */
export async function findSessionWithProfile(db: Db, sessionId: string) {
  if (!isUuid(sessionId)) return undefined;
  const [row] = await preparedSessionWithProfile(db).execute({ sessionId });
  return row ? { ...row, toUser: () => withExtras(row.user, row) } : undefined;
}
