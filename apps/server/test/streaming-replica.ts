import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { fromPostgres } from '../src/db/client.js';
import { createTestDatabase, type TestDatabase } from './build-test-app.js';

// A real streaming replica for replica.streaming.test.ts.
//
// TEST_REPLICA_SETUP=1 (CI sets it): a throwaway primary made here with initdb, and a replica of it made with
// pg_basebackup -R -X stream, both on free loopback ports, run by pg_ctl as the `postgres` OS user, and removed
// after. A cluster of its own rather than a copy of the one behind TEST_DATABASE_URL: pg_basebackup copies a whole
// cluster, and the shared one holds whatever else is kept there (a 1.4 GB scale seed on a dev machine, once) and
// every other test file's databases coming and going, all of which the replica would then replay. This one holds
// the test's database only: the copy takes a fraction of a second, and nothing of anyone else's reaches it, nor
// does the shared cluster's pg_hba.conf or WAL settings matter.
//
// TEST_REPLICA_URL: an existing streaming replica of TEST_DATABASE_URL's cluster, used as it is and never stopped.

const exec = promisify(execFile);

/** Directories named with their start time, so what a run that died left running is stopped by a later one. */
const DIR_PREFIX = 'plaudit-replica-';
const STALE_MS = 30 * 60_000;
const WAIT_MS = 20_000;

export type ReplicaMode = 'setup' | 'url' | null;

export function streamingReplicaMode(): ReplicaMode {
  if (!process.env.TEST_DATABASE_URL) return null;
  if (process.env.TEST_REPLICA_URL) return 'url';
  return process.env.TEST_REPLICA_SETUP === '1' ? 'setup' : null;
}

export interface StreamingReplica {
  /** A fresh migrated database on the primary, already on the replica. */
  createDatabase(): Promise<TestDatabase>;
  /** A database of the primary, as the replica serves it. */
  urlFor(primaryUrl: string): string;
  /** Waits until the replica has replayed everything the primary had written when called. */
  catchUp(): Promise<void>;
  /** Stops applying the primary's changes (the replica still receives them); returns once replay has stopped. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the replica at once, as a crash would (`pg_ctl stop -m immediate`); null for a replica that is not ours. */
  kill: (() => Promise<void>) | null;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, nudge?: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`streaming replica: gave up waiting for ${what}`);
    await nudge?.();
    await sleep(20);
  }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined); // a replica killed under it
  await client.connect();
  return client;
}

function withDatabase(url: string, database: string, port?: number): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  if (port !== undefined) {
    u.hostname = '127.0.0.1';
    u.port = String(port);
  }
  return u.toString();
}

/** Replay as seen from two superuser connections, one on each end. */
function controls(primary: pg.Client, replica: pg.Client) {
  return {
    async catchUp() {
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
      const target = rows[0]!.lsn;
      // A commit flushes every record before it, so a record that ends past `target` reaches the replica too (the
      // WAL writer alone flushes whole pages, and could leave the last one waiting on a quiet primary).
      await primary.query('select txid_current()');
      await until('the replica to catch up', async () => {
        const replayed = await replica.query<{ done: boolean }>(
          'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
          [target],
        );
        return replayed.rows[0]!.done;
      });
    },
    async pauseReplay() {
      await replica.query('select pg_wal_replay_pause()');
      // Replay stops before its next record: give it one.
      await until(
        'replay to pause',
        async () => {
          const state = await replica.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state');
          return state.rows[0]!.state === 'paused';
        },
        () => primary.query('select txid_current()'),
      );
    },
    async resumeReplay() {
      await replica.query('select pg_wal_replay_resume()');
    },
  };
}

/** The streaming replica the environment asks for (see streamingReplicaMode). */
export async function startStreamingReplica(): Promise<StreamingReplica> {
  return streamingReplicaMode() === 'url'
    ? existing(process.env.TEST_DATABASE_URL!, process.env.TEST_REPLICA_URL!)
    : made();
}

