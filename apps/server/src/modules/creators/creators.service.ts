import {
  M,
  type BrandRequestBody,
  type CheckProfileResult,
  type CreatorSignUpBody,
  type User,
  type YoutuberSignUpBody,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { isUniqueViolation } from '../../db/query-error.js';
import { AppError } from '../../lib/app-error.js';
import type { TeamsService } from '../teams/teams.service.js';
import type { UserRow } from '../users/users.rows.js';
import type { UsersService } from '../users/users.service.js';
import type { VerificationsService } from '../verifications/verifications.service.js';
import { loadUser } from '../auth/auth.user.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import { assertMayApply, mayResubmit } from './creators.policy.js';
import * as q from './creators.queries.js';

// Creator and YouTuber onboarding: profile check, claim-or-create, the YouTuber record, and the
// resubmission of a NEEDS_MORE_INFO application (the same call again; each submission is a new PENDING round with
// a snapshot of what was sent). No HTTP here.

const claimedConflict = () =>
  new AppError('conflict', M.creator.error.profile_claimed, 409, { field: 'creatorProfile' });

export class CreatorsService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly users: UsersService,
    private readonly teams: TeamsService,
    private readonly verifications: VerificationsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  async checkProfile(profile: string): Promise<CheckProfileResult> {
    const team = await q.findTeamByHandle(this.db, profile);
    const claimed = !!team?.claimedAt;
    return { claimed, message: claimed ? M.creator.profile.claimed : M.creator.profile.available };
  }

  private async reload(userId: string): Promise<User> {
    const row = await q.findUserRow(this.db, userId);
    if (!row) throw new AppError('unauthorized', M.error.common.unauthorized);
    return loadUser(this.db, row);
  }

  /**
   * Claims a listed profile or creates it, with the caller as OWNER, a PENDING round, access UNBLOCKED, and selects
   * the team. For the caller's own team whose newest round is NEEDS_MORE_INFO it is the resubmission.
   */
  async creatorSignUp(user: UserRow, body: CreatorSignUpBody): Promise<User> {
    assertMayApply(user);
    // The brand name applied for becomes public with the approval, with no further write to ask at.
    await assertCanPublish(this.db, user.id);
    const details = { brandName: body.brandName, website: body.website, creatorProfile: body.creatorProfile };
    try {
      await this.db.transaction(async (tx) => {
        const existing = await q.findTeamByHandle(tx, body.creatorProfile);
        let teamId: string;
        if (existing?.claimedAt) {
          const member = await this.teams.membership(existing.id, user.id, tx);
          if (member?.role !== 'OWNER') throw claimedConflict();
          if (!mayResubmit(await this.verifications.latestRound({ teamId: existing.id }, tx))) {
            throw new AppError('conflict', M.creator.error.already_applied, 409, { field: 'creatorProfile' });
          }
          await this.teams.updateDetails(existing.id, { brandName: body.brandName, website: body.website }, tx);
          teamId = existing.id;
        } else {
          const team = existing
            ? await this.teams.claim(existing.id, { brandName: body.brandName, website: body.website }, tx)
            : await this.teams.createClaimed(
                { brandName: body.brandName, website: body.website, profileHandle: body.creatorProfile },
                tx,
              );
          if (!team) throw claimedConflict();
          await this.teams.addOwner(team.id, user.id, tx);
          teamId = team.id;
        }
        await this.verifications.submitRound(
          {
            subjectType: 'CREATOR',
            teamId,
            applicantId: user.id,
            details: { ...details, creatorProfile: existing?.profileHandle ?? body.creatorProfile },
          },
          tx,
        );
        await this.users.update(user.id, { registerType: 'CREATOR', selectedTeamId: teamId }, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw claimedConflict();
      throw error;
    }
    return this.reload(user.id);
  }

  /** The YouTuber record with its own PENDING round; again while NEEDS_MORE_INFO, the resubmission. */
  async youtuberSignUp(user: UserRow, body: YoutuberSignUpBody): Promise<User> {
    assertMayApply(user);
    await assertCanPublish(this.db, user.id);
    const alreadyRegistered = () => new AppError('conflict', M.youtuber.error.already_registered, 409);
    try {
      await this.db.transaction(async (tx) => {
        const existing = await q.findYoutuberByUser(tx, user.id);
        let youtuberId: string;
        if (existing) {
          if (!mayResubmit(await this.verifications.latestRound({ youtuberId: existing.id }, tx)))
            throw alreadyRegistered();
          await q.updateYoutuber(tx, existing.id, body);
          youtuberId = existing.id;
        } else {
          youtuberId = (await q.insertYoutuber(tx, { userId: user.id, ...body })).id;
        }
        await this.verifications.submitRound(
          { subjectType: 'YOUTUBER', youtuberId, applicantId: user.id, details: { ...body } },
          tx,
        );
        await this.users.update(user.id, { registerType: 'YOUTUBER' }, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyRegistered();
      throw error;
    }
    return this.reload(user.id);
  }

  async requestBrand(user: UserRow, body: BrandRequestBody): Promise<{ id: string }> {
    return q.insertBrandRequest(this.db, {
      userId: user.id,
      brandName: body.brandName.trim(),
      website: body.website || null,
      message: body.message?.trim() || null,
    });
  }

  /** The person's YouTuber page once APPROVED and given its address, else null (not one, not yet, or no longer). */
  async approvedYoutuber(userId: string): Promise<{ id: string; handle: string; pageName: string } | null> {
    const row = await q.findApprovedYoutuberOfUser(this.deps.db, userId);
    return row?.handle ? { id: row.id, handle: row.handle, pageName: row.pageName } : null;
  }

  /** The YouTuber themself, approved, changes their page address; another YouTuber's address answers 409. */
  async updateYoutuberHandle(user: UserRow, handle: string): Promise<{ handle: string }> {
    const youtuber = await q.findApprovedYoutuberOfUser(this.deps.db, user.id);
    if (!youtuber) throw new AppError('not_found', M.youtuber.error.not_youtuber);
    await assertCanPublish(this.deps.db, user.id);
    const taken = () => new AppError('conflict', M.youtuber.error.handle_taken, 409, { field: 'handle' });
    if (await q.handleTakenByOther(this.deps.db, handle, youtuber.id)) throw taken();
    try {
      await q.setYoutuberHandle(this.deps.db, youtuber.id, handle);
    } catch (error) {
      if (isUniqueViolation(error, 'youtubers_handle_idx')) throw taken();
      throw error;
    }
    return { handle };
  }
}
