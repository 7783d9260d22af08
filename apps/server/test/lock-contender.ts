import { DataDirLockedError, lockDataDir, type DataDirLock } from '../src/db/data-dir-lock.js';

// A separate process that tries to take a data directory's lock when its parent says so (src/db/data-dir-lock.test.ts):
// the lock guards against other processes, so only other processes can race for it.

interface Attempt {
  dir: string;
  /** Epoch milliseconds to start at, so that every contender tries in the same instant. */
  at: number;
}

let lock: DataDirLock | undefined;

process.on('message', (message: Attempt | 'release') => {
  if (message === 'release') {
    lock?.release();
    lock = undefined;
    process.send!('released');
    return;
  }
  while (Date.now() < message.at) {
    // spin: a timer would wake each contender up to a millisecond apart
  }
  try {
    lock = lockDataDir(message.dir);
    process.send!('won');
  } catch (error) {
    process.send!(error instanceof DataDirLockedError ? 'refused' : `error: ${(error as Error).message}`);
  }
});
process.send!('ready');