async function existing(primaryUrl: string, replicaUrl: string): Promise<StreamingReplica> {
  const admin = await connect(withDatabase(primaryUrl, 'postgres'));
  const replica = await connect(replicaUrl).catch(async (error: unknown) => {
    await admin.end();
    throw error;
  });
  const port = Number(new URL(replicaUrl).port || 5432);
  const control = controls(admin, replica);
  return {
    async createDatabase() {
      const database = await createTestDatabase();
      await control.catchUp();
      return database;
    },
    urlFor: (url) => withDatabase(url, new URL(url).pathname.slice(1), port),
    ...control,
    kill: null,
    async close() {
      await replica.query('select pg_wal_replay_resume()').catch(() => undefined);
      await replica.end();
      await admin.end();
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Debian keeps the server's tools out of PATH, one directory per major version: the newest. */
function serverBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(root, newest, 'bin') : '';
}

/** Runs a PostgreSQL tool as the `postgres` OS user when we are root (the server refuses to run as root). */
async function asPostgres(tool: string, args: string[]): Promise<void> {
  const command = serverBinDir() ? join(serverBinDir(), tool) : tool;
  const [file, argv] =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  try {
    await exec(file, argv, { timeout: 60_000 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`);
  }
}

const stopNow = (data: string) => asPostgres('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);

/** What a run that died left behind: its servers (stopped) and its directory. */
async function cleanUpAfterDeadRuns(): Promise<void> {
  for (const name of readdirSync(tmpdir())) {
    if (
      !name.startsWith(DIR_PREFIX) ||
      !(Date.now() - Number(name.slice(DIR_PREFIX.length).split(/[_-]/)[0]) > STALE_MS)
    )
      continue;
    for (const data of ['replica', 'primary'].map((part) => join(tmpdir(), name, part))) {
      if (existsSync(join(data, 'postmaster.pid'))) await stopNow(data).catch(() => undefined);
    }
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

async function made(): Promise<StreamingReplica> {
  await cleanUpAfterDeadRuns();
  const dir = mkdtempSync(join(tmpdir(), `${DIR_PREFIX}${Date.now()}_${process.pid}-`));
  if (process.getuid?.() === 0) {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      exec('id', ['-u', 'postgres']),
      exec('id', ['-g', 'postgres']),
    ]);
    chownSync(dir, Number(uid), Number(gid));
  }
  const primaryData = join(dir, 'primary');
  const replicaData = join(dir, 'replica');
  const primaryPort = await freePort();
  let replicaPort = await freePort();
  while (replicaPort === primaryPort) replicaPort = await freePort();
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;

  const started: string[] = [];
  let admin: pg.Client | undefined;
  let replica: pg.Client | undefined;
  const stop = async (data: string) => {
    if (!started.includes(data)) return;
    started.splice(started.indexOf(data), 1);
    await stopNow(data);
  };
  const close = async () => {
    await replica?.end().catch(() => undefined);
    await admin?.end().catch(() => undefined);
    try {
      await stop(replicaData);
    } finally {
      try {
        await stop(primaryData);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  };
  const start = async (data: string) => {
    started.push(data);
    await asPostgres('pg_ctl', ['start', '-D', data, '-l', `${data}.log`, '-w', '-t', '60']);
  };

  try {
    // -A trust: loopback only, and a throwaway cluster; it also lets the replica connect for replication. -N: no
    // fsync for files that live seconds.
    await asPostgres('initdb', [
      '-D',
      primaryData,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '-N',
      '--no-instructions',
    ]);
    appendFileSync(
      primaryData + '/postgresql.conf',
      [
        '',
        '# plaudit: streaming-replica test',
        `port = ${primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        "unix_socket_directories = ''",
        'max_connections = 30',
        'shared_buffers = 16MB',
        'fsync = off',
        'wal_level = replica',
        'max_wal_senders = 4',
        '',
      ].join('\n'),
    );
    await start(primaryData);
    admin = await connect(primaryUrl);
    // The copy carries the primary's configuration (the same limits, as a hot standby needs); -R adds where to
    // stream from, a slot keeps the WAL it has not fetched yet.
    await asPostgres('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaData,
      '-R',
      '-X',
      'stream',
      '-C',
      '-S',
      'replica',
      '-c',
      'fast',
      '-N',
      '--no-manifest',
    ]);
    appendFileSync(replicaData + '/postgresql.conf', `port = ${replicaPort}\nhot_standby = on\n`);
    await start(replicaData);
    replica = await connect(withDatabase(primaryUrl, 'postgres', replicaPort));
    const recovering = await replica.query<{ yes: boolean }>('select pg_is_in_recovery() as yes');
    if (!recovering.rows[0]!.yes)
      throw new Error('streaming replica: the copy is not in recovery (standby.signal missing?)');
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }

  const control = controls(admin, replica);
  const primaryAdmin = admin;
  return {
    async createDatabase() {
      const name = `plaudit_${randomBytes(4).toString('hex')}`;
      await primaryAdmin.query(`CREATE DATABASE "${name}"`);
      const url = withDatabase(primaryUrl, name);
      const database = fromPostgres(url, 4);
      await database.migrate();
      await control.catchUp();
      // The whole cluster goes in close().
      return { database, url, drop: () => database.close() };
    },
    urlFor: (url) => withDatabase(url, new URL(url).pathname.slice(1), replicaPort),
    ...control,
    kill: () => stop(replicaData),
    close,
  };
}
