import type { RouteSpec } from '../route-table.js';

// The auth area's calls: sign-up, sign-in, email verification, tokens and password reset, spread into the route table
// (route-table.ts). Zod-free like the table itself; each call's schemas are in route-schemas.ts (from schemas/auth.ts)
// under the same id, its prose in auth.docs.ts.

export const AUTH_ROUTES = [
  { id: 'auth.signUp', method: 'POST', path: '/auth/signUp', tag: 'auth', auth: 'public', errors: [400, 409, 429] },
  {
    id: 'auth.signIn',
    method: 'POST',
    path: '/auth/signIn',
    tag: 'auth',
    auth: 'public',
    errors: [400, 401, 403, 429],
  },
  { id: 'auth.refreshToken', method: 'POST', path: '/auth/refresh-token', tag: 'auth', auth: 'refresh', errors: [401] },
  { id: 'auth.signOut', method: 'POST', path: '/auth/signOut', tag: 'auth', auth: 'bearer', errors: [401] },
  {
    id: 'auth.verifyEmail',
    method: 'POST',
    path: '/auth/verify-email/:email',
    tag: 'auth',
    auth: 'public',
    errors: [400, 409, 429],
  },
  {
    id: 'auth.resendVerification',
    method: 'POST',
    path: '/auth/re-send-verification-email/:email',
    tag: 'auth',
    auth: 'public',
    errors: [400, 429],
  },
  {
    id: 'auth.verifyEmailStatus',
    method: 'GET',
    path: '/auth/verify-email-status',
    tag: 'auth',
    auth: 'bearer',
    errors: [401],
  },
  {
    id: 'auth.forgotPassword',
    method: 'POST',
    path: '/auth/forgot-password',
    tag: 'auth',
    auth: 'public',
    errors: [400, 429],
  },
  {
    id: 'auth.resetPassword',
    method: 'POST',
    path: '/auth/reset-password',
    tag: 'auth',
    auth: 'public',
    errors: [400, 429],
  },
  { id: 'auth.me', method: 'GET', path: '/auth/me', tag: 'auth', auth: 'bearer', errors: [401] },
] as const satisfies readonly RouteSpec[];
