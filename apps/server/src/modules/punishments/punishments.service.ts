import { M, type Punishment, type PunishmentCreateBody, type PunishmentUpdateBody } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { banNoticeMail } from '../../mail/templates.js';
import { assertMay, assertMayPunish, type Actor } from '../admin/admin.policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { announceDecision, recordDecision, type DecisionRecord } from '../decisions/decisions.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { toPunishment } from './punishments.mapper.js';
import * as q from './punishments.queries.js';

// Issuing, editing, lifting and reading punishments, and a warned person's acknowledgement. Every staff action
// writes its audit entry in the same transaction. A BAN ends the person's sessions at once and tells them by mail.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export class PunishmentsService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly sessions: SessionsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private async target(userId: string) {
    const user = await q.findTargetUser(this.db, userId);
    if (!user) throw new AppError('not_found', M.adminUsers.error.user_not_found);
    return user;
  }

  private async found(id: string) {
    const row = await q.findPunishment(this.db, id);
    if (!row) throw new AppError('not_found', M.punishments.error.punishment_not_found);
    return row;
  }

  /** A BAN in force: sessions end now (the auth plugin refuses the rest per request) and the person is told. */
  private async enforceBan(
    target: { id: string; email: string; firstName: string; language: 'en' | 'de' },
    reason: string,
    until: Date | null,
    statement?: DecisionRecord,
  ) {
    await this.sessions.revokeAll(target.id, 'BANNED');
    const mail = banNoticeMail(target.language, target.firstName, reason, until);
    await this.deps.mail.send(
      target.email,
      statement ? announceDecision(mail, target.language, statement, this.deps.config.publicUrl) : mail,
    );
  }

  async create(actor: Actor, body: PunishmentCreateBody & { comment: string | null }): Promise<Punishment> {
    assertMay(actor, 'punishments.issue');
    const target = await this.target(body.userId);
    assertMayPunish(actor, target, body.type);
    const until = body.until ? new Date(body.until) : null;
    if (until && until.getTime() <= Date.now())
      throw new AppError('validation', M.punishments.error.until_past, 400, { field: 'until' });
    const { row, statement } = await this.db.transaction(async (tx) => {
      const created = await q.insertPunishment(tx, {
        userId: target.id,
        type: body.type,
        reason: body.reason,
        comment: body.comment,
        until,
        issuedBy: actor.id,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'punishment.create',
        targetType: 'user',
        targetId: target.id,
        after: {
          punishmentId: created.id,
          type: created.type,
          reason: created.reason,
          comment: created.comment,
          until: iso(created.until),
        },
      });
      const statement = await recordDecision(tx, {
        kind: 'PUNISHMENT',
        ground: body.ground,
        facts: created.reason,
        subjectUserId: target.id,
        target: { type: 'punishment', id: created.id },
        content: { type: 'punishment', id: created.id, title: created.type, body: created.comment, link: null },
        decidedBy: actor.id,
        decidedAt: created.createdAt,
      });
      return { row: created, statement };
    });
    if (row.type === 'BAN') await this.enforceBan(target, row.reason, row.until, statement);
    return toPunishment((await q.findPunishment(this.db, row.id))!);
  }

  /** Changes reason, comment or until; an until in the past lifts it, a future one on a lifted punishment renews it. */
  async update(
    actor: Actor,
    id: string,
    body: PunishmentUpdateBody & { comment?: string | null },
  ): Promise<Punishment> {
    assertMay(actor, 'punishments.update');
    const current = await this.found(id);
    const p = current.punishment;
    const target = await this.target(p.userId);
    assertMayPunish(actor, target, p.type);

    const changes: Partial<q.NewPunishment> = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const change = <K extends 'reason' | 'comment' | 'until' | 'liftedAt'>(
      key: K,
      value: q.NewPunishment[K],
      show: unknown,
      was: unknown,
    ) => {
      changes[key] = value;
      before[key] = was;
      after[key] = show;
    };
    if (body.reason !== undefined && body.reason !== p.reason) change('reason', body.reason, body.reason, p.reason);
    if ('comment' in body && body.comment !== undefined && body.comment !== p.comment)
      change('comment', body.comment, body.comment, p.comment);
    let lifting = false;
    let renewing = false;
    if (body.until !== undefined) {
      const until = body.until ? new Date(body.until) : null;
      if (iso(until) !== iso(p.until)) change('until', until, iso(until), iso(p.until));
      const ended = until !== null && until.getTime() <= Date.now();
      if (ended && !p.liftedAt) {
        lifting = true;
        change('liftedAt', new Date(), new Date().toISOString(), null);
      } else if (!ended && p.liftedAt) {
        renewing = true;
        change('liftedAt', null, null, iso(p.liftedAt));
      }
    }
    if (Object.keys(changes).length === 0) return toPunishment(current);

    await this.db.transaction(async (tx) => {
      await q.updatePunishment(tx, p.id, changes);
      await recordAudit(tx, {
        actorId: actor.id,
        action: lifting ? 'punishment.lift' : 'punishment.update',
        targetType: 'user',
        targetId: p.userId,
        before: { punishmentId: p.id, type: p.type, ...before },
        after: { punishmentId: p.id, type: p.type, ...after },
      });
    });
    const updated = (await q.findPunishment(this.db, p.id))!;
    if (p.type === 'BAN' && updated.active && (renewing || !current.active)) {
      await this.enforceBan(target, updated.punishment.reason, updated.punishment.until);
    }
    return toPunishment(updated);
  }

  /** An appeal reversed the punishment, in the appeal's transaction: it is lifted now. */
  async liftOnAppeal(tx: Tx, punishmentId: string, actorId: string): Promise<void> {
    const lifted = await q.liftIfActive(tx, punishmentId, new Date());
    if (!lifted) return;
    await recordAudit(tx, {
      actorId,
      action: 'punishment.lift',
      targetType: 'user',
      targetId: lifted.userId,
      before: { punishmentId, type: lifted.type, liftedAt: null },
      after: { punishmentId, type: lifted.type, liftedAt: lifted.liftedAt?.toISOString() ?? null, byAppeal: true },
    });
  }

  async get(actor: Actor, id: string): Promise<Punishment> {
    assertMay(actor, 'punishments.read');
    return toPunishment(await this.found(id));
  }

  async listForUser(actor: Actor, userId: string): Promise<{ data: Punishment[] }> {
    assertMay(actor, 'punishments.read');
    const target = await this.target(userId);
    return { data: (await q.listUserPunishments(this.db, target.id)).map(toPunishment) };
  }

  /** The warned person only: someone else's (or an unknown) warning answers 404. */
  async acknowledge(userId: string, id: string): Promise<void> {
    const row = await q.acknowledgeWarning(this.db, id, userId);
    if (!row) throw new AppError('not_found', M.error.common.not_found);
  }
}

// ---- for the admin users area (a module calls another's service, never its queries) -------------------------

/** The types of the punishments in force, per user id (users with none are absent). */
export async function activePunishmentTypes(db: DbOrTx, userIds: string[]): Promise<Map<string, Punishment['type'][]>> {
  const out = new Map<string, Punishment['type'][]>();
  for (const row of await q.findActiveTypes(db, userIds))
    out.set(row.userId, [...(out.get(row.userId) ?? []), row.type]);
  for (const types of out.values()) types.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return out;
}
const ORDER: Punishment['type'][] = ['BAN', 'MUTE', 'WARNING'];

/** The punishments of a user in force right now, newest first. */
export async function activePunishmentsOf(db: DbOrTx, userId: string): Promise<Punishment[]> {
  return (await q.listActivePunishments(db, userId)).map(toPunishment);
}
