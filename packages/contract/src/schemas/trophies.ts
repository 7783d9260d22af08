import { z } from 'zod';
import {
  SORT_ORDERS,
  TROPHY_BADGE_THEMES,
  TROPHY_CATEGORY_ICONS,
  TROPHY_CONTENT_TYPES,
  TROPHY_ELIGIBLE_SORTS,
  TROPHY_METHODS,
  TROPHY_ORGANISER_KINDS,
  TROPHY_PROTOCOL_FORMATS,
  TROPHY_PUBLIC_STATUSES,
  TROPHY_SORTS,
  TROPHY_STATUSES,
  TROPHY_TEAM_RELATIONS,
} from '../enums.js';
import {
  SLUG_PATTERN,
  TROPHY_CANCEL_REASON_MAX,
  TROPHY_CANDIDATES_MAX,
  TROPHY_CATEGORY_DESCRIPTION_MAX,
  TROPHY_CATEGORY_NAME_MAX,
  TROPHY_CATEGORY_NAME_MIN,
  TROPHY_CATEGORY_SLUG_MAX,
  TROPHY_DESCRIPTION_MAX,
  TROPHY_JUSTIFICATION_MAX,
  TROPHY_JUSTIFICATION_MIN,
  TROPHY_NAME_MAX,
  TROPHY_NAME_MIN,
  TROPHY_PERIOD_MAX_DAYS,
  TROPHY_TAKE_DEFAULT,
  TROPHY_TAKE_MAX,
} from '../limits.js';
import { M } from '../messages.js';
import { FILE_BYTES, type RouteSchemas } from '../route-schema-kinds.js';
import { methodFits } from '../trophy-states.js';
import { idParamSchema, listMetaSchema, pageField } from './common.js';
import { requestString } from './fields.js';
import { brandParamsSchema, pictureSchema, youtuberParamsSchema } from './catalogue.js';
import { categoryTextsSchema } from './categories.js';

// The trophies area's schemas. `TROPHIES_ROUTE_SCHEMAS` holds each call of tables/trophies.ts under its
// id. One summary shape for every list (public, admin, creator, a page's wins), one detail shape for the trophy page
// and the organiser's modals, one candidate shape for the "product selection" and "winner selection" modals, and
// the protocol: the record the platform signs, which the verifiers (`npm run cli -- verify-protocol`, and the
// standalone
// /trophy-verifier.mjs anyone can download) recompute.

const V = M.trophy.validation;
const idString = requestString().min(1).max(100);

// ---- trophy categories ------------------------------------------------------------------------------------------

/**
 * A trophy category. `name` and `description` are in the request's language (the language cookie, else
 * Accept-Language), English when it has none in it; `texts` is what the admin entered per language, for the forms.
 */
export const trophyCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  texts: categoryTextsSchema,
  /** A Tabler icon name (TROPHY_CATEGORY_ICONS). */
  icon: z.string(),
  position: z.number().int(),
  /** Reserved for the platform's own awards: a team cannot run a trophy in it, so a brand cannot dress its own award up as one. */
  platformOnly: z.boolean(),
  /** Trophies a visitor sees in it (NOMINATING, LOCKED, AWARDED). */
  trophyCount: z.number().int(),
});
export type TrophyCategory = z.infer<typeof trophyCategorySchema>;
export const trophyCategoryListSchema = z.object({ data: z.array(trophyCategorySchema) });
export type TrophyCategoryList = z.infer<typeof trophyCategoryListSchema>;

const CV = M.trophy.category;
const categoryNameField = requestString({ error: CV.name.required })
  .trim()
  .min(1, CV.name.required)
  .min(TROPHY_CATEGORY_NAME_MIN, CV.name.min)
  .max(TROPHY_CATEGORY_NAME_MAX, CV.name.max);
const categorySlugField = requestString()
  .trim()
  .max(TROPHY_CATEGORY_SLUG_MAX, CV.slug.max)
  .regex(SLUG_PATTERN, CV.slug.pattern);
