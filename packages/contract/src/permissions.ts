import {
  GLOBAL_ROLES,
  INVITABLE_TEAM_ROLES,
  type GlobalRole,
  type InvitableTeamRole,
  type PunishmentType,
  type TeamRole,
} from './enums.js';

// Who may do what, stated once: the server's policies enforce these rules and the web app asks the
// same functions what to offer, so a screen never offers what the server refuses. Pure tables and predicates, no
// zod (the web's first route loads this file). A new area (reviews, trophies, API-key scopes, credits) adds its
// table here and both sides use it. permissions.test.ts walks every role pair.

// ---- global roles: the admin area (§7 Admin) ----------------------------------------------------------
//
//   action                              ADMIN   MOD                              USER
//   users.read                          yes     yes                              no
//   users.update                        yes     no                               no
//   users.passwordReset                 yes     no                               no
//   users.removeFromTeam                yes     no                               no
//   punishments.read                    yes     yes                              no
//   punishments.issue WARNING/MUTE      yes     yes, on USER accounts only       no
//   punishments.issue BAN               yes     no                               no
//   punishments.update                  yes     WARNING/MUTE of USER accounts    no
//   audit.read                          yes     no                               no
//   verifications (queue, decide, creator lock), brand requests: ADMIN only
//   categories.manage (the catalogue's categories)     ADMIN only
//   reviews.moderate (pending and reported queues)     ADMIN and MOD, never on a review of a team they belong to
//   trophies.manage (platform trophies, trophy categories, cancelling any trophy)   ADMIN only
//   jobs.manage (background jobs: the queue, retrying and discarding dead letters)  ADMIN only
//   featuring.manage (category featuring, its auction log, closing a day by hand)   ADMIN only
//   appeals.decide (hearing appeals against decisions; never one's own decision)     ADMIN, MOD
//   users.impersonate (read-only support access as a USER, 60 minutes)               ADMIN only
//   credits.manage (teams' credits: grants, adjustments, refunds)                  ADMIN only
//   shortLinks.manage (the platform's own short links)                                ADMIN only
//   shortLinks.moderate (every link listed, disabling and enabling any with a reason) ADMIN and MOD
//   products.moderate (disabling and enabling any team's product with a reason)        ADMIN and MOD
//
// And for everyone: nobody changes their own role or status, nobody punishes themselves, and the last ACTIVE
// ADMIN can be neither demoted nor deactivated (the server checks that one, it needs the database).

export type AdminAction =
  | 'users.read'
  | 'users.update'
  | 'users.passwordReset'
  | 'users.removeFromTeam'
  | 'punishments.read'
  | 'punishments.issue'
  | 'punishments.update'
  | 'audit.read'
  | 'verifications.read'
  | 'verifications.decide'
  | 'creators.access'
  | 'brandRequests.read'
  | 'categories.manage'
  | 'reviews.moderate'
  | 'trophies.manage'
  | 'stats.read'
  | 'appeals.decide'
  | 'users.impersonate'
  | 'credits.manage'
  | 'jobs.manage'
  | 'featuring.manage'
  | 'shortLinks.manage'
  | 'shortLinks.moderate'
  | 'products.moderate';

