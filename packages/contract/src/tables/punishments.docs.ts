import type { DocsOf } from '../route-docs.js';
import type { PUNISHMENTS_ROUTES } from './punishments.js';

// The prose of punishments.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

export const PUNISHMENTS_ROUTE_DOCS = {
  'punishments.create': {
    summary: 'Warn, mute or ban a person',
    description:
      'ADMIN or MOD; anyone else gets 403. A moderator may warn and mute, not ban. A ban ends every session of ' +
      'the person at once. `ground` names the published rule the punishment rests on (400 when missing or ' +
      'unknown); the person reads it in their statement of reasons and may appeal.',
  },
  'punishments.get': {
    summary: 'Read a punishment',
    description: 'ADMIN or MOD; anyone else gets 403.',
  },
  'punishments.update': {
    summary: 'Change or lift a punishment',
    description: 'ADMIN or MOD; anyone else gets 403.',
  },
  'punishments.listForUser': {
    summary: "List a person's punishments",
    description: 'ADMIN or MOD; anyone else gets 403.',
  },
} as const satisfies DocsOf<typeof PUNISHMENTS_ROUTES>;
