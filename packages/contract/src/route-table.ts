import type { ApiKeyScope } from './enums.js';
import { SYSTEM_ROUTES } from './tables/system.js';
import { AUTH_ROUTES } from './tables/auth.js';
import { SESSIONS_ROUTES } from './tables/sessions.js';
import { CREATORS_ROUTES } from './tables/creators.js';
import { PROFILE_ROUTES } from './tables/profile.js';
import { TEAMS_ROUTES } from './tables/teams.js';
import { ADMIN_USERS_ROUTES } from './tables/admin-users.js';
import { PUNISHMENTS_ROUTES } from './tables/punishments.js';
import { VERIFICATIONS_ROUTES } from './tables/verifications.js';
import { AUDIT_ROUTES } from './tables/audit.js';
import { FILES_ROUTES } from './tables/files.js';
import { CATALOGUE_ROUTES } from './tables/catalogue.js';
import { CATEGORIES_ROUTES } from './tables/categories.js';
import { PRODUCTS_ROUTES } from './tables/products.js';
import { REVIEWS_ROUTES } from './tables/reviews.js';
import { TROPHIES_ROUTES } from './tables/trophies.js';
import { EVENTS_ROUTES } from './tables/events.js';
import { SEARCH_ROUTES } from './tables/search.js';
import { JOBS_ROUTES } from './tables/jobs.js';
import { FEATURING_ROUTES } from './tables/featuring.js';
import { DECISIONS_ROUTES } from './tables/decisions.js';
import { SUPPORT_ACCESS_ROUTES } from './tables/support-access.js';
import { WEBHOOKS_ROUTES } from './tables/webhooks.js';
import { API_KEYS_ROUTES } from './tables/api-keys.js';
import { PUBLIC_API_ROUTES } from './tables/public-api.js';
import { CREDITS_ROUTES } from './tables/credits.js';
import { SHORT_LINKS_ROUTES } from './tables/short-links.js';

// The route table: every API call named once, with what a reader of the API needs to know about it — its id, its
// area (tag), the credentials it takes and the error statuses it can answer, one file per area under tables/; its prose
// (summary, description) is next to it in tables/<area>.docs.ts under the same id, gathered in route-docs.ts, which
// only
// the server reads. The server fills each route's OpenAPI entry from both (operationId, summary, description, tags,
// security, error answers), and a test fails when a registered route has no entry here or an entry has no route.
// Paths are below API_BASE; pathOf fills in their parameters.
// Each call's schemas (params, query, body, answer) are in route-schemas.ts under the same id: the server
// registers a route from both (registerRoute), the web calls it with `call(ROUTES.x.y, input)`, typed from both.

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The credentials a call takes:
 * - `public`: none.
 * - `bearer`: the access token (`Authorization: Bearer …`) AND the session header `x-session-id` of the same session.
 * - `optional`: public, but answers more (or differently) when those two are sent and valid.
 * - `refresh`: the refresh token, as a bearer token or in the httpOnly cookie, with the session header.
 * - `apiKey`: a team's API key (`Authorization: Bearer plt_live_…`), on the public API (`/v1`) only.
 */
export type RouteAuth = 'public' | 'bearer' | 'optional' | 'refresh' | 'apiKey';

/** The areas of the API; the OpenAPI document groups its operations by these, in this order. */
export const ROUTE_TAGS = [
  { name: 'auth', description: 'Sign-up, sign-in, email verification, tokens and password reset.' },
  { name: 'sessions', description: 'The devices signed in to an account, and the anonymous visitor session.' },
  { name: 'onboarding', description: 'Becoming a creator (claiming a brand profile) or a YouTuber.' },
  {
    name: 'profile',
    description:
      "The signed-in person's own account: names, settings, picture, notifications, password, email, deletion.",
  },
  {
    name: 'teams',
    description: "A creator team's workspace: brand settings, images, members, invitations and ownership.",
  },
  {
    name: 'admin-users',
    description: 'Admin and moderator tools for people: search, role and details, password reset, team removal.',
  },
  { name: 'punishments', description: 'Warnings, mutes and bans that the server enforces.' },
  {
    name: 'verifications',
    description: 'The creator and YouTuber verification queue, creator locks and brand requests.',
  },
  { name: 'audit', description: 'The log of every admin, moderator and team action.' },
  {
    name: 'categories',
    description: "The catalogue's categories: the public tree, category pages, and the admin's editing.",
  },
  { name: 'products', description: "A creator team's products: editing, images and publishing." },
  { name: 'catalogue', description: 'Public brand, product and YouTuber pages, and the home page.' },
  {
    name: 'reviews',
    description:
      "Reviews and video reviews: writing, reading, helpful votes, reports, the brand's replies and moderation.",
  },
  {
    name: 'trophies',
    description:
      'Trophy categories and trophies: nominations, a decision anyone can check (the signed protocol), and badges.',
  },
  {
    name: 'events',
    description: 'Analytics events and the figures made of them: the creator dashboard and the platform overview.',
  },
  {
    name: 'search',
    description: 'Full-text search over products, brands and YouTubers, and suggestions while typing.',
  },
  {
    name: 'jobs',
    description: 'Background jobs: where they run, what is scheduled, and the dead letters to retry or discard.',
  },
  {
    name: 'credits',
    description: "A creator team's prepaid credits: the ledger, top-ups, payments, receipts and the admin's grants.",
  },
  {
    name: 'short-links',
    description: 'Short links of teams and of the platform: the redirect, QR codes and click figures.',
  },
  { name: 'api-keys', description: "A team's API keys for the public API: create, list, roll and revoke." },
  {
    name: 'public-api',
    description: 'The public API under /api/v1, called with an API key (its own document: /api/v1/openapi.json).',
  },
  {
    name: 'webhooks',
    description: "A team's webhook endpoints (Standard Webhooks), their secrets, the delivery log, retry and replay.",
  },
  {
    name: 'decisions',
    description: 'Statements of reasons for every decision, appeals against them, and the monthly moderation figures.',
  },
  {
    name: 'support-access',
    description: 'An admin sees the product as one person sees it: read-only, for an hour at most, and told to them.',
  },
  {
    name: 'featuring',
    description: 'Paid category featuring: the daily auction, brand campaigns and bids, and the sponsored cards.',
  },
  { name: 'files', description: 'Uploaded images (avatars, team icons and banners, product images).' },
  { name: 'system', description: 'Health, this document, and outside production the development mailbox.' },
] as const;

