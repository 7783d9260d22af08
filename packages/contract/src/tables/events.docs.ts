import type { DocsOf } from '../route-docs.js';
import type { EVENTS_ROUTES } from './events.js';

// The prose of events.ts's calls in the OpenAPI document, under the same ids; only the server reads it (route-docs.ts).

export const EVENTS_ROUTE_DOCS = {
  'events.create': {
    summary: 'Record an analytics event',
    description:
      'Spec §7: `{eventType, profileId, metadata}`. `profileId` (the brand team, product or YouTuber the event ' +
      'is about) is required for the types about a profile and must exist. The server adds the time and answers ' +
      '202 at once: events are buffered and written in batches. Events of bots (user agent, headless browsers), ' +
      "of a team member on the team's own pages, and resends of an `metadata.eventId` already taken are accepted " +
      "and not counted. Throttled per visitor (429). The visitor is the `x-session-id` (or the batch's " +
      '`sessionId`); no IP address is stored, only a daily-salted hash.',
  },
  'events.batch': {
    summary: 'Record up to 50 analytics events at once',
    description:
      'What the web app gathered, in one request (also as `text/plain`, the way `navigator.sendBeacon` sends ' +
      'it). One bad event refuses the whole batch, its index in `meta.field`. The server adds the time and ' +
      'answers 202 at once: events are buffered and written in batches. Events of bots (user agent, headless ' +
      "browsers), of a team member on the team's own pages, and resends of an `metadata.eventId` already taken " +
      'are accepted and not counted. Throttled per visitor (429). The visitor is the `x-session-id` (or the ' +
      "batch's `sessionId`); no IP address is stored, only a daily-salted hash.",
  },
  'events.creatorStats': {
    summary: "Read a team's dashboard figures",
    description:
      'Totals of the range and of the period just before it, a series per hour, day or week, top products, ' +
      "referrers and searches that found the team; `productId` narrows every figure to one product. The team's " +
      'OWNER, ADMIN and EDITOR; anyone else gets 404.',
  },
  'events.creatorStatsCsv': {
    summary: "Download a team's dashboard series as CSV",
    description:
      "The same range, interval and product as the figures: one row per bucket. The team's OWNER, ADMIN and " +
      'EDITOR; anyone else gets 404.',
  },
  'events.youtuberOverview': {
    summary: "Read the signed-in YouTuber's dashboard",
    description:
      'Their page address, the views of their public page and of the products they reviewed over the last 30 ' +
      'days, their newest reviews in every status with helpful votes, and the trophies their reviews won. Only an ' +
      'APPROVED YouTuber; anyone else gets 404.',
  },
  'events.adminStats': {
    summary: "Read the platform's figures",
    description:
      'Sign-ups, active people, reviews per day, the queues waiting for staff and the most viewed brands. ADMIN ' +
      'or MOD; anyone else gets 403.',
  },
} as const satisfies DocsOf<typeof EVENTS_ROUTES>;
