import { YOUTUBER_HANDLE_MAX, YOUTUBER_HANDLE_MIN } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { handlesLike, lockHandleAssignment, setYoutuberHandle, youtuberForHandle } from './creators.queries.js';

// A YouTuber's page address: derived from the page name when their verification is APPROVED, unique,
// numbered on a clash (`plauditreviews`, `plauditreviews2`, …). The verifications service calls
// assignYoutuberHandle inside its decision's transaction; the YouTuber may change it later in settings.

/** Room for the clash number within YOUTUBER_HANDLE_MAX. */
const BASE_MAX = YOUTUBER_HANDLE_MAX - 4;

/** `Plaudit Reviews!` → `plaudit-reviews`: letters and digits lower-cased, other runs become one hyphen. */
export function handleBase(pageName: string): string {
  const slug = pageName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BASE_MAX)
    .replace(/-+$/g, '');
  if (!slug) return 'youtuber';
  return slug.length < YOUTUBER_HANDLE_MIN ? slug.padEnd(YOUTUBER_HANDLE_MIN, '0') : slug;
}

/** `base` when free, else `base` with the smallest free number from 2. */
export function nextFreeHandle(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}${n}`)) return `${base}${n}`;
}

/** Gives the YouTuber a handle from their page name unless they have one already (an earlier approval kept). */
export async function assignYoutuberHandle(tx: DbOrTx, youtuberId: string): Promise<void> {
  const youtuber = await youtuberForHandle(tx, youtuberId);
  if (!youtuber || youtuber.handle) return;
  await lockHandleAssignment(tx);
  const base = handleBase(youtuber.pageName);
  await setYoutuberHandle(tx, youtuberId, nextFreeHandle(base, await handlesLike(tx, base)));
}
