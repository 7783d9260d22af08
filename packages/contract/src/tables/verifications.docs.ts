import type { DocsOf } from '../route-docs.js';
import type { VERIFICATIONS_ROUTES } from './verifications.js';

// The prose of verifications.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

export const VERIFICATIONS_ROUTE_DOCS = {
  'verifications.list': {
    summary: 'List creator and YouTuber applications',
    description: 'ADMIN only; a moderator or user gets 403.',
  },
  'verifications.decide': {
    summary: 'Approve, reject or ask for more information on an application or a brand name change',
    description:
      "ADMIN only; a moderator or user gets 403. Approving a RENAME makes the requested name the brand's name. " +
      'A refusal names its published `ground` (400 when missing or unknown): the applicant reads it in their ' +
      'statement of reasons and may appeal.',
  },
  'verifications.setCreatorAccess': {
    summary: 'Lock a creator team for a while, or lift the lock',
    description:
      'ADMIN only; a moderator or user gets 403. A lock names its published `ground` (400 when missing or ' +
      "unknown): the team's owners and admins read it in their statement of reasons and may appeal.",
  },
  'verifications.listBrandRequests': {
    summary: 'List requests to add a brand',
    description: 'ADMIN only; a moderator or user gets 403.',
  },
} as const satisfies DocsOf<typeof VERIFICATIONS_ROUTES>;
