import type { UserRow } from '../users/users.rows.js';

// Who may sign in: an ACTIVE account without an active BAN (checked after the password, so the answer never tells
// a stranger whether an address has an account). DELETED accounts answer like unknown ones.

export type SignInRefusal = 'deleted' | 'inactive' | 'banned' | null;

export function signInRefusal(user: Pick<UserRow, 'accountStatus'>, hasActiveBan: boolean): SignInRefusal {
  if (user.accountStatus === 'DELETED') return 'deleted';
  if (user.accountStatus !== 'ACTIVE') return 'inactive';
  return hasActiveBan ? 'banned' : null;
}
