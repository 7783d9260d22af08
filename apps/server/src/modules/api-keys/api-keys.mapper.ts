import type { ApiKey, ApiKeyCreated, ApiKeyStatus } from '@plaudit/contract';
import type { ApiKeyRow } from './api-keys.queries.js';

// Key rows → API shapes: the list never carries a secret; only the answer of a creation or a roll holds the key.

export function statusOf(row: Pick<ApiKeyRow, 'revokedAt' | 'expiresAt'>, now = new Date()): ApiKeyStatus {
  if (row.revokedAt) return 'REVOKED';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

export function toApiKey(row: {
  key: ApiKeyRow;
  creatorFirstName: string | null;
  creatorLastName: string | null;
}): ApiKey {
  const key = row.key;
  return {
    id: key.id,
    name: key.name,
    start: key.start,
    scopes: key.scopes,
    status: statusOf(key),
    createdBy:
      key.createdBy === null
        ? null
        : { id: key.createdBy, name: `${row.creatorFirstName ?? ''} ${row.creatorLastName ?? ''}`.trim() },
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    rolledFromId: key.rolledFromId,
  };
}

export function toCreated(row: ApiKeyRow, key: string): ApiKeyCreated {
  return {
    id: row.id,
    name: row.name,
    key,
    start: row.start,
    scopes: row.scopes,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
