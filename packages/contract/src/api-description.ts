import type { z } from 'zod';
import { errorBodySchema } from './errors.js';
import { REFRESH_COOKIE, HEADERS } from './routes.js';
import type { RouteAuth } from './route-table.js';
import { sessionListSchema, signInResponseSchema, tokenPairSchema } from './schemas/auth.js';
import { userSchema } from './schemas/user.js';

// What the OpenAPI document says beyond the route table: how credentials travel, which shapes get a name of their
// own (so generated clients can say `components['schemas']['User']`), and what each error status means.

/** The credentials an API call may need, each defined once. */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The access token from `POST /api/auth/signIn` (or `/api/auth/refresh-token`). Always sent together with `x-session-id`.',
  },
  sessionId: {
    type: 'apiKey',
    in: 'header',
    name: HEADERS.sessionId,
    description: 'The id of the session the access token belongs to (`sessionId` of the sign-in answer).',
  },
  refreshBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The refresh token (only `POST /api/auth/refresh-token` takes it).',
  },
  refreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: REFRESH_COOKIE,
    description: 'The refresh token in the httpOnly cookie set by sign-in, for the web app.',
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
type SecurityRequirement = Partial<Record<SchemeName, string[]>>;

/** The OpenAPI `security` of a call: alternatives, each a set of schemes sent together; `{}` means "or none". */
export function securityOf(auth: RouteAuth): SecurityRequirement[] {
  switch (auth) {
    case 'public':
      return [];
    case 'bearer':
      return [{ bearerAuth: [], sessionId: [] }];
    case 'optional':
      return [{ bearerAuth: [], sessionId: [] }, {}];
    // The public API has its own document (/api/v1/openapi.json) with its own scheme; the app's leaves it out.
    case 'apiKey':
      return [];
    case 'refresh':
      return [
        { refreshBearer: [], sessionId: [] },
        { refreshCookie: [], sessionId: [] },
      ];
  }
}

/** Shapes that appear as named components of the document (the §8 error body first). */
export const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  ErrorBody: errorBodySchema,
  User: userSchema,
  TokenPair: tokenPairSchema,
  SignInResponse: signInResponseSchema,
  SessionList: sessionListSchema,
};

/** What an error status means, for the document; the body is always `ErrorBody`. */
export const ERROR_STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (`validation` errors name the field in `meta.field`), or a wrong or expired code.',
  401: 'Not signed in, or the token or session is invalid, expired or revoked (`SESSION_INVALID`, `SESSION_REVOKED`).',
  403: 'Signed in but not allowed (role, team role, ban or mute).',
  404: 'Not found, or not visible to this person.',
  409: 'Conflicts with the current state (taken, already done, last owner…).',
  413: 'The file is too large.',
  415: 'The file is not an accepted image type.',
  429: 'Too many tries: `meta.remainingSeconds` (and `Retry-After`) says when to try again.',
  500: 'Unexpected server error; the message is masked.',
  503: 'A part the request needs (the file store) cannot be reached right now; nothing was changed. Try again later.',
};
