import type { Session } from '@plaudit/contract';
import type { SessionRow } from './sessions.rows.js';

export function toSession(row: SessionRow, currentSessionId: string): Session {
  return {
    id: row.id,
    isCurrent: row.id === currentSessionId,
    browser: row.browser,
    platform: row.platform,
    clientInfo: row.clientInfo,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    supportAccess: row.impersonatorId
      ? {
          reason: row.supportReason ?? '',
          active: !row.revokedAt && row.expiresAt.getTime() > Date.now(),
        }
      : null,
  };
}
