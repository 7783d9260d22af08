import type { verifications } from '../../db/schema/index.js';

// The verifications table's row, owned by the verifications module (the only writer of the table).

export type VerificationRow = typeof verifications.$inferSelect;