const categoryPositionField = z
  .number({ error: CV.position })
  .int(CV.position)
  .min(-1_000_000, CV.position)
  .max(1_000_000, CV.position);

/**
 * POST /admin/trophy-categories (and the "new trophy category" modal's form). `slug` is derived from the name when
 * absent or empty; `position` defaults to after the others. PUT takes the same body: every field is replaced.
 */
export const trophyCategoryBodySchema = z.object({
  name: categoryNameField,
  slug: categorySlugField.optional().or(z.literal('')),
  description: requestString()
    .trim()
    .max(TROPHY_CATEGORY_DESCRIPTION_MAX, CV.description_max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  icon: z.enum(TROPHY_CATEGORY_ICONS, { error: CV.icon }),
  /** The German name and description: empty or absent means none (German readers then see the English ones). */
  nameDe: requestString()
    .trim()
    .max(TROPHY_CATEGORY_NAME_MAX, CV.name.max)
    .refine((value) => value === '' || value.length >= TROPHY_CATEGORY_NAME_MIN, { error: CV.name.min })
    .nullable()
    .transform((value) => (value ? value : null))
    .optional(),
  descriptionDe: requestString()
    .trim()
    .max(TROPHY_CATEGORY_DESCRIPTION_MAX, CV.description_max)
    .nullable()
    .transform((value) => (value ? value : null))
    .optional(),
  position: categoryPositionField.optional(),
  platformOnly: z.boolean().optional().default(false),
});
export type TrophyCategoryBody = z.input<typeof trophyCategoryBodySchema>;
export type TrophyCategoryBodyParsed = z.output<typeof trophyCategoryBodySchema>;

// ---- shared pieces ----------------------------------------------------------------------------------------------

/** A calendar day, `YYYY-MM-DD`; a period runs from the start of its first day to the end of its last (UTC). */
export const trophyDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const dayField = (message: string) =>
  requestString({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);

/**
 * Who awards it, named on every page, badge and protocol so a brand's own award never passes for the platform's:
 * `name` is "Plaudit" or the team's brand name, `handle` the brand's profile handle (null for the platform).
 */
const organiserSchema = z.object({
  kind: z.enum(TROPHY_ORGANISER_KINDS),
  name: z.string(),
  handle: z.string().nullable(),
  /** The team that runs it; null for the platform's own trophies. */
  team: z
    .object({ id: z.string(), brandName: z.string(), creatorProfile: z.string(), iconUrl: z.string().nullable() })
    .nullable(),
});

const categoryRefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), icon: z.string() });
const catalogueCategoryRefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/**
 * The figures shown beside a candidate. PRODUCT: the period's PUBLISHED reviews (count, sum, plain average) and their
 * helpful votes; `since` is when the product was created (SCORE's last tie-break). REVIEW / VIDEO: the review's
 * rating and helpful votes; `since` is when it was published. Frozen at the lock for the protocol.
 */
export const trophyFiguresSchema = z.object({
  reviewCount: z.number().int().nullable(),
  ratingSum: z.number().int().nullable(),
  ratingAverage: z.number().nullable(),
  rating: z.number().int().nullable(),
  helpfulCount: z.number().int(),
  since: z.string(),
});
export type TrophyFigures = z.infer<typeof trophyFiguresSchema>;

/**
 * Something that can win: a product, or a review (written or video). `id` is the product's or the review's id;
 * `title` the product's name or the review's title (or the start of its comment); `subtitle` the brand (product) or
 * the author and product (review); `href` the web path that shows it.
 */
export const trophyCandidateSchema = z.object({
  id: z.string(),
  contentType: z.enum(TROPHY_CONTENT_TYPES),
  title: z.string(),
  subtitle: z.string(),
  href: z.string(),
  image: pictureSchema.nullable(),
  /** A video review's YouTube id (its thumbnail), else null. */
  videoId: z.string().nullable(),
  /** The team of the product (or of the reviewed product). */
  teamId: z.string(),
  figures: trophyFiguresSchema,
});
export type TrophyCandidate = z.infer<typeof trophyCandidateSchema>;

