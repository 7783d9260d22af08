import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

// One process per embedded database. PGlite is PostgreSQL inside this process, with no shared memory or locks
// between processes: two servers (or the CLI beside a server) on one data directory would both acknowledge writes,
// and one side's writes would vanish at the next restart. So whoever opens the directory first leaves a lock file
// naming itself; a second process stops with a message naming the first.
//
// A lock whose process is gone (killed, crashed, the machine restarted) is stale and taken over. Two processes
// taking over the same stale lock in the same millisecond could both succeed; starting two at once against a
// crashed one is not a case worth more machinery.

export const LOCK_FILE = 'pglite.lock';

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly file: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${file.slice(0, -LOCK_FILE.length - 1)} is in use by another process (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}). ` +
        `Two processes must never open it at once: stop that one first (the CLI too needs the server stopped), or use PostgreSQL (DATABASE_URL). ` +
        `If that process is certainly gone, delete ${file}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Lock files this process holds: a lock naming our own pid that is not among them is a previous life's (a container restarted with the same pid). */
const held = new Set<string>();

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

export function lockDataDir(dir: string): DataDirLock {
  const file = join(dir, LOCK_FILE);
  const me: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600); // fails if the file exists: the check and the creation are one step
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && isAlive(holder, file)) throw new DataDirLockedError(file, holder);
      rmSync(file, { force: true }); // stale (or unreadable: a process that died while writing it)
      continue;
    }
    try {
      writeSync(fd, `${JSON.stringify(me)}\n`);
    } finally {
      closeSync(fd);
    }
    held.add(file);
    return {
      file,
      release() {
        if (!held.delete(file)) return;
        // Only our own lock is removed: never one another process took over after we were thought dead.
        const current = readHolder(file);
        if (current?.pid === me.pid && current.startedAt === me.startedAt) rmSync(file, { force: true });
      },
    };
  }
  const holder = readHolder(file);
  throw holder ? new DataDirLockedError(file, holder) : new Error(`Could not take the lock ${file}.`);
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return undefined;
    return { pid: parsed.pid, host: String(parsed.host ?? 'unknown host'), startedAt: String(parsed.startedAt ?? 'an unknown time') };
  } catch {
    return undefined;
  }
}

function isAlive(holder: LockHolder, file: string): boolean {
  // A process on another machine (a shared volume) cannot be checked from here: assume it runs.
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return held.has(file);
  try {
    process.kill(holder.pid, 0); // signal 0 only asks whether the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, belongs to another user
  }
}
