import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_REPLAY_HOURS, M } from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import { headerValue } from '../../plugins/auth.js';
import type { ApiKeysService } from '../api-keys/api-keys.service.js';

// Idempotency-Key on the public API's POSTs, as Stripe has it: the first request with a key runs and its answer
// (status and body, errors included, but not a 500) is kept for IDEMPOTENCY_REPLAY_HOURS; the same key with the
// same request replays that answer (`Idempotent-Replayed: true`) without running it again; with another request it
// is 422 `idempotency.mismatch`, and while the first still runs, 409 `idempotency.in_progress`. Keys are per API
// key, so two keys never see each other's.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const VISIBLE = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);

declare module 'fastify' {
  interface FastifyRequest {
    /** The claim this request holds on an Idempotency-Key, to keep its answer under. */
    idempotency: { keyId: string; idempotencyKey: string } | null;
  }
}

/** JSON with every object's keys sorted: two equal bodies hash alike whatever order their fields came in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHashOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url.split('?')[0]}\n${stableJson(request.body ?? null)}`)
    .digest('hex');
}

/** The hooks, for the public API's routes plugin (its own scope: no other route is touched). */
export function registerIdempotency(app: FastifyInstance, keys: ApiKeysService): void {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || !request.apiKey) return;
    const idempotencyKey = headerValue(request, IDEMPOTENCY_HEADER);
    if (idempotencyKey === undefined) return;
    if (!VISIBLE.test(idempotencyKey)) {
      throw new AppError('validation', M.idempotency.key_invalid, 400, { field: 'Idempotency-Key' });
    }
    const keyId = request.apiKey.id;
    const claim = await keys.claimIdempotency(keyId, idempotencyKey, requestHashOf(request), IDEMPOTENCY_REPLAY_HOURS);
    if (claim.claimed) {
      request.idempotency = { keyId, idempotencyKey };
      return;
    }
    const { row } = claim;
    if (row.requestHash !== requestHashOf(request)) throw new AppError('conflict', M.idempotency.mismatch, 422);
    if (row.status === null || row.body === null) throw new AppError('conflict', M.idempotency.in_progress, 409);
    return reply
      .code(row.status)
      .header('content-type', 'application/json; charset=utf-8')
      .header('Idempotent-Replayed', 'true')
      .send(row.body);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await keys.releaseIdempotency(claim.keyId, claim.idempotencyKey);
    } else {
      await keys.keepIdempotentAnswer(claim.keyId, claim.idempotencyKey, reply.statusCode, payload);
    }
    return payload;
  });
}
