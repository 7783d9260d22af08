import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `intervalMs` while the app is up, one run at a time (a run still going when the next is due makes
 * that one skip), logging a failure instead of throwing; stops and waits for a running one when the app closes.
 * Never in tests: they call the work directly with their own clock.
 */
export function runEvery(app: FastifyInstance, name: string, intervalMs: number, work: () => Promise<unknown>): void {
  if (app.config.nodeEnv === 'test') return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
