import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './data-dir-lock.js';

// Servers started together on one embedded database: exactly one of them may open it, every time.

const CONTENDERS = 4;
const ROUNDS = 40;

let contenders: ChildProcess[] = [];

function next(child: ChildProcess) {
  return new Promise<string>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    child.once('error', failed);
    child.once('message', (message) => {
      child.off('error', failed);
      resolve(String(message));
    });
  });
}

beforeAll(async () => {
  contenders = Array.from({ length: CONTENDERS }, () =>
    fork(fileURLToPath(new URL('../../test/lock-contender.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] }),
  );
  expect(await Promise.all(contenders.map(next))).toEqual(Array(CONTENDERS).fill('ready'));
}, 60_000);
afterAll(() => {
  for (const child of contenders) child.kill();
});

async function race(dir: string) {
  const at = Date.now() + 30;
  const outcomes = contenders.map(next);
  for (const child of contenders) child.send({ dir, at });
  const results = await Promise.all(outcomes);
  const released = results.map((result, i) => (result === 'won' ? next(contenders[i]!) : undefined));
  results.forEach((result, i) => result === 'won' && contenders[i]!.send('release'));
  await Promise.all(released);
  return results;
}

describe('the data directory lock under processes started at the same instant', () => {
  it(`an empty directory: exactly one of ${CONTENDERS} wins, ${ROUNDS} times in a row`, async () => {
    const counts: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'plaudit-lock-race-'));
      try {
        const results = await race(dir);
        expect(results.filter((r) => r !== 'won' && r !== 'refused')).toEqual([]);
        counts.push(results.filter((r) => r === 'won').length);
        // Nothing is left behind: no temporary file beside the lock, and the winner's release removed the lock.
        expect(readdirSync(dir)).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    expect(counts).toEqual(Array(ROUNDS).fill(1));
  }, 120_000);

  it(`a lock left by a dead process: exactly one of ${CONTENDERS} takes it over, ${ROUNDS} times in a row`, async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid!; // a pid that belonged to a process a moment ago
    const counts: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'plaudit-lock-race-'));
      try {
        writeFileSync(
          join(dir, LOCK_FILE),
          JSON.stringify({ pid: dead, host: hostname(), startedAt: '2020-01-01T00:00:00.000Z' }),
        );
        const results = await race(dir);
        expect(results.filter((r) => r !== 'won' && r !== 'refused')).toEqual([]);
        counts.push(results.filter((r) => r === 'won').length);
        expect(readdirSync(dir)).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    expect(counts).toEqual(Array(ROUNDS).fill(1));
  }, 120_000);
});
