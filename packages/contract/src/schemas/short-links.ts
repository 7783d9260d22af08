import { z } from 'zod';
import {
  SHORT_LINK_GET_VIAS,
  SHORT_LINK_LANDINGS,
  SHORT_LINK_QR_FORMATS,
  SHORT_LINK_SLUG_REFUSALS,
  SHORT_LINK_SORT_FIELDS,
  SHORT_LINK_STATS_INTERVALS,
  SHORT_LINK_STATUSES,
} from '../enums.js';
import * as L from '../limits.js';
import { M } from '../messages.js';
import { CSV_TEXT, FILE_BYTES, type RouteSchemas } from '../route-schema-kinds.js';
import { listQuerySchema, listResponseSchema, successSchema } from './common.js';
import { requestString } from './fields.js';
import { groundField } from './grounds.js';

// The short-links area's schemas: a team's and the platform's links, the redirect's password unlock, QR codes and
// click figures. `SHORT_LINKS_ROUTE_SCHEMAS` holds each call of tables/short-links.ts under its id.

const idString = requestString().min(1).max(100);
export const shortLinkTeamParamSchema = z.object({ teamId: idString });
export const shortLinkParamSchema = z.object({ teamId: idString, linkId: idString });
export const shortLinkAdminParamSchema = z.object({ linkId: idString });
export const shortLinkSlugParamSchema = z.object({ slug: requestString().min(1).max(200) });

/** Why a slug cannot be a link's, or null when it can (the same rule the server applies before it looks for clashes). */
export function slugRefusal(slug: string): 'invalid' | 'reserved' | null {
  if (slug.length < L.SHORT_LINK_SLUG_MIN || slug.length > L.SHORT_LINK_SLUG_MAX) return 'invalid';
  if (!L.SHORT_LINK_SLUG_PATTERN.test(slug)) return 'invalid';
  return (L.SHORT_LINK_RESERVED_SLUGS as readonly string[]).includes(slug.toLowerCase()) ? 'reserved' : null;
}

/**
 * An http(s) address a link may send people to: at most 2,048 characters, no user:password part. Each field has its
 * own "invalid" message; the length and credentials messages are shared.
 */
export function linkUrl(invalid: string, required = invalid) {
  return requestString({ error: required })
    .trim()
    .min(1, required)
    .max(L.SHORT_LINK_DESTINATION_MAX, M.shortLinks.validation.destination_max)
    .refine((value) => parsedHttpUrl(value) !== null, { message: invalid, abort: true })
    .refine(
      (value) => {
        const url = parsedHttpUrl(value);
        return url !== null && url.username === '' && url.password === '';
      },
      { message: M.shortLinks.validation.destination_credentials },
    );
}

/** The URL when `value` is an absolute http(s) address with a host, else null. */
export function parsedHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.hostname === '' || /\s/.test(value)) return null;
    return url;
  } catch {
    return null;
  }
}

const optionalLinkUrl = (invalid: string) =>
  z.union([z.literal('').transform(() => null), z.null(), linkUrl(invalid)]).default(null);

const utmField = z
  .union([
    z.null().transform(() => undefined),
    requestString()
      .trim()
      .max(L.SHORT_LINK_UTM_MAX, M.shortLinks.validation.utm_max)
      .transform((text) => (text === '' ? undefined : text)),
  ])
  .optional();

export const shortLinkUtmSchema = z
  .object({ source: utmField, medium: utmField, campaign: utmField, term: utmField, content: utmField })
  .default({});
/** The UTM fields a link adds to its destination (only the ones set). */
export type ShortLinkUtm = Partial<Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string>>;

export const slugField = requestString()
  .trim()
  .min(L.SHORT_LINK_SLUG_MIN, M.shortLinks.validation.slug_min)
  .max(L.SHORT_LINK_SLUG_MAX, M.shortLinks.validation.slug_max)
  .regex(L.SHORT_LINK_SLUG_PATTERN, M.shortLinks.validation.slug_pattern)
  .refine((slug) => slugRefusal(slug) !== 'reserved', M.shortLinks.validation.slug_reserved);

/**
 * POST and PUT of a link (PUT replaces every field, as the settings routes do). `password`: a string sets it, null
 * removes it, absent keeps the one the link has (it is never sent back, so a form cannot send it again).
 */
