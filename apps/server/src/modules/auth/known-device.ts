import { KNOWN_DEVICE_MAX_AGE_DAYS } from '@plaudit/contract';
import { hmac, randomToken, safeEqual } from '../../lib/crypto.js';

// A browser that has signed in to an account before carries a device token (in an httpOnly cookie set at sign-in):
// `<user id>.<device id>.<issued, epoch seconds>.<HMAC of the rest with the server's secret>`. OWASP's device
// cookies: at sign-in such a browser is counted on its own (sign-in-throttle.ts), so a stranger's failures, which
// delay the account for everyone else, cannot keep the owner's own browser out. The token proves nothing but "this
// browser signed in to this account once": the password is checked as always, and a token of another account,
// a forged, altered or too old one counts as no token, and so does one issued before the account last took back its
// sign-in (a password reset, an email-change revert: `validAfter`), which may be an intruder's browser.

const DAY_SECONDS = 86_400;

export interface KnownDevice {
  /** The device's own key for the throttle: the account and the device. */
  id: string;
  /** The token to hand back, renewed (its age restarts). */
  token: string;
}

function sign(secret: string, body: string) {
  return hmac(`known-device:${secret}`, body);
}

function tokenFor(secret: string, userId: string, deviceId: string) {
  const body = `${userId}.${deviceId}.${Math.floor(Date.now() / 1000)}`;
  return `${body}.${sign(secret, body)}`;
}

/** A new device token for the account (a browser signing in to it for the first time). */
export function newKnownDevice(secret: string, userId: string): KnownDevice {
  const deviceId = randomToken(16);
  return { id: `${userId}.${deviceId}`, token: tokenFor(secret, userId, deviceId) };
}

/**
 * The device the token names, when it is genuine, young enough, of this account and issued after `validAfter`;
 * else undefined.
 */
export function readKnownDevice(
  secret: string,
  token: string | undefined,
  userId: string,
  validAfter: Date | null = null,
): KnownDevice | undefined {
  if (!token || token.length > 200) return undefined;
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [owner, deviceId, issued, mac] = parts as [string, string, string, string];
  if (!safeEqual(sign(secret, `${owner}.${deviceId}.${issued}`), mac) || owner !== userId) return undefined;
  const age = Date.now() / 1000 - Number(issued);
  if (!Number.isFinite(age) || age < 0 || age > KNOWN_DEVICE_MAX_AGE_DAYS * DAY_SECONDS) return undefined;
  // Issued in whole seconds: one issued in the very second of the reset is taken as issued before it.
  if (validAfter && Number(issued) * 1000 <= validAfter.getTime()) return undefined;
  return { id: `${userId}.${deviceId}`, token: tokenFor(secret, userId, deviceId) };
}
