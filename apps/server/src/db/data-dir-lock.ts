import { randomUUID } from 'node:crypto';
import { closeSync, fstatSync, linkSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

// One process per embedded database. PGlite is PostgreSQL inside this process, with no shared memory or locks
// between processes: two servers (or the CLI beside a server) on one data directory would both acknowledge writes,
// and one side's writes would vanish at the next restart. So whoever opens the directory first leaves a lock file
// naming itself; a second process stops with a message naming the first.
//
// The lock file is never seen half-written: the holder is written to a file of this process's own, which is then
// hard-linked under the lock's name. The link fails if the name exists, so creating and filling the lock is one
// step; a lock created empty and written a moment later was read as stale by a process started in that moment,
// and both went on.
//
// A lock whose process is gone (killed, crashed, the machine restarted) is stale and taken over. Only one process
// at a time may remove a stale lock, and only the very file it found stale (by inode): otherwise two processes
// finding the same dead holder could each remove it, one of them the other's fresh lock, and both would go on.

export const LOCK_FILE = 'pglite.lock';
/** Held, briefly, by the one process removing a stale lock. */
const BREAK_FILE = `${LOCK_FILE}.break`;
/**
 * A lock file that cannot be read, or a break file, younger than this may belong to a process at work right now;
 * older, its writer died. Also how long a process waits for another to finish removing a stale lock.
 */
const SETTLE_MS = 5_000;

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
  // In the same directory: a hard link cannot cross file systems.
  const claim = join(dir, `${LOCK_FILE}.${process.pid}.${randomUUID()}`);
  writeFileSync(claim, `${JSON.stringify(me)}\n`, { mode: 0o600 });
  try {
    const deadline = Date.now() + SETTLE_MS;
    for (;;) {
      if (Date.now() > deadline) {
        throw new Error(
          `Could not take the lock ${file}: other processes were taking it or removing a stale one there for ${SETTLE_MS / 1000} s. Try again.`,
        );
      }
      try {
        linkSync(claim, file); // fails if the lock exists: the check, the creation and the content are one step
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const found = readLock(file);
      if (!found) continue; // removed as we looked: try again
      if (found.holder && isAlive(found.holder, file)) throw new DataDirLockedError(file, found.holder);
      if (!found.holder && Date.now() - found.modifiedAt < SETTLE_MS) throw new UnreadableLockError(file);
      breakStaleLock(dir, file, found);
    }
  } finally {
    rmSync(claim, { force: true });
  }
  held.add(file);
  return {
    file,
    release() {
      if (!held.delete(file)) return;
      // Only our own lock is removed: never one another process took over after we were thought dead.
      const current = readLock(file)?.holder;
      if (current?.pid === me.pid && current.startedAt === me.startedAt) rmSync(file, { force: true });
    },
  };
}

class UnreadableLockError extends Error {
  constructor(file: string) {
    super(
      `The embedded database in ${file.slice(0, -LOCK_FILE.length - 1)} is being opened by another process (its lock ${file} is not readable yet). If no other process uses it, delete ${file}.`,
    );
    this.name = 'UnreadableLockError';
  }
}

type FoundLock = NonNullable<ReturnType<typeof readLock>>;

/**
 * Removes the lock file if it is still the stale one we read, under the break file so that no other process
 * removes a lock at the same time. Does nothing when another process is breaking it right now.
 */
function breakStaleLock(dir: string, file: string, stale: FoundLock): void {
  const breakFile = join(dir, BREAK_FILE);
  let fd: number;
  try {
    fd = openSync(breakFile, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A break file left by a process that died while breaking would block every start after it.
    if (ageMs(breakFile) > SETTLE_MS) rmSync(breakFile, { force: true });
    else pause(1);
    return;
  }
  closeSync(fd);
  try {
    // Under the break file the lock can only change by being created where none was, never replaced: the same
    // file with the same holder is still the stale lock.
    const current = readLock(file);
    if (current && current.inode === stale.inode && current.text === stale.text) rmSync(file, { force: true });
  } finally {
    rmSync(breakFile, { force: true });
  }
}

function readLock(
  file: string,
): { holder: LockHolder | undefined; text: string; inode: number; modifiedAt: number } | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    const text = readFileSync(fd, 'utf8');
    return { holder: parseHolder(text), text, inode: stat.ino, modifiedAt: stat.mtimeMs };
  } finally {
    closeSync(fd);
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return undefined;
    return {
      pid: parsed.pid,
      host: String(parsed.host ?? 'unknown host'),
      startedAt: String(parsed.startedAt ?? 'an unknown time'),
    };
  } catch {
    return undefined;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Opening the database is synchronous up to here; a short wait for another process must not spin a core. */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
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