export const ADMIN_POLICY: Readonly<Record<AdminAction, readonly GlobalRole[]>> = {
  'users.read': ['ADMIN', 'MOD'],
  'users.update': ['ADMIN'],
  'users.passwordReset': ['ADMIN'],
  'users.removeFromTeam': ['ADMIN'],
  'punishments.read': ['ADMIN', 'MOD'],
  'punishments.issue': ['ADMIN', 'MOD'],
  'punishments.update': ['ADMIN', 'MOD'],
  'audit.read': ['ADMIN'],
  'verifications.read': ['ADMIN'],
  'verifications.decide': ['ADMIN'],
  'creators.access': ['ADMIN'],
  'brandRequests.read': ['ADMIN'],
  'categories.manage': ['ADMIN'],
  'reviews.moderate': ['ADMIN', 'MOD'],
  'trophies.manage': ['ADMIN'],
  // The platform's figures (sign-ups, activity, queue sizes) are what both kinds of staff start from.
  'stats.read': ['ADMIN', 'MOD'],
  // Operating the platform's background work is an admin's business.
  'jobs.manage': ['ADMIN'],
  // Selling category featuring (slots, reserve prices) and closing a day's auction by hand.
  'featuring.manage': ['ADMIN'],
  // An appeal is heard by the same staff who moderate, never by whoever made the decision (checked per appeal).
  'appeals.decide': ['ADMIN', 'MOD'],
  // Seeing the product as a person sees it is a support tool of admins alone.
  'users.impersonate': ['ADMIN'],
  // Giving or taking credits and refunding money moves the platform's money: admins alone.
  'credits.manage': ['ADMIN'],
  // The platform's own short links are an admin's; turning off any link that misleads is moderation.
  'shortLinks.manage': ['ADMIN'],
  'shortLinks.moderate': ['ADMIN', 'MOD'],
  // Taking a product off the public pages is moderation, as turning off a link is.
  'products.moderate': ['ADMIN', 'MOD'],
};

export function mayAdmin(role: GlobalRole, action: AdminAction): boolean {
  return ADMIN_POLICY[action].includes(role);
}

/** The admin area's pages and the action each one shows (a page is open to whoever may do it). */
export const ADMIN_PAGES = {
  // First, so /admin opens on the platform's figures.
  overview: 'stats.read',
  verifications: 'verifications.read',
  brandRequests: 'brandRequests.read',
  users: 'users.read',
  audit: 'audit.read',
  categories: 'categories.manage',
  reviews: 'reviews.moderate',
  trophies: 'trophies.manage',
  jobs: 'jobs.manage',
  featuring: 'featuring.manage',
  appeals: 'appeals.decide',
  credits: 'credits.manage',
  links: 'shortLinks.moderate',
  products: 'products.moderate',
} as const satisfies Record<string, AdminAction>;
export type AdminPage = keyof typeof ADMIN_PAGES;

export function mayOpenAdminPage(role: GlobalRole, page: AdminPage): boolean {
  return mayAdmin(role, ADMIN_PAGES[page]);
}

/** The global roles that see an admin page (the web's route guards take this list). */
export function adminPageRoles(page: AdminPage): readonly GlobalRole[] {
  return GLOBAL_ROLES.filter((role) => mayOpenAdminPage(role, page));
}

/** Staff: a role with at least one admin page sees the admin area at all. */
export function isStaff(role: GlobalRole): boolean {
  return (Object.keys(ADMIN_PAGES) as AdminPage[]).some((page) => mayOpenAdminPage(role, page));
}

export const STAFF_ROLES: readonly GlobalRole[] = GLOBAL_ROLES.filter(isStaff);

// ---- punishments: who may punish whom -------------------------------------------------------------------------

/** Which punishment types each global role may issue and edit. */
export const PUNISHMENT_TYPES_BY_ROLE: Readonly<Record<GlobalRole, readonly PunishmentType[]>> = {
  ADMIN: ['WARNING', 'MUTE', 'BAN'],
  MOD: ['WARNING', 'MUTE'],
  USER: [],
};

interface Person {
  id: string;
  role: GlobalRole;
}

/**
 * Why `actor` may not issue or edit a punishment of `type` on `target`, or null when they may: 'self' (nobody
 * punishes themselves), 'type' (not a type their role hands out), 'staffTarget' (staff discipline is an admin's
 * business: a moderator acts on regular accounts only). The server turns each into its message.
 */
