import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIMARY_UNTIL_COOKIE } from '@plaudit/contract';
import { openReplica, readRouting, routedReads, type ReadReplica } from '../db/replica.js';
import type { Db } from '../db/client.js';

// Where this request's replica-safe reads go (db/replica.ts). After any write a browser makes (a 2xx answer to
// anything but GET/HEAD), it reads the primary for REPLICA_STICKY_SECONDS: the cookie carries the moment, so it
// holds whichever server the next request reaches — the approach of Rails' DatabaseSelector (the last write's time
// in the session; reads within a delay go to the primary). Without a replica none of this runs.

declare module 'fastify' {
  interface FastifyInstance {
    /** The database replica-safe reads use: the routed one with a replica, else the primary itself. */
    reads: Db;
  }
}

export interface ReadsOptions {
  replica?: ReadReplica;
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

export default fp<ReadsOptions>(
  async function readsPlugin(app: FastifyInstance, options) {
    const url = app.config.databaseReplicaUrl;
    // Only the moment it goes: the reads after it go to the primary until a probe finds the replica again.
    const onDown = (error: unknown) =>
      app.log.warn(
        { code: (error as { code?: unknown }).code },
        'read replica failed a read; reading the primary until it answers a probe',
      );
    const replica = options.replica ?? (url ? openReplica(url, { onDown }) : undefined);
    if (!replica) {
      app.decorate('reads', app.db);
      return;
    }
    const stickyMs = app.config.replicaStickySeconds * 1000;
    app.decorate('reads', routedReads(app.db, replica));
    // Callback style: the rest of the request (hooks, handler) runs inside this store.
    app.addHook('onRequest', (request, _reply, done) => {
      const until = Number(request.cookies[PRIMARY_UNTIL_COOKIE] ?? 0);
      readRouting.run({ replica: isRead(request) && !(until > Date.now()) }, done);
    });
    app.addHook('onSend', async (request, reply) => {
      if (isRead(request) || reply.statusCode >= 300) return;
      reply.setCookie(PRIMARY_UNTIL_COOKIE, String(Date.now() + stickyMs), {
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.publicUrl.startsWith('https://'),
        path: '/',
        maxAge: Math.ceil(stickyMs / 1000),
      });
    });
    // A replica handed in belongs to whoever made it.
    if (!options.replica) app.addHook('onClose', async () => replica.close());
  },
  { name: 'reads', dependencies: ['context', 'security'] },
);
