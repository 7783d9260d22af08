import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { M, type TopUp } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import { balance, sandboxPay, startTopUp } from '../../../test/credit-factories.js';

// The Stripe adapter through the official SDK against a local stand-in for Stripe's HTTP API (the SDK's
// host/port/protocol options): a Checkout Session per top-up, credits only on a verified, paid
// `checkout.session.completed` (the same event twice credits once), refunds through the Refunds API. Webhook
// signatures are made with the SDK's own test helper. Nothing here reaches the internet.

const WEBHOOK_SECRET = 'whsec_test_plaudit_credits';

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

let fake: Server;
let seen: Seen[] = [];
let failCheckout = false;
let t: TestContext;
let admin: Signed;
const stripe = new Stripe('sk_test_unused');

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

beforeAll(async () => {
  fake = createServer((req, res) => {
    void bodyOf(req).then((raw) => {
      const form = new URLSearchParams(raw);
      const path = req.url ?? '';
      seen.push({ method: req.method ?? '', path, form, idempotencyKey: req.headers['idempotency-key'] as string });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        if (failCheckout) {
          res.statusCode = 500;
          res.end(JSON.stringify({ error: { type: 'api_error', message: 'down' } }));
          return;
        }
        const id = `cs_test_${seen.length}`;
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/pay/${id}`,
            client_reference_id: form.get('client_reference_id'),
            payment_status: 'unpaid',
          }),
        );
        return;
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        res.end(
          JSON.stringify({
            id: 're_test_1',
            object: 'refund',
            amount: Number(form.get('amount')),
            status: 'succeeded',
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no such route' } }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  t = await buildTestApp({
    ...TEAM_TEST_LIMITS,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_plaudit',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
      CREDIT_PRICE_CENTS: '2',
    },
  });
  admin = await signedInUser(t.app, { role: 'ADMIN' });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  seen = [];
  failCheckout = false;
});

function completedEvent(id: string, topUpId: string, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_x',
        object: 'checkout.session',
        client_reference_id: topUpId,
        metadata: { topUpId },
        payment_status: 'paid',
        payment_intent: 'pi_test_1',
        ...overrides,
      },
    },
  });
}

function deliver(
  payload: string,
  signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return t.app.inject({
    method: 'POST',
    url: api('/payments/stripe/webhook'),
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('Stripe', () => {
  let w: TeamWorld;
  beforeAll(async () => {
    w = await teamWorld(t.app);
  });

  it('a top-up opens a Checkout Session for its amount and answers Stripe’s checkout page', async () => {
    const topUp = await startTopUp(t.app, w.owner, w.team.id, 1500);
    expect(topUp).toMatchObject({ provider: 'stripe', status: 'PENDING', amountCents: 3000, currency: 'EUR' });
    expect(topUp.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const call = seen.find((s) => s.path === '/v1/checkout/sessions')!;
    expect(call.form.get('mode')).toBe('payment');
    expect(call.form.get('client_reference_id')).toBe(topUp.id);
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('3000');
    expect(call.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(call.idempotencyKey).toBe(`checkout-${topUp.id}`);
    // The sandbox is not there while Stripe takes payments.
    expect((await sandboxPay(t.app, w.owner, topUp.id)).statusCode).toBe(404);
  });

  it('credits only on a verified, paid checkout.session.completed, once per top-up', async () => {
    const topUp = await startTopUp(t.app, w.owner, w.team.id, 500);
    const before = (await balance(t.app, w.owner, w.team.id)).balance;

    const forged = await deliver(completedEvent('evt_forged', topUp.id), 't=1,v1=deadbeef');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ status: 400, errors: [{ message: M.credits.error.webhook_invalid }] });
    const signedWithOtherSecret = stripe.webhooks.generateTestHeaderString({
      payload: completedEvent('evt_other', topUp.id),
      secret: 'whsec_someone_else',
    });
    expect((await deliver(completedEvent('evt_other', topUp.id), signedWithOtherSecret)).statusCode).toBe(400);

    const unpaid = await deliver(completedEvent('evt_unpaid', topUp.id, { payment_status: 'unpaid' }));
    expect(unpaid.statusCode).toBe(200);
    expect((await balance(t.app, w.owner, w.team.id)).balance).toBe(before);

    const event = completedEvent('evt_paid_1', topUp.id);
    const [first, again] = [await deliver(event), await deliver(event)];
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual({ received: true });
    // Another event for the same payment (Stripe's async_payment_succeeded after completed) credits nothing more.
    await deliver(completedEvent('evt_paid_2', topUp.id));
    expect((await balance(t.app, w.owner, w.team.id)).balance).toBe(before + 500);
    const read = await authed(t.app, w.owner, {
      method: 'GET',
      url: api(`/creator/credits/${w.team.id}/top-ups/${topUp.id}`),
    });
    expect(read.json<TopUp>()).toMatchObject({ status: 'PAID', checkoutUrl: null });
    expect(read.json<TopUp>().receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
  });

  it('refunds what is unspent through the Refunds API, at the price it was paid', async () => {
    const team = await teamWorld(t.app);
    const topUp = await startTopUp(t.app, team.owner, team.team.id, 1000);
    await deliver(completedEvent('evt_refund_paid', topUp.id, { payment_intent: 'pi_refund_me' }));
    await t.app.services.credits.spend({
      teamId: team.team.id,
      credits: 250,
      cause: { type: 'CAMPAIGN', id: null },
      idempotencyKey: 'spend-before-refund',
      actorId: null,
    });
    const res = await authed(t.app, admin, {
      method: 'POST',
      url: api(`/admin/credits/top-ups/${topUp.id}/refund`),
      payload: { reason: 'Asked by the brand' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TopUp>()).toMatchObject({ status: 'REFUNDED', refundedCredits: 750 });
    const refund = seen.find((s) => s.path === '/v1/refunds')!;
    expect(refund.form.get('payment_intent')).toBe('pi_refund_me');
    expect(refund.form.get('amount')).toBe('1500');
    expect((await balance(t.app, team.owner, team.team.id)).balance).toBe(0);
  });

  it('a checkout Stripe refuses leaves a FAILED top-up and answers 503', async () => {
    failCheckout = true;
    const res = await authed(t.app, w.owner, {
      method: 'POST',
      url: api(`/creator/credits/${w.team.id}/top-ups`),
      payload: { credits: 600, idempotencyKey: 'stripe-down-1' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().errors[0].message).toBe(M.credits.error.provider_failed);
  });
});
