import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, pathOf, ROUTES, type GlobalRole } from '@plaudit/contract';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';

// The admin area's jobs view without Redis: the jobs run in this process, so there are no dead
// letters; and who may call the three routes (the same checks hold on Redis: jobs.redis.test.ts).

let t: TestContext;
const callers: Partial<Record<GlobalRole, Signed>> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['USER', 'MOD', 'ADMIN'] as const) callers[role] = await signedInUser(t.app, { role });
});
afterAll(async () => t.close());

const routes: Array<[string, InjectOptions]> = [
  ['GET /admin/jobs', { method: 'GET', url: api(ROUTES.jobs.list.path) }],
  ['POST /admin/jobs/{id}/retry', { method: 'POST', url: api(pathOf(ROUTES.jobs.retry.path, { id: 'repeat:x:1' })) }],
  ['DELETE /admin/jobs/{id}', { method: 'DELETE', url: api(pathOf(ROUTES.jobs.discard.path, { id: 'repeat:x:1' })) }],
];

describe('who may use the jobs routes', () => {
  it.each(routes)('%s: anonymous 401, USER and MOD 403', async (_name, request) => {
    expect((await t.app.inject(request)).statusCode).toBe(401);
    for (const role of ['USER', 'MOD'] as const) {
      const res = await authed(t.app, callers[role]!, request);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0]).toMatchObject({ type: 'forbidden', message: M.error.common.forbidden });
    }
  });
});

describe('without Redis', () => {
  it('answers "in-process" with the scheduled jobs and no failed ones', async () => {
    const res = await authed(t.app, callers.ADMIN!, { method: 'GET', url: api(ROUTES.jobs.list.path) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      mode: 'in-process',
      counts: { waiting: 0, active: 0, delayed: 0, failed: 0 },
      failed: { data: [], meta: { page: 1, take: 20, total: 0, pageCount: 0 } },
    });
    expect(body.scheduled.map((job: { name: string }) => job.name)).toEqual(
      expect.arrayContaining(['review notifier', 'events rollup']),
    );
  });

  it('has nothing to retry or discard (404)', async () => {
    for (const [, request] of routes.slice(1)) {
      const res = await authed(t.app, callers.ADMIN!, request);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({ type: 'not_found', message: M.job.error.not_found });
    }
  });
});
