import type { RouteSpec } from '../route-table.js';

// The signed-in person's own account, spread into the route table (route-table.ts). Zod-free like the table itself;
// each call's schemas are in route-schemas.ts (from schemas/profile.ts) under the same id, its prose in
// profile.docs.ts.

export const PROFILE_ROUTES = [
  { id: 'profile.get', method: 'GET', path: '/profile', tag: 'profile', auth: 'bearer', errors: [401] },
  { id: 'profile.updateNames', method: 'PUT', path: '/profile', tag: 'profile', auth: 'bearer', errors: [400, 401] },
  { id: 'profile.delete', method: 'DELETE', path: '/profile', tag: 'profile', auth: 'bearer', errors: [401, 409] },
  { id: 'profile.updateSettings', method: 'PUT', path: '/profile/settings', tag: 'profile', auth: 'bearer', errors: [400, 401] },
  { id: 'profile.updateUsername', method: 'PUT', path: '/profile/username', tag: 'profile', auth: 'bearer', errors: [400, 401, 409] },
  { id: 'profile.updateNotifications', method: 'PUT', path: '/profile/notifications', tag: 'profile', auth: 'bearer', errors: [400, 401] },
  { id: 'profile.uploadImage', method: 'PUT', path: '/profile/imageUrl', tag: 'profile', auth: 'bearer', errors: [400, 401, 413, 415, 503] },
  { id: 'profile.deleteImage', method: 'DELETE', path: '/profile/imageUrl', tag: 'profile', auth: 'bearer', errors: [401] },
  { id: 'profile.selectCreatorTeam', method: 'PUT', path: '/profile/selected-creator-team', tag: 'profile', auth: 'bearer', errors: [400, 401, 403] },
  { id: 'profile.passwordChange', method: 'POST', path: '/profile/password-change', tag: 'profile', auth: 'bearer', errors: [400, 401, 429] },
  { id: 'profile.passwordChangeResend', method: 'POST', path: '/profile/password-change/resend-otp', tag: 'profile', auth: 'bearer', errors: [400, 401, 429] },
  { id: 'profile.passwordChangeConfirm', method: 'POST', path: '/profile/password-change/confirm', tag: 'profile', auth: 'bearer', errors: [400, 401, 429] },
  { id: 'profile.changeEmail', method: 'POST', path: '/profile/change-email', tag: 'profile', auth: 'bearer', errors: [400, 401, 409, 429] },
  { id: 'profile.changeEmailResend', method: 'POST', path: '/profile/change-email/resend-otp', tag: 'profile', auth: 'bearer', errors: [400, 401, 429] },
  { id: 'profile.changeEmailInfo', method: 'GET', path: '/profile/change-email/otp-info/:token', tag: 'profile', auth: 'bearer', errors: [401, 404] },
  { id: 'profile.changeEmailConfirm', method: 'POST', path: '/profile/change-email/confirm', tag: 'profile', auth: 'bearer', errors: [400, 401, 409, 429] },
  { id: 'profile.changeEmailRevert', method: 'POST', path: '/profile/change-email/revert', tag: 'profile', auth: 'public', errors: [400, 409, 429] },
  { id: 'profile.acknowledgeWarning', method: 'POST', path: '/profile/warnings/:id/ack', tag: 'profile', auth: 'bearer', errors: [401, 404] },
] as const satisfies readonly RouteSpec[];
