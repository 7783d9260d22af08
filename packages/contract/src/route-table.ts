import { API } from './routes.js';
import { CATALOGUE_ROUTES } from './tables/catalogue.js';
import { CATEGORIES_ROUTES } from './tables/categories.js';
import { PRODUCTS_ROUTES } from './tables/products.js';
import { REVIEWS_ROUTES } from './tables/reviews.js';
import { TROPHIES_ROUTES } from './tables/trophies.js';
import { EVENTS_ROUTES } from './tables/events.js';
import { SEARCH_ROUTES } from './tables/search.js';
import { JOBS_ROUTES } from './tables/jobs.js';

// The route table: every API call named once, with what a reader of the API needs to know about it — its id, its
// area (tag), the credentials it takes and the error statuses it can answer; its prose (summary, description) is in
// route-docs.ts under the same id, which only the server reads. The server fills each route's OpenAPI entry from
// both (operationId, summary, description, tags, security, error answers), and a test fails when a registered route
// has no entry here or an entry has no route. Paths are below API_BASE.
// Each call's schemas (params, query, body, answer) are in route-schemas.ts under the same id: the server
// registers a route from both (registerRoute), the web calls it with `call(ROUTES.x.y, input)`, typed from both.

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The credentials a call takes (DESIGN.md "Authentication"):
 * - `public`: none.
 * - `bearer`: the access token (`Authorization: Bearer …`) AND the session header `x-session-id` of the same session.
 * - `optional`: public, but answers more (or differently) when those two are sent and valid.
 * - `refresh`: the refresh token, as a bearer token or in the httpOnly cookie, with the session header.
 */
export type RouteAuth = 'public' | 'bearer' | 'optional' | 'refresh';

/** The areas of the API; the OpenAPI document groups its operations by these, in this order. */
export const ROUTE_TAGS = [
  { name: 'auth', description: 'Sign-up, sign-in, email verification, tokens and password reset.' },
  { name: 'sessions', description: 'The devices signed in to an account, and the anonymous visitor session.' },
  { name: 'onboarding', description: 'Becoming a creator (claiming a brand profile) or a YouTuber (spec §2).' },
  { name: 'profile', description: "The signed-in person's own account: names, settings, picture, notifications, password, email, deletion." },
  { name: 'teams', description: "A creator team's workspace: brand settings, images, members, invitations and ownership." },
  { name: 'admin-users', description: 'Admin and moderator tools for people: search, role and details, password reset, team removal.' },
  { name: 'punishments', description: 'Warnings, mutes and bans that the server enforces.' },
  { name: 'verifications', description: 'The creator and YouTuber verification queue, creator locks and brand requests.' },
  { name: 'audit', description: 'The log of every admin, moderator and team action.' },
  { name: 'categories', description: 'The catalogue\'s categories: the public tree, category pages, and the admin\'s editing.' },
  { name: 'products', description: "A creator team's products: editing, images and publishing." },
  { name: 'catalogue', description: 'Public brand, product and YouTuber pages, and the home page.' },
  { name: 'reviews', description: 'Reviews and video reviews: writing, reading, helpful votes, reports, the brand\'s replies and moderation.' },
  { name: 'trophies', description: 'Trophy categories and trophies: nominations, a decision anyone can check (the signed protocol), and badges.' },
  { name: 'events', description: 'Analytics events (spec §7) and the figures made of them: the creator dashboard and the platform overview.' },
  { name: 'search', description: 'Full-text search over products, brands and YouTubers, and suggestions while typing.' },
  { name: 'jobs', description: 'Background jobs: where they run, what is scheduled, and the dead letters to retry or discard.' },
  { name: 'files', description: 'Uploaded images (avatars, team icons and banners, product images).' },
  { name: 'system', description: 'Health, this document, and outside production the development mailbox.' },
] as const;

export type RouteTag = (typeof ROUTE_TAGS)[number]['name'];

export interface RouteSpec {
  /** `<area>.<call>`, stable: the OpenAPI operationId is made from it (`auth.signIn` → `authSignIn`). */
  id: string;
  method: RouteMethod;
  /** Fastify's pattern below API_BASE (`:param`, `*`), as in `API`. */
  path: string;
  tag: RouteTag;
  auth: RouteAuth;
  /** Every 4xx the call can answer, all with the §8 body `{status, errors}`. (A 500 can come from any call.) */
  errors: readonly number[];
  /** Left out of the OpenAPI document (the document itself). */
  hidden?: boolean;
  /** The success status when it is not 200 (201 for a call that creates something and answers its id, 202 for one that queues it). */
  successStatus?: 201 | 202;
}

