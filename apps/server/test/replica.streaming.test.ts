import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PRIMARY_UNTIL_COOKIE, ROUTES } from '@plaudit/contract';
import { openReplica, type ReadReplica } from '../src/db/replica.js';
import { buildAppOn, type TestDatabase } from './build-test-app.js';
import { createCategory } from './catalogue-factories.js';
import { api, authed, type Signed } from './factories.js';
import { startStreamingReplica, streamingReplicaMode, type StreamingReplica } from './streaming-replica.js';
import { approveTeam, teamWorld } from './team-factories.js';
import { TROPHY_TEST_LIMITS } from './trophy-factories.js';
import { needs } from './needs.js';

// Reads from a replica, against a real streaming replica (streaming-replica.ts: a cluster of its own and its replica;
// CI sets
// TEST_REPLICA_SETUP=1): a visitor's pages and search come from the replica, which shows a change only once it has
// replayed it, while whoever made the change sees it at once; and a replica killed between two probes costs no
// visitor their page. replica.test.ts covers the same routing with a second database standing in.

const mode = streamingReplicaMode();

needs(mode !== null, 'set TEST_DATABASE_URL and TEST_REPLICA_SETUP').describe('a streaming replica', () => {
  let server: StreamingReplica;
  let primary: TestDatabase;
  let replica: ReadReplica;
  let app: FastifyInstance;
  let owner: Signed;
  let teamId: string;
  let handle: string;
  let categoryId: string;

  beforeAll(async () => {
    server = await startStreamingReplica();
    primary = await server.createDatabase();
    // No probes but the test's own, so only a failed read can mark the replica down.
    replica = openReplica(server.urlFor(primary.url!), { probeMs: 600_000 });
    expect(await replica.probe()).toBe(true);
    app = await buildAppOn(primary.database, { replica, env: { REPLICA_STICKY_SECONDS: '30' }, ...TROPHY_TEST_LIMITS });
    const world = await teamWorld(app);
    await approveTeam(app, world.team.id);
    owner = world.owner;
    teamId = world.team.id;
    handle = world.team.profileHandle!;
    categoryId = (await createCategory(app)).id;
    await server.catchUp();
  });
  afterAll(async () => {
    await app?.close();
    await replica?.close();
    await primary?.drop();
    await server?.close();
  });

  const visitor = (url: string) => app.inject({ method: 'GET', url: api(url) });
  const productPage = (slug: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url: api(`/brands/${handle}/products/${slug}`),
      ...(cookie ? { cookies: { [PRIMARY_UNTIL_COOKIE]: cookie } } : {}),
    });
  const found = async (name: string) => {
    const res = await visitor(`/search?q=${encodeURIComponent(name)}&type=product`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { name: string }[] }>().data.some((hit) => hit.name === name);
  };

  it('a visitor reads the replica, which shows a new product once it has replayed it; its maker sees it at once', async () => {
    await server.pauseReplay();
    let slug = '';
    const name = `Zephyr ${randomBytes(4).toString('hex')}`;
    try {
      const created = await authed(app, owner, {
        method: 'POST',
        url: api(`/creator/products/${teamId}`),
        payload: { name, categoryId, status: 'PUBLISHED' },
      });
      expect(created.statusCode, created.body).toBe(201);
      slug = created.json<{ slug: string }>().slug;
      const cookie = created.cookies.find((c) => c.name === PRIMARY_UNTIL_COOKIE)?.value;
      expect(cookie).toBeDefined();

      // The replica has received the product but not applied it: the visitor's page and search do not have it.
      expect((await productPage(slug)).statusCode).toBe(404);
      expect(await found(name)).toBe(false);
      // The maker's browser reads the primary.
      const own = await productPage(slug, cookie);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().name).toBe(name);
    } finally {
      await server.resumeReplay();
    }
    await server.catchUp();
    expect((await productPage(slug)).statusCode).toBe(200);
    expect(await found(name)).toBe(true);
    expect(replica.healthy).toBe(true);
  });

  needs(mode === 'setup', 'needs a replica this run made (TEST_REPLICA_SETUP=1)').it(
    "the replica killed between two probes: visitors' reads keep answering, from the primary",
    async () => {
      const name = `Aurora ${randomBytes(4).toString('hex')}`;
      const created = await authed(app, owner, {
        method: 'POST',
        url: api(`/creator/products/${teamId}`),
        payload: { name, categoryId, status: 'PUBLISHED' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { slug } = created.json<{ slug: string }>();
      await server.catchUp();
      expect((await productPage(slug)).statusCode).toBe(200);
      expect(replica.healthy).toBe(true);

      await server.kill!();
      // The first read meets the dead replica, runs on the primary, and marks the replica down; the rest go there.
      expect((await productPage(slug)).statusCode).toBe(200);
      expect(replica.healthy).toBe(false);
      expect(await found(name)).toBe(true);
      expect((await visitor('/home')).statusCode).toBe(200);
      expect((await visitor(`/brands/${handle}`)).statusCode).toBe(200);
      // The replica is not part of readiness: the server serves without it.
      const ready = await app.inject({ method: 'GET', url: api(ROUTES.system.ready.path) });
      expect(ready.statusCode, ready.body).toBe(200);
      expect(await replica.probe()).toBe(false);
    },
  );
});
