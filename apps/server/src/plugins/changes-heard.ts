import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

// A request whose writes changed a person (a revoked session, a ban, a role change) answers only once every server
// has heard the change (db/changes.ts heardEverywhere), so the very next request is refused whichever server gets it.
// Requests that changed nobody never wait; one that merely overlapped another's change waits a few milliseconds.

declare module 'fastify' {
  interface FastifyRequest {
    /** The change feed's ownChanges when the request arrived. */
    ownChangesAtStart: number;
  }
}

export default fp(
  async function changesHeardPlugin(app: FastifyInstance) {
    app.decorateRequest('ownChangesAtStart', 0);
    app.addHook('onRequest', async (request) => {
      request.ownChangesAtStart = app.changes.ownChanges;
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      if (app.changes.ownChanges !== request.ownChangesAtStart) await app.changes.heardEverywhere();
      return payload;
    });
  },
  { name: 'changes-heard', dependencies: ['context'] },
);
