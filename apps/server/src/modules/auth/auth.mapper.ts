import type { User } from '@plaudit/contract';
import { toUserCore } from '../users/users.mapper.js';
import type { UserRow } from '../users/users.rows.js';

// Row → API shape. What lives in other areas (team memberships and the YouTuber record from the creators area,
// an active mute and unacknowledged warnings from the trust area) arrives as `UserExtras`, loaded by
// `loadUser` in auth.user.ts.

export interface UserExtras {
  creatorTeamMembers: User['creatorTeamMembers'];
  youtuber: User['youtuber'];
  mute: User['mute'];
  warnings: User['warnings'];
}

export const NO_EXTRAS: UserExtras = { creatorTeamMembers: [], youtuber: null, mute: null, warnings: [] };

export function toUser(row: UserRow, extras: UserExtras = NO_EXTRAS): User {
  const { creatorTeamMembers } = extras;
  // Spec §4: the selected team when it is still a membership, else the first OWNER membership, else the first.
  const selectedCreatorTeam =
    creatorTeamMembers.find((m) => m.creatorTeam.id === row.selectedTeamId) ??
    creatorTeamMembers.find((m) => m.role === 'OWNER') ??
    creatorTeamMembers[0] ??
    null;
  return {
    ...toUserCore(row),
    emailVerificationStatus: { status: row.emailVerificationStatus },
    settings: { language: row.language, currency: row.currency, imageUrl: row.image },
    notifications: row.notifications,
    creatorTeamMembers,
    selectedCreatorTeam,
    youtuber: extras.youtuber,
    isAdmin: row.role === 'ADMIN',
    isCreator: creatorTeamMembers.length > 0,
    isCreatorVerified: selectedCreatorTeam?.creatorTeam.verification.status === 'APPROVED',
    isCreatorBlocked: selectedCreatorTeam?.creatorTeam.accessStatus === 'BLOCKED',
    isEmailVerified: row.emailVerificationStatus === 'VERIFIED',
    mute: extras.mute,
    warnings: extras.warnings,
  };
}
