import { M, type SignInResponse, type User } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { supportAccessMail } from '../../mail/decision-templates.js';
import { assertMay, type Actor } from '../admin/admin.policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { loadUser } from '../auth/auth.user.js';
import type { SessionRow } from '../sessions/sessions.rows.js';
import type { DeviceInfo, SessionsService } from '../sessions/sessions.service.js';
import * as q from './support-access.queries.js';

// Support access ("see as this user"): an ADMIN opens a session of a USER that is read-only (the auth check refuses
// every write in it) and ends within the hour. The person is told by mail and sees the visit among their sessions;
// both the start and the end are audited with the reason. Stop ends it and hands the admin their own session back.

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** The person as GET /auth/me answers them inside a support-access session. */
export function withImpersonator(person: User, session: SessionRow): User {
  if (!session.impersonatorId) return person;
  return {
    ...person,
    impersonator: {
      id: session.impersonatorId,
      name: session.impersonatorName ?? '',
      endsAt: session.expiresAt.toISOString(),
    },
  };
}

export class SupportAccessService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly sessions: SessionsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  async start(
    actor: Actor & { firstName: string; lastName: string },
    actorSession: SessionRow,
    userId: string,
    reason: string,
    device: DeviceInfo,
  ): Promise<SignInResponse & { session: SessionRow }> {
    assertMay(actor, 'users.impersonate');
    // Support access cannot be chained: from inside one, nothing opens another.
    if (actorSession.impersonatorId) throw new AppError('forbidden', M.impersonation.read_only);
    if (userId === actor.id) throw new AppError('forbidden', M.impersonation.self);
    const target = isUuid(userId) ? await q.findPerson(this.db, userId) : undefined;
    if (!target || target.accountStatus === 'DELETED')
      throw new AppError('not_found', M.adminUsers.error.user_not_found);
    // Staff accounts hold others' data: nobody looks through them.
    if (target.role !== 'USER') throw new AppError('forbidden', M.impersonation.target_refused);

    const { session, tokens } = await this.db.transaction(async (tx) => {
      const opened = await this.sessions.createSupport(
        tx,
        target.id,
        { impersonatorId: actor.id, impersonatorName: nameOf(actor), reason, adminSessionId: actorSession.id },
        device,
      );
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.impersonate',
        targetType: 'user',
        targetId: target.id,
        after: { sessionId: opened.session.id, reason, expiresAt: opened.session.expiresAt.toISOString() },
      });
      return opened;
    });
    await this.deps.mail.send(
      target.email,
      supportAccessMail(target.language, target.firstName, { at: session.createdAt, reason }),
    );
    return { ...tokens, user: withImpersonator(await loadUser(this.db, target), session), session };
  }

  /** Ends the support session; the admin's own session answers again with fresh tokens. */
  async stop(session: SessionRow): Promise<SignInResponse & { session: SessionRow }> {
    if (!session.impersonatorId) throw new AppError('forbidden', M.impersonation.not_active);
    await this.sessions.end(session.id, 'SIGNED_OUT');
    await recordAudit(this.db, {
      actorId: session.impersonatorId,
      action: 'user.impersonate.stop',
      targetType: 'user',
      targetId: session.userId,
      after: { sessionId: session.id },
    });
    const resumed = session.adminSessionId
      ? await this.sessions.resume(session.adminSessionId, session.impersonatorId)
      : undefined;
    const admin = resumed ? await q.findPerson(this.db, session.impersonatorId) : undefined;
    if (!resumed || !admin) throw new AppError('SESSION_INVALID', M.auth.error.session_invalid);
    return { ...resumed.tokens, user: await loadUser(this.db, admin), session: resumed.session };
  }
}
