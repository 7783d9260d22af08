import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { M, mailboxSchema, ROUTES, type CreditEntryList, type TopUp } from '@plaudit/contract';
import { auditLog, creditEntries, creditTopUps, users } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createPunishment, signedInUser, type Signed } from '../../../test/factories.js';
import { mailsTo } from '../../../test/review-moderation-factories.js';
import { TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import {
  adminAdjust,
  adminGrant,
  balance,
  key,
  paidTopUp,
  sandboxPay,
  startTopUp,
} from '../../../test/credit-factories.js';

// Credits over HTTP on a real database: top-ups through the sandbox checkout (idempotent, paid once, declined,
// delayed, expired), receipts, the ledger and its CSV, the low-balance mail, the admin's grants (spent first,
// soonest-expiring first, then expired by the job), adjustments and refunds, who may call what, and bad input.

let t: TestContext;
let admin: Signed;
let mod: Signed;
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  [admin, mod] = await Promise.all([signedInUser(t.app, { role: 'ADMIN' }), signedInUser(t.app, { role: 'MOD' })]);
});
afterAll(async () => t.close());

const entries = async (w: TeamWorld, query = '') => {
  const res = await authed(t.app, w.owner, {
    method: 'GET',
    url: api(`/creator/credits/${w.team.id}/entries${query}`),
  });
  expect(res.statusCode).toBe(200);
  return res.json<CreditEntryList>();
};

