import type { DocsOf } from '../route-docs.js';
import type { ADMIN_USERS_ROUTES } from './admin-users.js';

// The prose of admin-users.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

export const ADMIN_USERS_ROUTE_DOCS = {
  'adminUsers.list': {
    summary: 'Search people',
    description: 'ADMIN or MOD; anyone else gets 403.',
  },
  'adminUsers.get': {
    summary: "Read a person's admin view",
    description: 'ADMIN or MOD; anyone else gets 403.',
  },
  'adminUsers.update': {
    summary: "Change a person's role or details",
    description: 'ADMIN only; a moderator or user gets 403.',
  },
  'adminUsers.resetPassword': {
    summary: 'Mail a person a password reset link',
    description: 'ADMIN only; a moderator or user gets 403.',
  },
  'adminUsers.removeFromTeam': {
    summary: 'Remove a person from a creator team',
    description: 'ADMIN only; a moderator or user gets 403.',
  },
} as const satisfies DocsOf<typeof ADMIN_USERS_ROUTES>;
