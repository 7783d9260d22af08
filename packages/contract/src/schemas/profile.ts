import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from '../enums.js';
import { PASSWORD_CHANGE_MIN, BIO_MIN } from '../limits.js';
import { M } from '../messages.js';
import {
  emailField,
  otpField,
  passwordField,
  profileFirstNameField,
  profileLastNameField,
  requestString,
  usernameField,
} from './fields.js';
import { NOTIFICATION_FLAGS, type NotificationFlag } from './user.js';

// Spec §5 "Profile form" and "Passwords", and the bodies Profile.

export const notificationsUpdateSchema = z.object(
  Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, z.boolean().optional()])) as Record<
    NotificationFlag,
    z.ZodOptional<z.ZodBoolean>
  >,
);

export const profileFormSchema = z.object({
  firstName: profileFirstNameField,
  lastName: profileLastNameField,
  username: usernameField,
  email: emailField,
  language: z.enum(LANGUAGES, { error: M.validation.language.invalid }).optional(),
  currency: z.enum(CURRENCIES, { error: M.validation.currency.invalid }).optional(),
  notifications: notificationsUpdateSchema.optional(),
});

export const updateNamesBodySchema = profileFormSchema.pick({ firstName: true, lastName: true });
export const updateUsernameBodySchema = profileFormSchema.pick({ username: true });
export const updateSettingsBodySchema = z.object({
  language: z.enum(LANGUAGES, { error: M.validation.language.invalid }).optional(),
  currency: z.enum(CURRENCIES, { error: M.validation.currency.invalid }).optional(),
});

export const passwordChangeStartSchema = z.object({ password: requestString().min(1, M.validation.password.required) });
export const passwordChangeConfirmSchema = z.object({
  otp: otpField,
  newPassword: passwordField(PASSWORD_CHANGE_MIN, M.validation.password.min8),
});
export const passwordChangeFormSchema = passwordChangeConfirmSchema
  .extend({
    confirmPassword: requestString({ error: M.validation.confirmPassword.required }).min(
      1,
      M.validation.confirmPassword.required,
    ),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: M.validation.confirmPassword.mismatch,
    path: ['confirmPassword'],
  });

export const changeEmailStartSchema = z.object({ email: emailField });
export const changeEmailConfirmSchema = z.object({ token: otpField });

/** Spec §5 "Bio": defined by the original, not evidently used; kept so a future bio field has its rule. */
export const bioSchema = requestString({ error: M.validation.bio.required })
  .trim()
  .min(1, M.validation.bio.required)
  .min(BIO_MIN, M.validation.bio.min);

/** PUT /profile/selected-creator-team. Any string: a team the caller does not belong to answers 403 either way. */
export const selectedCreatorTeamBodySchema = z.object({ creatorTeamId: requestString().trim().min(1).max(100) });

/**
 * A pending email change (POST /profile/change-email, resend, GET /profile/change-email/otp-info/{token}). `id`
 * is the `{token}` of otp-info: the pending change's id, so the code screen can be reopened after a reload.
 * The new address is masked (`ad***@ex***.com`): the screen shows where the code went without echoing it whole.
 */
export const emailChangeInfoSchema = z.object({
  id: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  resendAvailableAt: z.string(),
  attemptsLeft: z.number().int().min(0),
});
export type EmailChangeInfo = z.infer<typeof emailChangeInfoSchema>;
export const emailChangeInfoParamsSchema = z.object({ token: requestString().trim().min(1).max(100) });

/** The link mailed to the old address of an email change (`/auth/email-change/revert?token=`). */
export const changeEmailRevertBodySchema = z.object({
  token: requestString({ error: M.validation.token.required }).trim().min(1, M.validation.token.required).max(200),
});
/** `cancelled`: the change had not happened yet; `reverted`: the old address has the account back. */
export const changeEmailRevertResponseSchema = z.object({ outcome: z.enum(['cancelled', 'reverted']) });
export type ChangeEmailRevertResponse = z.infer<typeof changeEmailRevertResponseSchema>;
