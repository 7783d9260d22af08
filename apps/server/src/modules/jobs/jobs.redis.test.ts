import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { pathOf, ROUTES, type JobsOverview } from '@plaudit/contract';
import { auditLog } from '../../db/schema/index.js';
import type { JobRun } from '../../lib/jobs/job-runner.js';
import { createRedis } from '../../plugins/redis.js';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser } from '../../../test/factories.js';
import { needs } from '../../../test/needs.js';

// Background jobs on BullMQ, with two servers on one database and one Redis (TEST_REDIS_URL, as in
// CI): a scheduled tick runs once across both; a job that fails every attempt is a dead letter in the admin view,
// and a retry runs it again. A prefix of its own keeps this run's queue apart from any other sharing the Redis.

const REDIS_URL = process.env.TEST_REDIS_URL;
const TICK_MS = 100;
const HOUR_MS = 3_600_000;

needs(REDIS_URL, 'set TEST_REDIS_URL').describe('background jobs on Redis', () => {
  const prefix = `plaudit-test-${process.pid}-${randomBytes(4).toString('hex')}`;
  let t: TestContext;
  let servers: FastifyInstance[] = [];
  let admin: Awaited<ReturnType<typeof signedInUser>>;

  const ticks: Array<{ server: number; run: JobRun }> = [];
  let enoughTicks: () => void = () => {};
  const tenTicks = new Promise<void>((resolve) => {
    enoughTicks = resolve;
  });
  let flakyFails = true;
  let flakyRecovered: () => void = () => {};
  const recovered = new Promise<void>((resolve) => {
    flakyRecovered = resolve;
  });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const server of [0, 1]) {
      const app = await buildAppOn(t.database, {
        env: { REDIS_URL: REDIS_URL!, REDIS_PREFIX: prefix },
        jobs: { attempts: 2, backoffMs: 20 },
      });
      app.jobs.scheduleEvery('tick', TICK_MS, async (run) => {
        ticks.push({ server, run });
        if (ticks.length === 10) enoughTicks();
      });
      app.jobs.scheduleEvery('flaky', HOUR_MS, async () => {
        if (flakyFails) throw new Error('smtp down');
        flakyRecovered();
      });
      app.jobs.scheduleEvery('doomed', HOUR_MS, async () => {
        throw new Error('always fails');
      });
      servers.push(app);
    }
    // Tests do not start the jobs by themselves (config NODE_ENV=test): these do, on both servers.
    await Promise.all(servers.map((app) => app.jobs.start()));
    admin = await signedInUser(servers[0]!, { role: 'ADMIN' });
  });

  afterAll(async () => {
    for (const app of servers) await app.close();
    servers = [];
    await t.close();
    // Leave the shared Redis as it was.
    const redis = createRedis(REDIS_URL!, 'plaudit-test-cleanup');
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const overview = async (server = 0): Promise<JobsOverview> => {
    const res = await authed(servers[server]!, admin, { method: 'GET', url: api(ROUTES.jobs.list.path) });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const failedNamed = async (name: string) => (await overview(1)).failed.data.filter((job) => job.name === name);

  it('runs each tick of a scheduled job once across both servers', async () => {
    await Promise.race([
      tenTicks,
      new Promise((_, reject) => setTimeout(() => reject(new Error('ten ticks did not come in 10 s')), 10_000)),
    ]);
    const seen = ticks.slice(0, 10);
    // Two servers each running a tick would show the same tick (its id, its due time) twice.
    expect(new Set(seen.map((tick) => tick.run.id)).size).toBe(seen.length);
    const due = seen.map((tick) => tick.run.dueAt.getTime()).sort((x, y) => x - y);
    expect(new Set(due).size).toBe(due.length);
    // After the first (immediate) one, ticks come one interval apart: nobody scheduled a second series.
    for (let i = 2; i < due.length; i += 1) expect(due[i]! - due[i - 1]!).toBeGreaterThanOrEqual(TICK_MS);
    expect(seen.every((tick) => tick.run.attempt === 1)).toBe(true);
  });

  it('retries a failing job, then keeps it as a dead letter in the admin view', async () => {
    await vi.waitFor(async () => expect(await failedNamed('flaky')).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const body = await overview();
    expect(body.mode).toBe('redis');
    expect(body.counts.failed).toBeGreaterThanOrEqual(1);
    expect(body.failed.data.find((job) => job.name === 'flaky')).toMatchObject({
      failedReason: 'smtp down',
      attemptsMade: 2,
    });
    expect(body.failed.data.find((job) => job.name === 'flaky')?.failedAt).toEqual(expect.any(String));
    const tick = body.scheduled.find((job) => job.name === 'tick');
    expect(tick).toMatchObject({ intervalMs: TICK_MS, lastRunAt: expect.any(String), nextRunAt: expect.any(String) });
    expect(body.scheduled.map((job) => job.name)).toEqual(
      expect.arrayContaining(['review notifier', 'events rollup', 'flaky', 'doomed']),
    );
  });

  it('a retry moves the dead letter back to the queue, where it runs again (audited)', async () => {
    const [flaky] = await failedNamed('flaky');
    flakyFails = false;
    const res = await authed(servers[1]!, admin, {
      method: 'POST',
      url: api(pathOf(ROUTES.jobs.retry.path, { id: flaky!.id })),
    });
    expect(res.statusCode).toBe(200);
    await Promise.race([
      recovered,
      new Promise((_, reject) => setTimeout(() => reject(new Error('the retried job did not run in 10 s')), 10_000)),
    ]);
    await vi.waitFor(async () => expect(await failedNamed('flaky')).toEqual([]), { timeout: 5_000, interval: 50 });
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.targetId, flaky!.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      targetType: 'job',
      before: { name: 'flaky', failedReason: 'smtp down' },
    });
    // The audit log names the job by what the entry kept of it.
    const audit = await authed(servers[0]!, admin, { method: 'GET', url: `${api(ROUTES.audit.list.path)}?action=job` });
    expect(audit.json().data).toContainEqual(
      expect.objectContaining({ action: 'job.retry', targetId: flaky!.id, targetLabel: 'flaky' }),
    );
  });

  it('a discard removes the dead letter for good (audited); a job no longer failed answers 404', async () => {
    await vi.waitFor(async () => expect(await failedNamed('doomed')).toHaveLength(1), {
      timeout: 10_000,
      interval: 50,
    });
    const [doomed] = await failedNamed('doomed');
    const res = await authed(servers[0]!, admin, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.jobs.discard.path, { id: doomed!.id })),
    });
    expect(res.statusCode).toBe(200);
    expect(await failedNamed('doomed')).toEqual([]);
    expect(
      await t.app.db.$count(auditLog, and(eq(auditLog.action, 'job.discard'), eq(auditLog.targetId, doomed!.id))),
    ).toBe(1);
    for (const request of [
      { method: 'DELETE' as const, url: api(pathOf(ROUTES.jobs.discard.path, { id: doomed!.id })) },
      { method: 'POST' as const, url: api(pathOf(ROUTES.jobs.retry.path, { id: doomed!.id })) },
    ])
      expect((await authed(servers[0]!, admin, request)).statusCode).toBe(404);
  });

  it('refuses non-admins on Redis too', async () => {
    const mod = await signedInUser(servers[0]!, { role: 'MOD' });
    expect((await authed(servers[0]!, mod, { method: 'GET', url: api(ROUTES.jobs.list.path) })).statusCode).toBe(403);
    expect((await servers[1]!.inject({ method: 'GET', url: api(ROUTES.jobs.list.path) })).statusCode).toBe(401);
  });
});
