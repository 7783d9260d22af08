import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  M,
  WEBHOOK_ENDPOINTS_MAX,
  webhookCreatedSchema,
  webhookEndpointSchema,
  webhookListSchema,
  webhookSecretSchema,
} from '@plaudit/contract';
import { buildTestApp, testConfig, type TestContext } from '../../../test/build-test-app.js';
import { authed, type Signed } from '../../../test/factories.js';
import { TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import { checkWebhookUrl } from './webhooks.url-guard.js';

// A team's webhook endpoints over HTTP: who may do what (OWNER, ADMIN, EDITOR, outsider), team isolation, the limit
// of 10, the whole-resource update, secrets (revealed, rotated), and the URL rules with every blocked range.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
});
afterAll(() => t.close());

const base = (teamId: string) => `${API_BASE}/creator/webhooks/${teamId}`;
const body = (overrides: Record<string, unknown> = {}) => ({
  url: 'http://127.0.0.1:9/hooks',
  events: ['review.published'],
  ...overrides,
});
const firstError = (res: { json: () => { errors: Array<{ type: string; message: string; meta?: unknown }> } }) =>
  res.json().errors[0]!;

async function created(w: TeamWorld, as: Signed = w.owner, overrides: Record<string, unknown> = {}) {
  const res = await authed(t.app, as, { method: 'POST', url: base(w.team.id), payload: body(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return webhookCreatedSchema.parse(res.json());
}

describe('endpoints: roles and routes', () => {
  it('OWNER and ADMIN create (201 with a whsec_ secret of 32 bytes); EDITOR reads but may not change anything', async () => {
    const w = await teamWorld(t.app);
    const mine = await created(w, w.owner, { description: 'CRM', events: ['review.published', 'review.published'] });
    expect(mine.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(mine.secret.slice(6), 'base64')).toHaveLength(32);
    expect(mine).toMatchObject({ url: 'http://127.0.0.1:9/hooks', events: ['review.published'], disabled: false });
    await created(w, w.admin);

    const list = await authed(t.app, w.editor, { method: 'GET', url: base(w.team.id) });
    expect(list.statusCode).toBe(200);
    const parsed = webhookListSchema.parse(list.json());
    expect(parsed.data).toHaveLength(2);
    expect(parsed.permissions).toEqual({ manage: false });
    expect(JSON.stringify(list.json())).not.toContain(mine.secret);
    const one = await authed(t.app, w.editor, { method: 'GET', url: `${base(w.team.id)}/${mine.id}` });
    expect(webhookEndpointSchema.parse(one.json()).description).toBe('CRM');

    const managed = `${base(w.team.id)}/${mine.id}`;
    const editorCalls = [
      { method: 'POST' as const, url: base(w.team.id), payload: body() },
      { method: 'PUT' as const, url: managed, payload: { ...body(), description: '', disabled: false } },
      { method: 'DELETE' as const, url: managed },
      { method: 'GET' as const, url: `${managed}/secret` },
      { method: 'POST' as const, url: `${managed}/rotate-secret` },
      { method: 'POST' as const, url: `${managed}/test` },
      { method: 'POST' as const, url: `${managed}/replay`, payload: { since: new Date().toISOString() } },
      { method: 'POST' as const, url: `${managed}/deliveries/${mine.id}/retry` },
    ];
    for (const call of editorCalls) {
      const res = await authed(t.app, w.editor, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(firstError(res).message).toBe(M.team.error.role_not_allowed);
    }
    const log = await authed(t.app, w.editor, { method: 'GET', url: `${managed}/deliveries` });
    expect(log.statusCode).toBe(200);
  });

  it('someone outside the team gets 404 on every route; another team cannot reach an endpoint through its own id', async () => {
    const w = await teamWorld(t.app);
    const other = await teamWorld(t.app);
    const endpoint = await created(w);
    const managed = `${base(w.team.id)}/${endpoint.id}`;
    const calls = [
      { method: 'GET' as const, url: base(w.team.id) },
      { method: 'POST' as const, url: base(w.team.id), payload: body() },
      { method: 'GET' as const, url: managed },
      { method: 'PUT' as const, url: managed, payload: { ...body(), description: '', disabled: false } },
      { method: 'DELETE' as const, url: managed },
      { method: 'GET' as const, url: `${managed}/secret` },
      { method: 'POST' as const, url: `${managed}/rotate-secret` },
      { method: 'POST' as const, url: `${managed}/test` },
      { method: 'GET' as const, url: `${managed}/deliveries` },
    ];
    for (const call of calls) {
      const res = await authed(t.app, w.outsider, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    // The other team's owner, under their own team's id: the endpoint is not theirs.
    const crossed = `${base(other.team.id)}/${endpoint.id}`;
    for (const call of [
      { method: 'GET' as const, url: crossed },
      { method: 'GET' as const, url: `${crossed}/secret` },
      { method: 'DELETE' as const, url: crossed },
      { method: 'GET' as const, url: `${crossed}/deliveries` },
    ]) {
      const res = await authed(t.app, other.owner, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(firstError(res).message).toBe(M.webhook.error.not_found);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: base(w.team.id) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('at most 10 endpoints per team: the 11th is 409', async () => {
    const w = await teamWorld(t.app);
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i += 1) await created(w, w.owner, { description: `#${i}` });
    const res = await authed(t.app, w.owner, { method: 'POST', url: base(w.team.id), payload: body() });
    expect(res.statusCode).toBe(409);
    expect(firstError(res).message).toBe(M.webhook.error.limit);
  });

  it('PUT replaces the whole resource, turns it off and on; DELETE removes it', async () => {
    const w = await teamWorld(t.app);
    const endpoint = await created(w, w.owner, { description: 'old' });
    const url = `${base(w.team.id)}/${endpoint.id}`;
    const off = await authed(t.app, w.admin, {
      method: 'PUT',
      url,
      payload: { url: 'http://localhost:9/other', events: ['product.published', 'trophy.awarded'], disabled: true },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(webhookEndpointSchema.parse(off.json())).toMatchObject({
      url: 'http://localhost:9/other',
      description: '',
      events: ['product.published', 'trophy.awarded'],
      disabled: true,
      disabledReason: 'MANUAL',
    });
    const on = await authed(t.app, w.admin, {
      method: 'PUT',
      url,
      payload: { url: 'http://localhost:9/other', events: ['product.published'], description: 'x', disabled: false },
    });
    expect(webhookEndpointSchema.parse(on.json())).toMatchObject({ disabled: false, disabledReason: null });
    const missing = await authed(t.app, w.admin, { method: 'PUT', url, payload: { url: 'http://localhost:9/' } });
    expect(missing.statusCode).toBe(400);
    expect(firstError(missing).message).toBe(M.webhook.validation.events_required);

    expect((await authed(t.app, w.owner, { method: 'DELETE', url })).statusCode).toBe(200);
    expect((await authed(t.app, w.owner, { method: 'GET', url })).statusCode).toBe(404);
  });

  it('the secret is revealed to OWNER and ADMIN; a rotation keeps the old one signing for 24 hours', async () => {
    const w = await teamWorld(t.app);
    const endpoint = await created(w);
    const url = `${base(w.team.id)}/${endpoint.id}`;
    const shown = webhookSecretSchema.parse(
      (await authed(t.app, w.admin, { method: 'GET', url: `${url}/secret` })).json(),
    );
    expect(shown).toEqual({ secret: endpoint.secret, previousSecretUntil: null });
    const before = Date.now();
    const rotated = webhookSecretSchema.parse(
      (await authed(t.app, w.owner, { method: 'POST', url: `${url}/rotate-secret` })).json(),
    );
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(rotated.secret).toMatch(/^whsec_/);
    const until = Date.parse(rotated.previousSecretUntil!);
    expect(until - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(24 * 3600_000 + 5000);
    const read = webhookEndpointSchema.parse((await authed(t.app, w.editor, { method: 'GET', url })).json());
    expect(read.previousSecretUntil).toBe(rotated.previousSecretUntil);
  });
});

describe('URL rules', () => {
  it('a bad URL is a 400 naming the field: not a URL, not http(s), too long, no events', async () => {
    const w = await teamWorld(t.app);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ url: 'not a url' }, 'url', M.webhook.validation.url_invalid],
      [{ url: 'ftp://example.com/x' }, 'url', M.webhook.validation.url_invalid],
      [{ url: `https://example.com/${'a'.repeat(2048)}` }, 'url', M.webhook.validation.url_max],
      [{ events: [] }, 'events', M.webhook.validation.events_required],
      [{ events: ['review.deleted'] }, 'events.0', M.webhook.validation.events_required],
      [{ events: ['ping'] }, 'events.0', M.webhook.validation.events_required],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await authed(t.app, w.owner, { method: 'POST', url: base(w.team.id), payload: body(overrides) });
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(firstError(res)).toMatchObject({ type: 'validation', message, meta: { field } });
    }
  });

  it('local mode: plain http only to a loopback address', async () => {
    const w = await teamWorld(t.app);
    const res = await authed(t.app, w.owner, {
      method: 'POST',
      url: base(w.team.id),
      payload: body({ url: 'http://93.184.216.34/hooks' }),
    });
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ message: M.webhook.validation.url_https, meta: { field: 'url' } });
  });

  it('outside local mode: https only, and no address in a blocked range (literal or resolved)', async () => {
    const rules = { local: false, resolve: async () => ['93.184.216.34'] };
    const blocked = [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '169.254.169.254',
      '169.254.1.1',
      '224.0.0.1',
      '239.255.255.250',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '[::1]',
      '[fe80::1]',
      '[fc00::1]',
      '[fd00:ec2::254]',
      '[ff02::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:10.0.0.1]',
      '[::]',
    ];
    for (const host of blocked) {
      await expect(checkWebhookUrl(`https://${host}/hooks`, rules), host).rejects.toMatchObject({
        messageKey: M.webhook.validation.url_blocked,
        meta: { field: 'url' },
      });
    }
    await expect(checkWebhookUrl('https://93.184.216.34/hooks', rules)).resolves.toMatchObject({
      address: '93.184.216.34',
    });
    await expect(checkWebhookUrl('https://[2606:4700::1111]/hooks', rules)).resolves.toBeTruthy();
    await expect(checkWebhookUrl('http://93.184.216.34/hooks', rules)).rejects.toMatchObject({
      messageKey: M.webhook.validation.url_https,
    });
    await expect(checkWebhookUrl('http://127.0.0.1/hooks', rules)).rejects.toMatchObject({
      messageKey: M.webhook.validation.url_https,
    });
    // A name that resolves to a private address, or to a public AND a private one.
    await expect(
      checkWebhookUrl('https://hooks.example.com/x', { local: false, resolve: async () => ['10.0.0.5'] }),
    ).rejects.toMatchObject({ messageKey: M.webhook.validation.url_blocked });
    await expect(
      checkWebhookUrl('https://hooks.example.com/x', {
        local: false,
        resolve: async () => ['93.184.216.34', '192.168.0.10'],
      }),
    ).rejects.toMatchObject({ messageKey: M.webhook.validation.url_blocked });
    await expect(
      checkWebhookUrl('https://hooks.example.com/x', {
        local: false,
        resolve: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
    ).rejects.toMatchObject({ messageKey: M.webhook.validation.url_unresolvable });
  });

  it('outside local mode over HTTP: a name that resolves to loopback (localhost) is refused on field url', async () => {
    const production = await buildTestApp({ ...TEAM_TEST_LIMITS, config: { ...testConfig(), localMode: false } });
    try {
      const w = await teamWorld(production.app);
      for (const url of ['https://localhost/hooks', 'https://127.0.0.1/hooks', 'http://localhost/hooks']) {
        const res = await authed(production.app, w.owner, {
          method: 'POST',
          url: base(w.team.id),
          payload: body({ url }),
        });
        expect(res.statusCode, url).toBe(400);
        expect(firstError(res).meta).toEqual({ field: 'url' });
        expect([M.webhook.validation.url_blocked, M.webhook.validation.url_https]).toContain(firstError(res).message);
      }
    } finally {
      await production.close();
    }
  });
});
