import type { DocsOf } from '../route-docs.js';
import type { CREATORS_ROUTES } from './creators.js';

// The prose of creators.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

export const CREATORS_ROUTE_DOCS = {
  'creators.checkProfile': {
    summary: 'Check whether a brand profile can be claimed',
  },
  'creators.creatorSignUp': {
    summary: 'Apply as a creator by claiming a brand profile',
    description:
      'Sent again while the application needs more information, it is the resubmission (a new PENDING round).',
  },
  'creators.youtuberSignUp': {
    summary: 'Apply as a YouTuber with a channel URL',
    description:
      'Sent again while the application needs more information, it is the resubmission (a new PENDING round).',
  },
  'creators.requestBrand': {
    summary: 'Ask the admins to add a brand that is not listed',
  },
} as const satisfies DocsOf<typeof CREATORS_ROUTES>;
