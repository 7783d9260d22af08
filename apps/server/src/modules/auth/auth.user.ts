import type { User } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../sessions/sessions.queries.js';
import { loadCreatorExtras } from '../creators/creators.me.js';
import { loadTrust } from '../punishments/punishments.me.js';
import { NO_EXTRAS, toUser } from './auth.mapper.js';

// The one way to turn a user row into the signed-in person of spec §3 (GET /auth/me, GET /profile, sign-in):
// the row plus what other areas know about them. Each area adds its part here with its own loader, and the
// loaders run in parallel so /auth/me stays within its DESIGN.md budget.

export async function loadUser(db: Db, row: UserRow): Promise<User> {
  const [creators, trust] = await Promise.all([loadCreatorExtras(db, row.id), loadTrust(db, row.id)]);
  return toUser(row, { ...NO_EXTRAS, ...creators, ...trust });
}
