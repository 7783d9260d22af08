import type { RouteSpec } from '../route-table.js';

// The events area's calls (issue 19), spread into the route table (route-table.ts). Zod-free like the table itself;
// each call's schemas are in schemas/events.ts (EVENTS_ROUTE_SCHEMAS) under the same id.

const TAKEN = 'The server adds the time and answers 202 at once: events are buffered and written in batches. '
  + 'Events of bots (user agent, headless browsers), of a team member on the team\'s own pages, and resends of an '
  + '`metadata.eventId` already taken are accepted and not counted. Throttled per visitor (429). '
  + 'The visitor is the `x-session-id` (or the batch\'s `sessionId`); no IP address is stored, only a daily-salted hash.';
const STATS_WHO = 'The team\'s OWNER, ADMIN and EDITOR; anyone else gets 404.';

export const EVENTS_ROUTES = [
  {
    id: 'events.create', method: 'POST', path: '/events', tag: 'events', auth: 'optional', errors: [400, 429], successStatus: 202,
    summary: 'Record an analytics event',
    description: `Spec §7: \`{eventType, profileId, metadata}\`. \`profileId\` (the brand team, product or YouTuber the event is about) is required for the types about a profile and must exist. ${TAKEN}`,
  },
  {
    id: 'events.batch', method: 'POST', path: '/events/batch', tag: 'events', auth: 'optional', errors: [400, 413, 429], successStatus: 202,
    summary: 'Record up to 50 analytics events at once',
    description: `What the web app gathered, in one request (also as \`text/plain\`, the way \`navigator.sendBeacon\` sends it). One bad event refuses the whole batch, its index in \`meta.field\`. ${TAKEN}`,
  },
  {
    id: 'events.creatorStats', method: 'GET', path: '/creator/stats/:teamId', tag: 'events', auth: 'bearer', errors: [400, 401, 404],
    summary: "Read a team's dashboard figures",
    description: 'Totals of the range and of the period just before it, a series per hour, day or week, top products, referrers and '
      + `searches that found the team; \`productId\` narrows every figure to one product. ${STATS_WHO}`,
  },
  {
    id: 'events.creatorStatsCsv', method: 'GET', path: '/creator/stats/:teamId/export.csv', tag: 'events', auth: 'bearer', errors: [400, 401, 404],
    summary: "Download a team's dashboard series as CSV",
    description: `The same range, interval and product as the figures: one row per bucket. ${STATS_WHO}`,
  },
  {
    id: 'events.adminStats', method: 'GET', path: '/admin/stats', tag: 'events', auth: 'bearer', errors: [401, 403],
    summary: "Read the platform's figures",
    description: 'Sign-ups, active people, reviews per day, the queues waiting for staff and the most viewed brands. ADMIN or MOD; anyone else gets 403.',
  },
] as const satisfies readonly RouteSpec[];
