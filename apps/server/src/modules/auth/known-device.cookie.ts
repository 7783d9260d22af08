import type { FastifyReply } from 'fastify';
import { API_BASE, KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_DAYS, ROUTES } from '@plaudit/contract';
import type { Config } from '../../config.js';

// The device token (known-device.ts) travels only to sign-in: httpOnly, SameSite=Lax, and scoped to that one path.

export function setKnownDeviceCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(KNOWN_DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: `${API_BASE}${ROUTES.auth.signIn.path}`,
    maxAge: KNOWN_DEVICE_MAX_AGE_DAYS * 86_400,
  });
}
