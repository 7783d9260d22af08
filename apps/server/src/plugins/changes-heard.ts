import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isPassive } from './passive-routes.js';

// A request whose writes changed a person (a revoked session, a ban, a role change) answers only once every server
// has heard the change (db/changes.ts heardEverywhere), so the very next request is refused whichever server gets it.
// Requests that changed nobody never wait; one that merely overlapped another's change waits a few milliseconds.
// A passive route (plugins/passive-routes.ts) changes nobody and never waits. Callback style: the common answer
// (nothing to wait for) costs no promise.

declare module 'fastify' {
  interface FastifyRequest {
    /** The change feed's ownChanges when the request arrived. */
    ownChangesAtStart: number;
  }
}

export default fp(
  async function changesHeardPlugin(app: FastifyInstance) {
    app.decorateRequest('ownChangesAtStart', 0);
    app.addHook('onRequest', (request, _reply, done) => {
      request.ownChangesAtStart = app.changes.ownChanges;
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (isPassive(request) || app.changes.ownChanges === request.ownChangesAtStart) return done(null, payload);
      app.changes.heardEverywhere().then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      );
    });
  },
  { name: 'changes-heard', dependencies: ['context'] },
);
