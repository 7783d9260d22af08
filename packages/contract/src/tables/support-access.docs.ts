import type { DocsOf } from '../route-docs.js';
import type { SUPPORT_ACCESS_ROUTES } from './support-access.js';

// The prose of support-access.ts's calls in the OpenAPI document; only the server reads it.

export const SUPPORT_ACCESS_ROUTE_DOCS = {
  'supportAccess.start': {
    summary: 'See the product as this person',
    description:
      'ADMIN only, never of an ADMIN or MOD nor of oneself. Answers a session of the person that is read-only and ' +
      'ends at most 60 minutes later, whatever refreshes it. Audited with the reason; the person is mailed.',
  },
  'supportAccess.stop': {
    summary: 'End support access',
    description: "Only inside a support-access session: ends it and answers the admin's own session with fresh tokens.",
  },
} as const satisfies DocsOf<typeof SUPPORT_ACCESS_ROUTES>;
