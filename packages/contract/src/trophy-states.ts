import type { TrophyMethod, TrophyStatus, TrophyContentType } from './enums.js';

// A trophy's life, stated once: the server refuses every move not listed here (409) and the web offers
// only the moves listed here. Pure data and functions, no zod (public pages load this file).
//
//   action   from                               to
//   open     DRAFT                              NOMINATING   nominations start; the trophy becomes public
//   lock     NOMINATING                         LOCKED       candidates frozen with their figures; a DRAW commits to
// its seed
//   award    LOCKED                             AWARDED      the decision is recorded, signed, final
//   cancel   DRAFT, NOMINATING, LOCKED          CANCELLED    an AWARDED trophy stays awarded

export type TrophyAction = 'open' | 'lock' | 'award' | 'cancel';

export const TROPHY_TRANSITIONS: Readonly<Record<TrophyAction, { from: readonly TrophyStatus[]; to: TrophyStatus }>> = {
  open: { from: ['DRAFT'], to: 'NOMINATING' },
  lock: { from: ['NOMINATING'], to: 'LOCKED' },
  award: { from: ['LOCKED'], to: 'AWARDED' },
  cancel: { from: ['DRAFT', 'NOMINATING', 'LOCKED'], to: 'CANCELLED' },
};

export function mayTransition(status: TrophyStatus, action: TrophyAction): boolean {
  return TROPHY_TRANSITIONS[action].from.includes(status);
}

/** Editing: every field in DRAFT; in NOMINATING only the words and the trophy category (the rest decides eligibility). */
export const TROPHY_EDITABLE: Readonly<Record<TrophyStatus, 'all' | 'words' | 'none'>> = {
  DRAFT: 'all',
  NOMINATING: 'words',
  LOCKED: 'none',
  AWARDED: 'none',
  CANCELLED: 'none',
};

/** Candidates are picked only while nominating. */
export const mayNominate = (status: TrophyStatus): boolean => status === 'NOMINATING';

/** SCORE ranks products by their reviews; reviews and videos are decided by a jury or a draw. */
export function methodFits(method: TrophyMethod, contentType: TrophyContentType): boolean {
  return method !== 'SCORE' || contentType === 'PRODUCT';
}

/** The organiser's name of the platform's own trophies (a team's trophy carries its brand name instead). */
export const PLATFORM_ORGANISER_NAME = 'Plaudit';

/** Where anyone downloads the standalone protocol verifier (one file, Node and node:crypto only). */
export const TROPHY_VERIFIER_PATH = '/trophy-verifier.mjs';

/** The statuses a visitor sees. */
export const isPublicTrophyStatus = (status: TrophyStatus): boolean =>
  status === 'NOMINATING' || status === 'LOCKED' || status === 'AWARDED';
