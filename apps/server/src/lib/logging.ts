import type { FastifyRequest } from 'fastify';
import { isDatabaseError, isQueryError, summariseDatabaseError, summariseQueryError } from '../db/query-error.js';

// The server's pino options. Logs never hold a password, its hash, a code, a token, a cookie or a query's
// parameters (DESIGN.md, issue 14 §2): a request is logged by its route (`/api/creator/invites/:token`, never the
// token) without its query string (mail links carry `?token=`), errors by their type, message and frames only, and
// a failed query by its statement (db/query-error.ts). Redaction is the backstop for objects someone logs whole.

export interface LogStream {
  write(line: string): void;
}

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-session-id"]',
  'res.headers["set-cookie"]',
  ...['password', 'newPassword', 'passwordHash', 'token', 'refreshToken', 'accessToken', 'otp', 'cookie'].flatMap((key) => [key, `*.${key}`]),
];

/** The route's pattern when it has parameters, else the path; never the query string. */
function loggedUrl(request: FastifyRequest): string {
  let pattern: string | undefined;
  try {
    pattern = request.routeOptions?.url;
  } catch {
    // Requests the router refused (bad URL encoding) have no route to ask.
  }
  if (pattern && /[:*]/.test(pattern) && !pattern.endsWith('*')) return pattern;
  const url = request.url ?? '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function serializeRequest(request: FastifyRequest): { method: string; url: string; remoteAddress: string } {
  return { method: request.method, url: loggedUrl(request), remoteAddress: request.ip };
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Type, message, code and frames: never an error's other fields (a Drizzle error's `params`, a driver's `detail`). */
function serializeError(error: unknown): SerializedError {
  if (isQueryError(error)) return { ...summariseQueryError(error) };
  if (isDatabaseError(error)) return { ...summariseDatabaseError(error) };
  if (!(error instanceof Error)) return { type: typeof error, message: 'a non-Error was thrown', stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: error.stack ?? '',
    ...(error.cause === undefined ? {} : { cause: serializeError(error.cause) }),
  };
}

export function loggerOptions(level: string, stream?: LogStream) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
