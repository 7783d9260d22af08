import type { User } from '@plaudit/contract';
import type { UserRow } from '../sessions/sessions.queries.js';

// Row → API shape. Teams and YouTuber records arrive with the creators area; until then they are empty.

export function toUser(row: UserRow): User {
  const creatorTeamMembers: User['creatorTeamMembers'] = [];
  const selectedCreatorTeam = creatorTeamMembers.find((m) => m.creatorTeam.id === row.selectedTeamId) ?? creatorTeamMembers[0] ?? null;
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
    emailVerificationStatus: { status: row.emailVerificationStatus },
    settings: { language: row.language, currency: row.currency, imageUrl: row.image },
    notifications: row.notifications,
    creatorTeamMembers,
    selectedCreatorTeam,
    youtuber: null,
    isAdmin: row.role === 'ADMIN',
    isCreator: creatorTeamMembers.length > 0,
    isCreatorVerified: selectedCreatorTeam?.creatorTeam.verification.status === 'APPROVED',
    isCreatorBlocked: selectedCreatorTeam?.creatorTeam.accessStatus === 'BLOCKED',
    isEmailVerified: row.emailVerificationStatus === 'VERIFIED',
    mute: null,
    warnings: [],
    createdAt: row.createdAt.toISOString(),
  };
}
