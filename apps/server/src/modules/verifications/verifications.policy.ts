import { M } from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/users.rows.js';

// Spec §6: creator verification listing and decision, the creator lock and the brand requests are ADMIN only.
// MOD and USER get 403; anonymous callers were already refused with 401 by app.authenticate.

export function assertAdmin(user: Pick<UserRow, 'role'>): void {
  if (user.role !== 'ADMIN') throw new AppError('forbidden', M.error.common.forbidden);
}
