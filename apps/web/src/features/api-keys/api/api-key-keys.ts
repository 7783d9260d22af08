import { teamKeys } from '@/lib/team-keys';

// A team's API keys under the team's own key, so a switch to another organisation (which invalidates teamKeys.all)
// drops them too.
export const apiKeyKeys = {
  list: (teamId: string) => [...teamKeys.team(teamId), 'api-keys'] as const,
};
