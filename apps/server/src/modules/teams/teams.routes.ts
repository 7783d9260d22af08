import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, acceptInviteBodySchema, acceptInviteResponseSchema, createdIdSchema, invitePreviewSchema, inviteTokenParamSchema,
  pendingInviteListSchema, socialLinksUpdateSchema, successSchema, teamIdParamSchema, teamImageParamSchema, teamInviteBodySchema,
  teamInviteParamSchema, teamMemberItemSchema, teamMemberListSchema, teamMemberParamSchema, teamMemberRoleUpdateSchema,
  teamSettingsSchema, teamSettingsUpdateSchema, transferOwnershipBodySchema, transferParamSchema,
} from '@plaudit/contract';
import { errorResponses } from '../../lib/route-helpers.js';
import { requireAuth } from '../../plugins/auth.js';
import { parseImageType } from './teams.settings.service.js';
import { readSingleFile } from '../../plugins/multipart.js';

// HTTP only for the creator workspace (spec §7 Creator, issue 6): contract schemas in, one service call, out.
// Every team route answers 404 to someone outside the team and 403 to a role or a locked team that may not.

const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teamSettings: settings, teamMembers: members, teamInvites: invites } = app.services;
  const security = [{ bearer: [] }];
  const tags = ['creator'];
  const auth = { onRequest: app.authenticate };

  app.get(API.creator.settings.pattern, {
    ...auth,
    schema: { tags, security, params: teamIdParamSchema, response: { 200: teamSettingsSchema, ...errorResponses(401, 404) } },
  }, async (request) => settings.get(request.params.teamId, requireAuth(request).user.id));

  app.put(API.creator.settings.pattern, {
    ...auth,
    schema: {
      tags, security, params: teamIdParamSchema, body: teamSettingsUpdateSchema,
      response: { 200: teamSettingsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => settings.update(request.params.teamId, requireAuth(request).user.id, request.body));

  app.put(API.creator.social, {
    ...auth,
    schema: { tags, security, body: socialLinksUpdateSchema, response: { 200: teamSettingsSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => settings.updateSocial(requireAuth(request).user, request.body));

  // onRequest: the session is checked before a 10 MB body is read. The form's imageType must come before the file.
  app.put(API.creator.imageUpload.pattern, {
    onRequest: app.authenticate,
    schema: {
      tags, security, params: teamIdParamSchema, consumes: ['multipart/form-data'],
      response: { 200: teamSettingsSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
    },
  }, async (request) => {
    const { user } = requireAuth(request);
    // Access first: an outsider learns nothing (404) and a refused role uploads nothing (403) before the body.
    await settings.assertCanEdit(request.params.teamId, user.id);
    const { buffer, fields } = await readSingleFile(request, 'file');
    return settings.uploadImage(request.params.teamId, user.id, parseImageType(fields.imageType), buffer);
  });

  app.delete(API.creator.image.pattern, {
    ...auth,
    schema: { tags, security, params: teamImageParamSchema, response: { 200: teamSettingsSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => settings.deleteImage(request.params.teamId, requireAuth(request).user.id, request.params.type));

  // ---- members --------------------------------------------------------------------------------------------------

  app.get(API.creator.teamMembers.pattern, {
    ...auth,
    schema: { tags, security, params: teamIdParamSchema, response: { 200: teamMemberListSchema, ...errorResponses(401, 404) } },
  }, async (request) => members.list(request.params.teamId, requireAuth(request).user.id));

  app.put(API.creator.teamMember.pattern, {
    ...auth,
    schema: {
      tags, security, params: teamMemberParamSchema, body: teamMemberRoleUpdateSchema,
      response: { 200: teamMemberItemSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => members.changeRole(request.params.teamId, request.params.memberId, requireAuth(request).user.id, request.body.role));

  app.delete(API.creator.teamMember.pattern, {
    ...auth,
    schema: { tags, security, params: teamMemberParamSchema, response: { 200: successSchema, ...errorResponses(401, 403, 404, 409) } },
  }, async (request) => {
    await members.remove(request.params.teamId, request.params.memberId, requireAuth(request).user.id);
    return { success: true as const };
  });

  app.post(API.creator.transferOwnership.pattern, {
    ...auth,
    schema: {
      tags, security, params: teamIdParamSchema, body: transferOwnershipBodySchema,
      response: { 200: createdIdSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => members.offerOwnership(request.params.teamId, request.body.memberId, requireAuth(request).user.id));

  app.post(API.creator.acceptTransfer.pattern, {
    ...auth,
    schema: { tags, security, params: transferParamSchema, response: { 200: successSchema, ...errorResponses(401, 403, 404) } },
  }, async (request) => {
    await members.answerOwnership(request.params.transferId, requireAuth(request).user.id, true);
    return { success: true as const };
  });

  app.post(API.creator.declineTransfer.pattern, {
    ...auth,
    schema: { tags, security, params: transferParamSchema, response: { 200: successSchema, ...errorResponses(401, 404) } },
  }, async (request) => {
    await members.answerOwnership(request.params.transferId, requireAuth(request).user.id, false);
    return { success: true as const };
  });

  // ---- invites --------------------------------------------------------------------------------------------------

  app.post(API.creator.teamMembers.pattern, {
    ...auth,
    schema: {
      tags, security, params: teamIdParamSchema, body: teamInviteBodySchema,
      response: { 200: createdIdSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => invites.create(request.params.teamId, requireAuth(request).user, request.body));

  app.get(API.creator.invites.pattern, {
    ...auth,
    schema: { tags, security, params: teamIdParamSchema, response: { 200: pendingInviteListSchema, ...errorResponses(401, 404) } },
  }, async (request) => invites.list(request.params.teamId, requireAuth(request).user.id));

  app.delete(API.creator.invite.pattern, {
    ...auth,
    schema: { tags, security, params: teamInviteParamSchema, response: { 200: successSchema, ...errorResponses(401, 403, 404) } },
  }, async (request) => {
    await invites.cancel(request.params.teamId, request.params.inviteId, requireAuth(request).user.id);
    return { success: true as const };
  });

  app.get(API.creator.inviteByToken.pattern, {
    schema: { tags, params: inviteTokenParamSchema, response: { 200: invitePreviewSchema, ...errorResponses(404) } },
  }, async (request) => invites.preview(request.params.token, (await app.tryAuthenticate(request))?.user ?? null));

  app.post(API.creator.acceptInvite, {
    ...auth,
    schema: { tags, security, body: acceptInviteBodySchema, response: { 200: acceptInviteResponseSchema, ...errorResponses(400, 401, 403, 404, 409) } },
  }, async (request) => invites.accept(request.body.token, requireAuth(request).user));
};

export default teamsRoutes;