/** A candidate in a trophy's list: its place in the published order (0-based, the draw's index) and, for SCORE, its score. */
export const trophyNomineeSchema = trophyCandidateSchema.extend({
  position: z.number().int(),
  /** SCORE only: the Bayesian score over the frozen figures (null without reviews) and the rank it gives (1 = winner). */
  score: z.number().nullable(),
  rank: z.number().int().nullable(),
  isWinner: z.boolean(),
});
export type TrophyNominee = z.infer<typeof trophyNomineeSchema>;

// ---- summaries and the detail -----------------------------------------------------------------------------------

export const trophySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(TROPHY_STATUSES),
  method: z.enum(TROPHY_METHODS),
  contentType: z.enum(TROPHY_CONTENT_TYPES),
  category: categoryRefSchema,
  catalogueCategory: catalogueCategoryRefSchema.nullable(),
  organiser: organiserSchema,
  periodFrom: z.string(),
  periodTo: z.string(),
  candidateCount: z.number().int(),
  winner: trophyCandidateSchema.nullable(),
  lockedAt: z.string().nullable(),
  awardedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrophySummary = z.infer<typeof trophySummarySchema>;

/** What the caller may do with a trophy now (the state machine and the policy together); all false for a visitor. */
export const trophyPermissionsSchema = z.object({
  edit: z.boolean(),
  nominate: z.boolean(),
  open: z.boolean(),
  lock: z.boolean(),
  award: z.boolean(),
  cancel: z.boolean(),
});
export type TrophyPermissions = z.infer<typeof trophyPermissionsSchema>;

export const trophyDetailSchema = trophySummarySchema.extend({
  /** DRAW: SHA-256 of the secret seed (hex), published at the lock; the seed itself only after the award. */
  commitment: z.string().nullable(),
  seed: z.string().nullable(),
  /** JURY: the organiser's public justification. */
  justification: z.string().nullable(),
  /** SCORE: the platform mean over the period's reviews (the prior) and the weight, as the protocol has them. */
  scoring: z.object({ prior: z.number(), weight: z.number().int() }).nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Who decided (a display name) and when; null before the award. */
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  permissions: trophyPermissionsSchema,
});
export type TrophyDetail = z.infer<typeof trophyDetailSchema>;

export const trophyListSchema = z.object({ data: z.array(trophySummarySchema), meta: listMetaSchema });
export type TrophyList = z.infer<typeof trophyListSchema>;

export const creatorTrophySchema = trophySummarySchema.extend({
  /** How the team is linked to it (a team can both run and win a trophy: RUNS first). */
  relation: z.enum(TROPHY_TEAM_RELATIONS),
});
export type CreatorTrophy = z.infer<typeof creatorTrophySchema>;
export const creatorTrophyListSchema = z.object({ data: z.array(creatorTrophySchema), meta: listMetaSchema });
export type CreatorTrophyList = z.infer<typeof creatorTrophyListSchema>;

/** Trophies won, newest first: a brand, product or YouTuber page, the home page, the caller's own. */
export const trophyWinsSchema = z.object({ data: z.array(trophySummarySchema) });
export type TrophyWins = z.infer<typeof trophyWinsSchema>;

export const trophyNomineeListSchema = z.object({ data: z.array(trophyNomineeSchema) });
export type TrophyNomineeList = z.infer<typeof trophyNomineeListSchema>;

export const trophyEligibleListSchema = z.object({
  data: z.array(trophyCandidateSchema.extend({ selected: z.boolean() })),
  meta: listMetaSchema,
});
export type TrophyEligibleList = z.infer<typeof trophyEligibleListSchema>;

// ---- queries ----------------------------------------------------------------------------------------------------

const takeField = z.coerce
  .number({ error: V.take })
  .int(V.take)
  .min(1, V.take)
  .max(TROPHY_TAKE_MAX, V.take)
  .default(TROPHY_TAKE_DEFAULT);

