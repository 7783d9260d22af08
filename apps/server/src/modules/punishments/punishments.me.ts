import type { User } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { toTrustExtras } from './punishments.mapper.js';
import { findMuteAndWarnings } from './punishments.queries.js';

/** This area's part of the signed-in person (GET /auth/me, sign-in): an active mute and unacknowledged warnings. */
export async function loadTrust(db: Db, userId: string): Promise<Pick<User, 'mute' | 'warnings'>> {
  return toTrustExtras(await findMuteAndWarnings(db, userId));
}