export const shortLinkBodySchema = z.object({
  destination: linkUrl(M.shortLinks.validation.destination_invalid, M.shortLinks.validation.destination_required),
  slug: z.union([z.literal('').transform(() => undefined), z.null().transform(() => undefined), slugField]).optional(),
  title: requestString().trim().max(L.SHORT_LINK_TITLE_MAX, M.shortLinks.validation.title_max).default(''),
  utm: shortLinkUtmSchema,
  expiresAt: z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      z.iso.datetime({ offset: true, error: M.shortLinks.validation.expires_at_invalid }),
    ])
    .default(null),
  expiredUrl: optionalLinkUrl(M.shortLinks.validation.expired_url_invalid),
  maxClicks: z
    .union([
      z.null(),
      z
        .number({ error: M.shortLinks.validation.max_clicks_invalid })
        .int(M.shortLinks.validation.max_clicks_invalid)
        .min(1, M.shortLinks.validation.max_clicks_invalid)
        .max(L.SHORT_LINK_MAX_CLICKS_MAX, M.shortLinks.validation.max_clicks_invalid),
    ])
    .default(null),
  password: z
    .union([
      z.null(),
      requestString()
        .min(L.SHORT_LINK_PASSWORD_MIN, M.shortLinks.validation.password_min)
        .max(L.SHORT_LINK_PASSWORD_MAX, M.shortLinks.validation.password_max),
    ])
    .optional(),
  iosUrl: optionalLinkUrl(M.shortLinks.validation.ios_url_invalid),
  androidUrl: optionalLinkUrl(M.shortLinks.validation.android_url_invalid),
  productId: z.union([z.literal('').transform(() => null), z.null(), idString]).default(null),
  disabled: z.boolean().default(false),
});
export type ShortLinkBody = z.input<typeof shortLinkBodySchema>;
export type ShortLinkBodyParsed = z.output<typeof shortLinkBodySchema>;

/** The destination with the link's UTM fields merged in (the link's own win over what the destination carries). */
export function withUtm(destination: string, utm: ShortLinkUtm): string {
  const url = parsedHttpUrl(destination);
  if (!url) return destination;
  for (const [field, value] of Object.entries(utm)) if (value) url.searchParams.set(`utm_${field}`, value);
  return url.toString();
}

const utmOut = z.object({
  source: z.string().optional(),
  medium: z.string().optional(),
  campaign: z.string().optional(),
  term: z.string().optional(),
  content: z.string().optional(),
});

/** What the caller may do with the link (or the team's links), so the screens offer only that. */
export const shortLinkPermissionsSchema = z.object({ edit: z.boolean(), delete: z.boolean() });
export type ShortLinkPermissions = z.infer<typeof shortLinkPermissionsSchema>;

export const shortLinkDestinationSchema = z.object({
  id: z.string(),
  destination: z.string(),
  from: z.string(),
  /** null: where the link points now. */
  to: z.string().nullable(),
});

