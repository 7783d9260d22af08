import type { ServiceDeps } from '../../deps.js';
import {
  M,
  TEAM_INVITE_TTL_DAYS,
  TEAM_INVITES_PER_DAY,
  clampRemainingSeconds,
  mayInviteAs,
  type InvitePreview,
  type PendingInvite,
  type TeamRole,
} from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import { hmac, randomToken } from '../../lib/crypto.js';
import { teamInviteMail } from '../../mail/templates.js';
import { recordAudit } from '../audit/audit.service.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import type { UserRow } from '../users/users.rows.js';
import type { UsersService } from '../users/users.service.js';
import type { TeamsService } from './teams.service.js';
import { isUuid } from '../../lib/ids.js';
import { requireTeam } from './teams.access.js';
import { fullName, inviteState, maskEmail, toPendingInvite } from './teams.mapper.js';
import { isTeamLocked } from './teams.policy.js';
import * as q from './teams.queries.js';

// Team invitations: an OWNER or ADMIN invites someone by email as ADMIN or EDITOR; the mail carries a link to
// `<PUBLIC_URL>/invite?token=…`. The token is stored only as a keyed hash, works once and for 7 days, and only
// for the person signed in with the invited address.

const DAY_MS = 86_400_000;
const inviteNotFound = () => new AppError('not_found', M.team.error.invite_not_found);

export interface InviteBody {
  firstName: string;
  lastName: string;
  email: string;
  role: TeamRole;
}

