import { M } from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import type { DbOrTx } from '../../db/tx.js';
import { findActiveMute } from './punishments.queries.js';

/**
 * For every write that publishes content (reviews, replies, comments, team invites): a muted person may read but
 * not publish until the mute ends. Throws 403 `forbidden` with `punishments.error.muted` (or `muted_no_end`) and meta
 * `{until, reason}`, so the screen can say until when. Call it in the service before the write.
 */
export async function assertCanPublish(db: DbOrTx, userId: string): Promise<void> {
  const mute = await findActiveMute(db, userId);
  if (!mute) return;
  const until = mute.until ? mute.until.toISOString() : null;
  throw new AppError('forbidden', until ? M.punishments.error.muted : M.punishments.error.muted_no_end, 403, { until, reason: mute.reason });
}
