import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type {
  CreatorTrophy,
  TrophyCandidate,
  TrophyCategory,
  TrophyDetail,
  TrophyNominee,
  TrophySummary,
} from '@plaudit/contract';
import { ModalStackProvider } from '@/components/modal-stack';
import { renderWithProviders } from '@/test/render';

// Canned API answers for the organiser's screens: the real API client and `call`, only `fetch` is stubbed. Each
// handler is keyed "METHOD /api/path" (a path may end in `*` for a prefix); every request is recorded.

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const apiError = (status: number, type: string, message: string, meta?: Record<string, unknown>) =>
  json(status, { status, errors: [{ type, message, ...(meta ? { meta } : {}) }] });

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (request: Recorded) => Response;

export function stubApi(handlers: Record<string, Handler>) {
  const requests: Recorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/auth/session/init') return json(200, { sessionId: 'visitor-1' });
      const request: Recorded = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      requests.push(request);
      const key = `${method} ${url.pathname}`;
      const handler =
        handlers[key] ??
        Object.entries(handlers).find(
          ([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)),
        )?.[1];
      if (!handler) throw new Error(`unexpected call ${key}`);
      return handler(request);
    }),
  );
  return requests;
}

export function renderWithStack(ui: ReactElement, route = '/') {
  return renderWithProviders(<ModalStackProvider>{ui}</ModalStackProvider>, { route });
}

export const category = (id: string, overrides: Partial<TrophyCategory> = {}): TrophyCategory => ({
  id,
  name: `Category ${id}`,
  slug: `category-${id}`,
  description: null,
  icon: 'trophy',
  position: 0,
  platformOnly: false,
  trophyCount: 0,
  texts: {
    name: overrides.name ?? `Category ${id}`,
    description: overrides.description ?? null,
    nameDe: null,
    descriptionDe: null,
  },
  ...overrides,
});

export const candidate = (id: string, overrides: Partial<TrophyCandidate> = {}): TrophyCandidate => ({
  id,
  contentType: 'PRODUCT',
  title: `Product ${id}`,
  subtitle: 'Acme',
  href: `/products/${id}`,
  image: null,
  videoId: null,
  teamId: 't1',
  figures: {
    reviewCount: 3,
    ratingSum: 12,
    ratingAverage: 4,
    rating: null,
    helpfulCount: 2,
    since: '2026-01-01T00:00:00.000Z',
  },
  ...overrides,
});

export const nominee = (id: string, position: number, overrides: Partial<TrophyNominee> = {}): TrophyNominee => ({
  ...candidate(id),
  position,
  score: null,
  rank: null,
  isWinner: false,
  ...overrides,
});

export const summary = (id: string, overrides: Partial<TrophySummary> = {}): TrophySummary => ({
  id,
  name: `Trophy ${id}`,
  description: '',
  status: 'DRAFT',
  method: 'JURY',
  contentType: 'PRODUCT',
  category: { id: 'c1', name: 'Category c1', slug: 'category-c1', icon: 'trophy' },
  catalogueCategory: null,
  organiser: { kind: 'PLATFORM', name: 'Plaudit', handle: null, team: null },
  periodFrom: '2026-01-01',
  periodTo: '2026-03-31',
  candidateCount: 0,
  winner: null,
  lockedAt: null,
  awardedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const creatorTrophy = (
  id: string,
  relation: CreatorTrophy['relation'],
  overrides: Partial<TrophySummary> = {},
): CreatorTrophy => ({
  ...summary(id, overrides),
  relation,
});

export const detail = (id: string, overrides: Partial<TrophyDetail> = {}): TrophyDetail => ({
  ...summary(id),
  commitment: null,
  seed: null,
  justification: null,
  scoring: null,
  cancelledAt: null,
  cancelReason: null,
  decidedBy: null,
  decidedAt: null,
  permissions: { edit: true, nominate: false, open: true, lock: false, award: false, cancel: true },
  ...overrides,
});

export const listOf = <T,>(data: T[]) => ({ data, meta: { page: 1, take: 20, total: data.length, pageCount: 1 } });

// Mantine's autosize textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {} },
    configurable: true,
  });