/** Spec §3 "Trophy list options": page, take, search, sortBy, sortOrder, contentType, categoryId. */
const trophyListOptions = {
  page: pageField,
  take: takeField,
  search: requestString().trim().max(200).optional(),
  sortBy: z.enum(TROPHY_SORTS, { error: V.sortBy }).default('createdAt'),
  sortOrder: z.enum(SORT_ORDERS).default('DESC'),
  contentType: z.enum(TROPHY_CONTENT_TYPES, { error: V.content_type }).optional(),
  categoryId: idString.optional(),
};

/** GET /trophies: public trophies only; `status` narrows to one public status. */
export const trophyListQuerySchema = z.object({
  ...trophyListOptions,
  status: z.enum(TROPHY_PUBLIC_STATUSES, { error: V.status }).optional(),
});
export type TrophyListQuery = z.input<typeof trophyListQuerySchema>;

/** GET /admin/trophies: the platform's trophies in every status. */
export const adminTrophyListQuerySchema = z.object({
  ...trophyListOptions,
  status: z.enum(TROPHY_STATUSES, { error: V.status }).optional(),
});
export type AdminTrophyListQuery = z.input<typeof adminTrophyListQuerySchema>;

/** GET /creator/trophies/{creatorTeamId}: every option, and which link to the team. */
export const creatorTrophyListQuerySchema = z.object({
  ...trophyListOptions,
  relation: z.enum(TROPHY_TEAM_RELATIONS).optional(),
});
export type CreatorTrophyListQuery = z.input<typeof creatorTrophyListQuerySchema>;
export const creatorTrophyParamsSchema = z.object({ creatorTeamId: idString });

/** GET /trophies/{id}/eligible: the "product selection" modal's searchable list. */
export const trophyEligibleQuerySchema = z.object({
  page: pageField,
  take: z.coerce.number({ error: V.take }).int(V.take).min(1, V.take).max(50, V.take).default(20),
  search: requestString().trim().max(200).optional(),
  sortBy: z.enum(TROPHY_ELIGIBLE_SORTS, { error: V.eligible_sortBy }).default('rating'),
  /** Only what is already picked (the modal's "selected" tab). */
  selected: z.enum(['true', 'false']).optional(),
});
export type TrophyEligibleQuery = z.input<typeof trophyEligibleQuerySchema>;

export const trophyProtocolQuerySchema = z.object({
  format: z.enum(TROPHY_PROTOCOL_FORMATS, { error: V.format }).default('json'),
});
export const trophyBadgeQuerySchema = z.object({
  theme: z.enum(TROPHY_BADGE_THEMES, { error: V.theme }).default('light'),
});
export const productTrophiesParamsSchema = z.object({ productId: idString });

// ---- writing ----------------------------------------------------------------------------------------------------

const nameField = requestString({ error: V.name.required })
  .trim()
  .min(1, V.name.required)
  .min(TROPHY_NAME_MIN, V.name.min)
  .max(TROPHY_NAME_MAX, V.name.max);
const DAY_MS = 86_400_000;

/**
 * POST /trophies and PUT /trophies/{id} (the "new trophy" and "edit trophy" modals' form). `teamId` names the team
 * that runs it (its OWNER or ADMIN); absent or null, the platform runs it (ADMIN). SCORE fits products only. PUT
 * ignores `teamId` (the organiser never changes).
 */
export const trophyBodySchema = z
  .object({
    name: nameField,
    description: requestString().trim().max(TROPHY_DESCRIPTION_MAX, V.description_max).default(''),
    categoryId: requestString({ error: V.category }).min(1, V.category).max(100, V.category),
    contentType: z.enum(TROPHY_CONTENT_TYPES, { error: V.content_type }),
    method: z.enum(TROPHY_METHODS, { error: V.method }),
    periodFrom: dayField(V.period_from),
    periodTo: dayField(V.period_to),
    catalogueCategoryId: idString
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    teamId: idString
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    if (!methodFits(value.method, value.contentType))
      ctx.addIssue({ code: 'custom', path: ['method'], message: V.method_content_type });
    const from = Date.parse(`${value.periodFrom}T00:00:00Z`);
    const to = Date.parse(`${value.periodTo}T00:00:00Z`);
    if (Number.isNaN(from) || Number.isNaN(to)) return;
    if (to < from) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: V.period_order });
    else if ((to - from) / DAY_MS + 1 > TROPHY_PERIOD_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['periodTo'], message: V.period_length });
  });
