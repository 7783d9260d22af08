import { M } from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/users.rows.js';
import type { VerificationRow } from '../verifications/verifications.rows.js';

// Who may apply: only a person with a verified email becomes a creator or a YouTuber. Who may resubmit: the
// applicant whose newest round asks for more information.

export function assertMayApply(user: Pick<UserRow, 'emailVerificationStatus'>): void {
  if (user.emailVerificationStatus !== 'VERIFIED') throw new AppError('forbidden', M.auth.error.email_not_verified);
}

export function mayResubmit(latest: Pick<VerificationRow, 'status'> | undefined): boolean {
  return latest?.status === 'NEEDS_MORE_INFO';
}
