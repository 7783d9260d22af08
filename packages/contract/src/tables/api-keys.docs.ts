import type { DocsOf } from '../route-docs.js';
import type { API_KEYS_ROUTES } from './api-keys.js';

// The prose of api-keys.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

export const API_KEYS_ROUTE_DOCS = {
  'apiKeys.list': {
    summary: "List the team's API keys",
    description:
      'Every member sees the list: name, start (`plt_live_` and five characters), scopes, who created it, last use ' +
      'and expiry; never the key itself. Live keys first, then expired and revoked ones.',
  },
  'apiKeys.create': {
    summary: 'Create an API key',
    description:
      'OWNER or ADMIN of an approved team that is not locked. The answer holds the whole key, once; only its ' +
      'SHA-256 is stored. Expires after 90 days unless `expiresInDays` (1–365) or `neverExpires: true` says ' +
      'otherwise. More than 25 live keys: 409. Audited and mailed to the OWNERs and ADMINs.',
  },
  'apiKeys.revoke': {
    summary: 'Revoke an API key',
    description:
      'OWNER or ADMIN. The key is refused on its next call, on every server. Revoking a revoked key: 409. ' +
      'Audited and mailed to the OWNERs and ADMINs.',
  },
  'apiKeys.roll': {
    summary: 'Roll an API key',
    description:
      'OWNER or ADMIN. Creates a new key with the same name, scopes and span, answered once; the old key keeps ' +
      'working for `overlapSeconds` (0, 3600, 86400 or 604800), then expires. Audited and mailed.',
  },
} as const satisfies DocsOf<typeof API_KEYS_ROUTES>;
