import type { DocsOf } from '../route-docs.js';
import type { AUTH_ROUTES } from './auth.js';

// The prose of auth.ts's calls in the OpenAPI document, under the same ids; only the server reads it (route-docs.ts).

export const AUTH_ROUTE_DOCS = {
  'auth.signUp': {
    summary: 'Register an account',
    description: 'Returns the new id and role and mails a 6-character verification code. Follow it with a sign-in.',
  },
  'auth.signIn': {
    summary: 'Sign in with email and password',
    description:
      'Opens a session: returns the access token, the refresh token and the session id to send as ' +
      '`x-session-id`, and sets the refresh token in an httpOnly cookie for the web app. A banned person gets ' +
      '403 with the ban in `meta`.',
  },
  'auth.refreshToken': {
    summary: 'Exchange the refresh token for a new token pair',
    description:
      'The refresh token is rotated: each one works once. Presenting a used one again revokes the session (reuse ' +
      'detection).',
  },
  'auth.signOut': {
    summary: 'Sign out and end this session',
  },
  'auth.verifyEmail': {
    summary: 'Verify an email address with the mailed code',
    description:
      'A wrong or expired code answers 400 with the tries left, the expiry and when a new code can be sent in ' +
      '`meta`.',
  },
  'auth.resendVerification': {
    summary: 'Send a new verification code',
  },
  'auth.verifyEmailStatus': {
    summary: "Read whether the signed-in person's email is verified",
  },
  'auth.forgotPassword': {
    summary: 'Mail a password reset link',
    description: 'Answers the same whether or not the address has an account.',
  },
  'auth.resetPassword': {
    summary: 'Set a new password with the mailed reset token',
    description: 'Ends every session of the account.',
  },
  'auth.me': {
    summary: 'Read the signed-in person',
  },
} as const satisfies DocsOf<typeof AUTH_ROUTES>;
