import type { AdminTrophyListQuery, CreatorTrophyListQuery, TrophyEligibleQuery } from '@plaudit/contract';

// Every trophy key starts with ['trophies'] (the public trophies feature uses the same prefix), so one
// invalidation after any change refreshes every list, detail and candidate table on screen.
export const trophyKeys = {
  all: ['trophies'] as const,
  categories: () => ['trophies', 'categories'] as const,
  adminList: (query: AdminTrophyListQuery) => ['trophies', 'admin', query] as const,
  creatorList: (teamId: string, query: CreatorTrophyListQuery) => ['trophies', 'creator', teamId, query] as const,
  mine: () => ['trophies', 'mine'] as const,
  detail: (id: string) => ['trophies', 'detail', id] as const,
  candidates: (id: string) => ['trophies', 'detail', id, 'candidates'] as const,
  eligible: (id: string, query: TrophyEligibleQuery) => ['trophies', 'detail', id, 'eligible', query] as const,
  // The categories feature's own key for the same call: one cache for both.
  catalogueCategories: () => ['categories', 'list'] as const,
};
