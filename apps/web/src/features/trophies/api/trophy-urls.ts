import { API_BASE, ROUTES, type TrophyBadgeTheme } from '@plaudit/contract';
import { pathOf } from '@/lib/call';

// Addresses a browser opens directly (downloads, <img>, a copied snippet), built from the contract's route paths
// the way call() builds them, so they follow the route table.

/** The signed protocol: JSON (the record and its JWS) or the readable PDF. */
export function protocolUrl(trophyId: string, format: 'json' | 'pdf' = 'json'): string {
  const path = `${API_BASE}${pathOf(ROUTES.trophies.protocol.path, { id: trophyId })}`;
  return format === 'pdf' ? `${path}?format=pdf` : path;
}

/** The embeddable badge (an SVG), relative to `origin` when given (the copied snippet is used on other sites). */
export function badgeUrl(trophyId: string, theme: TrophyBadgeTheme, origin = ''): string {
  return `${origin}${API_BASE}${pathOf(ROUTES.trophies.badge.path, { id: trophyId })}?theme=${theme}`;
}

/** Where the platform's protocol key is published (the verifier checks a protocol's JWS with it). */
export const PROTOCOL_KEY_URL = '/.well-known/plaudit-protocol-key.json';
