import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { COLOR_SCHEME_SCRIPT } from '@plaudit/contract';
import type { FastifyInstance } from 'fastify';
import { buildAppOn, buildTestApp, type TestContext } from './build-test-app.js';

// The built web app at /, on Node 20 (cookie and static packages declare Node 22, so this is covered here).

let t: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'plaudit-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Plaudit</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildAppOn(t.database, { env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('web app serving', () => {
  it('serves index.html at / without caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('applies the color scheme before the first paint with the one inline script the CSP allows, by its hash', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain(`<script>${COLOR_SCHEME_SCRIPT}</script>`);
    const hash = createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("serves the build's Brotli copy to clients that accept it, and the plain file to others", async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('falls back to index.html for app routes that accept HTML', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/auth/login?callbackUrl=%2F',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('never falls back for /api paths, non-GET or non-HTML requests', async () => {
    const apiRes = await app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(apiRes.statusCode).toBe(404);
    expect(apiRes.json().errors[0].type).toBe('not_found');
    expect((await app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/auth/login', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
  });

  it('swagger UI pages get a CSP that still forbids framing', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
