import type { FastifyInstance } from 'fastify';
import type { EventRollupService } from './events.rollup.service.js';

/**
 * Runs the rollup every `config.events.rollupIntervalMs` while the app is up, one run at a time per server (the
 * advisory lock makes it one at a time over all servers). Never in tests: they call runOnce with their own clock.
 */
export function startEventJobs(app: FastifyInstance, rollup: EventRollupService): void {
  if (app.config.nodeEnv === 'test') return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = rollup
      .runOnce()
      .catch((error: unknown) => app.log.error({ err: error }, 'events rollup failed'))
      .finally(() => {
        running = null;
      });
  }, app.config.events.rollupIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
