import type { TrophyListQuery } from '@plaudit/contract';

// Every trophy query key starts with 'trophies': the organiser screens (their own feature and keys) invalidate
// ['trophies'] after a change, which refreshes these public lists, pages and wins strips too.
export const trophyKeys = {
  all: ['trophies'] as const,
  categories: () => ['trophies', 'categories'] as const,
  list: (query: Partial<TrophyListQuery>) => ['trophies', 'list', query] as const,
  detail: (id: string) => ['trophies', 'detail', id] as const,
  candidates: (id: string) => ['trophies', 'detail', id, 'candidates'] as const,
  brandWins: (creatorProfile: string) => ['trophies', 'wins', 'brand', creatorProfile.toLowerCase()] as const,
  productWins: (productId: string) => ['trophies', 'wins', 'product', productId] as const,
  youtuberWins: (handle: string) => ['trophies', 'wins', 'youtuber', handle.toLowerCase()] as const,
  mine: () => ['trophies', 'wins', 'mine'] as const,
};
