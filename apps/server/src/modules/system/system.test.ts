import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, mailboxSchema, ROUTES } from '@plaudit/contract';
import { buildApp } from '../../app.js';
import { buildAppOn, buildTestApp, testConfig, type TestContext } from '../../../test/build-test-app.js';
import { api, signUpBody } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('system routes', () => {
  it('GET /api/health answers ok with uptime, whether signed-in people are served from memory, and the fsyncs', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(ROUTES.system.health.path) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      uptimeSeconds: expect.any(Number),
      // PGlite's feed is in-process (no heartbeat); PostgreSQL's answered one when it started listening.
      signedInMemory: { on: true, lastHeartbeatAt: t.database.kind === 'postgres' ? expect.any(String) : null },
      durability: null, // the tests' databases live in memory
    });
  });

  it('sends security headers (nosniff, frame deny, strict CSP)', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(ROUTES.system.health.path) });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('GET /api/openapi.json lists every auth path with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(ROUTES.system.openapi.path) });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      ROUTES.auth.signIn.path,
      ROUTES.auth.signUp.path,
      ROUTES.auth.me.path,
      ROUTES.sessions.list.path,
      '/auth/verify-email/{email}',
      '/auth/sessions/{id}/revoke',
    ]) {
      expect(Object.keys(doc.paths)).toContain(`/api${path}`);
    }
    // The answer is a named component (so generated clients can name it too).
    expect(JSON.stringify(doc.paths['/api/auth/signIn'])).toContain('#/components/schemas/SignInResponse');
    expect(JSON.stringify(doc.components.schemas.SignInResponse)).toContain('accessToken');
  });

  it('GET /api/docs serves the swagger UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(res.statusCode);
    const page =
      res.statusCode === 302 ? await t.app.inject({ method: 'GET', url: String(res.headers.location) }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.body.toLowerCase()).toContain('swagger');
  });

  it('an unknown API route answers the §8 404 shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      errors: [{ type: 'not_found', message: M.error.common.not_found }],
      requestId: expect.any(String),
    });
  });

  it('malformed JSON is a 400 validation, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signIn.path),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      errors: [{ type: 'validation', message: M.validation.malformed_body, meta: { field: 'body' } }],
      requestId: expect.any(String),
    });
  });

  it('a prototype-poisoning body is refused as malformed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signIn.path),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.test","password":"123456","__proto__":{"x":1}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(M.validation.malformed_body);
  });

  it('a missing body is a validation error naming the fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: api(ROUTES.auth.signIn.path) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].type).toBe('validation');
  });

  it('an unsupported content type is a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signIn.path),
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0].type).toBe('unsupported_media_type');
  });

  it('a too large body is a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signIn.path),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].type).toBe('payload_too_large');
  });

  it('the dev mailbox lists mail newest first, as JSON and as an escaped page', async () => {
    const first = signUpBody({ firstName: '<b>Eve</b>' });
    const second = signUpBody();
    expect((await t.app.inject({ method: 'POST', url: api(ROUTES.auth.signUp.path), payload: first })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: api(ROUTES.auth.signUp.path), payload: second })).statusCode,
    ).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: api(ROUTES.system.devMailbox.path) });
    expect(res.statusCode).toBe(200);
    const box = mailboxSchema.parse(res.json());
    expect(box.data[0]?.to).toBe(second.email);
    expect(box.data[1]?.to).toBe(first.email);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(second.email);
    expect(page.body).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Eve</b>');
    expect(page.body.indexOf(second.email)).toBeLessThan(page.body.indexOf(first.email));
  });

  it('without a web build, / explains how to build it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
  });

  it('an unexpected failure is a masked 500 that leaks nothing', async () => {
    const app = await buildApp({ config: testConfig(), db: t.database.db, changes: t.database.changes, logger: false });
    app.get('/api/boom', async () => {
      throw new Error('relation "users" does not exist: SELECT password_hash FROM users');
    });
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        status: 500,
        errors: [{ type: 'unexpected', message: M.error.common.unexpected }],
        requestId: expect.any(String),
      });
      expect(res.body).not.toContain('password_hash');
    } finally {
      await app.close();
    }
  });

  it('in production the mailbox answers 404', async () => {
    const prod = await buildAppOn(t.database, {
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL: 'https://plaudit.example' },
    });
    try {
      expect((await prod.inject({ method: 'GET', url: api(ROUTES.system.devMailbox.path) })).statusCode).toBe(404);
      expect((await prod.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await prod.inject({ method: 'GET', url: api(ROUTES.system.health.path) })).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
