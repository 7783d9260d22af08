import { fdatasyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// PGlite as it comes never reaches the disk: it starts PostgreSQL with `-F` (fsync off), and its Node file system
// (Emscripten's NODEFS) has no fsync, so every fsync PostgreSQL asks for is a no-op. A committed write is in the
// operating system's cache at once (it survives a crash of this process), but a power failure could lose it or,
// worse, leave pages on disk without the WAL that explains them.
//
// Here PostgreSQL's own fsync calls are turned back on and made real: fsync on, wal_sync_method=fsync (PGlite's
// fdatasync is a no-op that never reaches the file system; fsync does), and NODEFS's missing fsync is filled in with
// Node's fdatasync. So an acknowledged commit is on disk exactly when PostgreSQL would have it there: at COMMIT for
// every write that waits for it (all but sign-in's session insert, which says synchronous_commit=off), data files
// and pg_control in the right order at each checkpoint, everything at shutdown.
//
// The price: the sync runs on the main thread (PGlite runs PostgreSQL there), so each durable commit holds the event
// loop for one disk flush. `stats` counts them so the bench can print what durability costs.

export interface DurabilityStats {
  /** fsync calls PostgreSQL made (WAL at commit, data files at checkpoints). */
  syncs: number;
  /** Milliseconds spent in them, all on the main thread. */
  syncMs: number;
}

// Emscripten's errno numbers (what PostgreSQL then sees): EBADF, EINVAL, EIO.
const ERRNO: Record<string, number> = { EBADF: 8, EINVAL: 28 };
const EIO = 29;

interface NodeFsStream {
  nfd: number;
}
interface NodeFsModule {
  NODEFS: { stream_ops: { fsync?: (stream: NodeFsStream) => number } };
}

class SyncingNodeFS extends NodeFS {
  readonly stats: DurabilityStats = { syncs: 0, syncMs: 0 };

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, options);
    const stats = this.stats;
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod) => {
        // Before PostgreSQL starts, so every file it opens gets the real fsync.
        (mod as unknown as NodeFsModule).NODEFS.stream_ops.fsync = (stream) => {
          const started = performance.now();
          try {
            fdatasyncSync(stream.nfd);
            return 0;
          } catch (error) {
            // PostgreSQL ignores EBADF/EINVAL on directories and stops on anything else, as it should.
            return ERRNO[(error as NodeJS.ErrnoException).code ?? ''] ?? EIO;
          } finally {
            stats.syncs += 1;
            stats.syncMs += performance.now() - started;
          }
        };
      },
    ];
    return result;
  }
}

/** Opens (creating if new) a PGlite in `dir` whose commits reach the disk; see above. */
export async function openDurablePglite(
  dir: string,
  options: Omit<PGliteOptions, 'fs' | 'dataDir' | 'startParams'> = {},
) {
  const fs = new SyncingNodeFS(dir);
  const client = await PGlite.create({
    ...options,
    extensions: PGLITE_EXTENSIONS,
    fs,
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
      '-c',
      'fsync=on',
      '-c',
      'wal_sync_method=fsync',
    ],
  });
  return { client, stats: fs.stats };
}