const TABLE = [
  // ---- system ------------------------------------------------------------------------------------------------
  { id: 'system.health', method: 'GET', path: API.health, tag: 'system', auth: 'public', errors: [] },
  { id: 'system.ready', method: 'GET', path: API.ready, tag: 'system', auth: 'public', errors: [503] },
  { id: 'system.openapi', method: 'GET', path: API.openapi, tag: 'system', auth: 'public', errors: [], hidden: true },
  { id: 'system.devMailbox', method: 'GET', path: API.devMailbox, tag: 'system', auth: 'public', errors: [] },

  // ---- auth --------------------------------------------------------------------------------------------------
  { id: 'auth.signUp', method: 'POST', path: API.auth.signUp, tag: 'auth', auth: 'public', errors: [400, 409, 429] },
  { id: 'auth.signIn', method: 'POST', path: API.auth.signIn, tag: 'auth', auth: 'public', errors: [400, 401, 403, 429] },
  { id: 'auth.refreshToken', method: 'POST', path: API.auth.refreshToken, tag: 'auth', auth: 'refresh', errors: [401] },
  { id: 'auth.signOut', method: 'POST', path: API.auth.signOut, tag: 'auth', auth: 'bearer', errors: [401] },
  { id: 'auth.verifyEmail', method: 'POST', path: API.auth.verifyEmail.pattern, tag: 'auth', auth: 'public', errors: [400, 409, 429] },
  { id: 'auth.resendVerification', method: 'POST', path: API.auth.resendVerification.pattern, tag: 'auth', auth: 'public', errors: [400, 429] },
  { id: 'auth.verifyEmailStatus', method: 'GET', path: API.auth.verifyEmailStatus, tag: 'auth', auth: 'bearer', errors: [401] },
  { id: 'auth.forgotPassword', method: 'POST', path: API.auth.forgotPassword, tag: 'auth', auth: 'public', errors: [400, 429] },
  { id: 'auth.resetPassword', method: 'POST', path: API.auth.resetPassword, tag: 'auth', auth: 'public', errors: [400, 429] },
  { id: 'auth.me', method: 'GET', path: API.auth.me, tag: 'auth', auth: 'bearer', errors: [401] },

  // ---- sessions ----------------------------------------------------------------------------------------------
  { id: 'sessions.list', method: 'GET', path: API.auth.sessions, tag: 'sessions', auth: 'bearer', errors: [401] },
  { id: 'sessions.revoke', method: 'POST', path: API.auth.revokeSession.pattern, tag: 'sessions', auth: 'bearer', errors: [401, 404] },
  { id: 'sessions.revokeAllExceptCurrent', method: 'POST', path: API.auth.revokeAllExceptCurrent, tag: 'sessions', auth: 'bearer', errors: [401] },
  { id: 'sessions.validate', method: 'GET', path: API.auth.sessionValidate, tag: 'sessions', auth: 'optional', errors: [] },
  { id: 'sessions.init', method: 'POST', path: API.auth.sessionInit, tag: 'sessions', auth: 'public', errors: [429] },

  // ---- creators (onboarding) ---------------------------------------------------------------------------------
  { id: 'creators.checkProfile', method: 'GET', path: API.auth.creatorCheckProfile.pattern, tag: 'onboarding', auth: 'public', errors: [400] },
  { id: 'creators.creatorSignUp', method: 'POST', path: API.auth.creatorSignUp, tag: 'onboarding', auth: 'bearer', errors: [400, 401, 403, 409] },
  { id: 'creators.youtuberSignUp', method: 'POST', path: API.auth.youtuberSignUp, tag: 'onboarding', auth: 'bearer', errors: [400, 401, 403, 409] },
  { id: 'creators.requestBrand', method: 'POST', path: API.auth.brandRequests, tag: 'onboarding', auth: 'bearer', errors: [400, 401, 429] },

  // ---- profile -----------------------------------------------------------------------------------------------
  { id: 'profile.get', method: 'GET', path: API.profile.root, tag: 'profile', auth: 'bearer', errors: [401] },
  { id: 'profile.updateNames', method: 'PUT', path: API.profile.root, tag: 'profile', auth: 'bearer', errors: [400, 401] },
  { id: 'profile.delete', method: 'DELETE', path: API.profile.root, tag: 'profile', auth: 'bearer', errors: [401, 409] },
  { id: 'profile.updateSettings', method: 'PUT', path: API.profile.settings, tag: 'profile', auth: 'bearer', errors: [400, 401] },
  { id: 'profile.updateUsername', method: 'PUT', path: API.profile.username, tag: 'profile', auth: 'bearer', errors: [400, 401, 409] },
  { id: 'profile.updateNotifications', method: 'PUT', path: API.profile.notifications, tag: 'profile', auth: 'bearer', errors: [400, 401] },
  { id: 'profile.uploadImage', method: 'PUT', path: API.profile.imageUrl, tag: 'profile', auth: 'bearer', errors: [400, 401, 413, 415, 503] },
  { id: 'profile.deleteImage', method: 'DELETE', path: API.profile.imageUrl, tag: 'profile', auth: 'bearer', errors: [401] },
  { id: 'profile.selectCreatorTeam', method: 'PUT', path: API.profile.selectedCreatorTeam, tag: 'profile', auth: 'bearer', errors: [400, 401, 403] },
  { id: 'profile.passwordChange', method: 'POST', path: API.profile.passwordChange, tag: 'profile', auth: 'bearer', errors: [400, 401, 429] },
  { id: 'profile.passwordChangeResend', method: 'POST', path: API.profile.passwordChangeResend, tag: 'profile', auth: 'bearer', errors: [400, 401, 429] },
  { id: 'profile.passwordChangeConfirm', method: 'POST', path: API.profile.passwordChangeConfirm, tag: 'profile', auth: 'bearer', errors: [400, 401, 429] },
  { id: 'profile.changeEmail', method: 'POST', path: API.profile.changeEmail, tag: 'profile', auth: 'bearer', errors: [400, 401, 409, 429] },
  { id: 'profile.changeEmailResend', method: 'POST', path: API.profile.changeEmailResend, tag: 'profile', auth: 'bearer', errors: [400, 401, 429] },
  { id: 'profile.changeEmailInfo', method: 'GET', path: API.profile.changeEmailInfo.pattern, tag: 'profile', auth: 'bearer', errors: [401, 404] },
  { id: 'profile.changeEmailConfirm', method: 'POST', path: API.profile.changeEmailConfirm, tag: 'profile', auth: 'bearer', errors: [400, 401, 409, 429] },
  { id: 'profile.changeEmailRevert', method: 'POST', path: API.profile.changeEmailRevert, tag: 'profile', auth: 'public', errors: [400, 409, 429] },
  { id: 'profile.acknowledgeWarning', method: 'POST', path: API.profile.acknowledgeWarning.pattern, tag: 'profile', auth: 'bearer', errors: [401, 404] },

  // ---- teams -------------------------------------------------------------------------------------------------
  { id: 'teams.getSettings', method: 'GET', path: API.creator.settings.pattern, tag: 'teams', auth: 'bearer', errors: [401, 404] },
  { id: 'teams.updateSettings', method: 'PUT', path: API.creator.settings.pattern, tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
  { id: 'teams.updateSocial', method: 'PUT', path: API.creator.social, tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404] },
  { id: 'teams.uploadImage', method: 'PUT', path: API.creator.imageUpload.pattern, tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404, 413, 415, 503] },
  { id: 'teams.deleteImage', method: 'DELETE', path: API.creator.image.pattern, tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404] },
  { id: 'teams.listMembers', method: 'GET', path: API.creator.teamMembers.pattern, tag: 'teams', auth: 'bearer', errors: [401, 404] },
  { id: 'teams.invite', method: 'POST', path: API.creator.teamMembers.pattern, tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
  { id: 'teams.updateMember', method: 'PUT', path: API.creator.teamMember.pattern, tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404] },
  { id: 'teams.removeMember', method: 'DELETE', path: API.creator.teamMember.pattern, tag: 'teams', auth: 'bearer', errors: [401, 403, 404, 409] },
  { id: 'teams.transferOwnership', method: 'POST', path: API.creator.transferOwnership.pattern, tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404] },
  { id: 'teams.acceptTransfer', method: 'POST', path: API.creator.acceptTransfer.pattern, tag: 'teams', auth: 'bearer', errors: [401, 403, 404] },
  { id: 'teams.declineTransfer', method: 'POST', path: API.creator.declineTransfer.pattern, tag: 'teams', auth: 'bearer', errors: [401, 404] },
  { id: 'teams.listInvites', method: 'GET', path: API.creator.invites.pattern, tag: 'teams', auth: 'bearer', errors: [401, 404] },
  { id: 'teams.cancelInvite', method: 'DELETE', path: API.creator.invite.pattern, tag: 'teams', auth: 'bearer', errors: [401, 403, 404] },
  { id: 'teams.previewInvite', method: 'GET', path: API.creator.inviteByToken.pattern, tag: 'teams', auth: 'optional', errors: [404] },
  { id: 'teams.acceptInvite', method: 'POST', path: API.creator.acceptInvite, tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404, 409] },

  // ---- admin-users -------------------------------------------------------------------------------------------
  { id: 'adminUsers.list', method: 'GET', path: API.admin.users, tag: 'admin-users', auth: 'bearer', errors: [400, 401, 403] },
  { id: 'adminUsers.get', method: 'GET', path: API.admin.user.pattern, tag: 'admin-users', auth: 'bearer', errors: [401, 403, 404] },
  { id: 'adminUsers.update', method: 'PUT', path: API.admin.user.pattern, tag: 'admin-users', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
  { id: 'adminUsers.resetPassword', method: 'POST', path: API.admin.userPasswordReset.pattern, tag: 'admin-users', auth: 'bearer', errors: [401, 403, 404, 409] },
  { id: 'adminUsers.removeFromTeam', method: 'DELETE', path: API.admin.userCreatorTeam.pattern, tag: 'admin-users', auth: 'bearer', errors: [401, 403, 404] },

  // ---- punishments -------------------------------------------------------------------------------------------
  { id: 'punishments.create', method: 'POST', path: API.admin.punishments, tag: 'punishments', auth: 'bearer', errors: [400, 401, 403, 404] },
  { id: 'punishments.get', method: 'GET', path: API.admin.punishment.pattern, tag: 'punishments', auth: 'bearer', errors: [401, 403, 404] },
  { id: 'punishments.update', method: 'PUT', path: API.admin.punishment.pattern, tag: 'punishments', auth: 'bearer', errors: [400, 401, 403, 404] },
  { id: 'punishments.listForUser', method: 'GET', path: API.admin.userPunishments.pattern, tag: 'punishments', auth: 'bearer', errors: [401, 403, 404] },

  // ---- verifications -----------------------------------------------------------------------------------------
  { id: 'verifications.list', method: 'GET', path: API.admin.verifications, tag: 'verifications', auth: 'bearer', errors: [400, 401, 403] },
  { id: 'verifications.decide', method: 'PUT', path: API.admin.verification.pattern, tag: 'verifications', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
  { id: 'verifications.setCreatorAccess', method: 'PUT', path: API.admin.creatorAccess.pattern, tag: 'verifications', auth: 'bearer', errors: [400, 401, 403, 404] },
  { id: 'verifications.listBrandRequests', method: 'GET', path: API.admin.brandRequests, tag: 'verifications', auth: 'bearer', errors: [400, 401, 403] },

  // ---- audit -------------------------------------------------------------------------------------------------
  { id: 'audit.list', method: 'GET', path: API.admin.audit, tag: 'audit', auth: 'bearer', errors: [400, 401, 403] },

  // ---- files -------------------------------------------------------------------------------------------------
  { id: 'files.get', method: 'GET', path: API.files.pattern, tag: 'files', auth: 'public', errors: [404, 503] },

  // ---- the catalogue areas (issue 16), one file each under tables/ ----------------------------------------------
  ...CATEGORIES_ROUTES,
  ...PRODUCTS_ROUTES,
  ...CATALOGUE_ROUTES,
  ...SEARCH_ROUTES,
  ...REVIEWS_ROUTES,
  ...TROPHIES_ROUTES,
  ...EVENTS_ROUTES,
  ...JOBS_ROUTES,
] as const satisfies readonly RouteSpec[];

export const ROUTE_TABLE: readonly RouteSpec[] = TABLE;

/** Every call's id (`auth.signIn`): the key of its schemas in ROUTE_SCHEMAS (route-schemas.ts). */
export type RouteId = (typeof TABLE)[number]['id'];
/** The table entry of one call, with its literal id (and so, through the id, its schemas' types). */
export type RouteEntry<Id extends RouteId = RouteId> = Extract<(typeof TABLE)[number], { id: Id }>;

type AreaOf<Id> = Id extends `${infer Area}.${string}` ? Area : never;
type CallOf<Id> = Id extends `${string}.${infer Call}` ? Call : never;
export type RoutesByArea = { [Area in AreaOf<RouteId>]: { [Id in RouteId as AreaOf<Id> extends Area ? CallOf<Id> : never]: RouteEntry<Id> } };

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
