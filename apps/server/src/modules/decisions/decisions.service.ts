import {
  M,
  type AdminAppeal,
  type AdminAppealList,
  type AppealBody,
  type AppealCreated,
  type AppealDecisionBody,
  type AppealStatus,
  type DecisionContent,
  type DecisionGround,
  type DecisionKind,
  type DecisionList,
  type Language,
  type SortOrder,
  type StaffDecisionGround,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { appealOutcomeMail, withStatement } from '../../mail/decision-templates.js';
import type { RenderedMail } from '../../mail/templates.js';
import { assertMay, type Actor } from '../admin/admin.policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { toAdminAppeal, toDecision, type AppealHistory } from './decisions.mapper.js';
import * as q from './decisions.queries.js';
import { appealableUntil, holdRulesOf } from './decisions.rules.js';

// Statements of reasons and appeals. Every module that decides about a person's content or account records the
// decision in its own transaction (`record`), so a decision cannot land without its statement. An appeal is heard
// by someone other than whoever decided; a reversal runs the owning module's undo (registered with `onReverse` by
// the composition root) in the appeal's transaction, so the appeal and its effect land together or not at all.

export interface DecisionInput {
  kind: DecisionKind;
  ground: DecisionGround;
  /** The moderator's reason, or the rules that decided. */
  facts: string;
  automated?: boolean;
  /** The person it concerns; null for a team's content (then `teamId`). */
  subjectUserId: string | null;
  teamId?: string | null;
  target: { type: string; id: string };
  content: DecisionContent;
  decidedBy: string | null;
  decidedAt?: Date;
}

export type DecisionRecord = q.DecisionRow;

/** Writes the statement of reasons inside the caller's transaction. */
export async function recordDecision(tx: Tx, input: DecisionInput): Promise<DecisionRecord> {
  const decidedAt = input.decidedAt ?? new Date();
  return q.insertDecision(tx, {
    kind: input.kind,
    ground: input.ground,
    facts: input.facts,
    automated: input.automated ?? false,
    subjectUserId: input.subjectUserId,
    teamId: input.teamId ?? null,
    targetType: input.target.type,
    targetId: input.target.id,
    content: input.content,
    decidedBy: input.decidedBy,
    decidedAt,
    appealableUntil: appealableUntil(decidedAt),
  });
}

/**
 * The ground a staff decision rests on. The request schemas already refuse a refusal or a lock without one; a caller
 * that reaches a service another way gets the same 400 on `ground` rather than a statement nobody chose.
 */
export function chosenGround(ground: StaffDecisionGround | undefined): StaffDecisionGround {
  if (!ground) throw new AppError('validation', M.decision.error.ground, 400, { field: 'ground' });
  return ground;
}

/** Where the person reads a decision and appeals it. */
export function decisionLink(publicUrl: string, decisionId: string): string {
  return `${publicUrl}/settings/decisions?decision=${decisionId}`;
}

/** The mail that announces a decision, with its statement of reasons and the appeal link added. */
export function announceDecision(
  mail: RenderedMail,
  language: Language,
  decision: DecisionRecord,
  publicUrl: string,
): RenderedMail {
  return withStatement(mail, language, {
    ground: decision.ground,
    facts: decision.facts,
    holdRules: holdRulesOf(decision),
    automated: decision.automated,
    appealableUntil: decision.appealableUntil,
    link: decisionLink(publicUrl, decision.id),
  });
}

/** Undoes one kind of decision in the appeal's transaction; may answer what to do once it committed. */
export type Reverser = (tx: Tx, decision: DecisionRecord, actor: Actor) => Promise<(() => Promise<void>) | void>;

const appealNotFound = () => new AppError('not_found', M.appeal.not_found);
const decisionNotFound = () => new AppError('not_found', M.decision.error.not_found);

export class DecisionsService {
  private readonly reversers = new Map<DecisionKind, Reverser>();

  constructor(private readonly deps: ServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  record(tx: Tx, input: DecisionInput): Promise<DecisionRecord> {
    return recordDecision(tx, input);
  }

  /**
   * The standing statement of reasons about a target, for the screen that shows its effect: its ground, and its id
   * only when `userId` may read and appeal it.
   */
  async standingOf(
    target: { type: string; id: string },
    userId: string,
  ): Promise<{ id: string | null; ground: DecisionGround } | null> {
    const row = await q.standingFor(this.db, target.type, target.id, userId);
    return row ? { id: row.visible ? row.id : null, ground: row.ground } : null;
  }

  /** The owning module's undo of a kind of decision (services.ts registers each). */
  onReverse(kinds: readonly DecisionKind[], reverser: Reverser): void {
    for (const kind of kinds) this.reversers.set(kind, reverser);
  }

  private link(decisionId: string): string {
    return decisionLink(this.deps.config.publicUrl, decisionId);
  }

  async mine(userId: string, query: { page: number; take: number }): Promise<DecisionList> {
    const { rows, total } = await q.listForPerson(this.db, userId, query.page, query.take);
    const now = new Date();
    return {
      data: rows.map((row) => toDecision(row.decision, row.appeal, row.team, now)),
      meta: { page: query.page, take: query.take, total, pageCount: Math.max(1, Math.ceil(total / query.take)) },
    };
  }

  async appeal(userId: string, decisionId: string, body: AppealBody): Promise<AppealCreated> {
    if (!isUuid(decisionId)) throw decisionNotFound();
    return this.db.transaction(async (tx) => {
      const decision = await q.lockVisibleDecision(tx, decisionId, userId);
      if (!decision) throw decisionNotFound();
      if (decision.reversedAt || decision.appealableUntil.getTime() <= Date.now())
        throw new AppError('conflict', M.appeal.closed);
      const appeal = await q.insertAppeal(tx, { decisionId, appellantId: userId, text: body.text.trim() });
      if (!appeal) throw new AppError('conflict', M.appeal.already_appealed);
      await recordAudit(tx, {
        actorId: userId,
        action: 'appeal.create',
        targetType: 'decision',
        targetId: decisionId,
        after: { appealId: appeal.id, kind: decision.kind },
      });
      return { id: appeal.id, status: appeal.status };
    });
  }

  async appeals(
    actor: Actor,
    query: { status: AppealStatus; page: number; take: number; sortOrder: SortOrder },
  ): Promise<AdminAppealList> {
    assertMay(actor, 'appeals.decide');
    const [rows, counts] = await Promise.all([q.listAppeals(this.db, query), q.appealCounts(this.db)]);
    const histories = await this.histories(rows.flatMap((r) => (r.appellant ? [r.appellant.id] : [])));
    const total = counts[query.status];
    return {
      data: rows.map((row) => toAdminAppeal(row, histories(row.appellant?.id), actor.id)),
      meta: { page: query.page, take: query.take, total, pageCount: Math.max(1, Math.ceil(total / query.take)) },
      counts,
    };
  }

  private async histories(userIds: string[]) {
    const ids = [...new Set(userIds)];
    const [counts, punishments] = await Promise.all([q.historyOf(this.db, ids), q.punishmentsOf(this.db, ids)]);
    return (userId: string | undefined): AppealHistory => {
      const c = counts.find((row) => row.userId === userId);
      return {
        decisions: c?.decisions ?? 0,
        appeals: c?.appeals ?? 0,
        reversed: c?.reversed ?? 0,
        punishments: punishments
          .filter((p) => p.userId === userId)
          .slice(0, 10)
          .map((p) => ({ type: p.type, reason: p.reason, createdAt: p.createdAt.toISOString() })),
      };
    };
  }

  async decideAppeal(actor: Actor, appealId: string, body: AppealDecisionBody): Promise<AdminAppeal> {
    assertMay(actor, 'appeals.decide');
    if (!isUuid(appealId)) throw appealNotFound();
    const reason = body.reason.trim();
    const now = new Date();
    const afterCommit = await this.db.transaction(async (tx) => {
      const found = await q.findAppeal(tx, appealId);
      if (!found) throw appealNotFound();
      // Whoever decided (or appealed) is not the one to hear the appeal.
      if (found.decision.decidedBy === actor.id || found.appeal.appellantId === actor.id)
        throw new AppError('forbidden', M.appeal.conflict);
      if (found.appeal.status !== 'OPEN') throw new AppError('conflict', M.appeal.already_decided);
      const decided = await q.decideOpenAppeal(tx, appealId, {
        status: body.outcome,
        outcomeReason: reason,
        decidedBy: actor.id,
        decidedAt: now,
      });
      // Another moderator decided it between our read and our write.
      if (!decided) throw new AppError('conflict', M.appeal.already_decided);
      let then: (() => Promise<void>) | void = undefined;
      if (body.outcome === 'REVERSED') {
        const reverser = this.reversers.get(found.decision.kind);
        if (reverser) then = await reverser(tx, found.decision, actor);
        await q.markReversed(tx, found.decision.id, now);
      }
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'appeal.decide',
        targetType: 'decision',
        targetId: found.decision.id,
        before: { appealId, status: 'OPEN' },
        after: {
          appealId,
          status: body.outcome,
          reason,
          kind: found.decision.kind,
          target: { type: found.decision.targetType, id: found.decision.targetId },
        },
      });
      return then;
    });
    if (afterCommit) await afterCommit();

    const row = (await q.findAppeal(this.db, appealId))!;
    if (row.appellant) {
      await this.deps.mail.send(
        row.appellant.email,
        appealOutcomeMail(row.appellant.language, row.appellant.firstName, {
          outcome: body.outcome,
          reason,
          link: this.link(row.decision.id),
        }),
      );
    }
    const histories = await this.histories(row.appellant ? [row.appellant.id] : []);
    return toAdminAppeal(row, histories(row.appellant?.id), actor.id);
  }
}
