import type { sessions } from '../../db/schema/index.js';

// The sessions table's row, owned by the sessions module.

export type SessionRow = typeof sessions.$inferSelect;
