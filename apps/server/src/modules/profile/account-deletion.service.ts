import { M, type Notifications } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { NOTIFICATION_FLAGS } from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.service.js';
import type { UserRow } from '../users/users.rows.js';
import { teamsBlockingDeletion, teamsDeletedWithAccount } from './profile.policy.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { TeamsService } from '../teams/teams.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ProfileService } from './profile.service.js';
import * as q from './profile.queries.js';

// DELETE /profile: the person's data goes, what others rely on stays in anonymised form. The user row is kept
// (audit entries, punishments, verifications and team history point at it) but carries nothing personal; the
// email and username are free again at once. No HTTP here.

const NO_NOTIFICATIONS = Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, false])) as Notifications;
/** Not an argon2 hash, so no password ever verifies against it. */
const UNUSABLE_PASSWORD = '!deleted';

/** The anonymised identity: unique by the id, and a non-deliverable address (.invalid is reserved, RFC 2606). */
export function anonymisedIdentity(userId: string) {
  const short = userId.replace(/-/g, '').slice(0, 12);
  return { username: `deleted_${short}`, email: `deleted-${userId}@deleted.invalid` };
}

export class AccountDeletionService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly profile: ProfileService,
    private readonly sessions: SessionsService,
    private readonly auth: AuthService,
    private readonly teams: TeamsService,
    private readonly users: UsersService,
  ) {}

  async delete(user: UserRow) {
    const identity = anonymisedIdentity(user.id);
    await this.deps.db.transaction(async (tx) => {
      const teams = await this.teams.lockTeamsOf(user.id, tx);
      const blocking = teamsBlockingDeletion(teams);
      if (blocking.length > 0) {
        throw new AppError('conflict', M.profile.error.last_owner, 409, {
          teams: blocking.map((t) => t.brandName).join(', '),
          teamIds: blocking.map((t) => t.teamId),
        });
      }
      await this.teams.removePerson(
        user.id,
        user.email,
        teamsDeletedWithAccount(teams).map((t) => t.teamId),
        tx,
      );
      await this.sessions.revokeEvery(user.id, 'ACCOUNT_DELETED', tx);
      await this.auth.deleteSecretsOf(user.id, tx);
      await q.deleteEmailChanges(tx, user.id);
      await this.users.update(
        user.id,
        {
          ...identity,
          firstName: 'Deleted',
          lastName: 'user',
          passwordHash: UNUSABLE_PASSWORD,
          image: null,
          selectedTeamId: null,
          notifications: NO_NOTIFICATIONS,
          accountStatus: 'DELETED',
        },
        tx,
      );
      await recordAudit(tx, {
        actorId: user.id,
        action: 'user.delete',
        targetType: 'user',
        targetId: user.id,
        before: { accountStatus: user.accountStatus },
        after: { accountStatus: 'DELETED', teamsDeleted: teamsDeletedWithAccount(teams).length },
      });
    });
    // After the commit: a file removed for a deletion that then rolled back could not come back.
    await this.profile.removeStoredImage(user.image);
  }
}
