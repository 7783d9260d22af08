import { useEffect, useRef } from 'react';
import { useLocation, type Location } from 'react-router';
import type { EventType } from '@plaudit/contract';
import { track } from './event-queue';

// One view event per page view: React StrictMode runs effects twice and a page re-renders many
// times, but a visit is one navigation. Sent events are remembered per navigation (react-router hands out a new
// location object for each one, Back and Forward included, and the same object for every render of it), so a
// re-render or a second effect run sends nothing and coming back to the page counts again.

const sentIn = new WeakMap<Location, Set<string>>();

/** True the first time `key` is claimed for this navigation. */
export function claimOnce(location: Location, key: string): boolean {
  let sent = sentIn.get(location);
  if (!sent) sentIn.set(location, (sent = new Set()));
  if (sent.has(key)) return false;
  sent.add(key);
  return true;
}

/**
 * The referring site, only on the first page of a visit (react-router's first location has the key "default") and
 * only when it is another site: where a visitor came from, not where they clicked next.
 */
export function externalReferrer(location: Location): string | undefined {
  if (location.key !== 'default' || !document.referrer) return undefined;
  try {
    return new URL(document.referrer).host === window.location.host ? undefined : document.referrer;
  } catch {
    return undefined;
  }
}

/** Sends `eventType` about `profileId` once per view of the page (nothing while the id is still loading). */
export function useTrackView(
  eventType: EventType,
  profileId: string | null | undefined,
  metadata?: Record<string, unknown>,
): void {
  const location = useLocation();
  const extra = useRef(metadata);
  extra.current = metadata;
  useEffect(() => {
    if (profileId === undefined) return;
    if (!claimOnce(location, `${eventType}:${profileId ?? ''}`)) return;
    const referrer = externalReferrer(location);
    track(eventType, profileId, { ...extra.current, ...(referrer ? { referrer } : {}) });
  }, [location, eventType, profileId]);
}

const HOVER_MS = 500;

/**
 * PRODUCT_HOVER when the pointer rests on a product's card (half a second, not a pass over it), at most once per
 * product per page view. Spread the answer on the card's root element.
 */
export function useTrackHover(productId: string): { onPointerEnter: () => void; onPointerLeave: () => void } {
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return {
    onPointerEnter: () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (claimOnce(location, `PRODUCT_HOVER:${productId}`)) track('PRODUCT_HOVER', productId);
      }, HOVER_MS);
    },
    onPointerLeave: () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
  };
}
