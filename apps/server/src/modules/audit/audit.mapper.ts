import type { AuditEntry } from '@plaudit/contract';
import type { AuditListRow } from './audit.queries.js';

// Audit rows → API shape: the actor's name and email instead of a bare id, a target user's name as its label.

const asRecord = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

export function toAuditEntry(row: AuditListRow): AuditEntry {
  const e = row.entry;
  return {
    id: e.id,
    actor: row.actorId ? { id: row.actorId, name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(), email: row.actorEmail ?? '' } : null,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId,
    targetLabel: row.targetFirstName !== null ? `${row.targetFirstName} ${row.targetLastName ?? ''}`.trim() : null,
    before: asRecord(e.before),
    after: asRecord(e.after),
    at: e.at.toISOString(),
  };
}
