import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { forwardingTo } from './forwarding-proxy.js';

// Request ids in every log line. A route's own lines carry the id (Fastify's request.log), but services
// are built once and log through the app's logger; this one, handed to them, writes through the logger of the
// request it is called in (set by app.ts), so their lines carry the same id. Outside a request (jobs, start-up) it is
// the app's logger.

export const requestLog = new AsyncLocalStorage<FastifyBaseLogger>();

export function loggerOfTheRequest(base: FastifyBaseLogger): FastifyBaseLogger {
  return forwardingTo(base, () => requestLog.getStore() ?? base);
}
