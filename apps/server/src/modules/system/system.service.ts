import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Ready, ReadyPart } from '@plaudit/contract';

// GET /api/ready: whether this server can serve, for a load balancer to stop sending it requests while
// it cannot. Each part must answer within READY_TIMEOUT_MS: a database that hangs is as bad as one that refuses.
// The change listener counts too: without it signed-in people are read from the database on every request, which
// is correct but not the capacity the server was sized for — and on PostgreSQL a listener that stays down means
// the connection to the database is in trouble.

const READY_TIMEOUT_MS = 2_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export type Readiness = { ready: true; answer: Ready } | { ready: false; failed: ReadyPart[] };

export async function readiness(app: FastifyInstance): Promise<Readiness> {
  const probe = async (part: ReadyPart, check: () => Promise<unknown>) =>
    within(check(), READY_TIMEOUT_MS).then(
      () => null,
      () => part,
    );
  const results = await Promise.all([
    probe('database', () => app.db.execute(sql`select 1`)),
    app.redis ? probe('redis', () => app.redis!.ping()) : Promise.resolve(null),
    probe('storage', () => app.storage.check()),
    probe('changeListener', async () => {
      if (!app.changes.live) throw new Error('not listening');
    }),
  ]);
  const failed = results.filter((part): part is ReadyPart => part !== null);
  if (failed.length > 0) return { ready: false, failed };
  return {
    ready: true,
    answer: {
      status: 'ready',
      checks: { database: 'ok', redis: app.redis ? 'ok' : 'off', storage: 'ok', changeListener: 'ok' },
    },
  };
}
