import { loadConfigOrExit } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { createPasswordHasher } from './lib/crypto.js';
import { createConfiguredStorage } from './plugins/storage.js';
import {
  DEMO_ACCOUNTS,
  DEMO_PARTNERS,
  demoAccountsExist,
  seedDemoAccounts,
  upsertAccount,
  usernameFor,
} from './seed.js';
import { seedDemoTrophies } from './seed/trophies.js';
import { seedDemoEvents } from './seed/events.js';
import { seedDemoShortLinks } from './seed/short-links.js';

// Read config, open the database, migrate, seed, build the app, listen; close gracefully on SIGTERM/SIGINT.

const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;

async function main() {
  const config = loadConfigOrExit();
  const database = await openDatabase(config);
  await database.migrate();
  const hasher = createPasswordHasher(config.nodeEnv === 'test');

  if (config.admin) {
    const { email, password } = config.admin;
    const result = await upsertAccount(database.db, hasher, {
      email,
      password,
      username: await usernameFor(database.db, email),
      role: 'ADMIN',
      resetPassword: true,
    });
    console.log(`${result.created ? 'Created' : 'Promoted'} the admin account ${email}.`);
  }
  // The demo catalogue's pictures go where the app will serve them from: DATA_DIR/uploads, or the bucket.
  const storage = createConfiguredStorage(config);
  const seedStart = Date.now();
  const seedCpu = process.cpuUsage();
  const catalogue = config.demoSeed ? await seedDemoAccounts(database.db, hasher, storage) : null;
  if (catalogue) {
    console.log(
      `Demo catalogue: ${catalogue.categories} categories, ${catalogue.brands} approved brands, ${catalogue.products} products (${catalogue.published} published, ${catalogue.images} pictures), ${catalogue.youtubers} YouTubers in ${((Date.now() - seedStart) / 1000).toFixed(1)} s (${cpuSeconds(process.cpuUsage(seedCpu)).toFixed(1)} s of CPU)`,
    );
    const { reviews } = catalogue;
    if (reviews) {
      console.log(
        `Demo reviews: ${reviews.reviews} by ${reviews.reviewers} reviewers (${reviews.published} published, ${reviews.video} video reviews); for moderator@ and admin@: ${reviews.pending} pending, ${reviews.reported} reported`,
      );
    }
  }

  // In local mode a person reads the log in a terminal: short readable lines, one per request (lib/logging.ts).
  const logFormat = config.localMode ? 'readable' : 'json';
  const app = await buildApp({
    config,
    db: database.db,
    changes: database.changes,
    durability: () => database.durability(),
    pool: () => database.poolStats(),
    storage,
    logFormat,
  });
  if (catalogue) {
    // The demo trophies go through the services (their protocols are signed with this server's key), so they follow the
    // app.
    const admin = DEMO_ACCOUNTS.accounts.find((account) => account.role === 'ADMIN')!;
    const trophies = await seedDemoTrophies(database.db, app.services, {
      adminEmail: admin.email,
      creatorEmail: DEMO_PARTNERS.creator.account.email,
    });
    if (trophies) {
      console.log(
        `Demo trophies: ${trophies.categories} categories, ${trophies.trophies} trophies (${trophies.awarded} awarded with their signed protocols; one NOMINATING for admin@ to finish)`,
      );
    }
    const started = Date.now();
    const visits = await seedDemoEvents(database.db, app.services.eventRollup);
    if (visits)
      console.log(
        `Demo analytics: ${visits.events} events over ${visits.days} days, rolled up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    const links = await seedDemoShortLinks(database.db, app.services.eventRollup, config.publicUrl);
    if (links) console.log(`Demo short links: ${links.links} links with ${links.clicks} clicks over 90 days`);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, finishes in-flight requests, stops the mail loop
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Last, after the seeding's figures and the listening line: where to go and how to sign in is what a newcomer looks
  // for.
  const demo = config.demoSeed && (catalogue !== null || (await demoAccountsExist(database.db)));
  console.log(startBanner({ port: config.port, localMode: config.localMode, demo }));
}

/** The URL, and in local mode the mailbox and (when they exist) the demo sign-ins. */
function startBanner({ port, localMode, demo }: { port: number; localMode: boolean; demo: boolean }): string {
  const lines = ['', `Plaudit is running at http://localhost:${port}`];
  if (localMode) lines.push(`Development mailbox: http://localhost:${port}/dev/mailbox`);
  if (demo) {
    lines.push(`Demo sign-ins (password "${DEMO_ACCOUNTS.password}"):`);
    for (const account of DEMO_ACCOUNTS.accounts) lines.push(`  ${account.role.padEnd(8)} ${account.email}`);
    lines.push(
      `  creator  ${DEMO_PARTNERS.creator.account.email} (team "${DEMO_PARTNERS.creator.team.brandName}", approved)`,
    );
    lines.push(
      `  youtuber ${DEMO_PARTNERS.youtuber.account.email} (channel "${DEMO_PARTNERS.youtuber.channel.pageName}", approved)`,
    );
    lines.push(
      `Unclaimed brand profiles to claim: ${DEMO_PARTNERS.unclaimedProfiles.map((p) => p.profileHandle).join(', ')}`,
    );
  }
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error('Plaudit failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
