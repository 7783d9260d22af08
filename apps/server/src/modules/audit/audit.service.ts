import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditList, AuditListQuery } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { assertMay, type Actor } from '../admin/admin.policy.js';
import { toAuditEntry } from './audit.mapper.js';
import { listAudit } from './audit.queries.js';

// The append-only audit trail every admin, moderator and team action writes to. One entry per change: who did
// it, what, to which target, and the state before and after (only the fields that changed, never secrets).
// Call it with the transaction of the change (a tx works as well as the db), so a change cannot land without it.

export interface AuditEntry {
  /** The person acting; null for the system or an operator CLI. */
  actorId: string | null;
  /** A dotted verb, e.g. `verification.decide`, `punishment.create`, `user.update`, `team.member.role`. */
  action: string;
  /** What was acted on: `user`, `creator_team`, `youtuber`, `punishment`, `team_invite`, … */
  targetType: string;
  targetId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

// How the actor acts when not in person (an API key): every entry written while `work` runs says so, whichever
// area writes it, so no service needs to know that a key, not the person, made the call.
const via = new AsyncLocalStorage<string>();

/** Runs `work` with every audit entry it writes noted as made `how` ("API key «name» (plt_live_abc…)"). */
export function auditedVia<T>(how: string, work: () => Promise<T>): Promise<T> {
  return via.run(how, work);
}

export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    via: via.getStore() ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The read side: admins only, newest first by default, filtered by actor, action, target and dates. */
export async function listAuditEntries(
  db: Db,
  actor: Actor,
  query: { page: number; take: number } & AuditListQuery,
): Promise<AuditList> {
  assertMay(actor, 'audit.read');
  const { rows, total } = await listAudit(db, query);
  return {
    data: rows.map(toAuditEntry),
    meta: { page: query.page, take: query.take, total, pageCount: Math.ceil(total / query.take) },
  };
}
