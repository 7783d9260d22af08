import { WEBHOOK_FAILING_DISABLE_DAYS, WEBHOOK_RETRY_DELAYS_SECONDS, WEBHOOK_RETRY_JITTER } from '@plaudit/contract';

// When a delivery is tried again (Svix's schedule: at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), each
// wait moved by up to ±10% so endpoints that failed together do not all come back at the same second. A receiver
// that answers 429 or 503 with `Retry-After` is not asked before then.

/** Attempts in one round: the first and one per wait. */
export const ATTEMPTS_PER_ROUND = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
/** The longest Retry-After honoured: a receiver cannot park a message beyond the schedule's own longest wait. */
const RETRY_AFTER_MAX_SECONDS = Math.max(...WEBHOOK_RETRY_DELAYS_SECONDS);
const DAY_MS = 24 * 3600_000;

/**
 * The wait in ms after the `attempt`-th attempt (1-based) of a round failed, or null when that was the last.
 * `random` is in [0, 1): 0.5 is the schedule's own figure.
 */
export function retryDelayMs(attempt: number, random: number, retryAfterSeconds: number | null = null): number | null {
  const base = WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1];
  if (base === undefined) return null;
  const jittered = base * 1000 * (1 + WEBHOOK_RETRY_JITTER * (2 * random - 1));
  if (retryAfterSeconds === null) return Math.round(jittered);
  return Math.round(Math.max(jittered, Math.min(retryAfterSeconds, RETRY_AFTER_MAX_SECONDS) * 1000));
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (value === undefined || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** An endpoint that has only failed since `failingSince` is turned off once that is WEBHOOK_FAILING_DISABLE_DAYS ago. */
export function failedLongEnough(failingSince: Date, now: Date): boolean {
  return now.getTime() - failingSince.getTime() >= WEBHOOK_FAILING_DISABLE_DAYS * DAY_MS;
}