const shortLinkFields = {
  id: z.string(),
  /** null: a platform link. */
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  slug: z.string(),
  shortUrl: z.string(),
  destination: z.string(),
  /** The destination with the UTM fields merged: where a visitor lands. */
  finalUrl: z.string(),
  title: z.string(),
  utm: utmOut,
  expiresAt: z.string().nullable(),
  expiredUrl: z.string().nullable(),
  maxClicks: z.number().int().nullable(),
  hasPassword: z.boolean(),
  iosUrl: z.string().nullable(),
  androidUrl: z.string().nullable(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  /** Turned off by the team. */
  disabled: z.boolean(),
  /** Turned off by staff, with their reason: only staff may turn it on again. */
  staffDisabled: z.boolean(),
  staffReason: z.string().nullable(),
  status: z.enum(SHORT_LINK_STATUSES),
  /** Every counted click so far (from the rollups: up to a minute behind). */
  clicks: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const shortLinkListItemSchema = z.object({
  ...shortLinkFields,
  /** Clicks per UTC day of the last SHORT_LINK_SPARKLINE_DAYS days, oldest first. */
  sparkline: z.array(z.number().int()),
  /** The clicks of those days: the sparkline's sum (`clicks` counts every click so far). */
  recentClicks: z.number().int(),
});
export type ShortLinkListItem = z.infer<typeof shortLinkListItemSchema>;

export const shortLinkSchema = z.object({
  ...shortLinkFields,
  history: z.array(shortLinkDestinationSchema),
  permissions: shortLinkPermissionsSchema,
});
export type ShortLink = z.infer<typeof shortLinkSchema>;

export const shortLinkListSchema = listResponseSchema(shortLinkListItemSchema).extend({
  permissions: shortLinkPermissionsSchema,
  /**
   * Clicks per UTC day of the last SHORT_LINK_SPARKLINE_DAYS days summed over every link the search and filters
   * match, not only this page's (with `productId`: what the product's links brought it).
   */
  recentClicks: z.number().int(),
});
export type ShortLinkList = z.infer<typeof shortLinkListSchema>;

export const shortLinkListQuerySchema = listQuerySchema(SHORT_LINK_SORT_FIELDS, 'createdAt').extend({
  status: z.enum(SHORT_LINK_STATUSES, { error: M.shortLinks.validation.status_invalid }).optional(),
  productId: idString.optional(),
});
export type ShortLinkListQuery = z.input<typeof shortLinkListQuerySchema>;

export const shortLinkAdminListQuerySchema = shortLinkListQuerySchema.extend({
  /** `platform`: only the platform's own links; a team id: only that team's. */
  owner: idString.optional(),
});
export type ShortLinkAdminListQuery = z.input<typeof shortLinkAdminListQuerySchema>;

export const shortLinkCreatedSchema = z.object({
  id: z.string(),
  slug: z.string(),
  shortUrl: z.string(),
  destination: z.string(),
  finalUrl: z.string(),
});
export type ShortLinkCreated = z.infer<typeof shortLinkCreatedSchema>;

export const slugAvailableQuerySchema = z.object({ slug: requestString().trim().max(200) });
export const slugAvailableSchema = z.object({
  available: z.boolean(),
  reason: z.enum(SHORT_LINK_SLUG_REFUSALS).optional(),
});
export type SlugAvailable = z.infer<typeof slugAvailableSchema>;

export const shortLinkUnlockBodySchema = z.object({
  password: requestString({ error: M.shortLinks.validation.password_required })
    .min(1, M.shortLinks.validation.password_required)
    .max(L.SHORT_LINK_PASSWORD_MAX, M.shortLinks.validation.password_max),
});
export const shortLinkUnlockSchema = z.object({ destination: z.string() });

export const shortLinkLandingSchema = z.object({ state: z.enum(SHORT_LINK_LANDINGS) });
export type ShortLinkLandingAnswer = z.infer<typeof shortLinkLandingSchema>;

export const shortLinkDisableBodySchema = z.object({
  reason: requestString({ error: M.shortLinks.validation.reason_required })
    .trim()
    .min(1, M.shortLinks.validation.reason_required)
    .max(L.SHORT_LINK_REASON_MAX, M.shortLinks.validation.reason_max),
  /** The published rule the disable rests on (its statement of reasons); OTHER_TERMS when a caller names none. */
  ground: groundField,
});
export type ShortLinkDisableBody = z.infer<typeof shortLinkDisableBodySchema>;

const qrNumber = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: M.shortLinks.validation.qr_invalid })
    .int(M.shortLinks.validation.qr_invalid)
    .min(min, M.shortLinks.validation.qr_invalid)
    .max(max, M.shortLinks.validation.qr_invalid)
    .default(fallback);

export const shortLinkQrQuerySchema = z.object({
  format: z.enum(SHORT_LINK_QR_FORMATS, { error: M.shortLinks.validation.qr_invalid }).default('svg'),
  size: qrNumber(L.SHORT_LINK_QR_SIZE_MIN, L.SHORT_LINK_QR_SIZE_MAX, L.SHORT_LINK_QR_SIZE_DEFAULT),
  margin: qrNumber(0, L.SHORT_LINK_QR_MARGIN_MAX, L.SHORT_LINK_QR_MARGIN_DEFAULT),
  /** The brand's icon in the middle (error correction H instead of M). */
  logo: z
    .enum(['true', 'false', '1', '0'], { error: M.shortLinks.validation.qr_invalid })
    .transform((value) => value === 'true' || value === '1')
    .default(false),
  /** A download (not a preview): counted as SHORTLINK_GET_CLICK. */
  download: z
    .enum(['true', 'false', '1', '0'], { error: M.shortLinks.validation.qr_invalid })
    .transform((value) => value === 'true' || value === '1')
    .default(false),
});
export type ShortLinkQrQuery = z.input<typeof shortLinkQrQuerySchema>;

export const shortLinkGotBodySchema = z.object({ via: z.enum(SHORT_LINK_GET_VIAS) });

const isoDate = z.iso.datetime({ offset: true, error: M.shortLinks.validation.range_invalid });
export const shortLinkStatsQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    interval: z.enum(SHORT_LINK_STATS_INTERVALS, { error: M.shortLinks.validation.range_invalid }).default('day'),
  })
  .refine(
    (query) =>
      !query.from ||
      !query.to ||
      (Date.parse(query.to) > Date.parse(query.from) &&
        Date.parse(query.to) - Date.parse(query.from) <= L.STATS_RANGE_MAX_DAYS * 86_400_000),
    { message: M.shortLinks.validation.range_invalid, path: ['to'] },
  );