export type RouteTag = (typeof ROUTE_TAGS)[number]['name'];

export interface RouteSpec {
  /** `<area>.<call>`, stable: the OpenAPI operationId is made from it (`auth.signIn` → `authSignIn`). */
  id: string;
  method: RouteMethod;
  /** Fastify's pattern below API_BASE (`:param`, `*`); pathOf fills it in. */
  path: string;
  tag: RouteTag;
  auth: RouteAuth;
  /** Every 4xx the call can answer, all with the §8 body `{status, errors}`. (A 500 can come from any call.) */
  errors: readonly number[];
  /** Left out of the OpenAPI document (the document itself). */
  hidden?: boolean;
  /** The success status when it is not 200 (201 for a call that creates something and answers its id, 202 for one that queues it). */
  successStatus?: 201 | 202;
  /** The public API: the API key scope the call needs (none: any key of the team). */
  scope?: ApiKeyScope;
}

const TABLE = [
  ...SYSTEM_ROUTES,
  ...AUTH_ROUTES,
  ...SESSIONS_ROUTES,
  ...CREATORS_ROUTES,
  ...PROFILE_ROUTES,
  ...TEAMS_ROUTES,
  ...ADMIN_USERS_ROUTES,
  ...PUNISHMENTS_ROUTES,
  ...VERIFICATIONS_ROUTES,
  ...AUDIT_ROUTES,
  ...FILES_ROUTES,
  ...CATEGORIES_ROUTES,
  ...PRODUCTS_ROUTES,
  ...CATALOGUE_ROUTES,
  ...SEARCH_ROUTES,
  ...REVIEWS_ROUTES,
  ...TROPHIES_ROUTES,
  ...EVENTS_ROUTES,
  ...JOBS_ROUTES,
  ...FEATURING_ROUTES,
  ...DECISIONS_ROUTES,
  ...SUPPORT_ACCESS_ROUTES,
  ...WEBHOOKS_ROUTES,
  ...API_KEYS_ROUTES,
  ...PUBLIC_API_ROUTES,
  ...CREDITS_ROUTES,
  ...SHORT_LINKS_ROUTES,
] as const satisfies readonly RouteSpec[];

export const ROUTE_TABLE: readonly RouteSpec[] = TABLE;

/** Every call's id (`auth.signIn`): the key of its schemas in ROUTE_SCHEMAS (route-schemas.ts). */
export type RouteId = (typeof TABLE)[number]['id'];
/** The table entry of one call, with its literal id (and so, through the id, its schemas' types). */
export type RouteEntry<Id extends RouteId = RouteId> = Extract<(typeof TABLE)[number], { id: Id }>;

type AreaOf<Id> = Id extends `${infer Area}.${string}` ? Area : never;
type CallOf<Id> = Id extends `${string}.${infer Call}` ? Call : never;
export type RoutesByArea = {
  [Area in AreaOf<RouteId>]: { [Id in RouteId as AreaOf<Id> extends Area ? CallOf<Id> : never]: RouteEntry<Id> };
};

/**
 * The table by area and call (`ROUTES.auth.signIn`): what the server registers and the web calls. Free of zod, so
 * the web's first route can name calls without carrying the schemas; their types come from ROUTE_SCHEMAS by id.
 */
export const ROUTES = (() => {
  const byArea: Record<string, Record<string, RouteSpec>> = {};
  for (const route of ROUTE_TABLE) {
    const [area, call] = route.id.split('.') as [string, string];
    (byArea[area] ??= {})[call] = route;
  }
  return byArea as unknown as RoutesByArea;
})();

/** `auth.signIn` → `authSignIn`: the OpenAPI operationId (and so the method name in generated clients). */
export function operationIdOf(id: string): string {
  return id.replace(/[.-](\w)/g, (_match, letter: string) => letter.toUpperCase());
}

/** The table entry of a registered route (`url` below API_BASE, Fastify's pattern), if any. */
export function findRoute(method: string, path: string): RouteSpec | undefined {
  return ROUTE_TABLE.find((route) => route.method === method && route.path === path);
}
