import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { readSingleFile } from '../../plugins/multipart.js';
import { clearRefreshCookie } from '../sessions/sessions.cookie.js';

// Spec §7 Profile (the warning acknowledgement lives with the trust area). HTTP only: contract schemas in, one
// service call, contract schemas out. Every route acts on the caller's own account.

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profile, passwordChange: password, emailChange: email, accountDeletion: deletion } = app.services;
  // Every bearer route checks the session before the body is read or validated (no 10 MB upload from a stranger).

  registerRoute(app, ROUTES.profile.get, { handler: async (request) => profile.get(requireAuth(request).user) });

  registerRoute(app, ROUTES.profile.updateNames, {
    handler: async (request) => profile.updateNames(requireAuth(request).user, request.body),
  });

  registerRoute(app, ROUTES.profile.updateSettings, {
    handler: async (request) => profile.updateSettings(requireAuth(request).user, request.body),
  });

  registerRoute(app, ROUTES.profile.updateUsername, {
    handler: async (request) => profile.updateUsername(requireAuth(request).user, request.body.username),
  });

  registerRoute(app, ROUTES.profile.updateNotifications, {
    handler: async (request) => profile.updateNotifications(requireAuth(request).user, request.body),
  });

  registerRoute(app, ROUTES.profile.uploadImage, {
    handler: async (request) => {
      const { user: me } = requireAuth(request);
      const { buffer } = await readSingleFile(request, 'file');
      return profile.replaceAvatar(me, buffer);
    },
  });

  registerRoute(app, ROUTES.profile.deleteImage, {
    handler: async (request) => profile.deleteAvatar(requireAuth(request).user),
  });

  registerRoute(app, ROUTES.profile.selectCreatorTeam, {
    handler: async (request) => profile.selectCreatorTeam(requireAuth(request).user, request.body.creatorTeamId),
  });

  registerRoute(app, ROUTES.profile.delete, {
    handler: async (request, reply) => {
      await deletion.delete(requireAuth(request).user);
      clearRefreshCookie(reply, app.config);
      return { success: true as const };
    },
  });

  // ---- password change --------------------------------------------------------------------------------------

  registerRoute(app, ROUTES.profile.passwordChange, {
    handler: async (request) => password.start(requireAuth(request).user, request.body.password, request.ip),
  });

  registerRoute(app, ROUTES.profile.passwordChangeResend, {
    handler: async (request) => password.resend(requireAuth(request).user, request.ip),
  });

  registerRoute(app, ROUTES.profile.passwordChangeConfirm, {
    handler: async (request) => {
      const { user: me, session } = requireAuth(request);
      return password.confirm(me, session, request.body, request.ip);
    },
  });

  // ---- email change -----------------------------------------------------------------------------------------

  registerRoute(app, ROUTES.profile.changeEmail, {
    handler: async (request) => email.start(requireAuth(request).user, request.body.email, request.ip),
  });

  registerRoute(app, ROUTES.profile.changeEmailResend, {
    handler: async (request) => email.resend(requireAuth(request).user, request.ip),
  });

  registerRoute(app, ROUTES.profile.changeEmailInfo, {
    handler: async (request) => email.info(requireAuth(request).user, request.params.token),
  });

  registerRoute(app, ROUTES.profile.changeEmailConfirm, {
    handler: async (request) => email.confirm(requireAuth(request).user, request.body.token, request.ip),
  });

  registerRoute(app, ROUTES.profile.changeEmailRevert, {
    handler: async (request) => email.revert(request.body.token, request.ip),
  });
};

export default profileRoutes;