export type TrophyBody = z.input<typeof trophyBodySchema>;
export type TrophyBodyParsed = z.output<typeof trophyBodySchema>;

/** PUT /trophies/{id}/candidates: the whole set, in the order picked (at most TROPHY_CANDIDATES_MAX, no repeats). */
export const trophyCandidatesBodySchema = z.object({
  ids: z
    .array(idString)
    .max(TROPHY_CANDIDATES_MAX, V.candidates_max)
    .refine((ids) => new Set(ids).size === ids.length, V.candidates_duplicate),
});
export type TrophyCandidatesBody = z.input<typeof trophyCandidatesBodySchema>;

/**
 * POST /trophies/{id}/award (the "winner selection" modal). JURY: `winnerId` (a candidate) and a `justification` of
 * at least 50 characters. SCORE and DRAW decide themselves: neither field may be sent (the server checks the method).
 */
export const trophyAwardBodySchema = z.object({
  winnerId: idString.nullable().optional(),
  justification: requestString()
    .trim()
    .min(TROPHY_JUSTIFICATION_MIN, V.justification_min)
    .max(TROPHY_JUSTIFICATION_MAX, V.justification_max)
    .nullable()
    .optional(),
});
export type TrophyAwardBody = z.input<typeof trophyAwardBodySchema>;

export const trophyCancelBodySchema = z.object({
  reason: requestString()
    .trim()
    .max(TROPHY_CANCEL_REASON_MAX, V.cancel_reason_max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});
export type TrophyCancelBody = z.input<typeof trophyCancelBodySchema>;

export const trophyCreatedSchema = z.object({ id: z.string(), status: z.enum(TROPHY_STATUSES) });
export type TrophyCreated = z.infer<typeof trophyCreatedSchema>;

// ---- the protocol -----------------------------------------------------------------------------------------------

/**
 * The record of a decision, exactly what the platform signs. Everything needed to check the result
 * is in it: the frozen candidates in their published order with the figures at the lock, and per method the
 * commitment and seed (DRAW), the prior, weight and score table (SCORE), or the justification (JURY).
 */
export const trophyProtocolSchema = z.object({
  version: z.literal(1),
  /** The platform's public address; its key is at `${issuer}/.well-known/plaudit-protocol-key.json`. */
  issuer: z.string(),
  trophy: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    contentType: z.enum(TROPHY_CONTENT_TYPES),
    method: z.enum(TROPHY_METHODS),
    /** "Plaudit" or the brand that ran it; `organiserKind` says which (absent in protocols signed before it existed). */
    organiser: z.string(),
    organiserKind: z.enum(TROPHY_ORGANISER_KINDS).optional(),
    catalogueCategory: z.string().nullable(),
    periodFrom: z.string(),
    periodTo: z.string(),
    url: z.string(),
  }),
  lockedAt: z.string(),
  candidates: z.array(
    z.object({
      position: z.number().int(),
      id: z.string(),
      title: z.string(),
      subtitle: z.string(),
      figures: trophyFiguresSchema,
    }),
  ),
  draw: z
    .object({
      /** hex SHA-256 of the seed's bytes, published at the lock. */
      commitment: z.string(),
      /** hex, TROPHY_DRAW_SEED_BYTES bytes. */
      seed: z.string(),
      /** "HMAC-SHA256(seed, trophyId) mod n": the digest read as a big-endian integer. */
      rule: z.string(),
      index: z.number().int(),
    })
    .nullable(),
  score: z
    .object({
      prior: z.number(),
      weight: z.number().int(),
      rule: z.string(),
      table: z.array(z.object({ id: z.string(), score: z.number().nullable(), rank: z.number().int() })),
    })
    .nullable(),
  jury: z.object({ justification: z.string() }).nullable(),
  winner: z.object({ id: z.string(), position: z.number().int(), title: z.string() }),
  decidedBy: z.string(),
  decidedAt: z.string(),
});
export type TrophyProtocol = z.infer<typeof trophyProtocolSchema>;

