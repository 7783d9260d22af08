// Every API path of spec §7 (below the `/api` base), in one place: the server registers these patterns and the
// web client builds its URLs from the same entries, so a path can never drift between the two.

export const API_BASE = '/api';

const enc = encodeURIComponent;

export const API = {
  health: '/health',
  openapi: '/openapi.json',
  devMailbox: '/dev/mailbox',
  auth: {
    signIn: '/auth/signIn',
    signUp: '/auth/signUp',
    verifyEmail: { pattern: '/auth/verify-email/:email', href: (email: string) => `/auth/verify-email/${enc(email)}` },
    verifyEmailStatus: '/auth/verify-email-status',
    resendVerification: {
      pattern: '/auth/re-send-verification-email/:email',
      href: (email: string) => `/auth/re-send-verification-email/${enc(email)}`,
    },
    refreshToken: '/auth/refresh-token',
    signOut: '/auth/signOut',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    sessions: '/auth/sessions',
    revokeSession: { pattern: '/auth/sessions/:id/revoke', href: (id: string) => `/auth/sessions/${enc(id)}/revoke` },
    revokeAllExceptCurrent: '/auth/sessions/revoke-all-except-current',
    sessionValidate: '/auth/session/validate',
    sessionInit: '/auth/session/init',
    me: '/auth/me',
  },
} as const;

/** Header names of spec §7. */
export const HEADERS = {
  sessionId: 'x-session-id',
  clientBrowser: 'x-client-browser',
  clientPlatform: 'x-client-platform',
  clientInfo: 'x-client-info',
} as const;

/** The httpOnly cookie that carries the refresh token for the web app (DESIGN.md). */
export const REFRESH_COOKIE = 'plaudit_rt';
/** localStorage key of spec §3 "Anonymous session". */
export const SESSION_STORAGE_KEY = 'x-session-id';