export function punishmentRefusal(
  actor: Person,
  target: Person,
  type: PunishmentType,
): 'self' | 'type' | 'staffTarget' | null {
  if (actor.id === target.id) return 'self';
  if (!PUNISHMENT_TYPES_BY_ROLE[actor.role].includes(type)) return 'type';
  if (actor.role !== 'ADMIN' && target.role !== 'USER') return 'staffTarget';
  return null;
}

/** May `actor` issue or edit a punishment of `type` on `target` (of any type when none is given)? */
export function mayPunish(actor: Person, target: Person, type?: PunishmentType): boolean {
  const types = type ? [type] : PUNISHMENT_TYPES_BY_ROLE[actor.role];
  return types.some((t) => punishmentRefusal(actor, target, t) === null);
}

// ---- creator teams ------------------------------------------------------------------------------------
//
// | action                                                                  | OWNER        | ADMIN | EDITOR |
// |-------------------------------------------------------------------------|--------------|-------|--------|
// | view: the team's settings, members, invites, dashboard                  | yes          | yes   | yes    |
// | editSettings: brand settings, social links, icon, banner                | yes          | yes   | no     |
// | manageMembers: invite (ADMIN/EDITOR), cancel invites, change roles and  | yes          | yes   | no     |
// |   remove members, each only below one's own role                        |              |       |        |
// | transferOwnership, deleteTeam                                           | yes          | no    | no     |
// | leave                                                                   | unless last  | yes   | yes    |
// | replyToReviews: one public reply per review, edit and delete it         | yes          | yes   | yes    |
// | runTrophies: the team's own trophies (create, edit, nominate, lock,     | yes          | yes   | no     |
// |   award, cancel); only while the team is APPROVED                       |              |       |        |
// | viewStats: the dashboard's figures and plots, and their CSV export      | yes          | yes   | yes    |
// | manageWebhooks: add, change, delete webhook endpoints, see and rotate    | yes          | yes   | no     |
// |   their secrets, send tests, retry and replay (EDITORs see the list)    |              |       |        |
// | manageApiKeys: create, roll and revoke the team's API keys (EDITORs    | yes          | yes   | no     |
// |   see the list); only while the team is APPROVED and not locked        |              |       |        |
// | manageCredits: top up, the ledger and its CSV, receipts, the low-       | yes          | yes   | no     |
// |   balance setting (EDITORs see the balance through `view`)              |              |       |        |
//
// A team whose access is BLOCKED (and the lock not over) is read-only for every member: only `view` remains
// (the server's teams.policy.ts applies the lock and hands the web `permissions` for the team).

export type TeamAction =
  | 'view'
  | 'editSettings'
  | 'manageMembers'
  | 'transferOwnership'
  | 'deleteTeam'
  | 'leave'
  | 'replyToReviews'
  | 'runTrophies'
  | 'manageWebhooks'
  | 'manageApiKeys'
  | 'manageCredits'
  | 'viewStats'
  | 'runCampaigns';

export const TEAM_POLICY: Readonly<Record<TeamAction, readonly TeamRole[]>> = {
  view: ['OWNER', 'ADMIN', 'EDITOR'],
  editSettings: ['OWNER', 'ADMIN'],
  manageMembers: ['OWNER', 'ADMIN'],
  transferOwnership: ['OWNER'],
  deleteTeam: ['OWNER'],
  leave: ['OWNER', 'ADMIN', 'EDITOR'],
  replyToReviews: ['OWNER', 'ADMIN', 'EDITOR'],
  runTrophies: ['OWNER', 'ADMIN'],
  // Webhooks carry the team's events to its own systems: only those who run the team point them somewhere.
  manageWebhooks: ['OWNER', 'ADMIN'],
  // A key speaks for the whole team: only those who run the team hand one out.
  manageApiKeys: ['OWNER', 'ADMIN'],
  // Top-ups spend the team's money and the ledger shows what it paid: those who run the team.
  manageCredits: ['OWNER', 'ADMIN'],
  viewStats: ['OWNER', 'ADMIN', 'EDITOR'],
  // Campaigns spend the team's credits: owners and admins run them, editors read them (view).
  runCampaigns: ['OWNER', 'ADMIN'],
};

