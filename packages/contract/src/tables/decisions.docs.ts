import type { DocsOf } from '../route-docs.js';
import type { DECISIONS_ROUTES } from './decisions.js';

// The prose of decisions.ts's calls in the OpenAPI document, under the same ids; only the server reads it.

export const DECISIONS_ROUTE_DOCS = {
  'decisions.mine': {
    summary: 'My decisions and their statements of reasons',
    description:
      "Every decision about the caller's content or account, and about their teams' content when they are its OWNER " +
      'or ADMIN: what was decided, the facts, the ground, whether it was automated, who decided and until when it ' +
      'can be appealed. Newest first.',
  },
  'decisions.appeal': {
    summary: 'Appeal a decision',
    description:
      'One appeal per decision, within six months of it (then 409 appeal.closed). A reporter whose report was ' +
      'dismissed may appeal that decision once too.',
  },
  'decisions.appeals': {
    summary: 'The appeals queue',
    description: 'MOD and ADMIN. Oldest first, with the decision, its statement, the content and the person’s history.',
  },
  'decisions.decideAppeal': {
    summary: 'Decide an appeal',
    description:
      'UPHELD or REVERSED with a reason. Whoever made the decision cannot hear its appeal (403 appeal.conflict); the ' +
      'second of two moderators deciding at once gets 409. REVERSED undoes the decision in the same transaction.',
  },
  'decisions.transparency': {
    summary: 'Monthly moderation figures',
    description:
      'Reviews published, held, rejected and removed (by ground), reports and how they ended, punishments by type, ' +
      'appeals and reversals, and the median time to decide, per calendar month (UTC), newest first.',
  },
} as const satisfies DocsOf<typeof DECISIONS_ROUTES>;
