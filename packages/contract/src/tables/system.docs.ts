import type { DocsOf } from '../route-docs.js';
import type { SYSTEM_ROUTES } from './system.js';

// The prose of system.ts's calls in the OpenAPI document, under the same ids; only the server reads it (route-docs.ts).

export const SYSTEM_ROUTE_DOCS = {
  'system.health': {
    summary: 'Report that the server is up',
  },
  'system.ready': {
    summary: 'Report whether the server can serve requests',
    description:
      'For load balancers: 200 when the database, Redis (when configured), the file store and the change ' +
      'listener all answer; 503 `unavailable` naming the parts that do not (`meta.failed`). `/health` only says ' +
      'the process is alive.',
  },
  'system.openapi': {
    summary: 'Read this OpenAPI document',
  },
  'system.devMailbox': {
    summary: 'List the mail the server sent (development only)',
    description:
      'Newest first. Only outside production (NODE_ENV=production leaves this call out), so sign-up can be ' +
      'finished with no mail server.',
  },
} as const satisfies DocsOf<typeof SYSTEM_ROUTES>;
