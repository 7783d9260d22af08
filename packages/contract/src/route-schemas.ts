import type { z, ZodType } from 'zod';
import type { RouteEntry, RouteId } from './route-table.js';
import {
  brandRequestBodySchema,
  checkProfileParamsSchema,
  checkProfileResponseSchema,
  creatorSignUpBodySchema,
  socialLinksUpdateSchema,
  youtuberSignUpBodySchema,
} from './schemas/creators.js';
import {
  adminVerificationSchema,
  brandRequestListQuerySchema,
  brandRequestListSchema,
  creatorAccessBodySchema,
  creatorAccessSchema,
  verificationDecisionBodySchema,
  verificationListQuerySchema,
  verificationListSchema,
} from './schemas/verifications.js';
import {
  emailParamSchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  revokeAllResponseSchema,
  sessionInitSchema,
  sessionListSchema,
  sessionValidateSchema,
  signInBodySchema,
  signInResponseSchema,
  signUpBodySchema,
  signUpResponseSchema,
  tokenPairSchema,
  verificationStatusSchema,
  verifyEmailBodySchema,
} from './schemas/auth.js';
import {
  fileParamsSchema,
  healthSchema,
  idParamSchema,
  mailboxSchema,
  readySchema,
  successSchema,
} from './schemas/common.js';
import {
  changeEmailConfirmSchema,
  changeEmailRevertBodySchema,
  changeEmailRevertResponseSchema,
  changeEmailStartSchema,
  emailChangeInfoParamsSchema,
  emailChangeInfoSchema,
  notificationsUpdateSchema,
  passwordChangeConfirmSchema,
  passwordChangeStartSchema,
  selectedCreatorTeamBodySchema,
  updateNamesBodySchema,
  updateSettingsBodySchema,
  updateUsernameBodySchema,
} from './schemas/profile.js';
import {
  acceptInviteBodySchema,
  acceptInviteResponseSchema,
  createdIdSchema,
  invitePreviewSchema,
  inviteTokenParamSchema,
  pendingInviteListSchema,
  teamIdParamSchema,
  teamImageParamSchema,
  teamInviteBodySchema,
  teamInviteParamSchema,
  teamMemberItemSchema,
  teamMemberListSchema,
  teamMemberParamSchema,
  teamMemberRoleUpdateSchema,
  teamSettingsSchema,
  teamSettingsUpdateSchema,
  teamBillingSchema,
  teamBillingUpdateSchema,
  transferOwnershipBodySchema,
  transferParamSchema,
} from './schemas/team.js';
import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserUpdateBodySchema,
  userTeamParamsSchema,
} from './schemas/admin-users.js';
import {
  punishmentCreateBodySchema,
  punishmentListSchema,
  punishmentSchema,
  punishmentUpdateBodySchema,
} from './schemas/punishments.js';
import { auditListQuerySchema, auditListSchema } from './schemas/audit.js';
import { userSchema } from './schemas/user.js';
import { codeStateSchema } from './errors.js';
import { FILE_BYTES, MULTIPART, type RouteSchemas } from './route-schema-kinds.js';
import { CATALOGUE_ROUTE_SCHEMAS } from './schemas/catalogue.js';
import { CATEGORIES_ROUTE_SCHEMAS } from './schemas/categories.js';
import { PRODUCTS_ROUTE_SCHEMAS } from './schemas/products.js';
import { SHORT_LINKS_ROUTE_SCHEMAS } from './schemas/short-links.js';
import { SEARCH_ROUTE_SCHEMAS } from './schemas/search.js';
import { REVIEWS_ROUTE_SCHEMAS } from './schemas/reviews.js';
import { TROPHIES_ROUTE_SCHEMAS } from './schemas/trophies.js';
import { EVENTS_ROUTE_SCHEMAS } from './schemas/events.js';
import { JOBS_ROUTE_SCHEMAS } from './schemas/jobs.js';
import { FEATURING_ROUTE_SCHEMAS } from './schemas/featuring.js';
import { DECISIONS_ROUTE_SCHEMAS } from './schemas/decisions.js';
import { SUPPORT_ACCESS_ROUTE_SCHEMAS } from './schemas/support-access.js';
import { WEBHOOKS_ROUTE_SCHEMAS } from './schemas/webhooks.js';
import { API_KEYS_ROUTE_SCHEMAS } from './schemas/api-keys.js';
import { PUBLIC_API_ROUTE_SCHEMAS } from './schemas/public-api.js';
import { CREDITS_ROUTE_SCHEMAS } from './schemas/credits.js';

// The schemas of every call in the route table, under its id: path parameters, query, body and the success
// answer (200). The server validates and documents each route with them; the web types its calls with them, by
// id and as types only, so the first route does not carry zod. A call missing here, or an id not in the table,
// fails the type check (`satisfies` below).

export { CSV_TEXT, FILE_BYTES, MULTIPART, type RouteSchemas } from './route-schema-kinds.js';

