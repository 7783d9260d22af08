import {
  API_BASE,
  EVENTS_BATCH_MAX,
  EVENTS_CLIENT_FLUSH_MS,
  ROUTES,
  type EventInput,
  type EventType,
} from '@plaudit/contract';
import { call } from '../call';
import { authSession } from '../auth-session';

// What the app tells the analytics: events wait here and go as one POST /api/events/batch every few
// seconds, and with navigator.sendBeacon when the page is hidden (a closing tab still sends what it saw). A failed
// send is only logged, once: analytics never bother a visitor, never retry in a loop.

const queue: EventInput[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;
let warned = false;

/** A v4 UUID, also where crypto.randomUUID is missing (a page served over plain http from another machine). */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Analytics events could not be sent; the page works on without them.', error);
}

const automated = () => typeof navigator !== 'undefined' && navigator.webdriver === true;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendBeacons();
  });
  window.addEventListener('pagehide', sendBeacons);
}

/** Queues one event; each carries its own id (a resend is counted once) and the browser's time. */
export function track(eventType: EventType, profileId?: string | null, metadata: Record<string, unknown> = {}): void {
  queue.push({
    eventType,
    profileId: profileId ?? null,
    metadata: { ...metadata, eventId: uuid(), clientAt: new Date().toISOString() },
  });
  listen();
  timer ??= setTimeout(() => void flushEvents(), EVENTS_CLIENT_FLUSH_MS);
}

/**
 * Queues one event and sends the queue at once as beacons: for the moment before the session ends (a sign-out),
 * which must not wait for a request and must still name the session that is ending.
 */
export function trackNow(
  eventType: EventType,
  profileId?: string | null,
  metadata: Record<string, unknown> = {},
): void {
  track(eventType, profileId, metadata);
  sendBeacons();
}

/** Sends everything queued now, in batches of at most EVENTS_BATCH_MAX. */
export async function flushEvents(): Promise<void> {
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  while (queue.length > 0) {
    const events = queue.splice(0, EVENTS_BATCH_MAX);
    try {
      await call(
        ROUTES.events.batch,
        { body: { events, automated: automated() } },
        { throttleToast: false, offlineToast: false },
      );
    } catch (error) {
      warnOnce(error);
    }
  }
}

/** The page is going away: what is queued leaves as beacons (no headers, so the session goes in the body). */
function sendBeacons(): void {
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  const url = `${API_BASE}${ROUTES.events.batch.path}`;
  while (queue.length > 0) {
    const events = queue.splice(0, EVENTS_BATCH_MAX);
    const body = JSON.stringify({ events, sessionId: authSession.sessionId() ?? undefined, automated: automated() });
    try {
      if (!navigator.sendBeacon?.(url, body)) warnOnce(new Error('sendBeacon refused the batch'));
    } catch (error) {
      warnOnce(error);
    }
  }
}

/** Tests only: the queue and the one-time warning start afresh. */
export function resetEventQueue(): void {
  queue.length = 0;
  if (timer) clearTimeout(timer);
  timer = null;
  warned = false;
}
