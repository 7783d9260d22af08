// Every API path of spec §7 (below the `/api` base), in one place: the server registers these patterns and the
// web client builds its URLs from the same entries, so a path can never drift between the two.

export const API_BASE = '/api';

const enc = encodeURIComponent;

export const API = {
  health: '/health',
  /** Issue 20: ready to serve (database, Redis, storage, change listener), for load balancers. */
  ready: '/ready',
  openapi: '/openapi.json',
  devMailbox: '/dev/mailbox',
  auth: {
    signIn: '/auth/signIn',
    signUp: '/auth/signUp',
    verifyEmail: { pattern: '/auth/verify-email/:email', href: (email: string) => `/auth/verify-email/${enc(email)}` },
    verifyEmailStatus: '/auth/verify-email-status',
    resendVerification: {
      pattern: '/auth/re-send-verification-email/:email',
      href: (email: string) => `/auth/re-send-verification-email/${enc(email)}`,
    },
    refreshToken: '/auth/refresh-token',
    signOut: '/auth/signOut',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    sessions: '/auth/sessions',
    revokeSession: { pattern: '/auth/sessions/:id/revoke', href: (id: string) => `/auth/sessions/${enc(id)}/revoke` },
    revokeAllExceptCurrent: '/auth/sessions/revoke-all-except-current',
    sessionValidate: '/auth/session/validate',
    sessionInit: '/auth/session/init',
    me: '/auth/me',
    creatorCheckProfile: {
      pattern: '/auth/creator/check-profile/:profile',
      href: (profile: string) => `/auth/creator/check-profile/${enc(profile)}`,
    },
    creatorSignUp: '/auth/creator/signUp',
    youtuberSignUp: '/auth/youtuber/signUp',
    /** Not in the original: 'not here? click here' tells the admins a brand is missing. */
    brandRequests: '/auth/creator/brand-requests',
  },
  profile: {
    root: '/profile',
    settings: '/profile/settings',
    username: '/profile/username',
    imageUrl: '/profile/imageUrl',
    notifications: '/profile/notifications',
    passwordChange: '/profile/password-change',
    passwordChangeConfirm: '/profile/password-change/confirm',
    passwordChangeResend: '/profile/password-change/resend-otp',
    changeEmail: '/profile/change-email',
    changeEmailConfirm: '/profile/change-email/confirm',
    changeEmailResend: '/profile/change-email/resend-otp',
    changeEmailInfo: {
      pattern: '/profile/change-email/otp-info/:token',
      href: (token: string) => `/profile/change-email/otp-info/${enc(token)}`,
    },
    /** The link mailed to the old address: cancels a pending change or takes the account back. */
    changeEmailRevert: '/profile/change-email/revert',
    selectedCreatorTeam: '/profile/selected-creator-team',
    acknowledgeWarning: {
      pattern: '/profile/warnings/:id/ack',
      href: (id: string) => `/profile/warnings/${enc(id)}/ack`,
    },
  },
  admin: {
    users: '/admin/users',
    user: { pattern: '/admin/users/:id', href: (id: string) => `/admin/users/${enc(id)}` },
    userPunishments: { pattern: '/admin/users/:id/punishments', href: (id: string) => `/admin/users/${enc(id)}/punishments` },
    userPasswordReset: { pattern: '/admin/users/:id/password-reset', href: (id: string) => `/admin/users/${enc(id)}/password-reset` },
    userCreatorTeam: {
      pattern: '/admin/users/:id/creator-teams/:teamId',
      href: (id: string, teamId: string) => `/admin/users/${enc(id)}/creator-teams/${enc(teamId)}`,
    },
    punishments: '/admin/punishments',
    punishment: { pattern: '/admin/punishments/:id', href: (id: string) => `/admin/punishments/${enc(id)}` },
    verifications: '/admin/creators/verifications',
    verification: {
      pattern: '/admin/creators/verifications/:id',
      href: (id: string) => `/admin/creators/verifications/${enc(id)}`,
    },
    /** Not below /admin/creators/: `/admin/creators/verifications/{id}` would match it too (an ambiguous path). */
    creatorAccess: { pattern: '/admin/creator-teams/:teamId/access', href: (teamId: string) => `/admin/creator-teams/${enc(teamId)}/access` },
    brandRequests: '/admin/brand-requests',
    audit: '/admin/audit',
    /** Issue 20: the background jobs and their dead letters. */
    jobs: '/admin/jobs',
    jobRetry: { pattern: '/admin/jobs/:id/retry', href: (id: string) => `/admin/jobs/${enc(id)}/retry` },
    job: { pattern: '/admin/jobs/:id', href: (id: string) => `/admin/jobs/${enc(id)}` },
  },
  creator: {
    social: '/creator/social',
    settings: { pattern: '/creator/settings/:teamId', href: (teamId: string) => `/creator/settings/${enc(teamId)}` },
    imageUpload: {
      pattern: '/creator/settings/imageUpload/:teamId',
      href: (teamId: string) => `/creator/settings/imageUpload/${enc(teamId)}`,
    },
    image: {
      pattern: '/creator/settings/:type/:teamId',
      href: (type: string, teamId: string) => `/creator/settings/${enc(type)}/${enc(teamId)}`,
    },
    teamMembers: { pattern: '/creator/teamMembers/:teamId', href: (teamId: string) => `/creator/teamMembers/${enc(teamId)}` },
    teamMember: {
      pattern: '/creator/teamMembers/:teamId/:memberId',
      href: (teamId: string, memberId: string) => `/creator/teamMembers/${enc(teamId)}/${enc(memberId)}`,
    },
    invites: { pattern: '/creator/teamMembers/:teamId/invites', href: (teamId: string) => `/creator/teamMembers/${enc(teamId)}/invites` },
    invite: {
      pattern: '/creator/teamMembers/:teamId/invites/:inviteId',
      href: (teamId: string, inviteId: string) => `/creator/teamMembers/${enc(teamId)}/invites/${enc(inviteId)}`,
    },
    transferOwnership: {
      pattern: '/creator/teams/:teamId/transfer-ownership',
      href: (teamId: string) => `/creator/teams/${enc(teamId)}/transfer-ownership`,
    },
    inviteByToken: { pattern: '/creator/invites/:token', href: (token: string) => `/creator/invites/${enc(token)}` },
    acceptInvite: '/creator/invites/accept',
    /** Not in the original: the recipient of an ownership offer accepts or declines it. */
    acceptTransfer: {
      pattern: '/creator/ownership-transfers/:transferId/accept',
      href: (transferId: string) => `/creator/ownership-transfers/${enc(transferId)}/accept`,
    },
    declineTransfer: {
      pattern: '/creator/ownership-transfers/:transferId/decline',
      href: (transferId: string) => `/creator/ownership-transfers/${enc(transferId)}/decline`,
    },
  },
  /** Uploaded images (avatars, team icons and banners), served with long cache headers. */
  files: { pattern: '/files/*', href: (name: string) => `/files/${enc(name)}` },
} as const;

/** Header names of spec §7. */
export const HEADERS = {
  sessionId: 'x-session-id',
  clientBrowser: 'x-client-browser',
  clientPlatform: 'x-client-platform',
  clientInfo: 'x-client-info',
} as const;

/**
 * Issue 20: until when (epoch ms) this browser's reads go to the primary database rather than a replica: set by the
 * server after each write, so a person always sees what they just did.
 */
export const PRIMARY_UNTIL_COOKIE = 'plaudit_primary_until';
/** The httpOnly cookie that carries the refresh token for the web app (DESIGN.md). */
export const REFRESH_COOKIE = 'plaudit_rt';
/** The httpOnly, signed cookie by which a browser that signed in to an account before is known at sign-in. */
export const KNOWN_DEVICE_COOKIE = 'plaudit_device';
/** localStorage key of spec §3 "Anonymous session". */
export const SESSION_STORAGE_KEY = 'x-session-id';
