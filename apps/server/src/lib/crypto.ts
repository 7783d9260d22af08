import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Options } from '@node-rs/argon2';
import { Piscina } from 'piscina';
import type { HashTask, VerifyTask } from './argon2.worker.js';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which verbatimModuleSyntax cannot import). */
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;

// Hashing helpers: argon2id for passwords, keyed HMAC-SHA256 for codes and opaque tokens (stored only as hashes).

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification, for unknown accounts (no timing oracle). */
  dummyVerify(password: string): Promise<void>;
}

/**
 * Argon2 runs on threads of its own, one per core, started on first use and shared by every hasher of the process.
 *
 * - One per core: more in flight gains nothing (the cores are busy either way) but costs 19 MiB each and makes every
 *   hash, and everything else the cores do meanwhile, slower: they evict each other from the shared cache.
 * - Not libuv's pool, where @node-rs/argon2's async calls run: there, files and images would queue behind hashes (a
 *   sign-in burst took a static file from 2 ms to 190 ms with a pool of one thread per core), and with libuv's
 *   default four threads for two hashes the threads take turns, which `npm run bench` measured at 8-10% fewer
 *   sign-ins per second.
 * - Two tasks per thread: the second waits in the thread's inbox, so the thread starts it the moment the first ends,
 *   without a round trip through the main thread. Idle threads are picked first, so one sign-in alone never waits.
 */
let threads: Piscina | undefined;
function argon2Threads(): Piscina {
  if (!threads) {
    const count = availableParallelism();
    threads = new Piscina({
      filename: new URL('./argon2.worker.js', import.meta.url).href,
      minThreads: count,
      maxThreads: count,
      concurrentTasksPerWorker: 2,
      recordTiming: false,
    });
  }
  return threads;
}

/** Stops the argon2 threads (they start again on the next hash). */
export async function closeArgon2Threads(): Promise<void> {
  const running = threads;
  threads = undefined;
  await running?.destroy();
}

/** OWASP argon2id (m=19 MiB, t=2, p=1) in production; far cheaper parameters only when NODE_ENV=test. */
export function createPasswordHasher(cheap: boolean): PasswordHasher {
  const options: Options = cheap
    ? { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  const hash = (password: string): Promise<string> =>
    argon2Threads().run({ op: 'hash', password, options } satisfies HashTask);
  const check = (hashed: string, password: string): Promise<boolean> =>
    argon2Threads().run({ op: 'verify', hashed, password } satisfies VerifyTask);
  let dummy: Promise<string> | undefined;
  return {
    hash,
    verify: async (hashed, password) => {
      try {
        return await check(hashed, password);
      } catch {
        return false;
      }
    },
    dummyVerify: async (password) => {
      dummy ??= hash(randomBytes(16).toString('hex'));
      try {
        await check(await dummy, password);
      } catch {
        // a mismatch is the expected outcome
      }
    },
  };
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** A one-time code of A–Z and 0–9. */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
