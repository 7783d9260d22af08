import { hash } from 'node:crypto';
import Bowser from 'bowser';
import { isbot } from 'isbot';
import { z } from 'zod';
import { REFERRER_HOST_MAX, type DeviceClass } from '@plaudit/contract';

// Who a visit came from, reduced to what the figures need and nothing that names a person or a machine: a
// daily-salted hash instead of an address (as Plausible does), the browser's family, the OS's family and a device
// class instead of the user agent, and a verdict on whether a bot sent it.

/** The first 32 hex digits of sha256(salt:key): stable for one key over one UTC day, meaningless after the salt goes. */
export function visitorHash(salt: string, key: string): string {
  // The one-shot digest: every counted click and page view takes one, and a Hash object per call showed in the
  // redirect's profile.
  return hash('sha256', `${salt}:${key}`, 'hex').slice(0, 32);
}

/** The key of a visitor: the visitor or signed-in session when there is one, else address and browser. */
export function visitorKey(sessionId: string | undefined, ip: string, userAgent: string): string {
  return sessionId ? `s:${sessionId}` : `a:${ip}|${userAgent}`;
}

/**
 * The key a visitor is counted under per profile: the signed-in person, else address and browser. Never the session
 * id, which the client chooses and can make up afresh for every request.
 */
export function countedVisitorKey(userId: string | null, ip: string, userAgent: string): string {
  return userId ? `counted:u:${userId}` : `counted:a:${ip}|${userAgent}`;
}

export interface ReducedAgent {
  browser: string | null;
  os: string | null;
  device: DeviceClass;
}

const DEVICE_OF: Record<string, DeviceClass> = { desktop: 'desktop', mobile: 'mobile', tablet: 'tablet' };

export function reduceUserAgent(userAgent: string): ReducedAgent {
  if (!userAgent) return { browser: null, os: null, device: 'other' };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name ?? null,
    os: parsed.os.name ?? null,
    device: DEVICE_OF[parsed.platform.type ?? ''] ?? 'other',
  };
}

// isbot knows crawlers and most tools; headless browsers and audits say so in their own words.
const HEADLESS = /HeadlessChrome|PhantomJS|Lighthouse|Chrome-Lighthouse|Puppeteer|Playwright|Electron\//i;

/** True for a crawler, a tool, a headless browser, or a request with no user agent at all. */
export function isAutomatedAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || isbot(userAgent) || HEADLESS.test(userAgent);
}

/**
 * The host of a referring page when it is another site's. Ours, anything unparsable, and a host that is not a DNS
 * name (an address, `localhost`, `buy-now!!!.example` — URL parsing lets such hosts through) read as direct, so a
 * made-up referrer cannot put arbitrary text on a dashboard.
 */
export function referrerHost(referrer: unknown, ownHost: string): string | null {
  if (typeof referrer !== 'string' || referrer === '') return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase();
    if (host === ownHost || host.length > REFERRER_HOST_MAX || !z.regexes.domain.test(host)) return null;
    return host;
  } catch {
    return null;
  }
}

/** UTC day of a time, as the salts and links key it. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
