import type { AdminUserDetail, AdminUserSummary, Punishment } from '@plaudit/contract';
import { toUserCore } from '../users/users.mapper.js';
import type { UserRow } from '../users/users.rows.js';

// Rows → API shapes of the admin users area. Never the password hash, never the notification flags.

export function toAdminUserSummary(row: UserRow, activePunishments: Punishment['type'][] = []): AdminUserSummary {
  return { ...toUserCore(row), emailVerificationStatus: row.emailVerificationStatus, activePunishments };
}

export function toAdminUserDetail(
  row: UserRow,
  memberships: Array<{
    id: string;
    role: AdminUserDetail['creatorTeamMembers'][number]['role'];
    teamId: string;
    brandName: string;
    iconUrl: string | null;
  }>,
  active: Punishment[],
): AdminUserDetail {
  const types = (['BAN', 'MUTE', 'WARNING'] as const).filter((type) => active.some((p) => p.type === type));
  return {
    ...toAdminUserSummary(row, types),
    updatedAt: row.updatedAt.toISOString(),
    creatorTeamMembers: memberships.map((m) => ({
      id: m.id,
      role: m.role,
      creatorTeam: { id: m.teamId, brandName: m.brandName, iconUrl: m.iconUrl },
    })),
    activePunishmentList: active,
  };
}
