import type { CreatorStatsQuery } from '@plaudit/contract';

/** Every parameter is in the key: another range or product is another answer. */
export const statsKeys = {
  all: ['stats'] as const,
  creator: (teamId: string, query: CreatorStatsQuery) => ['stats', 'creator', teamId, query] as const,
  admin: () => ['stats', 'admin'] as const,
  youtuber: () => ['stats', 'youtuber'] as const,
};
