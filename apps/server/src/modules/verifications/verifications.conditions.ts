import { desc } from 'drizzle-orm';
import { verifications } from '../../db/schema/index.js';

// "The newest round" of a team or a YouTuber, stated once: each submission is a new row, the newest by submission
// time (the id breaks a tie within one instant) is the one that counts.

/** Order by this and take the first row: the newest round. */
export const latestRoundFirst = [desc(verifications.submittedAt), desc(verifications.id)] as const;
