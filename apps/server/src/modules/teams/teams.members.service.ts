import {
  M,
  mayAssignRole,
  mayLeave,
  mayManageMember,
  type TeamMemberItem,
  type TeamMemberList,
  type TeamRole,
} from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.service.js';
import { isUuid } from '../../lib/ids.js';
import { authorize, loadTeamAccess, requireTeam } from './teams.access.js';
import { toMemberItem, toTransfer } from './teams.mapper.js';
import type { UsersService } from '../users/users.service.js';
import * as q from './teams.queries.js';

// Members of a team: the list, role changes, removal and leaving, and ownership offers (the recipient must
// accept before ownership moves; the former owner then becomes ADMIN).

const memberNotFound = () => new AppError('not_found', M.team.error.member_not_found);
const notAllowed = () => new AppError('forbidden', M.team.error.role_not_allowed);
const transferNotFound = () => new AppError('not_found', M.team.error.transfer_not_found);

export class TeamMembersService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
  ) {}

  async list(teamId: string, userId: string): Promise<TeamMemberList> {
    await requireTeam(this.db, teamId, userId, 'view');
    const [members, transfer] = await Promise.all([
      q.listMembers(this.db, teamId),
      q.findOpenTransferOfTeam(this.db, teamId),
    ]);
    const names = transfer
      ? await q.userNames(this.db, [transfer.toUserId, ...(transfer.fromUserId ? [transfer.fromUserId] : [])])
      : new Map<string, string>();
    return {
      data: members.map((m) => toMemberItem(m, userId)),
      pendingTransfer: transfer ? toTransfer(transfer, members, names) : null,
    };
  }

  private async target(teamId: string, memberId: string) {
    if (!isUuid(memberId)) throw memberNotFound();
    const target = await q.findMember(this.db, teamId, memberId);
    if (!target) throw memberNotFound();
    return target;
  }

  async changeRole(teamId: string, memberId: string, userId: string, role: TeamRole): Promise<TeamMemberItem> {
    const access = await requireTeam(this.db, teamId, userId, 'manageMembers');
    const target = await this.target(teamId, memberId);
    if (!mayAssignRole(access.member.role, target.role, role)) throw notAllowed();
    if (target.role !== role) {
      await this.db.transaction(async (tx) => {
        await q.setMemberRole(tx, target.id, role);
        await recordAudit(tx, {
          actorId: userId,
          action: 'team.member.role',
          targetType: 'creator_team_member',
          targetId: target.id,
          before: { teamId, userId: target.userId, role: target.role },
          after: { teamId, userId: target.userId, role },
        });
      });
    }
    return toMemberItem({ ...target, role }, userId);
  }

  /** Removes a member, or (when the member is the caller) leaves the team. */
  async remove(teamId: string, memberId: string, userId: string): Promise<void> {
    const access = await loadTeamAccess(this.db, teamId, userId);
    const target = await this.target(teamId, memberId);
    const leaving = target.userId === userId;
    if (leaving) {
      authorize(access, 'leave');
      if (!mayLeave(access.member.role, await q.countOwners(this.db, teamId)))
        throw new AppError('conflict', M.team.error.last_owner);
    } else {
      authorize(access, 'manageMembers');
      if (!mayManageMember(access.member.role, target.role)) throw notAllowed();
    }
    await this.db.transaction(async (tx) => {
      await q.deleteMember(tx, target.id);
      await this.users.clearSelectedTeam(target.userId, teamId, tx);
      // An ownership offer to someone who is gone cannot be accepted any more.
      const transfer = await q.findOpenTransferOfTeam(tx, teamId);
      if (transfer && (transfer.toUserId === target.userId || transfer.fromUserId === target.userId))
        await q.closeTransfer(tx, transfer.id, 'cancelledAt');
      await recordAudit(tx, {
        actorId: userId,
        action: leaving ? 'team.member.leave' : 'team.member.remove',
        targetType: 'creator_team_member',
        targetId: target.id,
        before: { teamId, userId: target.userId, role: target.role },
        after: null,
      });
    });
  }

  /** OWNER only: offers ownership to another member; an earlier open offer of the team is withdrawn. */
  async offerOwnership(teamId: string, memberId: string, userId: string): Promise<{ id: string }> {
    await requireTeam(this.db, teamId, userId, 'transferOwnership');
    const target = await this.target(teamId, memberId);
    if (target.userId === userId)
      throw new AppError('validation', M.team.error.transfer_self, 400, { field: 'memberId' });
    return this.db.transaction(async (tx) => {
      await q.cancelOpenTransfers(tx, teamId);
      const transfer = await q.insertTransfer(tx, { teamId, fromUserId: userId, toUserId: target.userId });
      await recordAudit(tx, {
        actorId: userId,
        action: 'team.ownership.offer',
        targetType: 'creator_team',
        targetId: teamId,
        before: null,
        after: { transferId: transfer.id, toUserId: target.userId },
      });
      return { id: transfer.id };
    });
  }

  /** The recipient answers an offer. Only the recipient may; for anyone else it does not exist (404). */
  async answerOwnership(transferId: string, userId: string, accept: boolean): Promise<void> {
    if (!isUuid(transferId)) throw transferNotFound();
    const transfer = await q.findOpenTransfer(this.db, transferId);
    if (!transfer || transfer.toUserId !== userId) throw transferNotFound();
    const access = await loadTeamAccess(this.db, transfer.teamId, userId).catch(() => {
      throw transferNotFound();
    });
    if (!accept) {
      await this.db.transaction(async (tx) => {
        if (!(await q.closeTransfer(tx, transfer.id, 'declinedAt'))) throw transferNotFound();
        await recordAudit(tx, {
          actorId: userId,
          action: 'team.ownership.decline',
          targetType: 'creator_team',
          targetId: transfer.teamId,
          before: null,
          after: { transferId },
        });
      });
      return;
    }
    if (access.locked) throw new AppError('forbidden', M.team.error.blocked);
    const from = transfer.fromUserId
      ? await q.findMembershipOfUser(this.db, transfer.teamId, transfer.fromUserId)
      : undefined;
    // The offer is only good while the person who made it is still an OWNER of the team.
    if (!from || from.role !== 'OWNER') throw transferNotFound();
    await this.db.transaction(async (tx) => {
      if (!(await q.closeTransfer(tx, transfer.id, 'acceptedAt'))) throw transferNotFound();
      await q.setMemberRole(tx, access.member.id, 'OWNER');
      await q.setMemberRole(tx, from.id, 'ADMIN');
      await recordAudit(tx, {
        actorId: userId,
        action: 'team.ownership.accept',
        targetType: 'creator_team',
        targetId: transfer.teamId,
        before: { owner: from.userId, newOwnerRole: access.member.role },
        after: { owner: userId, formerOwnerRole: 'ADMIN' },
      });
    });
  }
}
