import { M } from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import type { DbOrTx } from '../../db/tx.js';
import { findActiveMute } from './punishments.queries.js';

/**
 * The one answer to "may this person publish now": a muted person may read, and take their own things down, but not
 * write anything others can see until the mute ends. Every such write asks it in its service before writing:
 * reviews and replies, a brand's name, words, links and pictures, trophies (created, edited, opened, nominated,
 * locked, awarded), published products, the person's public name and picture, a YouTuber's page, applications for
 * a brand or a YouTuber page, and team invites. Throws 403 `forbidden` with `punishments.error.muted` (or
 * `muted_no_end`) and meta `{until, reason}`, so the screen can say until when.
 */
export async function assertCanPublish(db: DbOrTx, userId: string): Promise<void> {
  const mute = await findActiveMute(db, userId);
  if (!mute) return;
  const until = mute.until ? mute.until.toISOString() : null;
  throw new AppError('forbidden', until ? M.punishments.error.muted : M.punishments.error.muted_no_end, 403, {
    until,
    reason: mute.reason,
  });
}
