import { createHash, createHmac, randomBytes } from 'node:crypto';
import { TROPHY_DRAW_SEED_BYTES } from '@plaudit/contract';

// The DRAW method: a fair draw nobody can steer. At the lock the server draws a secret seed and
// publishes its SHA-256 commitment together with the frozen candidate list; at the award it reveals the seed, and the
// winner is candidates[HMAC-SHA256(seed, trophyId) mod n], the digest read as a big-endian integer, in the published
// order. The organiser cannot pick the seed (the server draws it), nor change it after the lock (the commitment), nor
// reorder the candidates (frozen and published with it). The verifier (trophies.verify.ts) runs these same lines.

/** The rule as the protocol states it. */
export const DRAW_RULE =
  'candidates[HMAC-SHA256(key = seed bytes, message = trophy id as UTF-8) read as a big-endian integer mod n]';

/** A new secret seed, hex. */
export function newDrawSeed(): string {
  return randomBytes(TROPHY_DRAW_SEED_BYTES).toString('hex');
}

/** SHA-256 of the seed's bytes, hex: published at the lock. */
export function drawCommitment(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

/** The winning position among `n` candidates. */
export function drawIndex(seedHex: string, trophyId: string, n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('a draw needs at least one candidate');
  const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(trophyId, 'utf8').digest('hex');
  return Number(BigInt(`0x${digest}`) % BigInt(n));
}
