import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { M, englishText, type ErrorItem, type ErrorType } from '@plaudit/contract';
import { AppError } from '../lib/app-error.js';

// The one place mapping failures to the §8 body `{status, errors:[{type, message, meta}]}`. Nothing else writes
// error bodies; 5xx messages are masked and nothing internal (stack, SQL, names) reaches a client.

/** `requestId`: the request's id, so whoever reads the answer can quote it and an operator find its log lines. */
function body(status: number, errors: ErrorItem[], requestId?: string) {
  return requestId ? { status, errors, requestId } : { status, errors };
}

/** The 404 body of an unknown route (the app's not-found handler sends it). */
export function notFoundBody(requestId?: string) {
  return body(404, [item('not_found', M.error.common.not_found)], requestId);
}

function item(type: ErrorType, message: string, meta?: Record<string, unknown>): ErrorItem {
  return meta ? { type, message, meta } : { type, message };
}

const isContractKey = (message: unknown): message is string =>
  typeof message === 'string' && englishText(message) !== undefined;

/**
 * A contract rule's message is its key; zod's own wording (wrong type, missing object) maps to one key. A union that
 * failed in every option (a link that may be '', null or a URL) reports the first contract key its options gave,
 * e.g. the NUL rule of the string option.
 */
function validationKey(issue: { keyword: string; message?: string; params: Record<string, unknown> }): string {
  if (isContractKey(issue.message)) return issue.message;
  if (issue.keyword === 'invalid_union' && Array.isArray(issue.params.errors)) {
    const nested = (issue.params.errors as Array<Array<{ message?: unknown }>>)
      .flat()
      .find((inner) => isContractKey(inner.message));
    if (nested) return nested.message as string;
  }
  return M.validation.invalid_type;
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or error handler runs, in the same §8 shape
 * (its own body would carry FST_ERR_* codes and echo the path). A bad percent-encoding is a 400, a path parameter
 * over PATH_PARAM_MAX_LENGTH a 414.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(body(414, [item('validation', M.validation.url_too_long)], request.id));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(body(400, [item('validation', M.validation.malformed_url)], request.id));
  }
  request.log.error({ err: error }, 'unexpected router error');
  return reply.status(500).send(body(500, [item('unexpected', M.error.common.unexpected)], request.id));
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser cannot read (a NUL or other control byte in a header,
 * a broken request line, headers over the limit) never reaches a route or the error handler; it is answered on the
 * socket, in the same §8 shape, and the connection closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const payload = JSON.stringify(body(status, [item('validation', M.validation.malformed_request)]));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy();
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.type === 'throttle' && typeof error.meta?.remainingSeconds === 'number') {
          reply.header('Retry-After', String(error.meta.remainingSeconds));
        }
        return reply
          .status(error.status)
          .send(body(error.status, [item(error.type, error.messageKey, error.meta)], request.id));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
          return item('validation', validationKey(issue), { field: field || error.validationContext || 'body' });
        });
        return reply.status(400).send(body(400, errors, request.id));
      }
      const code = error.code;
      if (
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        (error instanceof SyntaxError && error.statusCode === 400)
      ) {
        return reply
          .status(400)
          .send(body(400, [item('validation', M.validation.malformed_body, { field: 'body' })], request.id));
      }
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
        return reply
          .status(413)
          .send(body(413, [item('payload_too_large', M.error.common.payload_too_large)], request.id));
      }
      if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
        return reply
          .status(415)
          .send(body(415, [item('unsupported_media_type', M.error.common.unsupported_media_type)], request.id));
      }
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        // Other client errors raised by Fastify itself (bad content length, invalid params…): a plain validation.
        return reply.status(400).send(body(400, [item('validation', M.validation.invalid_type)], request.id));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send(body(500, [item('unexpected', M.error.common.unexpected)], request.id));
    });
  },
  { name: 'errors' },
);
