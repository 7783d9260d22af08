import type {
  InviteState,
  OwnershipTransfer,
  PendingInvite,
  TeamMemberItem,
  TeamRole,
  TeamSettings,
} from '@plaudit/contract';
import { permissionsFor } from './teams.policy.js';
import type { InviteRow, MemberWithUser, TeamRow, TransferRow } from './teams.queries.js';

// Rows → API shapes of the creator workspace. A token hash never leaves the module.

export function toTeamSettings(
  team: TeamRow,
  ctx: {
    role: TeamRole;
    locked: boolean;
    ownerCount: number;
    verification: { status: TeamSettings['verification']['status']; message: string | null } | undefined;
    /** The team's newest RENAME round. */
    rename:
      | {
          status: TeamSettings['verification']['status'];
          message: string | null;
          details: Record<string, string | null>;
        }
      | undefined;
    counts: { memberCount: number; pendingInviteCount: number };
  },
): TeamSettings {
  // A name still waiting (or sent back for more information) while one is pending; a refusal until the next request.
  const rename = ctx.rename;
  const showRename =
    rename && (rename.status === 'REJECTED' || (team.pendingBrandName !== null && rename.status !== 'APPROVED'));
  return {
    id: team.id,
    brandName: team.brandName,
    profileHandle: team.profileHandle,
    website: team.website,
    description: team.description,
    settings: { iconUrl: team.iconUrl, bannerUrl: team.bannerUrl, social: team.social },
    // A team listed before anyone applied has no round yet: it counts as waiting for review.
    verification: ctx.verification ?? { status: 'PENDING', message: null },
    brandNameChange: showRename
      ? { brandName: rename.details.brandName ?? '', status: rename.status, message: rename.message }
      : null,
    accessStatus: team.accessStatus,
    accessUntil: team.accessUntil?.toISOString() ?? null,
    role: ctx.role,
    permissions: permissionsFor(ctx.role, ctx.locked, ctx.ownerCount),
    memberCount: ctx.counts.memberCount,
    pendingInviteCount: ctx.counts.pendingInviteCount,
  };
}

export function toMemberItem(row: MemberWithUser, currentUserId: string): TeamMemberItem {
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    image: row.image,
    role: row.role,
    joinedAt: row.createdAt.toISOString(),
    isCurrentUser: row.userId === currentUserId,
  };
}

export function toTransfer(row: TransferRow, members: MemberWithUser[], names: Map<string, string>): OwnershipTransfer {
  return {
    id: row.id,
    toMemberId: members.find((m) => m.userId === row.toUserId)?.id ?? null,
    toUserId: row.toUserId,
    toName: names.get(row.toUserId) ?? '',
    fromName: row.fromUserId ? (names.get(row.fromUserId) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function inviteState(invite: InviteRow, now = new Date()): InviteState {
  if (invite.acceptedAt) return 'USED';
  if (invite.cancelledAt) return 'CANCELLED';
  if (invite.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'OPEN';
}

export function toPendingInvite(invite: InviteRow, inviterName: string | null, now = new Date()): PendingInvite {
  return {
    id: invite.id,
    email: invite.email,
    firstName: invite.firstName,
    lastName: invite.lastName,
    role: invite.role,
    creatorTeamId: invite.teamId,
    invitedBy: inviterName,
    expiresAt: invite.expiresAt.toISOString(),
    expired: invite.expiresAt.getTime() <= now.getTime(),
    createdAt: invite.createdAt.toISOString(),
    updatedAt: invite.updatedAt.toISOString(),
  };
}

/** `ada.lovelace@example.com` → `ad***@example.com`: enough to recognise one's own address, not to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${email.slice(at)}`;
}

export const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();
