import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An incoming id we keep: letters, digits and `_.:-`, 8 to 64 of them (a UUID, HAProxy's unique-id, a trace id). */
const SAFE_ID = /^[\w.:-]{8,64}$/;

/** The request's id: the caller's `x-request-id` when it is a plain token, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