export type ShortLinkStatsQuery = z.input<typeof shortLinkStatsQuerySchema>;

const breakdown = z.array(z.object({ key: z.string(), clicks: z.number().int(), uniqueClicks: z.number().int() }));

export const shortLinkStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(SHORT_LINK_STATS_INTERVALS),
  clicks: z.number().int(),
  uniqueClicks: z.number().int(),
  series: z.array(z.object({ at: z.string(), clicks: z.number().int(), uniqueClicks: z.number().int() })),
  byTrigger: breakdown,
  byReferrer: breakdown,
  byDevice: breakdown,
  byBrowser: breakdown,
  byOs: breakdown,
  /** Per destination the link has had (`key` is the destination's address). */
  byDestination: breakdown,
  /** Raw clicks before this time are in the figures (null before the first rollup). */
  rolledUpAt: z.string().nullable(),
});
export type ShortLinkStats = z.infer<typeof shortLinkStatsSchema>;

export const shortLinkTopSchema = z.object({
  data: z.array(
    z.object({ id: z.string(), slug: z.string(), title: z.string(), shortUrl: z.string(), clicks: z.number().int() }),
  ),
});
export type ShortLinkTop = z.infer<typeof shortLinkTopSchema>;

export const SHORT_LINKS_ROUTE_SCHEMAS = {
  'shortLinks.list': {
    params: shortLinkTeamParamSchema,
    query: shortLinkListQuerySchema,
    response: shortLinkListSchema,
  },
  'shortLinks.create': {
    params: shortLinkTeamParamSchema,
    body: shortLinkBodySchema,
    response: shortLinkCreatedSchema,
  },
  'shortLinks.top': { params: shortLinkTeamParamSchema, response: shortLinkTopSchema },
  'shortLinks.get': { params: shortLinkParamSchema, response: shortLinkSchema },
  'shortLinks.update': { params: shortLinkParamSchema, body: shortLinkBodySchema, response: shortLinkSchema },
  'shortLinks.delete': { params: shortLinkParamSchema, response: successSchema },
  'shortLinks.qr': { params: shortLinkParamSchema, query: shortLinkQrQuerySchema, response: FILE_BYTES },
  'shortLinks.got': { params: shortLinkParamSchema, body: shortLinkGotBodySchema, response: successSchema },
  'shortLinks.stats': {
    params: shortLinkParamSchema,
    query: shortLinkStatsQuerySchema,
    response: shortLinkStatsSchema,
  },
  'shortLinks.statsCsv': { params: shortLinkParamSchema, query: shortLinkStatsQuerySchema, response: CSV_TEXT },
  'shortLinks.slugAvailable': { query: slugAvailableQuerySchema, response: slugAvailableSchema },
  'shortLinks.unlock': {
    params: shortLinkSlugParamSchema,
    body: shortLinkUnlockBodySchema,
    response: shortLinkUnlockSchema,
  },
  'shortLinks.landing': { params: shortLinkSlugParamSchema, response: shortLinkLandingSchema },
  'shortLinks.adminList': { query: shortLinkAdminListQuerySchema, response: shortLinkListSchema },
  'shortLinks.adminCreate': { body: shortLinkBodySchema, response: shortLinkCreatedSchema },
  'shortLinks.adminGet': { params: shortLinkAdminParamSchema, response: shortLinkSchema },
  'shortLinks.adminUpdate': { params: shortLinkAdminParamSchema, body: shortLinkBodySchema, response: shortLinkSchema },
  'shortLinks.adminDelete': { params: shortLinkAdminParamSchema, response: successSchema },
  'shortLinks.adminDisable': {
    params: shortLinkAdminParamSchema,
    body: shortLinkDisableBodySchema,
    response: shortLinkSchema,
  },
  'shortLinks.adminEnable': { params: shortLinkAdminParamSchema, response: shortLinkSchema },
  'shortLinks.adminQr': { params: shortLinkAdminParamSchema, query: shortLinkQrQuerySchema, response: FILE_BYTES },
  'shortLinks.adminStats': {
    params: shortLinkAdminParamSchema,
    query: shortLinkStatsQuerySchema,
    response: shortLinkStatsSchema,
  },
} as const satisfies Record<string, RouteSchemas>;
