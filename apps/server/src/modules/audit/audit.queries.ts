import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditListQuery } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';

// Drizzle queries of the audit log's read side, nothing else.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const actor = alias(users, 'actor');
const targetUser = alias(users, 'target_user');

function where(query: AuditListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actor) {
    if (UUID.test(query.actor)) conditions.push(eq(auditLog.actorId, query.actor));
    else {
      const pattern = `%${escapeLike(query.actor)}%`;
      conditions.push(
        or(
          sql`${actor.email} ilike ${pattern}`,
          sql`${actor.username} ilike ${pattern}`,
          sql`(${actor.firstName} || ' ' || ${actor.lastName}) ilike ${pattern}`,
        )!,
      );
    }
  }
  if (query.action) {
    // `user.update` matches itself; `user` or `user.` matches the whole area.
    const area = query.action.replace(/\.$/, '');
    conditions.push(or(eq(auditLog.action, area), sql`${auditLog.action} like ${`${escapeLike(area)}.%`}`)!);
  }
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
  if (query.from) conditions.push(sql`${auditLog.at} >= ${new Date(query.from).toISOString()}`);
  if (query.to) conditions.push(sql`${auditLog.at} <= ${new Date(query.to).toISOString()}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listAudit(db: Db, query: { page: number; take: number } & AuditListQuery) {
  const filter = where(query);
  const dir = query.sortOrder === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorId: actor.id,
        actorFirstName: actor.firstName,
        actorLastName: actor.lastName,
        actorEmail: actor.email,
        targetFirstName: targetUser.firstName,
        targetLastName: targetUser.lastName,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(targetUser, and(eq(auditLog.targetType, 'user'), sql`${targetUser.id}::text = ${auditLog.targetId}`))
      .where(filter)
      .orderBy(dir(auditLog.at), dir(auditLog.id))
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    db.select({ value: count() }).from(auditLog).leftJoin(actor, eq(actor.id, auditLog.actorId)).where(filter),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type AuditListRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];
