import type { DocsOf } from '../route-docs.js';
import type { SESSIONS_ROUTES } from './sessions.js';

// The prose of sessions.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

export const SESSIONS_ROUTE_DOCS = {
  'sessions.list': {
    summary: 'List the devices signed in to this account',
  },
  'sessions.revoke': {
    summary: 'Sign out one device',
    description: 'The revoked device is refused at its next call with 401 SESSION_REVOKED.',
  },
  'sessions.revokeAllExceptCurrent': {
    summary: 'Sign out every other device',
  },
  'sessions.validate': {
    summary: 'Check whether the sent token and session are still valid',
    description: 'Never fails for bad credentials: answers `valid: false` instead.',
  },
  'sessions.init': {
    summary: 'Start an anonymous visitor session',
    description: 'Returns a session id that the client keeps and sends as `x-session-id` until it signs in.',
  },
} as const satisfies DocsOf<typeof SESSIONS_ROUTES>;
