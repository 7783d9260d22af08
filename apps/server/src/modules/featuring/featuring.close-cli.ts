import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import type { ServiceDeps } from '../../deps.js';
import { CreditsService } from '../credits/credits.service.js';
import { FeaturingCloseService } from './featuring.close.service.js';

// `npm run cli -- featuring-close --day YYYY-MM-DD`: the day's auction from the shell, the same work as the daily
// job and the admin's button (a featuring already closed for the day is left as it is). Run it against PostgreSQL
// while servers run, or on PGlite with the server stopped.

export const FEATURING_CLOSE_USAGE =
  'node dist/cli.js featuring-close --day YYYY-MM-DD   (runs the featuring auction of that day; safe to repeat)';

export async function runFeaturingClose(args: string[]): Promise<number> {
  let day: string | undefined;
  try {
    day = parseArgs({ args, options: { day: { type: 'string' } }, strict: true }).values.day;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    console.error(`--day is required, as YYYY-MM-DD.\n\n${FEATURING_CLOSE_USAGE}`);
    return 2;
  }
  const config = loadConfigOrExit();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    // The ledger reads and writes the database alone; the rest of the services' dependencies are the server's.
    const ledger = new CreditsService({ db: database.db, config } as ServiceDeps);
    const result = await new FeaturingCloseService({ db: database.db, config }, ledger).closeDay(day);
    console.log(
      `Closed ${result.day}: ${result.featurings} featurings, ${result.winners} winners, ${result.charged} credits charged.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
