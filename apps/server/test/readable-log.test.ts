import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pathOf, ROUTES } from '@plaudit/contract';
import { buildApp } from '../src/app.js';
import { createTestDatabase, testConfig, type TestDatabase } from './build-test-app.js';
import { api } from './factories.js';

// `npm start` (local mode) logs for a person at a terminal: one short line per request, not two JSON objects, so
// the start banner with the URL and the demo sign-ins is not buried. Production keeps JSON (logs.test.ts).

const lines: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    db: database.database.db,
    changes: database.database.changes,
    logFormat: 'readable',
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** What the requests since `from` wrote, line by line. */
const linesSince = (from: number) => lines.slice(from).join('').split('\n').filter(Boolean);

describe('the readable log of local mode', () => {
  it('a request is one line: method, path, status and time, with no JSON', async () => {
    const from = lines.length;
    const res = await app.inject({ method: 'GET', url: api(ROUTES.system.health.path) });
    expect(res.statusCode).toBe(200);
    const written = linesSince(from);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\[\d\d:\d\d:\d\d(\.\d+)?\] INFO: GET \/api\/health 200 \d+ ms$/);
  });

  it('a path with a token is logged by its route, without the query', async () => {
    const from = lines.length;
    await app.inject({
      method: 'GET',
      url: `${api(pathOf(ROUTES.teams.previewInvite.path, { token: 'secret-invite-token-123' }))}?token=also-secret`,
    });
    const text = linesSince(from).join('\n');
    expect(text).not.toContain('secret');
    expect(text).toMatch(/GET \/api\/creator\/invites\/:token \d{3} \d+ ms/);
  });

  it('static files are left out unless they fail', async () => {
    const from = lines.length;
    const res = await app.inject({ method: 'GET', url: '/assets/no-such-chunk.js' });
    expect(res.statusCode).toBe(404);
    expect(linesSince(from).join('\n')).toMatch(/GET \/assets\/no-such-chunk\.js 404 \d+ ms/);
  });
});
