import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../users/users.rows.js';

// Reads of support access (the sessions module writes the session itself).

export async function findPerson(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
