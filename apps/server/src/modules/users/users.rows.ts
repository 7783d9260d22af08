import type { users } from '../../db/schema/index.js';

// The users table's row, owned by the users module (the only writer of the table; see docs/architecture.md).

export type UserRow = typeof users.$inferSelect;
export type NewUserValues = Partial<typeof users.$inferInsert>;
