import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from '../enums.js';
import { PASSWORD_CHANGE_MIN, BIO_MIN } from '../limits.js';
import { M } from '../messages.js';
import { emailField, otpField, passwordField, profileFirstNameField, profileLastNameField, usernameField } from './fields.js';
import { NOTIFICATION_FLAGS, type NotificationFlag } from './user.js';

// Spec §5 "Profile form" and "Passwords", and the bodies of spec §7 Profile.

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

export const passwordChangeStartSchema = z.object({ password: z.string().min(1, M.validation.password.required) });
export const passwordChangeConfirmSchema = z.object({
  otp: otpField,
  newPassword: passwordField(PASSWORD_CHANGE_MIN, M.validation.password.min8),
});
export const passwordChangeFormSchema = passwordChangeConfirmSchema
  .extend({
    confirmPassword: z.string({ error: M.validation.confirmPassword.required }).min(1, M.validation.confirmPassword.required),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: M.validation.confirmPassword.mismatch,
    path: ['confirmPassword'],
  });

export const changeEmailStartSchema = z.object({ email: emailField });
export const changeEmailConfirmSchema = z.object({ token: otpField });

/** Spec §5 "Bio": defined by the original, not evidently used; kept so a future bio field has its rule. */
export const bioSchema = z.string({ error: M.validation.bio.required }).trim().min(1, M.validation.bio.required).min(BIO_MIN, M.validation.bio.min);
