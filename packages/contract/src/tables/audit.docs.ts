import type { DocsOf } from '../route-docs.js';
import type { AUDIT_ROUTES } from './audit.js';

// The prose of audit.ts's calls in the OpenAPI document, under the same ids; only the server reads it (route-docs.ts).

export const AUDIT_ROUTE_DOCS = {
  'audit.list': {
    summary: 'Search the audit log',
    description: 'ADMIN only; a moderator or user gets 403.',
  },
} as const satisfies DocsOf<typeof AUDIT_ROUTES>;
