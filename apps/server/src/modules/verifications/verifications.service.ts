import {
  M,
  type AdminVerification,
  type BrandRequestList,
  type CreatorAccess,
  type CreatorAccessBody,
  type VerificationDecisionBody,
  type VerificationList,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { verificationDecisionMail } from '../../mail/templates.js';
import { recordAudit } from '../audit/audit.service.js';
import { announceDecision, chosenGround, recordDecision, type DecisionRecord } from '../decisions/decisions.service.js';
import { assignYoutuberHandle } from '../creators/youtuber-handles.js';
import type { UserRow } from '../users/users.rows.js';
import { isUuid } from '../../lib/ids.js';
import type { Tx } from '../../db/tx.js';
import type { verifications } from '../../db/schema/index.js';
import type { TeamsService } from '../teams/teams.service.js';
import type { VerificationRow } from './verifications.rows.js';
import { assertMay } from '../admin/admin.policy.js';
import { toAdminVerification, toBrandRequest, toCreatorAccess } from './verifications.mapper.js';
import * as q from './verifications.queries.js';

// The admin's review of creator and YouTuber applications: the queue, the decision (mailed to the
// applicant in their language), the 'temporary lock creator' action and the brand requests. Every change is
// audited in the transaction that makes it. No HTTP here.

type ListArgs = Parameters<typeof q.listVerifications>[1];
type BrandListArgs = Parameters<typeof q.listBrandRequests>[1];

type NewVerification = typeof verifications.$inferInsert;

const notFound = () => new AppError('not_found', M.verification.error.not_found);
const pageCount = (total: number, take: number) => Math.max(1, Math.ceil(total / take));

export class VerificationsService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly teams: TeamsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** The newest round of a team or a YouTuber (onboarding asks before a resubmission). */
  latestRound(subject: { teamId: string } | { youtuberId: string }, tx?: Tx): Promise<VerificationRow | undefined> {
    return q.latestRound(tx ?? this.db, subject);
  }

  /** A new PENDING round, with a snapshot of what the applicant sent (onboarding, in its transaction). */
  submitRound(
    values: Pick<NewVerification, 'subjectType' | 'teamId' | 'youtuberId' | 'applicantId' | 'details'>,
    tx?: Tx,
  ): Promise<VerificationRow> {
    return q.insertRound(tx ?? this.db, { ...values, status: 'PENDING' });
  }

  /**
   * An approved team's request for a new brand name, as a PENDING RENAME round (details: brandName, previousBrandName,
   * website); null keeps the old name. Either way a request nobody has decided yet goes, so the queue holds one.
   */
  async replaceRename(
    teamId: string,
    round: {
      applicantId: string;
      details: { brandName: string; previousBrandName: string; website: string | null };
    } | null,
    tx: Tx,
  ): Promise<void> {
    await q.deleteUndecidedRenames(tx, teamId);
    if (round)
      await q.insertRound(tx, {
        subjectType: 'CREATOR',
        kind: 'RENAME',
        teamId,
        applicantId: round.applicantId,
        details: round.details,
        status: 'PENDING',
      });
  }

  async list(actor: UserRow, query: ListArgs): Promise<VerificationList> {
    assertMay(actor, 'verifications.read');
    const { rows, total } = await q.listVerifications(this.db, query);
    return {
      data: rows.map(toAdminVerification),
      meta: { page: query.page, take: query.take, total, pageCount: pageCount(total, query.take) },
    };
  }

  /** Only the newest round of a team or YouTuber may be decided; an older one answers 409. */
  async decide(actor: UserRow, id: string, body: VerificationDecisionBody): Promise<AdminVerification> {
    assertMay(actor, 'verifications.decide');
    if (!isUuid(id)) throw notFound();
    const message = body.status === 'APPROVED' ? body.message || null : body.message!;
    const ground = body.status === 'REJECTED' ? chosenGround(body.ground) : null;
    const statement = await this.db.transaction(async (tx): Promise<DecisionRecord | undefined> => {
      const found = await q.lockVerification(tx, id);
      if (!found) throw notFound();
      if (!found.isLatest) throw new AppError('conflict', M.verification.error.not_latest);
      const { v } = found;
      if (v.kind === 'RENAME' && v.teamId)
        await this.settleRename(v.teamId, v.details.brandName ?? '', body.status, tx);
      await q.decideVerification(tx, id, { status: body.status, message, reviewedBy: actor.id });
      // An approved YouTuber gets their public page address now, in the same transaction.
      if (v.subjectType === 'YOUTUBER' && body.status === 'APPROVED' && v.youtuberId)
        await assignYoutuberHandle(tx, v.youtuberId);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'verification.decide',
        targetType: v.subjectType === 'CREATOR' ? 'creator_team' : 'youtuber',
        targetId: v.teamId ?? v.youtuberId,
        before: { verificationId: v.id, status: v.status, message: v.message },
        after: { verificationId: v.id, status: body.status, message },
      });
      if (!ground) return undefined;
      // A refusal is a decision about the applicant (and the team they applied for): it carries a statement.
      return recordDecision(tx, {
        kind: 'VERIFICATION_REJECTED',
        ground,
        facts: message ?? '',
        subjectUserId: v.applicantId,
        teamId: v.teamId,
        target: { type: 'verification', id: v.id },
        content: {
          type: 'verification',
          id: v.id,
          title: v.details.brandName ?? v.details.pageName ?? null,
          body: null,
          link: null,
        },
        decidedBy: actor.id,
      });
    });
    const row = await q.findVerification(this.db, id);
    if (!row) throw notFound();
    const item = toAdminVerification(row);
    // A new brand name shows on brand pages, product pages and search the moment it is approved.
    if (item.kind === 'RENAME' && body.status === 'APPROVED') await this.deps.cacheBus.publish('catalogue');
    if (row.applicant) {
      const rename = item.kind === 'RENAME';
      const path = rename
        ? '/dashboard/creator/settings'
        : item.type === 'CREATOR' && body.status === 'APPROVED'
          ? '/dashboard/creator'
          : '/auth/register/partner';
      const mail = verificationDecisionMail(row.applicant.language, row.applicant.firstName, {
        type: item.type,
        name: item.name,
        previousName: item.previousName,
        status: body.status,
        message,
        link: `${this.deps.config.publicUrl}${path}`,
      });
      await this.deps.mail.send(
        row.applicant.email,
        statement ? announceDecision(mail, row.applicant.language, statement, this.deps.config.publicUrl) : mail,
      );
    }
    return item;
  }

  /**
   * A RENAME decided, in the decision's transaction: approved, the name becomes the brand's (unless another verified
   * brand took a name too close to it meanwhile: 409); rejected, the old name simply stays; more information asked,
   * the request keeps waiting. Only the name the team still waits for can be decided.
   */
  private async settleRename(
    teamId: string,
    name: string,
    status: VerificationDecisionBody['status'],
    tx: Tx,
  ): Promise<void> {
    const team = await this.teams.lockTeam(teamId, tx);
    if (!team || team.pendingBrandName !== name) throw new AppError('conflict', M.verification.error.not_latest);
    if (status === 'NEEDS_MORE_INFO') return;
    if (status === 'APPROVED') await this.teams.assertBrandNameFree(name, teamId, tx);
    await this.teams.settleBrandName(teamId, status === 'APPROVED' ? name : null, tx);
  }

  /** BLOCKED until a date, or with none ('contact support'); UNBLOCKED lifts it. */
  async setAccess(actor: UserRow, teamId: string, body: CreatorAccessBody): Promise<CreatorAccess> {
    assertMay(actor, 'creators.access');
    if (!isUuid(teamId)) throw new AppError('not_found', M.creator.error.team_not_found);
    const blocked = body.accessStatus === 'BLOCKED';
    const ground = blocked ? chosenGround(body.ground) : null;
    const values = {
      accessStatus: body.accessStatus,
      accessUntil: blocked && body.until ? new Date(body.until) : null,
      accessReason: blocked ? body.reason?.trim() || null : null,
    };
    const team = await this.db.transaction(async (tx) => {
      const before = await this.teams.lockTeam(teamId, tx);
      if (!before) throw new AppError('not_found', M.creator.error.team_not_found);
      const after = await this.teams.setAccess(teamId, values, tx);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'creator.access',
        targetType: 'creator_team',
        targetId: teamId,
        before: {
          accessStatus: before.accessStatus,
          until: before.accessUntil?.toISOString() ?? null,
          reason: before.accessReason,
        },
        after: {
          accessStatus: after.accessStatus,
          until: after.accessUntil?.toISOString() ?? null,
          reason: after.accessReason,
        },
      });
      // A lock is a decision about the team's content: its OWNERs and ADMINs read the statement and may appeal.
      if (ground)
        await recordDecision(tx, {
          kind: 'TEAM_LOCKED',
          ground,
          facts: values.accessReason ?? '',
          subjectUserId: null,
          teamId,
          target: { type: 'creator_team', id: teamId },
          content: { type: 'creator_team', id: teamId, title: before.brandName, body: null, link: null },
          decidedBy: actor.id,
        });
      return after;
    });
    return toCreatorAccess(team);
  }

  /**
   * An appeal reversed a refusal, in the appeal's transaction: the round goes back to the queue, undecided, for an
   * admin to decide again. Not approved outright: an appeal may be heard by a moderator, and only an admin verifies
   * a brand or a channel. A round with a newer one after it stays as it is (the newer one is what waits); a refused
   * RENAME's name waits on the team again.
   */
  async reopenOnAppeal(tx: Tx, verificationId: string, actorId: string): Promise<void> {
    const found = await q.lockVerification(tx, verificationId);
    if (!found || !found.isLatest || found.v.status !== 'REJECTED') return;
    const { v } = found;
    if (v.kind === 'RENAME' && v.teamId) {
      const team = await this.teams.lockTeam(v.teamId, tx);
      if (!team) return;
      await this.teams.awaitBrandName(v.teamId, v.details.brandName ?? '', tx);
    }
    await q.reopenVerification(tx, verificationId);
    await recordAudit(tx, {
      actorId,
      action: 'verification.decide',
      targetType: v.subjectType === 'CREATOR' ? 'creator_team' : 'youtuber',
      targetId: v.teamId ?? v.youtuberId,
      before: { verificationId: v.id, status: v.status, message: v.message },
      after: { verificationId: v.id, status: 'PENDING', message: null, byAppeal: true },
    });
  }

  /** An appeal reversed a lock, in the appeal's transaction: the team is unlocked now. */
  async unlockOnAppeal(tx: Tx, teamId: string, actorId: string): Promise<void> {
    const before = await this.teams.lockTeam(teamId, tx);
    if (!before || before.accessStatus !== 'BLOCKED') return;
    await this.teams.setAccess(teamId, { accessStatus: 'UNBLOCKED', accessUntil: null, accessReason: null }, tx);
    await recordAudit(tx, {
      actorId,
      action: 'creator.access',
      targetType: 'creator_team',
      targetId: teamId,
      before: { accessStatus: before.accessStatus, until: before.accessUntil?.toISOString() ?? null },
      after: { accessStatus: 'UNBLOCKED', until: null, byAppeal: true },
    });
  }

  async brandRequests(actor: UserRow, query: BrandListArgs): Promise<BrandRequestList> {
    assertMay(actor, 'brandRequests.read');
    const { rows, total } = await q.listBrandRequests(this.db, query);
    return {
      data: rows.map(toBrandRequest),
      meta: { page: query.page, take: query.take, total, pageCount: pageCount(total, query.take) },
    };
  }
}
