import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { HEADERS, REFRESH_COOKIE, pathOf, ROUTES } from '@plaudit/contract';
import { buildApp } from '../src/app.js';
import { createTestDatabase, testConfig, type TestDatabase } from './build-test-app.js';
import { createLocalDiskStorage } from '../src/lib/local-storage.js';
import { api, authed, createUser, signedInUser, signUpBody } from './factories.js';
import { multipartBody, testPicture } from './multipart.js';

// The server's log never holds a password, its hash, a code, a token, a cookie or a query's
// parameters. The app logs at info into a stream the test reads, and is made to fail in the ways that used to leak.

const lines: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;
let uploads: string;
/** Deleting a stored file fails while set: the services log a warning and go on. */
let deletesFail = false;
beforeAll(async () => {
  database = await createTestDatabase();
  uploads = mkdtempSync(join(tmpdir(), 'plaudit-logs-'));
  const disk = createLocalDiskStorage(uploads);
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    db: database.database.db,
    changes: database.database.changes,
    storage: {
      ...disk,
      delete: async (name) => (deletesFail ? Promise.reject(new Error('the store refused')) : disk.delete(name)),
    },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(uploads, { recursive: true, force: true });
});

const logged = () => lines.join('');
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the log of failing requests', () => {
  it('a query that fails is logged by its statement and error code, not its SQL parameters', async () => {
    // A rule the insert breaks, so sign-up's INSERT INTO users fails inside PostgreSQL with its parameters in hand.
    await app.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT log_test_refuses CHECK (username <> 'log_victim_7')`),
    );
    const body = signUpBody({
      username: 'log_victim_7',
      email: 'log-victim-7@example.test',
      password: 'Secret-Pass-Log-1',
    });
    const res = await app.inject({ method: 'POST', url: api(ROUTES.auth.signUp.path), payload: body });
    expect(res.statusCode).toBe(500);

    const failure = entries().find((entry) => entry.msg === 'unexpected error');
    expect(failure?.err).toMatchObject({ statement: 'insert users', code: '23514', constraint: 'log_test_refuses' });
    const text = logged();
    for (const secret of ['log_victim_7', 'log-victim-7@example.test', 'Secret-Pass-Log-1', '$argon2'])
      expect(text).not.toContain(secret);
  });

  it('a wrong password, tokens in the path or query, cookies and bearer tokens stay out of it', async () => {
    const user = await createUser(app);
    const wrong = await app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signIn.path),
      payload: { email: user.email, password: 'Wrong-Secret-Pass-9' },
    });
    expect(wrong.statusCode).toBe(401);
    const code = await app.inject({
      method: 'POST',
      url: api(pathOf(ROUTES.auth.verifyEmail.path, { email: user.email })),
      payload: { token: 'QZ7K2M' },
    });
    expect(code.statusCode).toBeGreaterThanOrEqual(400);
    const invite = await app.inject({
      method: 'GET',
      url: api(pathOf(ROUTES.teams.previewInvite.path, { token: 'invite-secret-token-123' })),
    });
    expect(invite.statusCode).toBe(404);
    await app.inject({ method: 'GET', url: '/invite?token=link-secret-token-456' });
    const refresh = await app.inject({
      method: 'POST',
      url: api(ROUTES.auth.refreshToken.path),
      headers: {
        authorization: 'Bearer bearer-secret-789',
        cookie: `${REFRESH_COOKIE}=cookie-secret-012`,
        [HEADERS.sessionId]: 'session-secret-345',
      },
    });
    expect(refresh.statusCode).toBe(401);

    // The requests were logged (by route, not by their values)...
    const urls = entries()
      .map((entry) => (entry.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([api(ROUTES.teams.previewInvite.path), '/invite', api(ROUTES.auth.verifyEmail.path)]),
    );
    // ...and nothing secret came with them.
    const text = logged();
    const secrets = [
      'Wrong-Secret-Pass-9',
      user.password,
      user.passwordHash,
      user.email,
      'QZ7K2M',
      'invite-secret-token-123',
      'link-secret-token-456',
      'bearer-secret-789',
      'cookie-secret-012',
      'session-secret-345',
    ];
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
  });
});

describe('request ids in the log', () => {
  it("a service's own line carries the id of the request it ran in, the one the answer names", async () => {
    const s = await signedInUser(app);
    const picture = await testPicture(64, 64);
    const upload = () =>
      authed(app, s, {
        method: 'PUT',
        url: api(ROUTES.profile.uploadImage.path),
        ...multipartBody({ buffer: picture, contentType: 'image/png' }),
      });
    expect((await upload()).statusCode).toBe(200);
    deletesFail = true;
    let res;
    try {
      // Replacing the picture removes the old file after the change; that failing is a warning from the service.
      res = await upload();
    } finally {
      deletesFail = false;
    }
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    const warning = entries().find((entry) => entry.msg === 'could not delete an old image file');
    expect(warning).toBeDefined();
    expect(warning!.reqId).toBe(id);
    // One id, once: the request's logger, not the app's with the id added beside its own.
    expect(lines.find((line) => line.includes('could not delete an old image file'))!.match(/"reqId"/g)).toHaveLength(
      1,
    );
  });
});
