// Query keys of a creator team's cached data (the "organisation config", "pending team invites"). Shared by
// the teams feature and the organisation switcher, which invalidates everything under `teamKeys.all` on a switch.
export const teamKeys = {
  all: ['team'] as const,
  /** Everything cached about one team. */
  team: (teamId: string) => ['team', teamId] as const,
  settings: (teamId: string) => ['team', teamId, 'settings'] as const,
  members: (teamId: string) => ['team', teamId, 'members'] as const,
  invites: (teamId: string) => ['team', teamId, 'invites'] as const,
  invitePreview: (token: string) => ['team', 'invite', token] as const,
};
