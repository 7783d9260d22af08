import type { Db } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import type { Tx } from '../../db/tx.js';
import type { NewUserValues, UserRow } from './users.rows.js';
import * as q from './users.queries.js';

// The one writer of the users table. Sign-up, profile edits, password and email changes, account deletion, staff
// edits, onboarding and team selection all change a person through here; each method takes the caller's
// transaction (`tx`) so the change commits or rolls back with the rest of theirs. The rules stay with the callers.

export class UsersService {
  constructor(private readonly db: Db) {}

  create(values: typeof users.$inferInsert, tx?: Tx): Promise<UserRow> {
    return q.insertUser(tx ?? this.db, values);
  }

  /** The changed row, or undefined when there is no such user. `updatedAt` is set here. */
  update(id: string, values: NewUserValues, tx?: Tx): Promise<UserRow | undefined> {
    return q.updateUser(tx ?? this.db, id, values);
  }

  mergeNotifications(id: string, flags: Record<string, boolean>, tx?: Tx): Promise<UserRow | undefined> {
    return q.mergeNotifications(tx ?? this.db, id, flags);
  }

  async setPassword(id: string, passwordHash: string, tx?: Tx): Promise<void> {
    await q.updateUser(tx ?? this.db, id, { passwordHash });
  }

  async markEmailVerified(id: string, tx?: Tx): Promise<void> {
    await q.updateUser(tx ?? this.db, id, { emailVerificationStatus: 'VERIFIED' });
  }

  selectTeam(userId: string, teamId: string, tx?: Tx): Promise<void> {
    return q.setSelectedTeam(tx ?? this.db, userId, teamId);
  }

  /** Only when `teamId` is the selected one: another selection made meanwhile stays. */
  clearSelectedTeam(userId: string, teamId: string, tx?: Tx): Promise<void> {
    return q.clearSelectedTeam(tx ?? this.db, userId, teamId);
  }
}
