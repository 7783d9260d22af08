import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { adminUrl } from './global-setup.js';

// A real streaming replica of the test cluster (issue 20 §1) for replica.streaming.test.ts. With
// TEST_REPLICA_SETUP=1 (CI sets it) it is made here: pg_basebackup of the cluster behind TEST_DATABASE_URL into a
// temporary directory, started with pg_ctl as the `postgres` OS user on a free port, stopped and removed after; a
// replication slot keeps the primary's WAL until the replica has it (the suite's DROP DATABASEs force checkpoints,
// which could otherwise recycle a segment the replica has not fetched yet). With TEST_REPLICA_URL, an existing
// replica of that cluster is used as it is, and never stopped. The primary must let `postgres` connect for
// replication from 127.0.0.1 (.ci/run adds that line to pg_hba.conf).

const exec = promisify(execFile);

/** Slots and directories named with their start time, so a run that died without cleaning up is cleaned up later. */
const SLOT_PREFIX = 'plaudit_test_replica_';
const DIR_PREFIX = 'plaudit-replica-';
const STALE_MS = 30 * 60_000;
/** pg_basebackup copies the whole cluster: past this, the test would spend its time copying someone's data. */
const MAX_CLUSTER_BYTES = 1024 ** 3;
const WAIT_MS = 20_000;

export type ReplicaMode = 'setup' | 'url' | null;

export function streamingReplicaMode(): ReplicaMode {
  if (!process.env.TEST_DATABASE_URL) return null;
  if (process.env.TEST_REPLICA_URL) return 'url';
  return process.env.TEST_REPLICA_SETUP === '1' ? 'setup' : null;
}