export class TeamInvitesService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly users: UsersService,
    private readonly teams: TeamsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private hash(token: string) {
    return hmac(`team-invite:${this.deps.config.jwtSecret}`, token);
  }

  async create(teamId: string, inviter: UserRow, body: InviteBody): Promise<{ id: string }> {
    const access = await requireTeam(this.db, teamId, inviter.id, 'manageMembers');
    // A muted person may read but not reach out to others: inviting publishes a mail in their name.
    await assertCanPublish(this.db, inviter.id);
    if (!mayInviteAs(access.member.role, body.role)) {
      throw new AppError('validation', M.team.error.role_not_invitable, 400, { field: 'role' });
    }
    // Invitations are mail to anyone: only a team the admins have verified may send them.
    if ((await q.latestVerification(this.db, teamId))?.status !== 'APPROVED') {
      throw new AppError('forbidden', M.team.error.invite_needs_approval);
    }
    const now = new Date();
    const email = body.email.trim();
    if (await q.findMemberByEmail(this.db, teamId, email)) {
      throw new AppError('conflict', M.team.error.already_member, 409, { field: 'email' });
    }
    if (await q.findOpenInviteByEmail(this.db, teamId, email, now)) {
      throw new AppError('conflict', M.team.error.already_invited, 409, { field: 'email' });
    }
    const token = randomToken();
    const invite = await this.db.transaction(async (tx) => {
      // At most TEAM_INVITES_PER_DAY per rolling day; cancelled ones count too (or cancel-and-resend would not).
      const recent = await q.lockAndCountInvitesSince(tx, teamId, new Date(now.getTime() - DAY_MS));
      if (recent.sent >= TEAM_INVITES_PER_DAY) {
        const freeAt = (recent.oldest?.getTime() ?? now.getTime()) + DAY_MS;
        throw new AppError('throttle', M.team.error.invite_daily_limit, 429, {
          remainingSeconds: clampRemainingSeconds((freeAt - now.getTime()) / 1000),
        });
      }
      const row = await q.insertInvite(tx, {
        teamId,
        email,
        firstName: body.firstName,
        lastName: body.lastName,
        role: body.role,
        tokenHash: this.hash(token),
        invitedBy: inviter.id,
        expiresAt: new Date(now.getTime() + TEAM_INVITE_TTL_DAYS * DAY_MS),
      });
      await recordAudit(tx, {
        actorId: inviter.id,
        action: 'team.invite.create',
        targetType: 'team_invite',
        targetId: row.id,
        before: null,
        after: { teamId, email, role: body.role },
      });
      return row;
    });
    // The invitee's own language when they already have an account, else the inviter's.
    const language = (await q.findUserLanguage(this.db, email)) ?? inviter.language;
    const link = `${this.deps.config.publicUrl}/invite?token=${encodeURIComponent(token)}`;
    await this.deps.mail.send(
      email,
      teamInviteMail(language, {
        firstName: body.firstName,
        inviterName: `${inviter.firstName} ${inviter.lastName}`,
        brandName: access.team.brandName,
        role: body.role,
        link,
        days: TEAM_INVITE_TTL_DAYS,
      }),
    );
    return { id: invite.id };
  }

  async list(teamId: string, userId: string): Promise<{ data: PendingInvite[] }> {
    await requireTeam(this.db, teamId, userId, 'view');
    const rows = await q.listPendingInvites(this.db, teamId);
    const now = new Date();
    return { data: rows.map((r) => toPendingInvite(r.invite, fullName(r.inviterFirstName, r.inviterLastName), now)) };
  }

  async cancel(teamId: string, inviteId: string, userId: string): Promise<void> {
    await requireTeam(this.db, teamId, userId, 'manageMembers');
    if (!isUuid(inviteId)) throw inviteNotFound();
    const invite = await q.findInvite(this.db, teamId, inviteId);
    if (!invite || invite.acceptedAt || invite.cancelledAt) throw inviteNotFound();
    await this.db.transaction(async (tx) => {
      await q.cancelInvite(tx, invite.id);
      await recordAudit(tx, {
        actorId: userId,
        action: 'team.invite.cancel',
        targetType: 'team_invite',
        targetId: invite.id,
        before: { teamId, email: invite.email, role: invite.role },
        after: null,
      });
    });
  }

  /** What the landing page shows; anyone holding the token may read it (the token is the secret). */
  async preview(token: string, caller: UserRow | null): Promise<InvitePreview> {
    const row = await q.findInviteByTokenHash(this.db, this.hash(token));
    if (!row) throw inviteNotFound();
    const { invite, team } = row;
    return {
      teamId: team.id,
      brandName: team.brandName,
      iconUrl: team.iconUrl,
      role: invite.role,
      inviterName: fullName(row.inviterFirstName, row.inviterLastName),
      emailMasked: maskEmail(invite.email),
      state: inviteState(invite),
      expiresAt: invite.expiresAt.toISOString(),
      forCurrentUser: caller ? caller.email.toLowerCase() === invite.email.toLowerCase() : null,
    };
  }

  async accept(token: string, user: UserRow): Promise<{ teamId: string; role: TeamRole }> {
    const row = await q.findInviteByTokenHash(this.db, this.hash(token));
    if (!row) throw inviteNotFound();
    const { invite, team } = row;
    const state = inviteState(invite);
    if (state === 'USED') throw new AppError('conflict', M.team.error.invite_used);
    if (state === 'CANCELLED') throw new AppError('conflict', M.team.error.invite_cancelled);
    if (state === 'EXPIRED') throw new AppError('conflict', M.team.error.invite_expired);
    if (user.email.toLowerCase() !== invite.email.toLowerCase())
      throw new AppError('forbidden', M.team.error.invite_wrong_account);
    if (user.emailVerificationStatus !== 'VERIFIED') throw new AppError('forbidden', M.auth.error.email_not_verified);
    if (isTeamLocked(team)) throw new AppError('forbidden', M.team.error.blocked);
    if (await q.findMembershipOfUser(this.db, team.id, user.id))
      throw new AppError('conflict', M.team.error.already_member);
    await this.db.transaction(async (tx) => {
      if (!(await q.markInviteAccepted(tx, invite.id, user.id)))
        throw new AppError('conflict', M.team.error.invite_used);
      const member = await q.insertMember(tx, { teamId: team.id, userId: user.id, role: invite.role });
      await this.teams.memberJoined(team.id, user.id, tx);
      // The person goes on working in the team they just joined (the welcome toast names it, so the
      // dashboard must show it too), whether or not they had a team before.
      await this.users.selectTeam(user.id, team.id, tx);
      await recordAudit(tx, {
        actorId: user.id,
        action: 'team.invite.accept',
        targetType: 'creator_team_member',
        targetId: member.id,
        before: null,
        after: { teamId: team.id, userId: user.id, role: invite.role, inviteId: invite.id },
      });
    });
    return { teamId: team.id, role: invite.role };
  }
}
