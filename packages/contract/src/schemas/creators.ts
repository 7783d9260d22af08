import { z } from 'zod';
import { TEAM_ROLES } from '../enums.js';
import { BRAND_NAME_MIN, DESCRIPTION_MIN, PAGE_NAME_MIN } from '../limits.js';
import { M } from '../messages.js';
import {
  emailField,
  firstNameField,
  httpUrl,
  lastNameField,
  optionalHttpUrl,
  requestString,
  YOUTUBE_CHANNEL_URL,
} from './fields.js';

// The creators area's schemas: "Creator details", "YouTuber details", "Social URLs" and "Team invite".

export const creatorProfileField = requestString({ error: M.validation.creatorProfile.required })
  .trim()
  .min(1, M.validation.creatorProfile.required)
  .max(60, M.validation.creatorProfile.pattern)
  .regex(/^[A-Za-z0-9]+$/, M.validation.creatorProfile.pattern);

export const creatorDetailsSchema = z.object({
  brandName: requestString({ error: M.validation.brandName.min })
    .trim()
    .min(BRAND_NAME_MIN, M.validation.brandName.min)
    .max(100),
  website: httpUrl(M.validation.website.invalid),
  creatorProfile: creatorProfileField,
  description: requestString().trim().min(DESCRIPTION_MIN, M.validation.description.min).max(2000).optional(),
});

export const youtuberDetailsSchema = z.object({
  pageName: requestString({ error: M.validation.pageName.min })
    .trim()
    .min(PAGE_NAME_MIN, M.validation.pageName.min)
    .max(100),
  youtubeUrl: requestString({ error: M.validation.youtubeUrl.invalid })
    .trim()
    .regex(YOUTUBE_CHANNEL_URL, M.validation.youtubeUrl.invalid),
});

export const socialLinksUpdateSchema = z.object({
  websiteUrl: optionalHttpUrl(M.validation.social.websiteUrl),
  facebookUrl: optionalHttpUrl(M.validation.social.facebookUrl),
  xUrl: optionalHttpUrl(M.validation.social.xUrl),
  instagramUrl: optionalHttpUrl(M.validation.social.instagramUrl),
  tiktokUrl: optionalHttpUrl(M.validation.social.tiktokUrl),
  youtubeUrl: optionalHttpUrl(M.validation.social.youtubeUrl),
  discordUrl: optionalHttpUrl(M.validation.social.discordUrl),
});

export const teamInviteSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  role: z.enum(TEAM_ROLES, { error: M.validation.role.required }),
});

// ---- onboarding: the registration flow, §7 `/auth/creator/*`, `/auth/youtuber/signUp`, 'not here? click here' ----

export const checkProfileParamsSchema = z.object({ profile: creatorProfileField });
/** Spec §3 "Creator profile check result". `message` is a contract key. */
export const checkProfileResponseSchema = z.object({ claimed: z.boolean(), message: z.string() });
export type CheckProfileResult = z.infer<typeof checkProfileResponseSchema>;

/** POST /auth/creator/signUp. Sending it again for one's own NEEDS_MORE_INFO profile resubmits it. */
export const creatorSignUpBodySchema = creatorDetailsSchema.pick({
  brandName: true,
  website: true,
  creatorProfile: true,
});
export type CreatorSignUpBody = z.infer<typeof creatorSignUpBodySchema>;
/** POST /auth/youtuber/signUp. Sending it again while NEEDS_MORE_INFO resubmits it. */
export const youtuberSignUpBodySchema = youtuberDetailsSchema;
export type YoutuberSignUpBody = z.infer<typeof youtuberSignUpBodySchema>;

/** 'not here? click here': a brand missing from the list. */
export const brandRequestBodySchema = z.object({
  brandName: requestString({ error: M.validation.brandName.min })
    .trim()
    .min(BRAND_NAME_MIN, M.validation.brandName.min)
    .max(100),
  website: optionalHttpUrl(M.validation.website.invalid),
  message: requestString().trim().max(1000, M.validation.brandRequestMessage.max).optional(),
});
export type BrandRequestBody = z.infer<typeof brandRequestBodySchema>;
export type BrandRequestForm = z.input<typeof brandRequestBodySchema>;
