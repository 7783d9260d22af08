import type { FastifyReply } from 'fastify';
import { API_BASE, REFRESH_COOKIE, ROUTES, SIGNED_IN_COOKIE } from '@plaudit/contract';
import type { Config } from '../../config.js';

// The refresh token also travels in an httpOnly, SameSite=Strict cookie scoped to the auth paths, so the web app
// never keeps it in script-readable storage. A second cookie, with no secret in it, goes to every page of the site for
// as long: a page's request carries it, so the server draws that reader's page for them alone (system/web.routes.ts).

const COOKIE_PATH = `${API_BASE}${ROUTES.auth.signIn.path.replace(/\/signIn$/, '')}`;

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https://'),
    path: COOKIE_PATH,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https://'),
    path: COOKIE_PATH,
  });
  reply.clearCookie(SIGNED_IN_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: '/',
  });
}
