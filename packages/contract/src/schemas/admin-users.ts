import { z } from 'zod';
import { ACCOUNT_STATUSES, EMAIL_VERIFICATION_STATUSES, GLOBAL_ROLES, PUNISHMENT_TYPES, TEAM_ROLES } from '../enums.js';
import { M } from '../messages.js';
import { listQuerySchema, listResponseSchema } from './common.js';
import { emailField, profileFirstNameField, profileLastNameField, requestString, usernameField } from './fields.js';
import { punishmentSchema } from './punishments.js';
import { userCoreSchema } from './user.js';

// The admin area's users (§7 Admin): lookup, details and update of a person.

/** Account statuses an admin may set; DELETED is reached only by the person deleting their own account. */
export const ADMIN_SETTABLE_ACCOUNT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const ADMIN_USER_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'email', 'username'] as const;

export const adminUserListQuerySchema = listQuerySchema(ADMIN_USER_SORT_FIELDS, 'createdAt').extend({
  role: z.enum(GLOBAL_ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserSummarySchema = userCoreSchema.extend({
  emailVerificationStatus: z.enum(EMAIL_VERIFICATION_STATUSES),
  /** The types of the punishments in force right now (a BAN, a MUTE, an unacknowledged WARNING). */
  activePunishments: z.array(z.enum(PUNISHMENT_TYPES)),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
export const adminUserListSchema = listResponseSchema(adminUserSummarySchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserMembershipSchema = z.object({
  id: z.string(),
  role: z.enum(TEAM_ROLES),
  creatorTeam: z.object({ id: z.string(), brandName: z.string(), iconUrl: z.string().nullable() }),
});

export const adminUserDetailSchema = adminUserSummarySchema.extend({
  updatedAt: z.string(),
  creatorTeamMembers: z.array(adminUserMembershipSchema),
  /** The punishments in force, newest first. */
  activePunishmentList: z.array(punishmentSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserUpdateBodySchema = z
  .object({
    firstName: profileFirstNameField,
    lastName: profileLastNameField,
    username: usernameField,
    email: emailField,
    role: z.enum(GLOBAL_ROLES, { error: M.validation.role.invalid }),
    accountStatus: z.enum(ADMIN_SETTABLE_ACCOUNT_STATUSES, { error: M.adminUsers.validation.account_status }),
  })
  .partial();
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateBodySchema>;

export const userTeamParamsSchema = z.object({
  id: requestString().min(1).max(100),
  teamId: requestString().min(1).max(100),
});