export const ROUTE_SCHEMAS = {
  'system.health': { response: healthSchema },
  'system.ready': { response: readySchema },
  // The OpenAPI document itself, generated: no schema describes it.
  'system.openapi': {},
  'system.devMailbox': { response: mailboxSchema },

  'auth.signUp': { body: signUpBodySchema, response: signUpResponseSchema },
  'auth.signIn': { body: signInBodySchema, response: signInResponseSchema },
  'auth.refreshToken': { response: tokenPairSchema },
  'auth.signOut': { response: successSchema },
  'auth.verifyEmail': { params: emailParamSchema, body: verifyEmailBodySchema, response: verificationStatusSchema },
  'auth.resendVerification': { params: emailParamSchema, response: codeStateSchema },
  'auth.verifyEmailStatus': { response: verificationStatusSchema },
  'auth.forgotPassword': { body: forgotPasswordBodySchema, response: successSchema },
  'auth.resetPassword': { body: resetPasswordBodySchema, response: successSchema },
  'auth.me': { response: userSchema },

  'sessions.list': { response: sessionListSchema },
  'sessions.revoke': { params: idParamSchema, response: successSchema },
  'sessions.revokeAllExceptCurrent': { response: revokeAllResponseSchema },
  'sessions.validate': { response: sessionValidateSchema },
  'sessions.init': { response: sessionInitSchema },

  'creators.checkProfile': { params: checkProfileParamsSchema, response: checkProfileResponseSchema },
  'creators.creatorSignUp': { body: creatorSignUpBodySchema, response: userSchema },
  'creators.youtuberSignUp': { body: youtuberSignUpBodySchema, response: userSchema },
  'creators.requestBrand': { body: brandRequestBodySchema, response: createdIdSchema },

  'profile.get': { response: userSchema },
  'profile.updateNames': { body: updateNamesBodySchema, response: userSchema },
  'profile.delete': { response: successSchema },
  'profile.updateSettings': { body: updateSettingsBodySchema, response: userSchema },
  'profile.updateUsername': { body: updateUsernameBodySchema, response: userSchema },
  'profile.updateNotifications': { body: notificationsUpdateSchema, response: userSchema },
  'profile.uploadImage': { body: MULTIPART, response: userSchema },
  'profile.deleteImage': { response: userSchema },
  'profile.selectCreatorTeam': { body: selectedCreatorTeamBodySchema, response: userSchema },
  'profile.passwordChange': { body: passwordChangeStartSchema, response: codeStateSchema },
  'profile.passwordChangeResend': { response: codeStateSchema },
  'profile.passwordChangeConfirm': { body: passwordChangeConfirmSchema, response: revokeAllResponseSchema },
  'profile.changeEmail': { body: changeEmailStartSchema, response: emailChangeInfoSchema },
  'profile.changeEmailResend': { response: emailChangeInfoSchema },
  'profile.changeEmailInfo': { params: emailChangeInfoParamsSchema, response: emailChangeInfoSchema },
  'profile.changeEmailConfirm': { body: changeEmailConfirmSchema, response: userSchema },
  'profile.changeEmailRevert': { body: changeEmailRevertBodySchema, response: changeEmailRevertResponseSchema },
  'profile.acknowledgeWarning': { params: idParamSchema, response: successSchema },

  'teams.getSettings': { params: teamIdParamSchema, response: teamSettingsSchema },
  'teams.updateSettings': { params: teamIdParamSchema, body: teamSettingsUpdateSchema, response: teamSettingsSchema },
  'teams.getBilling': { params: teamIdParamSchema, response: teamBillingSchema },
  'teams.updateBilling': { params: teamIdParamSchema, body: teamBillingUpdateSchema, response: teamBillingSchema },
  'teams.updateSocial': { body: socialLinksUpdateSchema, response: teamSettingsSchema },
  'teams.uploadImage': { params: teamIdParamSchema, body: MULTIPART, response: teamSettingsSchema },
  'teams.deleteImage': { params: teamImageParamSchema, response: teamSettingsSchema },
  'teams.listMembers': { params: teamIdParamSchema, response: teamMemberListSchema },
  'teams.invite': { params: teamIdParamSchema, body: teamInviteBodySchema, response: createdIdSchema },
  'teams.updateMember': {
    params: teamMemberParamSchema,
    body: teamMemberRoleUpdateSchema,
    response: teamMemberItemSchema,
  },
  'teams.removeMember': { params: teamMemberParamSchema, response: successSchema },
  'teams.transferOwnership': {
    params: teamIdParamSchema,
    body: transferOwnershipBodySchema,
    response: createdIdSchema,
  },
  'teams.acceptTransfer': { params: transferParamSchema, response: successSchema },
  'teams.declineTransfer': { params: transferParamSchema, response: successSchema },
  'teams.listInvites': { params: teamIdParamSchema, response: pendingInviteListSchema },
  'teams.cancelInvite': { params: teamInviteParamSchema, response: successSchema },
  'teams.previewInvite': { params: inviteTokenParamSchema, response: invitePreviewSchema },
  'teams.acceptInvite': { body: acceptInviteBodySchema, response: acceptInviteResponseSchema },

  'adminUsers.list': { query: adminUserListQuerySchema, response: adminUserListSchema },
  'adminUsers.get': { params: idParamSchema, response: adminUserDetailSchema },
  'adminUsers.update': { params: idParamSchema, body: adminUserUpdateBodySchema, response: adminUserDetailSchema },
  'adminUsers.resetPassword': { params: idParamSchema, response: successSchema },
  'adminUsers.removeFromTeam': { params: userTeamParamsSchema, response: adminUserDetailSchema },

  'punishments.create': { body: punishmentCreateBodySchema, response: punishmentSchema },
  'punishments.get': { params: idParamSchema, response: punishmentSchema },
  'punishments.update': { params: idParamSchema, body: punishmentUpdateBodySchema, response: punishmentSchema },
  'punishments.listForUser': { params: idParamSchema, response: punishmentListSchema },

  'verifications.list': { query: verificationListQuerySchema, response: verificationListSchema },
  'verifications.decide': {
    params: idParamSchema,
    body: verificationDecisionBodySchema,
    response: adminVerificationSchema,
  },
  'verifications.setCreatorAccess': {
    params: teamIdParamSchema,
    body: creatorAccessBodySchema,
    response: creatorAccessSchema,
  },
  'verifications.listBrandRequests': { query: brandRequestListQuerySchema, response: brandRequestListSchema },

  'audit.list': { query: auditListQuerySchema, response: auditListSchema },

  'files.get': { params: fileParamsSchema, response: FILE_BYTES },

  // ---- the catalogue areas, one file each under schemas/ ----------------------------------------------
  ...CATEGORIES_ROUTE_SCHEMAS,
  ...PRODUCTS_ROUTE_SCHEMAS,
  ...CATALOGUE_ROUTE_SCHEMAS,
  ...SEARCH_ROUTE_SCHEMAS,
  ...REVIEWS_ROUTE_SCHEMAS,
  ...TROPHIES_ROUTE_SCHEMAS,
  ...EVENTS_ROUTE_SCHEMAS,
  ...JOBS_ROUTE_SCHEMAS,
  ...FEATURING_ROUTE_SCHEMAS,
  ...DECISIONS_ROUTE_SCHEMAS,
  ...SUPPORT_ACCESS_ROUTE_SCHEMAS,
  ...WEBHOOKS_ROUTE_SCHEMAS,
  ...API_KEYS_ROUTE_SCHEMAS,
  ...PUBLIC_API_ROUTE_SCHEMAS,
  ...CREDITS_ROUTE_SCHEMAS,
  ...SHORT_LINKS_ROUTE_SCHEMAS,
} as const satisfies { [Id in RouteId]: RouteSchemas };

