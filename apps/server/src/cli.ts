import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { GLOBAL_ROLES, type GlobalRole } from '@plaudit/contract';
import { sql } from 'drizzle-orm';
import { loadConfigOrExit } from './config.js';
import { openDatabase } from './db/client.js';
import { users } from './db/schema/index.js';
import { createPasswordHasher } from './lib/crypto.js';
import { copyUploads } from './lib/copy-uploads.js';
import { createS3Storage } from './lib/s3-storage.js';
import { upsertAccount } from './seed.js';
import { recordAudit } from './modules/audit/audit.service.js';
import { runVerifyProtocol, VERIFY_USAGE } from './modules/trophies/trophies.verify-cli.js';
import { FEATURING_CLOSE_USAGE, runFeaturingClose } from './modules/featuring/featuring.close-cli.js';
import { EventRollupService } from './modules/events/events.rollup.service.js';

// Operator CLI, on the same config and database as the server (run it while the server is stopped when on PGlite).

const USAGE = `Usage:
  node dist/cli.js create-user --email <email> --password <password> --username <username> [--role ADMIN|MOD|USER]
  node dist/cli.js grant-role --email <email> --role ADMIN|MOD|USER
  ${VERIFY_USAGE}
  ${FEATURING_CLOSE_USAGE}
  node dist/cli.js events-rollup        (rolls up the analytics events now, as the server does every minute)
  node dist/cli.js uploads-to-s3        (copies DATA_DIR/uploads into the bucket of S3_URL or S3_BUCKET; safe to repeat)
(npm run cli -- <command> … from the repository root)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function role(value: string | undefined, fallback?: GlobalRole): GlobalRole {
  const r = (value ?? fallback)?.toUpperCase();
  if (!r || !(GLOBAL_ROLES as readonly string[]).includes(r)) fail(`--role must be one of ${GLOBAL_ROLES.join(', ')}`);
  return r as GlobalRole;
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  // Anyone may check a protocol: no config, no database.
  if (command === 'verify-protocol') {
    process.exitCode = await runVerifyProtocol(rest);
    return;
  }
  if (command === 'featuring-close') {
    process.exitCode = await runFeaturingClose(rest);
    return;
  }
  if (command === 'events-rollup') {
    const config = loadConfigOrExit();
    const database = await openDatabase(config);
    try {
      await database.migrate();
      const run = await new EventRollupService({ db: database.db, config }).runOnce();
      console.log(
        run.skipped
          ? 'Another server is rolling up right now; nothing done.'
          : `Rolled up ${run.from} to ${run.to}: ${run.hourlyRows} hourly and ${run.dailyRows} daily rows in ${run.ms} ms (${run.partitionsMade} partitions made, ${run.partitionsDropped} dropped, ${run.eventsDeleted} old events deleted).`,
      );
    } finally {
      await database.close();
    }
    return;
  }
  if (command === 'uploads-to-s3') {
    const config = loadConfigOrExit();
    if (!config.s3)
      fail(
        'uploads-to-s3 needs the bucket: set S3_URL (http://KEY:SECRET@host:port/bucket) or S3_BUCKET and its S3_* variables.',
      );
    const from = join(config.dataDir, 'uploads');
    const bucket = createS3Storage(config.s3);
    await bucket
      .check()
      .catch((error: unknown) =>
        fail(
          `The bucket "${config.s3!.bucket}" cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    const result = await copyUploads(from, bucket, (line) => console.log(line));
    console.log(
      `From ${from} to the bucket "${config.s3.bucket}": ${result.copied} copied, ${result.skipped} already there, ${result.ignored} ignored (not an upload of ours).`,
    );
    return;
  }
  if (command !== 'create-user' && command !== 'grant-role')
    fail(command ? `Unknown command "${command}".` : 'No command given.');
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        username: { type: 'string' },
        role: { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email))
    fail('--email is required and must be an email address.');

  const config = loadConfigOrExit();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (command === 'create-user') {
      if (!values.password || values.password.length < 8) fail('--password is required (at least 8 characters).');
      if (!values.username || !/^[A-Za-z0-9_]{3,20}$/.test(values.username))
        fail('--username is required (3-20 letters, digits, underscores).');
      const hasher = createPasswordHasher(false);
      const result = await upsertAccount(database.db, hasher, {
        email: values.email,
        password: values.password,
        username: values.username,
        role: role(values.role, 'USER'),
        resetPassword: true,
      });
      console.log(result.created ? `Created ${values.email}.` : `${values.email} existed; role and password updated.`);
    } else {
      const target = role(values.role);
      const email = values.email;
      const updated = await database.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ id: users.id, role: users.role })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`)
          .limit(1);
        if (!before) return false;
        await tx
          .update(users)
          .set({ role: target, updatedAt: new Date() })
          .where(sql`${users.id} = ${before.id}`);
        // The operator acts from the shell, so the entry has no actor; it still says who was changed and how.
        if (before.role !== target) {
          await recordAudit(tx, {
            actorId: null,
            action: 'user.role.set',
            targetType: 'user',
            targetId: before.id,
            before: { role: before.role },
            after: { role: target, via: 'cli' },
          });
        }
        return true;
      });
      if (!updated) {
        console.error(`No account with the email ${values.email}.`);
        process.exitCode = 1;
      } else console.log(`${values.email} is now ${target}.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
