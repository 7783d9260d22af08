import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, changeEmailConfirmSchema, changeEmailRevertBodySchema, changeEmailRevertResponseSchema, changeEmailStartSchema,
  codeStateSchema, emailChangeInfoParamsSchema, emailChangeInfoSchema, notificationsUpdateSchema, passwordChangeConfirmSchema,
  passwordChangeStartSchema, revokeAllResponseSchema, selectedCreatorTeamBodySchema, successSchema, updateNamesBodySchema,
  updateSettingsBodySchema, updateUsernameBodySchema, userSchema,
} from '@plaudit/contract';
import { errorResponses } from '../../lib/route-helpers.js';
import { requireAuth } from '../../plugins/auth.js';
import { readSingleFile } from '../../plugins/multipart.js';
import { clearRefreshCookie } from '../sessions/sessions.cookie.js';

// Spec §7 Profile (the warning acknowledgement lives with the trust area). HTTP only: contract schemas in, one
// service call, contract schemas out. Every route acts on the caller's own account.

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profile, passwordChange: password, emailChange: email, accountDeletion: deletion } = app.services;
  const security = [{ bearer: [] }];
  const tags = ['profile'];
  // onRequest: the session is checked before the body is read or validated (no 10 MB upload from a stranger).
  const authed = { onRequest: app.authenticate };
  const user = { 200: userSchema };

  app.get(API.profile.root, { ...authed, schema: { tags, security, response: { ...user, ...errorResponses(401) } } },
    async (request) => profile.get(requireAuth(request).user));

  app.put(API.profile.root, { ...authed, schema: { tags, security, body: updateNamesBodySchema, response: { ...user, ...errorResponses(400, 401) } } },
    async (request) => profile.updateNames(requireAuth(request).user, request.body));

  app.put(API.profile.settings, { ...authed, schema: { tags, security, body: updateSettingsBodySchema, response: { ...user, ...errorResponses(400, 401) } } },
    async (request) => profile.updateSettings(requireAuth(request).user, request.body));

  app.put(API.profile.username, { ...authed, schema: { tags, security, body: updateUsernameBodySchema, response: { ...user, ...errorResponses(400, 401, 409) } } },
    async (request) => profile.updateUsername(requireAuth(request).user, request.body.username));

  app.put(API.profile.notifications, { ...authed, schema: { tags, security, body: notificationsUpdateSchema, response: { ...user, ...errorResponses(400, 401) } } },
    async (request) => profile.updateNotifications(requireAuth(request).user, request.body));

  app.put(API.profile.imageUrl, {
    ...authed,
    schema: { tags, security, consumes: ['multipart/form-data'], response: { ...user, ...errorResponses(400, 401, 413, 415) } },
  }, async (request) => {
    const { user: me } = requireAuth(request);
    const { buffer } = await readSingleFile(request, 'file');
    return profile.replaceAvatar(me, buffer);
  });

  app.delete(API.profile.imageUrl, { ...authed, schema: { tags, security, response: { ...user, ...errorResponses(401) } } },
    async (request) => profile.deleteAvatar(requireAuth(request).user));

  app.put(API.profile.selectedCreatorTeam, {
    ...authed,
    schema: { tags, security, body: selectedCreatorTeamBodySchema, response: { ...user, ...errorResponses(400, 401, 403) } },
  }, async (request) => profile.selectCreatorTeam(requireAuth(request).user, request.body.creatorTeamId));

  app.delete(API.profile.root, { ...authed, schema: { tags, security, response: { 200: successSchema, ...errorResponses(401, 409) } } },
    async (request, reply) => {
      await deletion.delete(requireAuth(request).user);
      clearRefreshCookie(reply, app.config);
      return { success: true as const };
    });

  // ---- password change --------------------------------------------------------------------------------------

  app.post(API.profile.passwordChange, {
    ...authed,
    schema: { tags, security, body: passwordChangeStartSchema, response: { 200: codeStateSchema, ...errorResponses(400, 401, 429) } },
  }, async (request) => password.start(requireAuth(request).user, request.body.password, request.ip));

  app.post(API.profile.passwordChangeResend, {
    ...authed,
    schema: { tags, security, response: { 200: codeStateSchema, ...errorResponses(400, 401, 429) } },
  }, async (request) => password.resend(requireAuth(request).user, request.ip));

  app.post(API.profile.passwordChangeConfirm, {
    ...authed,
    schema: { tags, security, body: passwordChangeConfirmSchema, response: { 200: revokeAllResponseSchema, ...errorResponses(400, 401, 429) } },
  }, async (request) => {
    const { user: me, session } = requireAuth(request);
    return password.confirm(me, session, request.body, request.ip);
  });

  // ---- email change -----------------------------------------------------------------------------------------

  app.post(API.profile.changeEmail, {
    ...authed,
    schema: { tags, security, body: changeEmailStartSchema, response: { 200: emailChangeInfoSchema, ...errorResponses(400, 401, 409, 429) } },
  }, async (request) => email.start(requireAuth(request).user, request.body.email, request.ip));

  app.post(API.profile.changeEmailResend, {
    ...authed,
    schema: { tags, security, response: { 200: emailChangeInfoSchema, ...errorResponses(400, 401, 429) } },
  }, async (request) => email.resend(requireAuth(request).user, request.ip));

  app.get(API.profile.changeEmailInfo.pattern, {
    ...authed,
    schema: { tags, security, params: emailChangeInfoParamsSchema, response: { 200: emailChangeInfoSchema, ...errorResponses(401, 404) } },
  }, async (request) => email.info(requireAuth(request).user, request.params.token));

  app.post(API.profile.changeEmailConfirm, {
    ...authed,
    schema: { tags, security, body: changeEmailConfirmSchema, response: { ...user, ...errorResponses(400, 401, 409, 429) } },
  }, async (request) => email.confirm(requireAuth(request).user, request.body.token, request.ip));

  app.post(API.profile.changeEmailRevert, {
    schema: { tags, body: changeEmailRevertBodySchema, response: { 200: changeEmailRevertResponseSchema, ...errorResponses(400, 409, 429) } },
  }, async (request) => email.revert(request.body.token, request.ip));
};

export default profileRoutes;
