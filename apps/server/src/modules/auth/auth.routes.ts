import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, HEADERS, REFRESH_COOKIE, codeStateSchema, emailParamSchema, forgotPasswordBodySchema, resetPasswordBodySchema,
  signInBodySchema, signInResponseSchema, signUpBodySchema, signUpResponseSchema, successSchema, tokenPairSchema,
  userSchema, verificationStatusSchema, verifyEmailBodySchema,
} from '@plaudit/contract';
import { errorResponses } from '../../lib/route-helpers.js';
import { bearerToken } from '../../lib/tokens.js';
import { headerValue, requireAuth } from '../../plugins/auth.js';
import { clearRefreshCookie, setRefreshCookie } from '../sessions/sessions.cookie.js';
import type { SignedIn } from './auth.user.js';

// HTTP only: contract schemas in, one service call, contract schemas out.

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auth;
  const security = [{ bearer: [] }];
  const tags = ['auth'];

  app.post(API.auth.signUp, {
    schema: { tags, body: signUpBodySchema, response: { 200: signUpResponseSchema, ...errorResponses(400, 409, 429) } },
  }, async (request) => service.signUp(request.body, request.ip));

  app.post(API.auth.signIn, {
    // The answer is built by the service from contract types; re-validating it cost sign-in's budget (see /me).
    serializerCompiler: () => (data) => JSON.stringify(data),
    schema: { tags, body: signInBodySchema, response: { 200: signInResponseSchema, ...errorResponses(400, 401, 403, 429) } },
  }, async (request, reply) => {
    const { session, ...answer } = await service.signIn(request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      browser: headerValue(request, HEADERS.clientBrowser),
      platform: headerValue(request, HEADERS.clientPlatform),
      clientInfo: headerValue(request, HEADERS.clientInfo),
    });
    setRefreshCookie(reply, app.config, answer.refreshToken.token, session.expiresAt);
    return answer;
  });

  app.post(API.auth.refreshToken, {
    schema: { tags, response: { 200: tokenPairSchema, ...errorResponses(401) } },
  }, async (request, reply) => {
    const token = bearerToken(request.headers.authorization) ?? request.cookies[REFRESH_COOKIE];
    const { session, tokens } = await service.sessions.refresh(token, headerValue(request, HEADERS.sessionId));
    setRefreshCookie(reply, app.config, tokens.refreshToken.token, session.expiresAt);
    return tokens;
  });

  app.post(API.auth.signOut, {
    onRequest: app.authenticate,
    schema: { tags, security, response: { 200: successSchema, ...errorResponses(401) } },
  }, async (request, reply) => {
    await service.sessions.signOut(requireAuth(request).session.id);
    clearRefreshCookie(reply, app.config);
    return { success: true as const };
  });

  app.post(API.auth.verifyEmail.pattern, {
    schema: { tags, params: emailParamSchema, body: verifyEmailBodySchema, response: { 200: verificationStatusSchema, ...errorResponses(400, 409, 429) } },
  }, async (request) => service.verifyEmail(request.params.email, request.body.token, request.ip));

  app.post(API.auth.resendVerification.pattern, {
    schema: { tags, params: emailParamSchema, response: { 200: codeStateSchema, ...errorResponses(400, 429) } },
  }, async (request) => service.resendVerification(request.params.email, request.ip));

  app.get(API.auth.verifyEmailStatus, {
    onRequest: app.authenticate,
    schema: { tags, security, response: { 200: verificationStatusSchema, ...errorResponses(401) } },
  }, async (request) => service.verificationStatus(requireAuth(request).user));

  app.post(API.auth.forgotPassword, {
    schema: { tags, body: forgotPasswordBodySchema, response: { 200: successSchema, ...errorResponses(400, 429) } },
  }, async (request) => {
    await service.forgotPassword(request.body.email, request.ip);
    return { success: true as const };
  });

  app.post(API.auth.resetPassword, {
    schema: { tags, body: resetPasswordBodySchema, response: { 200: successSchema, ...errorResponses(400, 429) } },
  }, async (request, reply) => {
    await service.resetPassword(request.body.token, request.body.newPassword, request.ip);
    clearRefreshCookie(reply, app.config);
    return { success: true as const };
  });

  // The person is read with the session (from memory when the cache has them) and written once per read: the
  // answer is the same string until the person changes. DESIGN.md budgets this route against the bare /health.
  const meAnswers = new WeakMap<SignedIn, string>();
  app.get(API.auth.me, {
    onRequest: app.authenticate,
    // toUser builds exactly the contract's User (the types see to it); re-validating that large object on every
    // call cost a fifth of this route's throughput budget, so it is written out as is.
    serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    schema: { tags, security, response: { 200: userSchema, ...errorResponses(401) } },
  }, async (request, reply) => {
    const { signedIn } = requireAuth(request);
    let answer = meAnswers.get(signedIn);
    if (answer === undefined) {
      answer = JSON.stringify(signedIn.person);
      meAnswers.set(signedIn, answer);
    }
    // Already the contract's User, written out: Fastify sends a JSON string as it is.
    return reply.type('application/json; charset=utf-8').send(answer as unknown as SignedIn['person']);
  });
};

export default authRoutes;
