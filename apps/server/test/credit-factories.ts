import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TopUp } from '@plaudit/contract';
import { api, authed, type Signed } from './factories.js';

// Credits through the API, as a team's owner and the platform's admin do it.

export const key = () => `k-${randomUUID()}`;

export async function startTopUp(app: FastifyInstance, who: Signed, teamId: string, credits = 500): Promise<TopUp> {
  const res = await authed(app, who, {
    method: 'POST',
    url: api(`/creator/credits/${teamId}/top-ups`),
    payload: { credits, idempotencyKey: key() },
  });
  if (res.statusCode !== 201) throw new Error(`top-up failed: ${res.statusCode} ${res.body}`);
  return res.json<TopUp>();
}

export function sandboxPay(app: FastifyInstance, who: Signed, topUpId: string, outcome = 'PAY') {
  return authed(app, who, { method: 'POST', url: api(`/payments/sandbox/${topUpId}`), payload: { outcome } });
}

/** A paid top-up of `credits` for the team. */
export async function paidTopUp(app: FastifyInstance, who: Signed, teamId: string, credits = 500): Promise<TopUp> {
  const topUp = await startTopUp(app, who, teamId, credits);
  const res = await sandboxPay(app, who, topUp.id);
  if (res.statusCode !== 200) throw new Error(`pay failed: ${res.statusCode} ${res.body}`);
  return res.json<TopUp>();
}

export function adminGrant(app: FastifyInstance, admin: Signed, teamId: string, payload: object) {
  return authed(app, admin, { method: 'POST', url: api(`/admin/credits/${teamId}/grants`), payload });
}

export function adminAdjust(app: FastifyInstance, admin: Signed, teamId: string, credits: number, reason = 'Goodwill') {
  return authed(app, admin, {
    method: 'POST',
    url: api(`/admin/credits/${teamId}/adjustments`),
    payload: { credits, reason },
  });
}

export async function balance(app: FastifyInstance, who: Signed, teamId: string) {
  const res = await authed(app, who, { method: 'GET', url: api(`/creator/credits/${teamId}`) });
  if (res.statusCode !== 200) throw new Error(`balance failed: ${res.statusCode} ${res.body}`);
  return res.json<{ balance: number; held: number; available: number }>();
}
