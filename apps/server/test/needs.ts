import { describe, it } from 'vitest';

/**
 * Tests that need something this run may not have (PostgreSQL, Redis, HAProxy, a replica, requests that really
 * overlap). When it is missing they are skipped with the reason in their name, and `npm test`'s summary lists
 * every skipped test with that reason, so nothing vanishes silently from a local run.
 */
export function needs(ready: unknown, reason: string) {
  const title = (name: string) => (ready ? name : `${name} (skipped: ${reason})`);
  return {
    describe: (name: string, body: () => void) => (ready ? describe : describe.skip)(title(name), body),
    it: (name: string, body: () => Promise<unknown> | unknown, timeout?: number) =>
      (ready ? it : it.skip)(title(name), body as () => Promise<void>, timeout),
  };
}

/** Requests overlap only on PostgreSQL: PGlite runs one statement at a time in this process. */
export const onPostgres = needs(
  process.env.TEST_DATABASE_URL,
  'PGlite runs one statement at a time: set TEST_DATABASE_URL',
);
