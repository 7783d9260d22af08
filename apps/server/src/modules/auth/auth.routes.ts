import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS, KNOWN_DEVICE_COOKIE, REFRESH_COOKIE, ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { bearerToken } from '../../lib/tokens.js';
import { headerValue, requireAuth } from '../../plugins/auth.js';
import { clearRefreshCookie, setRefreshCookie } from '../sessions/sessions.cookie.js';
import type { SignedIn } from './auth.user.js';
import { setKnownDeviceCookie } from './known-device.cookie.js';
import { withImpersonator } from '../support-access/support-access.service.js';

// HTTP only: contract schemas in, one service call, contract schemas out.

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auth;

  registerRoute(app, ROUTES.auth.signUp, { handler: async (request) => service.signUp(request.body, request.ip) });

  registerRoute(app, ROUTES.auth.signIn, {
    // The answer is built by the service from contract types; re-validating it cost sign-in's budget (see /me).
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (request, reply) => {
      const { session, knownDevice, ...answer } = await service.signIn(request.body, {
        ip: request.ip,
        knownDeviceToken: request.cookies[KNOWN_DEVICE_COOKIE],
        userAgent: request.headers['user-agent'],
        browser: headerValue(request, HEADERS.clientBrowser),
        platform: headerValue(request, HEADERS.clientPlatform),
        clientInfo: headerValue(request, HEADERS.clientInfo),
      });
      setRefreshCookie(reply, app.config, answer.refreshToken.token, session.expiresAt);
      setKnownDeviceCookie(reply, app.config, knownDevice);
      return answer;
    },
  });

  registerRoute(app, ROUTES.auth.refreshToken, {
    handler: async (request, reply) => {
      const token = bearerToken(request.headers.authorization) ?? request.cookies[REFRESH_COOKIE];
      const { session, tokens } = await service.sessions.refresh(token, headerValue(request, HEADERS.sessionId));
      setRefreshCookie(reply, app.config, tokens.refreshToken.token, session.expiresAt);
      return tokens;
    },
  });

  registerRoute(app, ROUTES.auth.signOut, {
    handler: async (request, reply) => {
      await service.sessions.signOut(requireAuth(request).session.id);
      clearRefreshCookie(reply, app.config);
      return { success: true as const };
    },
  });

  registerRoute(app, ROUTES.auth.verifyEmail, {
    handler: async (request) => service.verifyEmail(request.params.email, request.body.token, request.ip),
  });

  registerRoute(app, ROUTES.auth.resendVerification, {
    handler: async (request) => service.resendVerification(request.params.email, request.ip),
  });

  registerRoute(app, ROUTES.auth.verifyEmailStatus, {
    handler: async (request) => service.verificationStatus(requireAuth(request).user),
  });

  registerRoute(app, ROUTES.auth.forgotPassword, {
    handler: async (request) => {
      await service.forgotPassword(request.body.email, request.ip);
      return { success: true as const };
    },
  });

  registerRoute(app, ROUTES.auth.resetPassword, {
    handler: async (request, reply) => {
      await service.resetPassword(request.body.token, request.body.newPassword, request.ip);
      clearRefreshCookie(reply, app.config);
      return { success: true as const };
    },
  });

  // The person is read with the session (from memory when the cache has them) and written once per read: the
  // answer is the same string until the person changes. the benchmark budgets this route against the bare /health.
  const meAnswers = new WeakMap<SignedIn, string>();
  registerRoute(app, ROUTES.auth.me, {
    // toUser builds exactly the contract's User (the types see to it); re-validating that large object on every
    // call cost a fifth of this route's throughput budget, so it is written out as is.
    serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    handler: async (request, reply) => {
      const { signedIn } = requireAuth(request);
      let answer = meAnswers.get(signedIn);
      if (answer === undefined) {
        // Inside support access the person carries who is viewing and until when (the web's banner).
        answer = JSON.stringify(withImpersonator(signedIn.person, signedIn.session));
        meAnswers.set(signedIn, answer);
      }
      // Already the contract's User, written out: Fastify sends a JSON string as it is.
      return reply.type('application/json; charset=utf-8').send(answer);
    },
  });
};

export default authRoutes;
