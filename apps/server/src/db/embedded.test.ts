import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

// The embedded database on disk (PGlite in DATA_DIR): one process at a time, and commits that reach the disk.

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

let dataDir: string;
let database: Database;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'plaudit-embedded-'));
  database = await openDatabase({ databaseUrl: undefined, dataDir });
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A pid that belonged to a process a moment ago and belongs to none now. */
function deadPid() {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

describe('one process per embedded database', () => {
  it('a second open of the same data directory stops with a message naming the process that has it', async () => {
    const second = openDatabase({ databaseUrl: undefined, dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`in use by another process (pid ${process.pid} on ${hostname()}`);
    // The lock still names the first opener: the refused one took nothing away.
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('the CLI beside a running server exits non-zero and names it', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', 'grant-role', '--email', 'nobody@plaudit.test', '--role', 'ADMIN'],
      {
        cwd: serverRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toContain(`in use by another process (pid ${process.pid}`);
    expect(code).toBe(1);
  }, 60_000);

  it('a lock left by a process that is gone is taken over, and released only by its holder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaudit-lock-'));
    try {
      const file = join(dir, LOCK_FILE);
      writeFileSync(file, JSON.stringify({ pid: deadPid(), host: hostname(), startedAt: '2020-01-01T00:00:00.000Z' }));
      const lock = lockDataDir(dir);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      lock.release();
      expect(() => readFileSync(file)).toThrow(/ENOENT/);

      // Our own pid in a lock we never took: a previous life of this process (a container restarted), so stale.
      writeFileSync(
        file,
        JSON.stringify({ pid: process.pid, host: hostname(), startedAt: '2020-01-01T00:00:00.000Z' }),
      );
      lockDataDir(dir).release();
      expect(() => readFileSync(file)).toThrow(/ENOENT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a lock of a live process on another host is respected (it cannot be checked from here)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaudit-lock-'));
    try {
      writeFileSync(
        join(dir, LOCK_FILE),
        JSON.stringify({ pid: deadPid(), host: `not-${hostname()}`, startedAt: '2020-01-01T00:00:00.000Z' }),
      );
      expect(() => lockDataDir(dir)).toThrow(/on not-/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('durable commits', () => {
  it('PostgreSQL runs with fsync on, and a commit waits for the disk (sign-in’s relaxed commit does not)', async () => {
    const setting = await database.db.execute<{ fsync: string }>(sql`show fsync`);
    expect((setting as unknown as { rows: { fsync: string }[] }).rows[0]?.fsync).toBe('on');
    await database.db.execute(sql`create table if not exists durability_probe (n int)`);

    const before = database.durability()!.syncs;
    await database.db.execute(sql`insert into durability_probe values (1)`);
    const afterCommit = database.durability()!.syncs;
    expect(afterCommit).toBeGreaterThan(before);

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('synchronous_commit', 'off', true)`);
      await tx.execute(sql`insert into durability_probe values (2)`);
    });
    expect(database.durability()!.syncs).toBe(afterCommit);
    expect(database.durability()!.syncMs).toBeGreaterThan(0);
  });
});
