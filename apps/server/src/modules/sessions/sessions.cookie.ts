import type { FastifyReply } from 'fastify';
import { API_BASE, REFRESH_COOKIE, ROUTES } from '@plaudit/contract';
import type { Config } from '../../config.js';

// The refresh token also travels in an httpOnly, SameSite=Strict cookie scoped to the auth paths, so the web app
// never keeps it in script-readable storage.

const COOKIE_PATH = `${API_BASE}${ROUTES.auth.signIn.path.replace(/\/signIn$/, '')}`;

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https://'),
    path: COOKIE_PATH,
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
}
