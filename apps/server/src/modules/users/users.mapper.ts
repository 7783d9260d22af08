import type { UserCore } from '@plaudit/contract';
import type { UserRow } from './users.rows.js';

// The user's core fields (the contract's userCoreSchema), mapped once: the signed-in person (auth.mapper.ts) and the
// staff's view of a user
// (admin-users.mapper.ts) both start from here. Never the password hash, never the notification flags.

export function toUserCore(row: UserRow): UserCore {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    role: row.role,
    registerType: row.registerType,
    accountStatus: row.accountStatus,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
  };
}
