import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { closeArgon2Threads, createPasswordHasher } from './crypto.js';

// The password hasher with the production parameters, on its own threads.

afterAll(closeArgon2Threads);

describe('password hasher (OWASP argon2id)', () => {
  const hasher = createPasswordHasher(false);

  it('hashes with the production parameters and verifies only the right password', async () => {
    const hashed = await hasher.hash('correct horse');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hashed, 'correct horse')).toBe(true);
    expect(await hasher.verify(hashed, 'correct horsE')).toBe(false);
  });

  it('answers false for a stored value that is not an argon2 hash, and a dummy verification never throws', async () => {
    expect(await hasher.verify('not-a-hash', 'whatever')).toBe(false);
    await expect(hasher.dummyVerify('whatever')).resolves.toBeUndefined();
  });

  it('never makes file reads wait behind hashing (libuv pool stays free)', async () => {
    const hashed = await hasher.hash('pw');
    const count = 8 * availableParallelism();
    let hashesDone = 0;
    let hashesDoneBeforeFile = -1;
    // Eight verifications per core: every argon2 thread busy, and a long queue. A file read needs four trips through
    // libuv's pool (open, stat, read, close); were hashing on that pool, the read would queue behind every one of
    // them. On threads of their own, it ends while most are still waiting (a loaded machine may let a few finish).
    const hashing = Array.from({ length: count }, () =>
      hasher.verify(hashed, 'pw').then((ok) => ((hashesDone += 1), ok)),
    );
    const reading = readFile(new URL(import.meta.url)).then(() => (hashesDoneBeforeFile = hashesDone));
    const [results] = await Promise.all([Promise.all(hashing), reading]);
    expect(results).toHaveLength(count);
    expect(results.every(Boolean)).toBe(true);
    expect(hashesDoneBeforeFile).toBeGreaterThanOrEqual(0);
    expect(hashesDoneBeforeFile).toBeLessThan(count / 2);
  });

  it('starts its threads again after they were closed', async () => {
    await closeArgon2Threads();
    const hashed = await hasher.hash('again');
    expect(await hasher.verify(hashed, 'again')).toBe(true);
  });
});
