import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_BATCH_MAX, EVENTS_CLIENT_FLUSH_MS } from '@plaudit/contract';
import { authSession } from '../auth-session';
import { flushEvents, resetEventQueue, track } from './event-queue';

// The web app's side: events go in batches on a timer, as beacons when the page is hidden, and a
// failure is logged once, never shown and never retried.

interface Sent {
  url: string;
  body: {
    events: { eventType: string; profileId: string | null; metadata: Record<string, unknown> }[];
    sessionId?: string;
    automated?: boolean;
  };
}

let sent: Sent[];
let fail: boolean;

beforeEach(() => {
  vi.useFakeTimers();
  resetEventQueue();
  localStorage.clear();
  sent = [];
  fail = false;
  localStorage.setItem('x-session-id', 'visitor-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (fail) throw new TypeError('Failed to fetch');
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ accepted: 1 }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the event queue', () => {
  it('sends what it gathered as one batch after a few seconds, each event with its own id', async () => {
    track('PAGE_VIEW', null, { path: '/' });
    track('PRODUCT_PAGE_VIEW', 'p-1');
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(EVENTS_CLIENT_FLUSH_MS);
    const batches = sent.filter((s) => s.url.endsWith('/events/batch'));
    expect(batches).toHaveLength(1);
    const { events } = batches[0]!.body;
    expect(events.map((e) => e.eventType)).toEqual(['PAGE_VIEW', 'PRODUCT_PAGE_VIEW']);
    expect(events[1]!.profileId).toBe('p-1');
    expect(events[0]!.metadata.path).toBe('/');
    expect(new Set(events.map((e) => e.metadata.eventId)).size).toBe(2);
    expect(events[0]!.metadata.clientAt).toEqual(expect.any(String));
  });

  it('splits more than 50 events into batches of at most 50', async () => {
    for (let i = 0; i < EVENTS_BATCH_MAX + 7; i += 1) track('PRODUCT_HOVER', `p-${i}`);
    await flushEvents();
    const sizes = sent.filter((s) => s.url.endsWith('/events/batch')).map((s) => s.body.events.length);
    expect(sizes).toEqual([EVENTS_BATCH_MAX, 7]);
  });

  it('sends beacons when the page is hidden, with the session in the body', () => {
    const beacons: { url: string; body: string }[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => (beacons.push({ url, body }), true),
    });
    authSession.setSessionId('visitor-2');
    track('PRODUCT_CLICK', 'p-9', { url: 'shop.example' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/events/batch');
    const body = JSON.parse(beacons[0]!.body);
    expect(body.sessionId).toBe('visitor-2');
    expect(body.automated).toBe(false);
    expect(body.events[0]).toMatchObject({ eventType: 'PRODUCT_CLICK', profileId: 'p-9' });
    // Nothing is left to send twice.
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('logs a failed send once and neither shows it nor tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fail = true;
    track('PAGE_VIEW');
    await flushEvents();
    track('PAGE_VIEW');
    await flushEvents();
    expect(warn).toHaveBeenCalledTimes(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(EVENTS_CLIENT_FLUSH_MS * 3);
    expect(sent.filter((s) => s.url.endsWith('/events/batch'))).toHaveLength(0);
  });
});
