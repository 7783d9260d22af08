import type { CreatorReviewsQuery } from '@plaudit/contract';

// Under the team's key (lib/team-keys.ts `['team', teamId]`), so switching organisation drops them with the rest.
export const creatorReviewKeys = {
  all: (teamId: string) => ['team', teamId, 'reviews'] as const,
  list: (teamId: string, query: CreatorReviewsQuery) => ['team', teamId, 'reviews', 'list', query] as const,
  products: (teamId: string) => ['team', teamId, 'reviews', 'products'] as const,
};
