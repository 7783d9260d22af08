import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import { isDatabaseError, isQueryError, summariseDatabaseError, summariseQueryError } from '../db/query-error.js';

// The server's pino options. Logs never hold a password, its hash, a code, a token, a cookie or a query's
// parameters: a request is logged by its route (`/api/creator/invites/:token`, never the
// token) without its query string (mail links carry `?token=`), errors by their type, message and frames only, and
// a failed query by its statement (db/query-error.ts). Redaction is the backstop for objects someone logs whole.

export interface LogStream {
  write(line: string): void;
}

/**
 * `json`: pino's lines, for a log collector (production). `readable`: for a person at a terminal (`npm start`): a
 * time, a level and a message a line, and each request as one short line (requestLine) instead of two JSON objects
 * that buried the start banner.
 */
export type LogFormat = 'json' | 'readable';

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-session-id"]',
  'res.headers["set-cookie"]',
  ...['password', 'newPassword', 'passwordHash', 'token', 'refreshToken', 'accessToken', 'otp', 'cookie'].flatMap(
    (key) => [key, `*.${key}`],
  ),
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

/** "GET /api/auth/me 200 4 ms": the request as the JSON log names it (its route, never its query), its answer. */
export function requestLine(request: FastifyRequest, reply: FastifyReply): string {
  return `${request.method} ${loggedUrl(request)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
}

/** Files a page pulls in by the dozen (its chunks, fonts, pictures): in the readable log only when they fail. */
const FILE =
  /^\/(assets\/|api\/files\/|favicon|robots\.txt|.*\.(?:js|css|woff2?|png|svg|ico|webp|avif|jpe?g|webmanifest)$)/;

/**
 * Fastify's request lines for the readable log: nothing when a request comes in, one short line when it is answered
 * (a file only when it failed), and an error's own line as before.
 */
export class ReadableRequestLog extends LogController {
  override incomingRequest(): void {}

  /** The request's own line says 404; Fastify's would add the raw URL, query and all. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ err: error }, requestLine(request, reply));
    else if (reply.statusCode >= 400 || !FILE.test(loggedUrl(request))) reply.log.info(requestLine(request, reply));
  }
}

/** The readable format, written to `out` (stdout by default): pino's JSON turned into a line by pino-pretty. */
export function readableLogStream(out: LogStream = process.stdout): LogStream {
  const pretty = prettyFactory({
    colorize: out === process.stdout && Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    // The request's id and the process are in every JSON line for a collector to join on; a person reads the message.
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  });
  return { write: (line) => out.write(pretty(line)) };
}
