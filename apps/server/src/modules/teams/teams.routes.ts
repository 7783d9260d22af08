import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { parseImageType } from './teams.settings.service.js';
import { readSingleFile } from '../../plugins/multipart.js';

// HTTP only for the creator workspace (the Creator): contract schemas in, one service call, out.
// Every team route answers 404 to someone outside the team and 403 to a role or a locked team that may not.

const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teamSettings: settings, teamMembers: members, teamInvites: invites } = app.services;

  registerRoute(app, ROUTES.teams.getSettings, {
    handler: async (request) => settings.get(request.params.teamId, requireAuth(request).user.id),
  });

  registerRoute(app, ROUTES.teams.updateSettings, {
    handler: async (request) => settings.update(request.params.teamId, requireAuth(request).user.id, request.body),
  });

  registerRoute(app, ROUTES.teams.getBilling, {
    handler: async (request) => app.services.teamBilling.get(request.params.teamId, requireAuth(request).user.id),
  });

  registerRoute(app, ROUTES.teams.updateBilling, {
    handler: async (request) =>
      app.services.teamBilling.update(request.params.teamId, requireAuth(request).user.id, request.body),
  });

  registerRoute(app, ROUTES.teams.updateSocial, {
    handler: async (request) => settings.updateSocial(requireAuth(request).user, request.body),
  });

  // The session is checked before a 10 MB body is read (registerRoute). The form's imageType must come before the file.
  registerRoute(app, ROUTES.teams.uploadImage, {
    handler: async (request) => {
      const { user } = requireAuth(request);
      // Access first: an outsider learns nothing (404) and a refused role uploads nothing (403) before the body.
      await settings.assertCanEdit(request.params.teamId, user.id);
      const { buffer, fields } = await readSingleFile(request, 'file');
      return settings.uploadImage(request.params.teamId, user.id, parseImageType(fields.imageType), buffer);
    },
  });

  registerRoute(app, ROUTES.teams.deleteImage, {
    handler: async (request) =>
      settings.deleteImage(request.params.teamId, requireAuth(request).user.id, request.params.type),
  });

  // ---- members --------------------------------------------------------------------------------------------------

  registerRoute(app, ROUTES.teams.listMembers, {
    handler: async (request) => members.list(request.params.teamId, requireAuth(request).user.id),
  });

  registerRoute(app, ROUTES.teams.updateMember, {
    handler: async (request) =>
      members.changeRole(
        request.params.teamId,
        request.params.memberId,
        requireAuth(request).user.id,
        request.body.role,
      ),
  });

  registerRoute(app, ROUTES.teams.removeMember, {
    handler: async (request) => {
      await members.remove(request.params.teamId, request.params.memberId, requireAuth(request).user.id);
      return { success: true as const };
    },
  });

  registerRoute(app, ROUTES.teams.transferOwnership, {
    handler: async (request) =>
      members.offerOwnership(request.params.teamId, request.body.memberId, requireAuth(request).user.id),
  });

  registerRoute(app, ROUTES.teams.acceptTransfer, {
    handler: async (request) => {
      await members.answerOwnership(request.params.transferId, requireAuth(request).user.id, true);
      return { success: true as const };
    },
  });

  registerRoute(app, ROUTES.teams.declineTransfer, {
    handler: async (request) => {
      await members.answerOwnership(request.params.transferId, requireAuth(request).user.id, false);
      return { success: true as const };
    },
  });

  // ---- invites --------------------------------------------------------------------------------------------------

  registerRoute(app, ROUTES.teams.invite, {
    handler: async (request) => invites.create(request.params.teamId, requireAuth(request).user, request.body),
  });

  registerRoute(app, ROUTES.teams.listInvites, {
    handler: async (request) => invites.list(request.params.teamId, requireAuth(request).user.id),
  });

  registerRoute(app, ROUTES.teams.cancelInvite, {
    handler: async (request) => {
      await invites.cancel(request.params.teamId, request.params.inviteId, requireAuth(request).user.id);
      return { success: true as const };
    },
  });

  registerRoute(app, ROUTES.teams.previewInvite, {
    handler: async (request) =>
      invites.preview(request.params.token, (await app.tryAuthenticate(request))?.user ?? null),
  });

  registerRoute(app, ROUTES.teams.acceptInvite, {
    handler: async (request) => invites.accept(request.body.token, requireAuth(request).user),
  });
};

export default teamsRoutes;
