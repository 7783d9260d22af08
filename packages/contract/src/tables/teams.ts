import type { RouteSpec } from '../route-table.js';

// A creator team's workspace: settings, images, members, invitations and ownership, spread into the route table
// (route-table.ts). Zod-free like the table itself; each call's schemas are in route-schemas.ts (from schemas/team.ts)
// under the same id, its prose in teams.docs.ts.

export const TEAMS_ROUTES = [
  { id: 'teams.getSettings', method: 'GET', path: '/creator/settings/:teamId', tag: 'teams', auth: 'bearer', errors: [401, 404] },
  { id: 'teams.updateSettings', method: 'PUT', path: '/creator/settings/:teamId', tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
  { id: 'teams.updateSocial', method: 'PUT', path: '/creator/social', tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404] },
  { id: 'teams.uploadImage', method: 'PUT', path: '/creator/settings/imageUpload/:teamId', tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404, 413, 415, 503] },
  { id: 'teams.deleteImage', method: 'DELETE', path: '/creator/settings/:type/:teamId', tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404] },
  { id: 'teams.listMembers', method: 'GET', path: '/creator/teamMembers/:teamId', tag: 'teams', auth: 'bearer', errors: [401, 404] },
  { id: 'teams.invite', method: 'POST', path: '/creator/teamMembers/:teamId', tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
  { id: 'teams.updateMember', method: 'PUT', path: '/creator/teamMembers/:teamId/:memberId', tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404] },
  { id: 'teams.removeMember', method: 'DELETE', path: '/creator/teamMembers/:teamId/:memberId', tag: 'teams', auth: 'bearer', errors: [401, 403, 404, 409] },
  { id: 'teams.transferOwnership', method: 'POST', path: '/creator/teams/:teamId/transfer-ownership', tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404] },
  { id: 'teams.acceptTransfer', method: 'POST', path: '/creator/ownership-transfers/:transferId/accept', tag: 'teams', auth: 'bearer', errors: [401, 403, 404] },
  { id: 'teams.declineTransfer', method: 'POST', path: '/creator/ownership-transfers/:transferId/decline', tag: 'teams', auth: 'bearer', errors: [401, 404] },
  { id: 'teams.listInvites', method: 'GET', path: '/creator/teamMembers/:teamId/invites', tag: 'teams', auth: 'bearer', errors: [401, 404] },
  { id: 'teams.cancelInvite', method: 'DELETE', path: '/creator/teamMembers/:teamId/invites/:inviteId', tag: 'teams', auth: 'bearer', errors: [401, 403, 404] },
  { id: 'teams.previewInvite', method: 'GET', path: '/creator/invites/:token', tag: 'teams', auth: 'optional', errors: [404] },
  { id: 'teams.acceptInvite', method: 'POST', path: '/creator/invites/accept', tag: 'teams', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
] as const satisfies readonly RouteSpec[];
