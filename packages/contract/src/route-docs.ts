import type { RouteId } from './route-table.js';
import { SYSTEM_ROUTE_DOCS } from './tables/system.docs.js';
import { AUTH_ROUTE_DOCS } from './tables/auth.docs.js';
import { SESSIONS_ROUTE_DOCS } from './tables/sessions.docs.js';
import { CREATORS_ROUTE_DOCS } from './tables/creators.docs.js';
import { PROFILE_ROUTE_DOCS } from './tables/profile.docs.js';
import { TEAMS_ROUTE_DOCS } from './tables/teams.docs.js';
import { ADMIN_USERS_ROUTE_DOCS } from './tables/admin-users.docs.js';
import { PUNISHMENTS_ROUTE_DOCS } from './tables/punishments.docs.js';
import { VERIFICATIONS_ROUTE_DOCS } from './tables/verifications.docs.js';
import { AUDIT_ROUTE_DOCS } from './tables/audit.docs.js';
import { FILES_ROUTE_DOCS } from './tables/files.docs.js';
import { CATEGORIES_ROUTE_DOCS } from './tables/categories.docs.js';
import { PRODUCTS_ROUTE_DOCS } from './tables/products.docs.js';
import { CATALOGUE_ROUTE_DOCS } from './tables/catalogue.docs.js';
import { SEARCH_ROUTE_DOCS } from './tables/search.docs.js';
import { REVIEWS_ROUTE_DOCS } from './tables/reviews.docs.js';
import { TROPHIES_ROUTE_DOCS } from './tables/trophies.docs.js';
import { EVENTS_ROUTE_DOCS } from './tables/events.docs.js';
import { JOBS_ROUTE_DOCS } from './tables/jobs.docs.js';
import { FEATURING_ROUTE_DOCS } from './tables/featuring.docs.js';
import { DECISIONS_ROUTE_DOCS } from './tables/decisions.docs.js';
import { SUPPORT_ACCESS_ROUTE_DOCS } from './tables/support-access.docs.js';
import { WEBHOOKS_ROUTE_DOCS } from './tables/webhooks.docs.js';
import { API_KEYS_ROUTE_DOCS } from './tables/api-keys.docs.js';
import { PUBLIC_API_ROUTE_DOCS } from './tables/public-api.docs.js';
import { CREDITS_ROUTE_DOCS } from './tables/credits.docs.js';
import { SHORT_LINKS_ROUTE_DOCS } from './tables/short-links.docs.js';

// Each call's prose in the OpenAPI document (GET /api/openapi.json, the server's plugins/route-table.ts), written next
// to its area's table in tables/<area>.docs.ts and gathered here. Apart from the table because only the server reads
// it: the table ships in the web's first route (ROUTES names every call), and with this text in it the first route
// went past its 250 KB budget. Nothing in the web imports ROUTE_DOCS, so the bundler leaves it out.
// Keyed by the table's ids, and complete: each area's prose must name exactly its table's calls, and a call added to
// the table without its prose does not compile.

export interface RouteDoc {
  /** One line, imperative, no full stop. */
  summary: string;
  /** What the spec says beyond the summary. */
  description?: string;
}

/** The prose of one area's calls: every id of its table, no other. */
export type DocsOf<Routes extends readonly { id: string }[]> = Record<Routes[number]['id'], RouteDoc>;

export const ROUTE_DOCS = {
  ...SYSTEM_ROUTE_DOCS,
  ...AUTH_ROUTE_DOCS,
  ...SESSIONS_ROUTE_DOCS,
  ...CREATORS_ROUTE_DOCS,
  ...PROFILE_ROUTE_DOCS,
  ...TEAMS_ROUTE_DOCS,
  ...ADMIN_USERS_ROUTE_DOCS,
  ...PUNISHMENTS_ROUTE_DOCS,
  ...VERIFICATIONS_ROUTE_DOCS,
  ...AUDIT_ROUTE_DOCS,
  ...FILES_ROUTE_DOCS,
  ...CATEGORIES_ROUTE_DOCS,
  ...PRODUCTS_ROUTE_DOCS,
  ...CATALOGUE_ROUTE_DOCS,
  ...SEARCH_ROUTE_DOCS,
  ...REVIEWS_ROUTE_DOCS,
  ...TROPHIES_ROUTE_DOCS,
  ...EVENTS_ROUTE_DOCS,
  ...JOBS_ROUTE_DOCS,
  ...FEATURING_ROUTE_DOCS,
  ...DECISIONS_ROUTE_DOCS,
  ...SUPPORT_ACCESS_ROUTE_DOCS,
  ...WEBHOOKS_ROUTE_DOCS,
  ...API_KEYS_ROUTE_DOCS,
  ...PUBLIC_API_ROUTE_DOCS,
  ...CREDITS_ROUTE_DOCS,
  ...SHORT_LINKS_ROUTE_DOCS,
} as const satisfies Record<RouteId, RouteDoc>;