/** GET /trophies/{id}/protocol: the record and its signature, a compact JWS (EdDSA, Ed25519) whose payload is the record's JSON. */
export const signedTrophyProtocolSchema = z.object({
  protocol: trophyProtocolSchema,
  jws: z.string(),
  /** The key's id (its JWK thumbprint) in the published key set. */
  keyId: z.string(),
});
export type SignedTrophyProtocol = z.infer<typeof signedTrophyProtocolSchema>;

/** `/.well-known/plaudit-protocol-key.json`: a JWK set with the platform's Ed25519 public key. */
export const protocolKeySetSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.literal('OKP'),
      crv: z.literal('Ed25519'),
      x: z.string(),
      kid: z.string(),
      alg: z.literal('EdDSA'),
      use: z.literal('sig'),
    }),
  ),
});
export type ProtocolKeySet = z.infer<typeof protocolKeySetSchema>;

export const TROPHIES_ROUTE_SCHEMAS = {
  'trophies.categories': { response: trophyCategoryListSchema },
  'trophies.categoryCreate': { body: trophyCategoryBodySchema, response: trophyCategorySchema },
  'trophies.categoryUpdate': { params: idParamSchema, body: trophyCategoryBodySchema, response: trophyCategorySchema },
  'trophies.categoryDelete': { params: idParamSchema, response: z.object({ success: z.literal(true) }) },
  'trophies.list': { query: trophyListQuerySchema, response: trophyListSchema },
  'trophies.adminList': { query: adminTrophyListQuerySchema, response: trophyListSchema },
  'trophies.creatorList': {
    params: creatorTrophyParamsSchema,
    query: creatorTrophyListQuerySchema,
    response: creatorTrophyListSchema,
  },
  'trophies.get': { params: idParamSchema, response: trophyDetailSchema },
  'trophies.create': { body: trophyBodySchema, response: trophyCreatedSchema },
  'trophies.update': { params: idParamSchema, body: trophyBodySchema, response: trophyCreatedSchema },
  'trophies.open': { params: idParamSchema, response: trophyCreatedSchema },
  'trophies.cancel': { params: idParamSchema, body: trophyCancelBodySchema, response: trophyCreatedSchema },
  'trophies.eligible': { params: idParamSchema, query: trophyEligibleQuerySchema, response: trophyEligibleListSchema },
  'trophies.candidates': { params: idParamSchema, response: trophyNomineeListSchema },
  'trophies.setCandidates': {
    params: idParamSchema,
    body: trophyCandidatesBodySchema,
    response: trophyNomineeListSchema,
  },
  'trophies.lock': { params: idParamSchema, response: trophyCreatedSchema },
  'trophies.award': { params: idParamSchema, body: trophyAwardBodySchema, response: trophyCreatedSchema },
  'trophies.protocol': { params: idParamSchema, query: trophyProtocolQuerySchema, response: FILE_BYTES },
  'trophies.badge': { params: idParamSchema, query: trophyBadgeQuerySchema, response: FILE_BYTES },
  'trophies.brandWins': { params: brandParamsSchema, response: trophyWinsSchema },
  'trophies.productWins': { params: productTrophiesParamsSchema, response: trophyWinsSchema },
  'trophies.youtuberWins': { params: youtuberParamsSchema, response: trophyWinsSchema },
  'trophies.mine': { response: trophyWinsSchema },
} as const satisfies Record<string, RouteSchemas>;