/** A PDF's text, as a reader's PDF viewer extracts it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

const errorOf = (res: { json: () => unknown }) => (res.json() as { errors: { message: string }[] }).errors[0]!.message;

describe('top-ups through the sandbox', () => {
  it('an owner tops up, pays, and sees the balance, the entry and a numbered receipt', async () => {
    const w = await teamWorld(t.app, { brandName: 'Acme Audio', billingLegalName: 'Acme Audio GmbH' });
    const topUp = await startTopUp(t.app, w.owner, w.team.id, 2000);
    expect(topUp).toMatchObject({ status: 'PENDING', credits: 2000, amountCents: 2000, currency: 'EUR' });
    expect(topUp.checkoutUrl).toBe(`http://localhost:3000/checkout/sandbox/${topUp.id}`);
    expect(await balance(t.app, w.owner, w.team.id)).toMatchObject({ balance: 0 });

    const paid = await sandboxPay(t.app, w.owner, topUp.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json<TopUp>()).toMatchObject({ status: 'PAID', checkoutUrl: null });
    expect(paid.json<TopUp>().receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
    expect(await balance(t.app, w.owner, w.team.id)).toEqual(
      expect.objectContaining({ balance: 2000, held: 0, available: 2000, creditPriceCents: 1, currency: 'EUR' }),
    );
    const list = await entries(w);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      kind: 'TOP_UP',
      amount: 2000,
      balanceAfter: 2000,
      cause: { type: 'TOP_UP', id: topUp.id },
      receiptNumber: paid.json<TopUp>().receiptNumber,
    });

    const pdf = await authed(t.app, w.owner, {
      method: 'GET',
      url: api(`/creator/credits/${w.team.id}/top-ups/${topUp.id}/receipt.pdf`),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const receiptNumber = paid.json<TopUp>().receiptNumber!;
    expect(await pdfText(pdf.rawPayload)).toContain(`Receipt number: ${receiptNumber}`);
  });

  it('the payer is mailed the receipt with its PDF attached, and the development mailbox offers the file', async () => {
    const w = await teamWorld(t.app, { brandName: 'Mailed Audio', billingLegalName: 'Mailed Audio GmbH' });
    const topUp = await startTopUp(t.app, w.owner, w.team.id, 500);
    const receiptNumber = (await sandboxPay(t.app, w.owner, topUp.id)).json<TopUp>().receiptNumber!;

    const mail = (await mailsTo(t.app, w.owner.user.email)).at(-1)!;
    expect(mail.subject).toBe(`Your Plaudit receipt ${receiptNumber}`);
    expect(mail.text).toContain('The receipt is attached as a PDF');
    expect(mail.attachments).toHaveLength(1);
    const [attached] = mail.attachments;
    expect(attached).toMatchObject({
      filename: `plaudit-receipt-${receiptNumber}.pdf`,
      contentType: 'application/pdf',
    });
    const text = await pdfText(Buffer.from(attached!.content, 'base64'));
    expect(text).toContain(`Receipt number: ${receiptNumber}`);
    expect(text).toContain('Mailed Audio GmbH');
    expect(text).toContain('€5.00');

    // The development mailbox lists the file and hands it out as it was sent.
    const box = mailboxSchema.parse(
      (await t.app.inject({ method: 'GET', url: api(ROUTES.system.devMailbox.path) })).json(),
    );
    const listed = box.data.find((m) => m.id === mail.id)?.attachments;
    expect(listed).toEqual([
      {
        filename: `plaudit-receipt-${receiptNumber}.pdf`,
        contentType: 'application/pdf',
        size: Buffer.byteLength(attached!.content, 'base64'),
        url: `/dev/mailbox/${mail.id}/attachments/0`,
      },
    ]);
    const file = await t.app.inject({ method: 'GET', url: listed![0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(file.rawPayload)).toContain(`Receipt number: ${receiptNumber}`);
    expect((await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail.id}/attachments/1` })).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain(
      `<a href="/dev/mailbox/${mail.id}/attachments/0">plaudit-receipt-${receiptNumber}.pdf</a>`,
    );
  });

  it('paying twice credits once; a repeated key answers the same top-up; another amount under it is refused', async () => {
    const w = await teamWorld(t.app);
    const idempotencyKey = key();
    const create = () =>
      authed(t.app, w.owner, {
        method: 'POST',
        url: api(`/creator/credits/${w.team.id}/top-ups`),
        payload: { credits: 500, idempotencyKey },
      });
    const first = await create();
    const again = await create();
    expect(first.statusCode).toBe(201);
    expect(again.json<TopUp>().id).toBe(first.json<TopUp>().id);
    const other = await authed(t.app, w.owner, {
      method: 'POST',
      url: api(`/creator/credits/${w.team.id}/top-ups`),
      payload: { credits: 600, idempotencyKey },
    });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other)).toBe(M.credits.error.idempotency_reused);

    const id = first.json<TopUp>().id;
    const [a, b] = await Promise.all([sandboxPay(t.app, w.owner, id), sandboxPay(t.app, w.owner, id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await sandboxPay(t.app, w.owner, id)).statusCode).toBe(200);
    expect((await balance(t.app, w.owner, w.team.id)).balance).toBe(500);
    expect((await entries(w)).meta.total).toBe(1);
  });

  it('a declined top-up fails and can no longer be paid; only the payer reaches the checkout', async () => {
    const w = await teamWorld(t.app);
    const topUp = await startTopUp(t.app, w.owner, w.team.id);
    expect((await sandboxPay(t.app, w.admin, topUp.id)).statusCode).toBe(404);
    expect((await sandboxPay(t.app, w.outsider, topUp.id)).statusCode).toBe(404);
    const declined = await sandboxPay(t.app, w.owner, topUp.id, 'DECLINE');
    expect(declined.json<TopUp>().status).toBe('FAILED');
    const pay = await sandboxPay(t.app, w.owner, topUp.id);
    expect(pay.statusCode).toBe(409);
    expect(errorOf(pay)).toBe(M.credits.error.not_payable);
    expect((await balance(t.app, w.owner, w.team.id)).balance).toBe(0);
  });

  it('"pay after a delay" credits a moment later, as a late webhook', async () => {
    const w = await teamWorld(t.app);
    const topUp = await startTopUp(t.app, w.owner, w.team.id, 700);
    const delayed = await sandboxPay(t.app, w.owner, topUp.id, 'DELAY');
    expect(delayed.json<TopUp>().status).toBe('PENDING');
    await expect
      .poll(
        async () =>
          (
            await authed(t.app, w.owner, {
              method: 'GET',
              url: api(`/creator/credits/${w.team.id}/top-ups/${topUp.id}`),
            })
          ).json<TopUp>().status,
        { timeout: 10_000, interval: 200 },
      )
      .toBe('PAID');
    expect((await balance(t.app, w.owner, w.team.id)).balance).toBe(700);
  });

  it('an unpaid top-up expires after 24 hours and cannot be paid afterwards', async () => {
    const w = await teamWorld(t.app);
    const topUp = await startTopUp(t.app, w.owner, w.team.id);
    await t.app.services.creditExpiry.runOnce(new Date(Date.now() + 23 * 3_600_000));
    const [still] = await t.app.db.select().from(creditTopUps).where(eq(creditTopUps.id, topUp.id));
    expect(still!.status).toBe('PENDING');
    await t.app.services.creditExpiry.runOnce(new Date(Date.now() + 24 * 3_600_000 + 1000));
    const read = await authed(t.app, w.owner, {
      method: 'GET',
      url: api(`/creator/credits/${w.team.id}/top-ups/${topUp.id}`),
    });
    expect(read.json<TopUp>()).toMatchObject({ status: 'EXPIRED', checkoutUrl: null });
    expect((await sandboxPay(t.app, w.owner, topUp.id, 'DECLINE')).statusCode).toBe(409);
  });

  it('a receipt exists only for a paid top-up', async () => {
    const w = await teamWorld(t.app);
    const topUp = await startTopUp(t.app, w.owner, w.team.id);
    const res = await authed(t.app, w.owner, {
      method: 'GET',
      url: api(`/creator/credits/${w.team.id}/top-ups/${topUp.id}/receipt.pdf`),
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe(M.credits.error.not_paid);
  });

  it('receipt numbers follow each other without gaps', async () => {
    const w = await teamWorld(t.app);
    const paid = [];
    for (let i = 0; i < 3; i += 1) paid.push(await paidTopUp(t.app, w.owner, w.team.id));
    const numbers = paid.map((p) => Number(p.receiptNumber!.slice(-6)));
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
  });
});

describe('who may do what', () => {
  it('roles × routes', async () => {
    const w = await teamWorld(t.app);
    const topUp = await paidTopUp(t.app, w.owner, w.team.id);
    const calls: [string, string, object?][] = [
      ['GET', `/creator/credits/${w.team.id}`],
      ['GET', `/creator/credits/${w.team.id}/entries`],
      ['GET', `/creator/credits/${w.team.id}/entries.csv`],
      ['PUT', `/creator/credits/${w.team.id}/settings`, { lowBalanceThreshold: 100 }],
      ['POST', `/creator/credits/${w.team.id}/top-ups`, { credits: 500, idempotencyKey: key() }],
      ['GET', `/creator/credits/${w.team.id}/top-ups`],
      ['GET', `/creator/credits/${w.team.id}/top-ups/${topUp.id}`],
      ['GET', `/creator/credits/${w.team.id}/top-ups/${topUp.id}/receipt.pdf`],
    ];
    const expected: Record<string, number[]> = {
      owner: [200, 200, 200, 200, 201, 200, 200, 200],
      admin: [200, 200, 200, 200, 201, 200, 200, 200],
      editor: [200, 403, 403, 403, 403, 403, 200, 403],
      outsider: [404, 404, 404, 404, 404, 404, 404, 404],
    };
    for (const [who, statuses] of Object.entries(expected)) {
      const person = w[who as 'owner'];
      const got = [];
      for (const [method, url, payload] of calls) {
        const res = await authed(t.app, person, {
          method: method as 'GET',
          url: api(url),
          ...(payload ? { payload } : {}),
        });
        got.push(res.statusCode);
      }
      expect([who, got]).toEqual([who, statuses]);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: api(`/creator/credits/${w.team.id}`) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('admin calls: ADMIN only', async () => {
    const w = await teamWorld(t.app);
    const topUp = await paidTopUp(t.app, w.owner, w.team.id);
    for (const person of [mod, w.owner]) {
      expect((await authed(t.app, person, { method: 'GET', url: api('/admin/credits') })).statusCode).toBe(403);
      expect((await adminGrant(t.app, person, w.team.id, { credits: 10, reason: 'x' })).statusCode).toBe(403);
      expect((await adminAdjust(t.app, person, w.team.id, 10)).statusCode).toBe(403);
      const refund = await authed(t.app, person, {
        method: 'POST',
        url: api(`/admin/credits/top-ups/${topUp.id}/refund`),
        payload: { reason: 'x' },
      });
      expect(refund.statusCode).toBe(403);
    }
    expect((await balance(t.app, w.owner, w.team.id)).balance).toBe(500);
  });

  it('a muted person or a locked team cannot top up', async () => {
    const w = await teamWorld(t.app);
    await createPunishment(t.app, w.admin.user.id, { type: 'MUTE', until: new Date(Date.now() + 3_600_000) });
    const muted = await authed(t.app, w.admin, {
      method: 'POST',
      url: api(`/creator/credits/${w.team.id}/top-ups`),
      payload: { credits: 500, idempotencyKey: key() },
    });
    expect(muted.statusCode).toBe(403);
    const locked = await teamWorld(t.app, { accessStatus: 'BLOCKED', accessUntil: null });
    const res = await authed(t.app, locked.owner, {
      method: 'POST',
      url: api(`/creator/credits/${locked.team.id}/top-ups`),
      payload: { credits: 500, idempotencyKey: key() },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('bad input answers 400 in the error shape', () => {
  it.each([
    [{ credits: 0, idempotencyKey: 'abcdefgh' }, 'credits', M.credits.validation.top_up_min],
    [{ credits: -500, idempotencyKey: 'abcdefgh' }, 'credits', M.credits.validation.top_up_min],
    [{ credits: 500.5, idempotencyKey: 'abcdefgh' }, 'credits', M.credits.validation.credits_whole],
    [{ credits: 1_000_001, idempotencyKey: 'abcdefgh' }, 'credits', M.credits.validation.top_up_max],
    [{ credits: '500', idempotencyKey: 'abcdefgh' }, 'credits', M.credits.validation.credits_whole],
    [{ credits: 500, idempotencyKey: 'short' }, 'idempotencyKey', M.credits.validation.idempotency_key],
    [{ credits: 500, idempotencyKey: 'has spaces in it' }, 'idempotencyKey', M.credits.validation.idempotency_key],
    [{ credits: 500 }, 'idempotencyKey', M.credits.validation.idempotency_key],
  ])('top-up %j', async (payload, field, message) => {
    const w = await teamWorld(t.app);
    const res = await authed(t.app, w.owner, {
      method: 'POST',
      url: api(`/creator/credits/${w.team.id}/top-ups`),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      errors: [{ type: 'validation', message, meta: { field } }],
    });
  });

  it.each([
    [{ credits: 0, reason: 'x' }, M.credits.validation.adjustment_zero],
    [{ credits: 1.5, reason: 'x' }, M.credits.validation.credits_whole],
    [{ credits: 10_000_001, reason: 'x' }, M.credits.validation.admin_max],
    [{ credits: 5, reason: '  ' }, M.credits.validation.reason_required],
  ])('adjustment %j', async (payload, message) => {
    const w = await teamWorld(t.app);
    const res = await authed(t.app, admin, {
      method: 'POST',
      url: api(`/admin/credits/${w.team.id}/adjustments`),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(message);
  });

  it('grants: not positive, in the past, too large', async () => {
    const w = await teamWorld(t.app);
    for (const [payload, message] of [
      [{ credits: 0, reason: 'x' }, M.credits.validation.credits_positive],
      [{ credits: -5, reason: 'x' }, M.credits.validation.credits_positive],
      [{ credits: 5, reason: 'x', expiresAt: '2020-01-01T00:00:00Z' }, M.credits.validation.expires_future],
      [{ credits: 10_000_001, reason: 'x' }, M.credits.validation.admin_max],
    ] as const) {
      const res = await adminGrant(t.app, admin, w.team.id, payload);
      expect([res.statusCode, res.json().errors[0].message]).toEqual([400, message]);
    }
  });

  it('ledger filters and the threshold', async () => {
    const w = await teamWorld(t.app);
    for (const query of ['?kind=NOPE', '?from=2026-13-01', '?from=2026-05-02&to=2026-05-01', '?take=0']) {
      const res = await authed(t.app, w.owner, {
        method: 'GET',
        url: api(`/creator/credits/${w.team.id}/entries${query}`),
      });
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
    for (const lowBalanceThreshold of [-1, 1.5, 10_000_001, 'a']) {
      const res = await authed(t.app, w.owner, {
        method: 'PUT',
        url: api(`/creator/credits/${w.team.id}/settings`),
        payload: { lowBalanceThreshold },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(M.credits.validation.threshold);
    }
  });
});

describe('grants, adjustments, refunds', () => {
  it('grants are spent first, the soonest-expiring first; an expired grant gives back what is left, once', async () => {
    const w = await teamWorld(t.app);
    await paidTopUp(t.app, w.owner, w.team.id, 500);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const inOneDay = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await adminGrant(t.app, admin, w.team.id, { credits: 100, reason: 'Launch', expiresAt: inTwoDays })).statusCode,
    ).toBe(201);
    const soon = await adminGrant(t.app, admin, w.team.id, { credits: 50, reason: 'Welcome', expiresAt: inOneDay });
    expect(soon.json()).toMatchObject({
      kind: 'GRANT',
      amount: 50,
      balanceAfter: 650,
      reason: 'Welcome',
      expiresAt: inOneDay,
    });
    await adminGrant(t.app, admin, w.team.id, { credits: 30, reason: 'Forever' });

    // 70: the 50 expiring tomorrow, then 20 of the 100.
    await t.app.services.credits.spend({
      teamId: w.team.id,
      credits: 70,
      cause: { type: 'CAMPAIGN', id: null },
      idempotencyKey: key(),
      actorId: null,
    });
    // Tomorrow's grant is used up: nothing is left to expire of it. In two days, 80 of the 100 expire.
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
    expect(await t.app.services.creditExpiry.runOnce(inThreeDays)).toMatchObject({ grants: 1 });
    expect(await t.app.services.creditExpiry.runOnce(inThreeDays)).toMatchObject({ grants: 0 });
    const expiries = (await entries(w, '?kind=EXPIRY')).data;
    expect(expiries).toHaveLength(1);
    expect(expiries[0]).toMatchObject({ amount: -80, reason: 'Launch', cause: { type: 'EXPIRY' } });
    // 500 paid + 30 forever remain; the paid credits never expire.
    expect((await balance(t.app, w.owner, w.team.id)).balance).toBe(530);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credits.grant'), eq(auditLog.targetId, w.team.id)));
    expect(audit).toHaveLength(3);
  });

  it('adjustments add and take, never below what is available', async () => {
    const w = await teamWorld(t.app);
    expect((await adminAdjust(t.app, admin, w.team.id, 40)).json()).toMatchObject({
      kind: 'ADJUSTMENT',
      amount: 40,
      reason: 'Goodwill',
    });
    await t.app.services.credits.hold({
      teamId: w.team.id,
      credits: 30,
      cause: { type: 'FEATURING_DAY', id: null },
      idempotencyKey: key(),
      actorId: null,
    });
    const tooMuch = await adminAdjust(t.app, admin, w.team.id, -11);
    expect(tooMuch.statusCode).toBe(409);
    expect(errorOf(tooMuch)).toBe(M.credits.insufficient);
    expect((await adminAdjust(t.app, admin, w.team.id, -10)).json()).toMatchObject({ balanceAfter: 30, heldAfter: 30 });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'credits.adjust'),
          eq(auditLog.targetId, w.team.id),
          sql`${auditLog.after}->>'credits' = '-10'`,
        ),
      );
    expect(audit).toBeDefined();
  });

  it('a refund gives back what is left unspent of a paid top-up, once', async () => {
    const w = await teamWorld(t.app);
    const topUp = await paidTopUp(t.app, w.owner, w.team.id, 1000);
    await adminGrant(t.app, admin, w.team.id, { credits: 100, reason: 'Promo' });
    // 300 spent: 100 from the grant, 200 of the paid credits.
    await t.app.services.credits.spend({
      teamId: w.team.id,
      credits: 300,
      cause: { type: 'CAMPAIGN', id: null },
      idempotencyKey: key(),
      actorId: null,
    });
    const refund = () =>
      authed(t.app, admin, {
        method: 'POST',
        url: api(`/admin/credits/top-ups/${topUp.id}/refund`),
        payload: { reason: 'Asked' },
      });
    const res = await refund();
    expect(res.statusCode).toBe(200);
    expect(res.json<TopUp>()).toMatchObject({ status: 'REFUNDED', refundedCredits: 800 });
    expect((await balance(t.app, w.owner, w.team.id)).balance).toBe(0);
    const again = await refund();
    expect(again.statusCode).toBe(409);
    const refunds = (await entries(w, '?kind=REFUND')).data;
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: -800, reason: 'Asked' });
  });

  it('the admin list shows teams with their balances and searches by name', async () => {
    const w = await teamWorld(t.app, { brandName: 'Zebra Listing Co' });
    await paidTopUp(t.app, w.owner, w.team.id, 900);
    const res = await authed(t.app, admin, { method: 'GET', url: api('/admin/credits?search=zebra%20listing') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ teamId: w.team.id, brandName: 'Zebra Listing Co', balance: 900, available: 900 }),
    ]);
    expect(res.json().data[0].topUps).toHaveLength(1);
  });
});

describe('the ledger', () => {
  it('filters by kind and day and exports CSV', async () => {
    const w = await teamWorld(t.app, { brandName: 'Csv Brand' });
    await paidTopUp(t.app, w.owner, w.team.id, 500);
    await adminAdjust(t.app, admin, w.team.id, -5, '=cmd|calc');
    expect((await entries(w, '?kind=TOP_UP')).data.map((e) => e.kind)).toEqual(['TOP_UP']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(w, `?from=${today}&to=${today}`)).meta.total).toBe(2);
    expect((await entries(w, '?to=2020-01-01')).meta.total).toBe(0);
    const csv = await authed(t.app, w.owner, { method: 'GET', url: api(`/creator/credits/${w.team.id}/entries.csv`) });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="plaudit-credits-csv-brand.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'createdAt,kind,amount,heldAmount,balanceAfter,heldAfter,causeType,causeId,reason,receiptNumber,expiresAt,actor',
    );
    expect(lines).toHaveLength(3);
    // A reason a spreadsheet would run as a formula is written as text.
    expect(lines[1]).toContain(",'=cmd|calc,");
  });

  it("names the team's members on their entries, never the staff behind a grant, an adjustment or a hold", async () => {
    const w = await teamWorld(t.app);
    await t.app.db.update(users).set({ firstName: 'Olga', lastName: 'Owner' }).where(eq(users.id, w.owner.user.id));
    const staffer = await signedInUser(t.app, { role: 'ADMIN', firstName: 'Sigrid', lastName: 'Staffsson' });
    await paidTopUp(t.app, w.owner, w.team.id, 500);
    expect((await adminGrant(t.app, staffer, w.team.id, { credits: 20, reason: 'Welcome' })).statusCode).toBe(201);
    await adminAdjust(t.app, staffer, w.team.id, -5, 'Correction');
    // Staff acting for a team they are not in (support access) are staff all the same.
    await t.app.services.credits.hold({
      teamId: w.team.id,
      credits: 10,
      actorId: staffer.user.id,
      cause: { type: 'CAMPAIGN', id: 'campaign-1', meta: { campaignName: 'Help' } },
      idempotencyKey: key(),
    });
    const list = await entries(w);
    expect(list.data.map((e) => [e.kind, e.actorName, e.byStaff])).toEqual([
      ['HOLD', null, true],
      ['ADJUSTMENT', null, true],
      ['GRANT', null, true],
      ['TOP_UP', 'Olga Owner', false],
    ]);
    expect(JSON.stringify(list)).not.toContain('Staffsson');
    const csv = await authed(t.app, w.owner, { method: 'GET', url: api(`/creator/credits/${w.team.id}/entries.csv`) });
    expect(csv.body).not.toContain('Staffsson');
    const actors = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',').at(-1));
    expect(actors).toEqual(['Plaudit', 'Plaudit', 'Plaudit', 'Olga Owner']);
  });

  it('an entry names the campaign and the featuring day it was for', async () => {
    const w = await teamWorld(t.app);
    await paidTopUp(t.app, w.owner, w.team.id, 500);
    const move = { teamId: w.team.id, credits: 40, actorId: null };
    await t.app.services.credits.hold({
      ...move,
      cause: { type: 'CAMPAIGN', id: 'campaign-1', meta: { campaignName: 'Spring launch' } },
      idempotencyKey: key(),
    });
    await t.app.services.credits.spend({
      ...move,
      fromHeld: true,
      cause: { type: 'FEATURING_DAY', id: 'featuring-1', meta: { day: '2026-11-29', campaignId: 'campaign-1' } },
      idempotencyKey: key(),
    });
    const [spend, hold, topUp] = (await entries(w)).data;
    expect(spend).toMatchObject({ kind: 'SPEND', day: '2026-11-29', campaignName: null });
    expect(hold).toMatchObject({ kind: 'HOLD', campaignName: 'Spring launch', day: null });
    expect(topUp).toMatchObject({ kind: 'TOP_UP', campaignName: null, day: null });
  });

  it('the low-balance mail goes to owners and admins once per crossing', async () => {
    const w = await teamWorld(t.app);
    await paidTopUp(t.app, w.owner, w.team.id, 500);
    const set = await authed(t.app, w.owner, {
      method: 'PUT',
      url: api(`/creator/credits/${w.team.id}/settings`),
      payload: { lowBalanceThreshold: 300 },
    });
    expect(set.json()).toMatchObject({ lowBalanceThreshold: 300 });
    const lowMails = async (who: Signed & { user: { email: string } }) =>
      (await mailsTo(t.app, who.user.email)).filter((m) => m.subject.endsWith('credits are running low'));
    await t.app.services.creditExpiry.runOnce();
    expect(await lowMails(w.owner)).toHaveLength(0);
    await adminAdjust(t.app, admin, w.team.id, -250);
    await t.app.services.creditExpiry.runOnce();
    await adminAdjust(t.app, admin, w.team.id, -10);
    await t.app.services.creditExpiry.runOnce();
    expect(await lowMails(w.owner)).toHaveLength(1);
    expect(await lowMails(w.admin)).toHaveLength(1);
    expect(await lowMails(w.editor)).toHaveLength(0);
    // Back above, and below again: a new crossing, a new mail.
    await adminAdjust(t.app, admin, w.team.id, 200);
    await adminAdjust(t.app, admin, w.team.id, -200);
    await t.app.services.creditExpiry.runOnce();
    expect(await lowMails(w.owner)).toHaveLength(2);
  });

  it('the balance is the sum of the entries', async () => {
    const w = await teamWorld(t.app);
    await paidTopUp(t.app, w.owner, w.team.id, 800);
    await adminAdjust(t.app, admin, w.team.id, -123);
    const [sum] = await t.app.db
      .select({ n: sql<string>`sum(${creditEntries.amount})` })
      .from(creditEntries)
      .where(eq(creditEntries.teamId, w.team.id));
    expect(Number(sum!.n)).toBe((await balance(t.app, w.owner, w.team.id)).balance);
  });
});
