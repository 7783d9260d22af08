import { vi } from 'vitest';
import type { TrophyCandidate, TrophyDetail, TrophyNominee, TrophySummary } from '@plaudit/contract';

// Contract-shaped answers for the trophy screens' tests, and a fetch stub that answers by path (the way the
// catalogue's page tests provide data): unknown paths answer the API's 404.

export const candidate = (overrides: Partial<TrophyCandidate> = {}): TrophyCandidate => ({
  id: 'p1',
  contentType: 'PRODUCT',
  title: 'Aurora Speaker',
  subtitle: 'Acme Audio',
  href: '/brands/acme/aurora-speaker',
  image: null,
  videoId: null,
  teamId: 'team1',
  figures: {
    reviewCount: 12,
    ratingSum: 54,
    ratingAverage: 4.5,
    rating: null,
    helpfulCount: 30,
    since: '2026-01-02T00:00:00.000Z',
  },
  ...overrides,
});

export const nominee = (overrides: Partial<TrophyNominee> = {}): TrophyNominee => ({
  ...candidate(),
  position: 0,
  score: null,
  rank: null,
  isWinner: false,
  ...overrides,
});

export const summary = (overrides: Partial<TrophySummary> = {}): TrophySummary => ({
  id: 'tr1',
  name: 'Speaker of the Year',
  description: 'The best speaker of 2026.',
  status: 'AWARDED',
  method: 'DRAW',
  contentType: 'PRODUCT',
  category: { id: 'cat1', name: 'Best product', slug: 'best-product', icon: 'crown' },
  catalogueCategory: null,
  organiser: { kind: 'PLATFORM', name: 'Plaudit', handle: null, team: null },
  periodFrom: '2026-01-01',
  periodTo: '2026-03-31',
  candidateCount: 3,
  winner: candidate({ id: 'p2', title: 'Nimbus Buds' }),
  lockedAt: '2026-04-01T10:00:00.000Z',
  awardedAt: '2026-04-02T10:00:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-04-02T10:00:00.000Z',
  ...overrides,
});

const noPermissions = { edit: false, nominate: false, open: false, lock: false, award: false, cancel: false };

export const detail = (overrides: Partial<TrophyDetail> = {}): TrophyDetail => ({
  ...summary(),
  commitment: 'c0ffee'.repeat(10) + 'abcd',
  seed: '5eed'.repeat(16),
  justification: null,
  scoring: null,
  cancelledAt: null,
  cancelReason: null,
  decidedBy: 'Ada Admin',
  decidedAt: '2026-04-02T10:00:00.000Z',
  permissions: noPermissions,
  ...overrides,
});

export const threeNominees = (winnerPosition = 1): TrophyNominee[] =>
  [
    nominee({ id: 'p1', title: 'Aurora Speaker', position: 0 }),
    nominee({ id: 'p2', title: 'Nimbus Buds', position: 1 }),
    nominee({
      id: 'p3',
      title: 'Cirrus Amp',
      position: 2,
      figures: {
        reviewCount: 0,
        ratingSum: 0,
        ratingAverage: null,
        rating: null,
        helpfulCount: 1,
        since: '2026-01-03T00:00:00.000Z',
      },
    }),
  ].map((n) => ({ ...n, isWinner: n.position === winnerPosition }));

export type Answers = Record<string, { status: number; body: unknown } | (() => { status: number; body: unknown })>;

export const notFoundBody = { status: 404, errors: [{ type: 'not_found', message: 'error.common.not_found' }] };

/** Stubs fetch: answers by pathname; records every URL asked. */
export function serve(answers: Answers) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const hit = answers[url.pathname];
    const { status, body } = typeof hit === 'function' ? hit() : (hit ?? { status: 404, body: notFoundBody });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const urls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
