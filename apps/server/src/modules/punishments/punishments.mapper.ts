import type { Punishment, User } from '@plaudit/contract';
import type { PunishmentWithIssuer } from './punishments.queries.js';

// Rows → API shapes of the punishments area.

export function toPunishment(row: PunishmentWithIssuer): Punishment {
  const p = row.punishment;
  return {
    id: p.id,
    userId: p.userId,
    type: p.type,
    reason: p.reason,
    comment: p.comment,
    until: p.until ? p.until.toISOString() : null,
    issuedBy: row.issuerId
      ? { id: row.issuerId, name: `${row.issuerFirstName ?? ''} ${row.issuerLastName ?? ''}`.trim() }
      : null,
    createdAt: p.createdAt.toISOString(),
    liftedAt: p.liftedAt ? p.liftedAt.toISOString() : null,
    acknowledgedAt: p.acknowledgedAt ? p.acknowledgedAt.toISOString() : null,
    active: row.active,
  };
}

interface MuteOrWarningRow {
  id: string;
  type: string;
  reason: string;
  comment: string | null;
  until: Date | null;
  createdAt: Date;
}

/** The `mute` and `warnings` parts of GET /auth/me: the mute that ends last (no end wins), warnings oldest first. */
export function toTrustExtras(rows: MuteOrWarningRow[]): Pick<User, 'mute' | 'warnings'> {
  const mutes = rows.filter((r) => r.type === 'MUTE');
  const longest = mutes.reduce<MuteOrWarningRow | undefined>((best, r) => {
    if (!best) return r;
    if (best.until === null) return best;
    if (r.until === null || r.until > best.until) return r;
    return best;
  }, undefined);
  const warnings = rows
    .filter((r) => r.type === 'WARNING')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((r) => ({ id: r.id, reason: r.reason, comment: r.comment, createdAt: r.createdAt.toISOString() }));
  return {
    mute: longest ? { reason: longest.reason, until: longest.until ? longest.until.toISOString() : null } : null,
    warnings,
  };
}
