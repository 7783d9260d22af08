import type { Tx } from '../../db/tx.js';
import { voidAuthSecrets } from '../auth/account-secrets.js';
import { cancelPendingEmailChanges } from './profile.queries.js';

/**
 * Voids every outstanding reset link, one-time code and pending email change of the account. Revert links of
 * changes already made are kept: they are the owner's way back.
 */
export async function voidAccountSecrets(tx: Tx, userId: string) {
  await voidAuthSecrets(tx, userId);
  await cancelPendingEmailChanges(tx, userId);
}