/** Higher outranks lower; "below one's own role" compares these. */
export const TEAM_ROLE_RANK: Readonly<Record<TeamRole, number>> = { OWNER: 3, ADMIN: 2, EDITOR: 1 };

export function mayDoInTeam(role: TeamRole, action: TeamAction): boolean {
  return TEAM_POLICY[action].includes(role);
}

/** Remove or re-role another member: manageMembers, and the target ranks below the actor. */
export function mayManageMember(actorRole: TeamRole, targetRole: TeamRole): boolean {
  return mayDoInTeam(actorRole, 'manageMembers') && TEAM_ROLE_RANK[targetRole] < TEAM_ROLE_RANK[actorRole];
}

/** Give `newRole` to a member: the member is below the actor, and so is the new role (OWNER moves only by transfer). */
export function mayAssignRole(actorRole: TeamRole, targetRole: TeamRole, newRole: TeamRole): boolean {
  return (
    newRole !== 'OWNER' && mayManageMember(actorRole, targetRole) && TEAM_ROLE_RANK[newRole] < TEAM_ROLE_RANK[actorRole]
  );
}

/** The roles an actor may hand out (to a member below them, or by invitation): below their own, never OWNER. */
export function assignableTeamRoles(actorRole: TeamRole): InvitableTeamRole[] {
  if (!mayDoInTeam(actorRole, 'manageMembers')) return [];
  return INVITABLE_TEAM_ROLES.filter((role) => TEAM_ROLE_RANK[role] < TEAM_ROLE_RANK[actorRole]);
}

/** Invite someone as `role`: manageMembers, and the role is ADMIN or EDITOR (OWNER moves only by transfer). */
export function mayInviteAs(actorRole: TeamRole, role: TeamRole): boolean {
  return mayDoInTeam(actorRole, 'manageMembers') && (INVITABLE_TEAM_ROLES as readonly TeamRole[]).includes(role);
}

/** Leave: anyone, except the last OWNER (the team would have nobody to run it). */
export function mayLeave(role: TeamRole, ownerCount: number): boolean {
  return mayDoInTeam(role, 'leave') && !(role === 'OWNER' && ownerCount <= 1);
}

// ---- short links: a team's links -------------------------------------------------------------------------------
//
//   action                                        OWNER   ADMIN   EDITOR
//   view (list, read, stats, QR codes)            yes     yes     yes
//   edit (create, change, enable, disable)        yes     yes     yes
//   delete                                        yes     yes     no
//
// Only while the team is APPROVED and not locked may anything but `view` be done; a muted person may not create or
// edit; a link staff disabled stays disabled for its team.

export type ShortLinkAction = 'view' | 'edit' | 'delete';

export const SHORT_LINK_POLICY: Readonly<Record<ShortLinkAction, readonly TeamRole[]>> = {
  view: ['OWNER', 'ADMIN', 'EDITOR'],
  edit: ['OWNER', 'ADMIN', 'EDITOR'],
  delete: ['OWNER', 'ADMIN'],
};

export function mayDoWithShortLinks(role: TeamRole, action: ShortLinkAction): boolean {
  return SHORT_LINK_POLICY[action].includes(role);
}

// ---- API keys ---------------------------------------------------------------------------------------------------
//
// A key is a team credential: within its team it acts with API_KEY_TEAM_ROLE (what the team's routes check), and
// its scopes narrow that to the public API calls each scope opens (the route table names each call's scope). So a
// key never reaches the team's members, settings, webhooks or keys, which the public API does not offer.

export const API_KEY_TEAM_ROLE: TeamRole = 'ADMIN';

/** Whether a key holding `scopes` may make a call that needs `scope`. */
export function keyMay(scopes: readonly string[], scope: string): boolean {
  return scopes.includes(scope);
}
