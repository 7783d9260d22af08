import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { BRAND_NAME_SIMILARITY_MAX, M } from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import * as q from './teams.queries.js';

// What other areas change in the team tables (creator_teams, creator_team_members, team_invites,
// ownership_transfers), so the teams module stays their only writer: onboarding claims or creates a team and makes
// the applicant its OWNER, account deletion removes memberships, sole teams and open invitations, staff remove a
// membership or lock a team. Each method takes the caller's transaction; the callers keep their own rules.

export type TeamAccessValues = Parameters<typeof q.setTeamAccess>[2];
export type UserTeamCounts = Awaited<ReturnType<typeof q.listTeamsWithCounts>>[number];

/** Told, inside the joining transaction, that someone became a member of a team (another area's rules may follow). */
export type MemberJoinedListener = (joined: { teamId: string; userId: string }, tx: Tx) => Promise<void>;

export class TeamsService {
  private readonly joinedListeners: MemberJoinedListener[] = [];

  constructor(private readonly db: Db) {}

  /** The composition root subscribes other areas here, so the teams module imports none of them. */
  onMemberJoined(listener: MemberJoinedListener): void {
    this.joinedListeners.push(listener);
  }

  /** Every path that adds a member calls this in its transaction. */
  async memberJoined(teamId: string, userId: string, tx: Tx): Promise<void> {
    for (const listener of this.joinedListeners) await listener({ teamId, userId }, tx);
  }

  /** Whether the person is a member of the team now, or left it at `since` or later. */
  memberSince(teamId: string, userId: string, since: Date, tx?: Tx) {
    return q.memberSince(tx ?? this.db, teamId, userId, since);
  }

  /** A listed profile nobody has claimed yet becomes the applicant's; undefined when someone else was quicker. */
  claim(teamId: string, values: { brandName: string; website: string }, tx?: Tx) {
    return q.claimTeam(tx ?? this.db, teamId, values);
  }

  createClaimed(values: { brandName: string; website: string; profileHandle: string }, tx?: Tx) {
    return q.insertClaimedTeam(tx ?? this.db, values);
  }

  updateDetails(teamId: string, values: { brandName: string; website: string }, tx?: Tx) {
    return q.updateTeamDetails(tx ?? this.db, teamId, values);
  }

  /** The person's membership of the team (their role), or undefined. */
  membership(teamId: string, userId: string, tx?: Tx) {
    return q.findMembershipOfUser(tx ?? this.db, teamId, userId);
  }

  async addOwner(teamId: string, userId: string, tx: Tx): Promise<void> {
    await q.insertMember(tx, { teamId, userId, role: 'OWNER' });
    await this.memberJoined(teamId, userId, tx);
  }

  /** The user's teams with their role and the owner and member counts, locked until the transaction ends. */
  async lockTeamsOf(userId: string, tx: Tx): Promise<UserTeamCounts[]> {
    await q.lockUserTeams(tx, userId);
    return q.listTeamsWithCounts(tx, userId);
  }

  /** Account deletion: the teams that go with the account, every membership, invitations addressed to them. */
  async removePerson(userId: string, email: string, soleTeamIds: string[], tx?: Tx): Promise<void> {
    const db = tx ?? this.db;
    await q.deleteTeams(db, soleTeamIds);
    await q.deleteMembershipsOf(db, userId);
    await q.deleteOpenInvitesTo(db, email);
  }

  /** Removes one membership; answers what it was (for the caller's audit entry), or undefined when there was none. */
  async removeMembership(userId: string, teamId: string, tx?: Tx) {
    if (!isUuid(teamId)) return undefined;
    return q.deleteMembership(tx ?? this.db, userId, teamId);
  }

  async teamName(teamId: string, tx?: Tx): Promise<string | null> {
    return (await q.findTeam(tx ?? this.db, teamId))?.brandName ?? null;
  }

  /** The team, locked until the transaction ends (undefined when there is none). */
  lockTeam(teamId: string, tx: Tx) {
    return q.lockTeam(tx, teamId);
  }

  setAccess(teamId: string, values: TeamAccessValues, tx?: Tx) {
    return q.setTeamAccess(tx ?? this.db, teamId, values);
  }

  /**
   * 409 (field brandName) when `name` is too close to another verified brand's (BRAND_NAME_SIMILARITY_MAX): asked
   * when a team renames itself and again when a moderator approves a new name, so no two verified brands read alike.
   */
  async assertBrandNameFree(name: string, teamId: string, tx?: Tx): Promise<void> {
    if (await q.findVerifiedNameClash(tx ?? this.db, name, teamId, BRAND_NAME_SIMILARITY_MAX)) {
      throw new AppError('conflict', M.team.error.brand_name_too_close, 409, { field: 'brandName' });
    }
  }

  /** A refused RENAME reopened on appeal: the requested name waits for a decision again. */
  async awaitBrandName(teamId: string, name: string, tx: Tx): Promise<void> {
    await q.updateTeam(tx, teamId, { pendingBrandName: name });
  }

  /** A RENAME decided: approved, the requested name becomes the brand's; otherwise none waits any more. */
  async settleBrandName(teamId: string, approvedName: string | null, tx: Tx): Promise<void> {
    await q.updateTeam(
      tx,
      teamId,
      approvedName === null ? { pendingBrandName: null } : { brandName: approvedName, pendingBrandName: null },
    );
  }
}