export interface StreamingReplica {
  /** A database of the primary, as the replica serves it. */
  urlFor(primaryUrl: string): string;
  /** Waits until the replica has replayed everything the primary had written when called (a new database too). */
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

/** Both ends by SQL: a replica's replay of the primary, as seen from two superuser connections. */
function controls(primary: pg.Client, replica: pg.Client) {
  return {
    async catchUp() {
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
      const target = rows[0]!.lsn;
      // A commit flushes every record before it, so a record that ends past `target` reaches the replica too (the
      // WAL writer alone flushes whole pages and could leave it waiting on an idle cluster).
      await primary.query('select txid_current()');
      await until('the replica to catch up', async () => {
        const replayed = await replica.query<{ done: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [target]);
        return replayed.rows[0]!.done;
      });
    },
    async pauseReplay() {
      await replica.query('select pg_wal_replay_pause()');
      // Replay stops before its next record: give it one.
      await until('replay to pause', async () => {
        const state = await replica.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state');
        return state.rows[0]!.state === 'paused';
      }, () => primary.query('select txid_current()'));
    },
    async resumeReplay() {
      await replica.query('select pg_wal_replay_resume()');
    },
  };
}

function onPort(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString();
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a PostgreSQL tool as the `postgres` OS user (the server refuses to run as root). */
async function asPostgres(binDir: string, tool: string, args: string[]): Promise<void> {
  const command = existsSync(join(binDir, tool)) ? join(binDir, tool) : tool;
  const [file, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  try {
    await exec(file, argv, { timeout: 120_000 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`);
  }
}

const startedAt = (name: string, prefix: string) => Number(name.slice(prefix.length).split(/[_-]/)[0]);
const stale = (name: string, prefix: string) => Date.now() - startedAt(name, prefix) > STALE_MS;

/** What a run that died left behind: its replica (stopped), its directory, its slot. */
async function cleanUpAfterDeadRuns(admin: pg.Client, binDir: string): Promise<void> {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DIR_PREFIX) || !stale(name, DIR_PREFIX)) continue;
    const data = join(tmpdir(), name, 'data');
    if (existsSync(join(data, 'postmaster.pid'))) await asPostgres(binDir, 'pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => undefined);
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  const slots = await admin.query<{ slot_name: string }>('select slot_name from pg_replication_slots where slot_name like $1 and not active', [`${SLOT_PREFIX}%`]);
  for (const { slot_name: slot } of slots.rows) {
    if (stale(slot, SLOT_PREFIX)) await admin.query('select pg_drop_replication_slot($1)', [slot]).catch(() => undefined);
  }
}

/** The streaming replica the environment asks for (see streamingReplicaMode). */
export async function startStreamingReplica(): Promise<StreamingReplica> {
  const primaryUrl = process.env.TEST_DATABASE_URL!;
  const admin = await connect(adminUrl(primaryUrl, 'postgres'));
  try {
    if (streamingReplicaMode() === 'url') return await existing(admin, process.env.TEST_REPLICA_URL!);
    return await made(admin, primaryUrl);
  } catch (error) {
    await admin.end().catch(() => undefined);
    throw error;
  }
}

async function existing(admin: pg.Client, replicaUrl: string): Promise<StreamingReplica> {
  const replica = await connect(replicaUrl);
  const port = Number(new URL(replicaUrl).port || 5432);
  return {
    urlFor: (url) => onPort(url, port),
    ...controls(admin, replica),
    kill: null,
    async close() {
      await replica.query('select pg_wal_replay_resume()').catch(() => undefined);
      await replica.end().catch(() => undefined);
      await admin.end();
    },
  };
}

async function made(admin: pg.Client, primaryUrl: string): Promise<StreamingReplica> {
  const settings = await admin.query<{ name: string; setting: string }>(
    `select name, setting from pg_settings
     where name in ('server_version_num', 'max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')`,
  );
  const setting = (name: string) => settings.rows.find((row) => row.name === name)!.setting;
  // Debian keeps each major version's server tools out of PATH.
  const binDir = `/usr/lib/postgresql/${Math.floor(Number(setting('server_version_num')) / 10000)}/bin`;
  await cleanUpAfterDeadRuns(admin, binDir);

  const size = await admin.query<{ bytes: string }>('select sum(pg_database_size(oid))::text as bytes from pg_database');
  const bytes = Number(size.rows[0]!.bytes);
  if (bytes > MAX_CLUSTER_BYTES) {
    throw new Error(`streaming replica: the cluster holds ${Math.round(bytes / 1024 ** 2)} MB, and pg_basebackup would copy all of it; ` +
      'drop the large databases (a scale seed?) or give TEST_REPLICA_URL, a replica of it that already exists');
  }

  const primary = new URL(primaryUrl);
  const port = await freePort();
  const stamp = `${Date.now()}_${process.pid}`;
  const slot = `${SLOT_PREFIX}${stamp}`;
  const dir = mkdtempSync(join(tmpdir(), `${DIR_PREFIX}${stamp}-`));
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) {
    const { stdout } = await exec('id', ['-u', 'postgres']);
    const { stdout: group } = await exec('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  let running = false;
  let replica: pg.Client | undefined;
  const stop = async () => {
    if (!running) return;
    running = false;
    await asPostgres(binDir, 'pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
  };
  const close = async () => {
    try {
      await replica?.end().catch(() => undefined);
      await stop();
      // The primary's sender lets go of the slot once it sees the replica gone.
      await until('the replication slot to be let go', async () => {
        const held = await admin.query<{ active: boolean }>('select active from pg_replication_slots where slot_name = $1', [slot]);
        if (held.rows.length === 0) return true;
        if (held.rows[0]!.active) return false;
        await admin.query('select pg_drop_replication_slot($1)', [slot]);
        return true;
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await admin.end();
    }
  };

  try {
    // -c fast: no waiting for a spread checkpoint; -N: nothing to fsync for a copy that lives seconds.
    await asPostgres(binDir, 'pg_basebackup', [
      '-h', primary.hostname, '-p', primary.port || '5432', '-U', decodeURIComponent(primary.username || 'postgres'),
      '-D', data, '-R', '-X', 'stream', '-C', '-S', slot, '-c', 'fast', '-N', '--no-manifest',
    ]);
    // Debian keeps the configuration in /etc, so the copy has none: the replica's own, on its port, loopback only.
    // A hot standby needs these limits at least as high as its primary's.
    const limits = ['max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction'];
    writeFileSync(join(data, 'postgresql.conf'), [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'hot_standby = on',
      'shared_buffers = 16MB',
      'fsync = off',
      ...limits.map((name) => `${name} = ${setting(name)}`),
      '',
    ].join('\n'));
    writeFileSync(join(data, 'pg_hba.conf'), 'host all all 127.0.0.1/32 trust\n');
    writeFileSync(join(data, 'pg_ident.conf'), '');
    if (process.getuid?.() === 0) await exec('chown', ['postgres:postgres', join(data, 'postgresql.conf'), join(data, 'pg_hba.conf'), join(data, 'pg_ident.conf')]);
    running = true;
    await asPostgres(binDir, 'pg_ctl', ['start', '-D', data, '-l', join(dir, 'replica.log'), '-w', '-t', '60']);
    replica = await connect(onPort(adminUrl(primaryUrl, 'postgres'), port));
    const recovering = await replica.query<{ yes: boolean }>('select pg_is_in_recovery() as yes');
    if (!recovering.rows[0]!.yes) throw new Error('streaming replica: the copy is not in recovery (standby.signal missing?)');
    const control = controls(admin, replica);
    return { urlFor: (url) => onPort(url, port), ...control, kill: stop, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
