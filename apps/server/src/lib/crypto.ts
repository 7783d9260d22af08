import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';
import pLimit from 'p-limit';

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
 * OWASP argon2id (m=19 MiB, t=2, p=1) in production; far cheaper parameters only when NODE_ENV=test.
 *
 * At most one hash per core runs at a time; the rest wait their turn here. More in flight gains nothing (the cores
 * are busy either way) but costs 19 MiB each and makes every hash, and everything else the cores do meanwhile,
 * slower: they evict each other from the shared cache. It also leaves libuv's other threads free for files.
 */
export function createPasswordHasher(cheap: boolean, concurrency = availableParallelism()): PasswordHasher {
  const options = cheap
    ? { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  const turn = pLimit(Math.max(1, concurrency));
  const check = (hashed: string, password: string) => turn(() => verify(hashed, password));
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => turn(() => hash(password, options)),
    verify: async (hashed, password) => {
      try {
        return await check(hashed, password);
      } catch {
        return false;
      }
    },
    dummyVerify: async (password) => {
      dummy ??= turn(() => hash(randomBytes(16).toString('hex'), options));
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
