import {
  M,
  SIGN_IN_ACCOUNT_DELAY_AFTER_FAILS,
  SIGN_IN_ACCOUNT_DELAY_BASE_SECONDS,
  SIGN_IN_ACCOUNT_DELAY_MAX_SECONDS,
  SIGN_IN_FAIL_WINDOW_SECONDS,
  SIGN_IN_FAILS_PER_ACCOUNT_IP,
  SIGN_IN_FAILS_PER_KNOWN_DEVICE,
  clampRemainingSeconds,
} from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hmac } from '../../lib/crypto.js';
import * as q from './sign-in-throttle.queries.js';

// Who may try a password now (OWASP's authentication guidance): per (account, IP) tightly, so a
// guesser is stopped; per account only with a short delay that grows with the failures from everywhere, so a
// stranger can slow the owner down by a few seconds but never lock them out. Attempts are counted in the database
// before the password is checked (any number of processes, any number of parallel requests), and a right password
// takes its own attempt back.
//
// A browser that signed in to the account before (its signed device cookie, known-device.ts) is counted only on
// its own: SIGN_IN_FAILS_PER_KNOWN_DEVICE failures per window, and neither the account-wide delay nor its IP's count
// applies to it. So strangers failing from anywhere delay only other strangers (and browsers new to the account);
// the owner's own browser always gets its tries, as OWASP recommends against lockouts a stranger can cause.

const throttle = (seconds: number) =>
  new AppError('throttle', M.error.common.throttle, 429, { remainingSeconds: clampRemainingSeconds(seconds) });

export type SignInTicket = { pairKey: string; accountKey: string } | { deviceKey: string };

/** Every this many attempts, the counters that are over are deleted (guesses at many addresses leave many rows). */
const PRUNE_EVERY = 500;

export class SignInThrottle {
  private attempts = 0;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  /** Keyed hashes: unknown addresses are counted exactly like real ones, and no address or IP is stored. */
  private key(kind: string, value: string) {
    return hmac(`sign-in-throttle:${this.secret}`, `${kind}:${value}`);
  }

  /**
   * Counts this attempt, or throws the 429 throttle when it may not be checked now. `knownDevice`: the id of the
   * caller's device when its token is genuine and of this very account (the caller checks that).
   */
  async admit(email: string, ip: string, knownDevice?: string): Promise<SignInTicket> {
    this.attempts += 1;
    if (this.attempts % PRUNE_EVERY === 0) await q.pruneCounters(this.db);
    if (knownDevice !== undefined) {
      const deviceKey = this.key('device', knownDevice);
      const own = await q.reserveOwnAttempt(this.db, deviceKey, SIGN_IN_FAIL_WINDOW_SECONDS);
      if (own.count > SIGN_IN_FAILS_PER_KNOWN_DEVICE) throw throttle(own.secondsLeft);
      return { deviceKey };
    }
    const account = email.trim().toLowerCase();
    const ticket = { pairKey: this.key('pair', `${account}\n${ip}`), accountKey: this.key('account', account) };
    const r = await q.reserveAttempt(this.db, {
      ...ticket,
      pairLimit: SIGN_IN_FAILS_PER_ACCOUNT_IP,
      window: SIGN_IN_FAIL_WINDOW_SECONDS,
      delayAfter: SIGN_IN_ACCOUNT_DELAY_AFTER_FAILS,
      delayBase: SIGN_IN_ACCOUNT_DELAY_BASE_SECONDS,
      delayMax: SIGN_IN_ACCOUNT_DELAY_MAX_SECONDS,
    });
    if (r.pairCount > SIGN_IN_FAILS_PER_ACCOUNT_IP) throw throttle(r.pairSecondsLeft);
    if (r.accountPassed === 0) {
      // Not this pair's doing: the attempt was not checked, so it does not count against the caller's IP either.
      await q.refundAttempt(this.db, ticket.pairKey);
      throw throttle(r.accountSecondsLeft ?? SIGN_IN_ACCOUNT_DELAY_BASE_SECONDS);
    }
    return ticket;
  }

  /** The password was right: the attempt was no failure. */
  async succeeded(ticket: SignInTicket) {
    if ('deviceKey' in ticket) await q.forgetCounter(this.db, ticket.deviceKey);
    else await q.recordSuccess(this.db, ticket.pairKey, ticket.accountKey);
  }
}
