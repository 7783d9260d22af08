import type { AdminUserDetail, AdminUserSummary, Punishment } from '@plaudit/contract';
import type { UserRow } from '../users/users.rows.js';

// Rows → API shapes of the admin users area. Never the password hash, never the notification flags.

export function toAdminUserSummary(row: UserRow, activePunishments: Punishment['type'][] = []): AdminUserSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    role: row.role,
    registerType: row.registerType,
    accountStatus: row.accountStatus,
    emailVerificationStatus: row.emailVerificationStatus,
    image: row.image,
    activePunishments,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminUserDetail(
  row: UserRow,
  memberships: Array<{ id: string; role: AdminUserDetail['creatorTeamMembers'][number]['role']; teamId: string; brandName: string; iconUrl: string | null }>,
  active: Punishment[],
): AdminUserDetail {
  const types = (['BAN', 'MUTE', 'WARNING'] as const).filter((type) => active.some((p) => p.type === type));
  return {
    ...toAdminUserSummary(row, types),
    updatedAt: row.updatedAt.toISOString(),
    creatorTeamMembers: memberships.map((m) => ({ id: m.id, role: m.role, creatorTeam: { id: m.teamId, brandName: m.brandName, iconUrl: m.iconUrl } })),
    activePunishmentList: active,
  };
}
