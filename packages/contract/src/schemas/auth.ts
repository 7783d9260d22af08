import { z } from 'zod';
import { LANGUAGES, REGISTER_TYPES, GLOBAL_ROLES, EMAIL_VERIFICATION_STATUSES } from '../enums.js';
import { PASSWORD_MIN, RESET_PASSWORD_MIN } from '../limits.js';
import { M } from '../messages.js';
import { codeStateSchema } from '../errors.js';
import {
  emailField,
  firstNameField,
  lastNameField,
  otpField,
  passwordField,
  requestString,
  usernameField,
} from './fields.js';
import { userSchema } from './user.js';

// Requests and answers of the Auth calls, and the forms built on them.

export const languageField = z.enum(LANGUAGES, { error: M.validation.language.invalid });

export const signInBodySchema = z.object({
  email: emailField,
  password: passwordField(PASSWORD_MIN, M.validation.password.min6),
  language: languageField.optional(),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signUpBodySchema = z.object({
  username: usernameField,
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  password: passwordField(PASSWORD_MIN, M.validation.password.min6),
  registerType: z.enum(REGISTER_TYPES, { error: M.validation.registerType.invalid }),
  language: languageField.optional(),
  monthlyBulletin: z.boolean().optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** The BASIC_INFO form: the sign-up body plus what only the form has (confirmation and the terms box). */
export const registerFormSchema = signUpBodySchema
  .extend({
    confirmPassword: requestString({ error: M.validation.confirmPassword.required }).min(
      1,
      M.validation.confirmPassword.required,
    ),
    terms: z.boolean().refine((accepted) => accepted, M.validation.terms.required),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: M.validation.confirmPassword.mismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const signUpResponseSchema = z.object({
  id: z.string(),
  role: z.enum(GLOBAL_ROLES),
  verification: codeStateSchema,
});

export const emailParamSchema = z.object({ email: requestString().trim().min(1).max(320) });
export const verifyEmailBodySchema = z.object({ token: otpField });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const verificationStatusSchema = z.object({
  email: z.string(),
  status: z.enum(EMAIL_VERIFICATION_STATUSES),
  code: codeStateSchema.nullable(),
});
export type VerificationStatusInfo = z.infer<typeof verificationStatusSchema>;

export const accessTokenSchema = z.object({ token: z.string(), expireAt: z.string() });
export const tokenPairSchema = z.object({
  accessToken: accessTokenSchema,
  refreshToken: z.object({ token: z.string() }),
  sessionId: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const signInResponseSchema = tokenPairSchema.extend({ user: userSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailField });
/** Spec §5: the reset form accepts 6 characters while its message speaks of 8; both readings are kept. */
export const resetPasswordBodySchema = z.object({
  token: requestString({ error: M.validation.token.required }).min(1, M.validation.token.required).max(200),
  newPassword: passwordField(RESET_PASSWORD_MIN, M.validation.password.min8),
});
export const resetPasswordFormSchema = resetPasswordBodySchema
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

export const sessionSchema = z.object({
  id: z.string(),
  isCurrent: z.boolean(),
  browser: z.string().nullable(),
  platform: z.string().nullable(),
  clientInfo: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** An admin's support access (read-only) to the account: listed for a while after it ended, with its reason. */
  supportAccess: z.object({ reason: z.string(), active: z.boolean() }).nullable().optional(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export const revokeAllResponseSchema = z.object({ success: z.literal(true), revoked: z.number().int() });

export const sessionValidateSchema = z.object({ valid: z.boolean() });
export const sessionInitSchema = z.object({ sessionId: z.string() });