/** The schemas of one call. */
export type SchemasOf<R extends { id: RouteId }> = (typeof ROUTE_SCHEMAS)[R['id']];
/** One call in full: its table entry and its schemas (`RouteDef<'auth.signIn'>`). */
export type RouteDef<Id extends RouteId = RouteId> = RouteEntry<Id> & (typeof ROUTE_SCHEMAS)[Id];

// Not distributive ([S] rather than S): for a union of calls (a generic call's constraint) a distributive Part made
// the three parts' cross product, which grows with every route and passed TypeScript's 100,000-member limit.
type Part<S, From extends string, As extends string> = [S] extends [{ [K in From]: infer T }]
  ? T extends ZodType
    ? { [K in As]: z.input<T> }
    : T extends typeof MULTIPART
      ? { [K in As]: FormData }
      : Record<never, never>
  : Record<never, never>;

/** What a caller sends: `params`, `query` and `body` (a FormData for an upload), each only when the call has it. */
export type InputOf<R extends { id: RouteId }> = Part<SchemasOf<R>, 'params', 'params'> &
  Part<SchemasOf<R>, 'query', 'query'> &
  Part<SchemasOf<R>, 'body', 'body'>;
/** What a caller receives on success (a JSON answer as parsed). */
export type OutputOf<R extends { id: RouteId }> =
  SchemasOf<R> extends { response: infer T } ? (T extends ZodType ? z.output<T> : Blob) : unknown;
/** What the server's handler returns for a call (before serialisation). */
export type ReplyOf<R extends { id: RouteId }> =
  SchemasOf<R> extends { response: infer T } ? (T extends ZodType ? z.input<T> : unknown) : unknown;

/** The schemas of a call, by its table entry. */
export function schemasOf<R extends { id: RouteId }>(route: R): SchemasOf<R> {
  return ROUTE_SCHEMAS[route.id] as SchemasOf<R>;
}
