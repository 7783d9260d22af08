import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { M, findUnstorableText } from '@plaudit/contract';
import { AppError } from '../lib/app-error.js';
import { isPassive } from './passive-routes.js';

// Every text a request carries, read in one place before any route's schema or handler sees it: a NUL byte or a lone
// UTF-16 surrogate, anywhere in the JSON body (keys included), the query string or a path parameter, is a 400
// `validation` naming the field. Such text cannot be stored as sent (PostgreSQL refuses NUL in text and both in
// jsonb), and a value accepted now and refused at write time fails someone else's work later: a whole flush of
// events, or a 500 on a reply. Multipart fields are read by the handler (plugins/multipart.ts) and checked there
// with assertStorableText. A passive route (plugins/passive-routes.ts) stores none of the request's text and is not
// read.

/** Throws the 400 for the first unstorable text in `value`; `field` names it, `root` when it is the value itself. */
export function assertStorableText(value: unknown, root: string): void {
  const found = findUnstorableText(value);
  if (found !== null)
    throw new AppError('validation', M.validation.invalid_character, 400, { field: found === '' ? root : found });
}

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/**
 * The query string's parser keeps a value whose percent-encoding is not UTF-8 as the raw text (`%ED%A0%80`, the only
 * way to send a lone surrogate in a URL), so a handler would search for something nobody typed. Refused instead,
 * naming the parameter.
 */
function checkRawQuery(url: string): void {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return;
  for (const pair of url.slice(start + 1).split('&')) {
    const equals = pair.indexOf('=');
    const key = decoded(equals < 0 ? pair : pair.slice(0, equals));
    if (key === null || (equals >= 0 && decoded(pair.slice(equals + 1)) === null)) {
      throw new AppError('validation', M.validation.invalid_character, 400, { field: key ?? 'query' });
    }
  }
}

function checkRequest(request: FastifyRequest): void {
  checkRawQuery(request.url);
  assertStorableText(request.params, 'params');
  assertStorableText(request.query, 'query');
  assertStorableText(request.body, 'body');
}

export default fp(
  async function requestTextPlugin(app: FastifyInstance) {
    // preValidation: after the body is parsed and after authentication (a bearer route still answers 401 first).
    // Callback style: a request with nothing wrong (nearly all) costs no promise.
    app.addHook('preValidation', (request, _reply, done) => {
      if (isPassive(request)) return done();
      try {
        checkRequest(request);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
  },
  { name: 'request-text' },
);
