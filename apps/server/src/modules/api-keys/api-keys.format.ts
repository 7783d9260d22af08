import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_KEY_PREFIX, API_KEY_START_LENGTH } from '@plaudit/contract';

// The key's format: `plt_live_` + 32 random bytes in base62 (43 characters) + a 6-character base62 CRC32 of
// everything before it. The prefix lets secret scanners (GitHub's, a team's own) find a leaked key; the checksum
// lets them, and this server, tell a real key from a typo or noise without a lookup. Only the SHA-256 is stored: a
// key has 256 random bits, so a fast hash is as safe as a slow one and costs nothing per request.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_LENGTH = 43;
const CHECKSUM_LENGTH = 6;
export const API_KEY_LENGTH = API_KEY_PREFIX.length + SECRET_LENGTH + CHECKSUM_LENGTH;
const SHAPE = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${SECRET_LENGTH + CHECKSUM_LENGTH}}$`);

/** `value` in base62, left-padded with zeros to `length`. */
function base62(value: bigint, length: number): string {
  let out = '';
  for (let rest = value; rest > 0n; rest /= 62n) out = ALPHABET[Number(rest % 62n)] + out;
  return out.padStart(length, '0');
}

export function checksumOf(body: string): string {
  return base62(BigInt(crc32(body)), CHECKSUM_LENGTH);
}

/** A fresh key, with what is stored of it. */
export function generateApiKey(): { key: string; hash: string; start: string } {
  const body = API_KEY_PREFIX + base62(BigInt(`0x${randomBytes(32).toString('hex')}`), SECRET_LENGTH);
  const key = body + checksumOf(body);
  return { key, hash: hashApiKey(key), start: key.slice(0, API_KEY_START_LENGTH) };
}

/** Whether `key` has the shape and a checksum that matches: checked before any lookup. */
export function isWellFormedApiKey(key: string): boolean {
  if (!SHAPE.test(key)) return false;
  const body = key.slice(0, -CHECKSUM_LENGTH);
  return checksumOf(body) === key.slice(-CHECKSUM_LENGTH);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** How the audit trail names a change made with a key. */
export function keyLabel(name: string, start: string): string {
  return `API key «${name}» (${start}…)`;
}
