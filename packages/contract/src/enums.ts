// Every enum (and the small closed sets the API and UI share). Arrays first, so zod and the UI can
// both iterate them; the union types are derived, never written out by hand.

export const VERIFICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'NEEDS_MORE_INFO'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const CREATOR_ACCESS_STATUSES = ['BLOCKED', 'UNBLOCKED'] as const;
export type CreatorAccessStatus = (typeof CREATOR_ACCESS_STATUSES)[number];

export const EMAIL_VERIFICATION_STATUSES = ['VERIFIED', 'UNVERIFIED', 'PENDING_CHANGE', 'REJECTED', 'RESENT'] as const;
export type EmailVerificationStatus = (typeof EMAIL_VERIFICATION_STATUSES)[number];

export const ACCOUNT_STATUSES = ['ACTIVE', 'INACTIVE', 'DELETED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const PUNISHMENT_TYPES = ['WARNING', 'MUTE', 'BAN'] as const;
export type PunishmentType = (typeof PUNISHMENT_TYPES)[number];

export const REGISTER_TYPES = ['USER', 'CREATOR', 'YOUTUBER'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];

export const GLOBAL_ROLES = ['USER', 'MOD', 'ADMIN'] as const;
export type GlobalRole = (typeof GLOBAL_ROLES)[number];

export const TEAM_ROLES = ['OWNER', 'ADMIN', 'EDITOR'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** Spec §5: the invite modal offers only these two; OWNER is reached by transfer, never by invite. */
export const INVITABLE_TEAM_ROLES = ['ADMIN', 'EDITOR'] as const;
export type InvitableTeamRole = (typeof INVITABLE_TEAM_ROLES)[number];

/** Spec §7 imageType of a team's images: the icon (256x256) and the banner (1920x1080). */
export const TEAM_IMAGE_TYPES = ['iconUrl', 'bannerUrl'] as const;
export type TeamImageType = (typeof TEAM_IMAGE_TYPES)[number];

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'brandName'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const EVENT_TYPES = [
  'PRODUCT_CLICK',
  'PRODUCT_HOVER',
  'PRODUCT_PAGE_VIEW',
  'SHORTLINK_CLICK',
  'SHORTLINK_GET_CLICK',
  'PAGE_VIEW',
  'SEARCH',
  'SIGN_UP',
  'LOGIN',
  'LOGOUT',
  'FORCE_LOGOUT',
  'COMMENT_POSTED',
  'REVIEW_SUBMITTED',
  'PROFILE_VIEW',
  'CREATOR_PAGE_VIEW',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';

/** Spec §2 registration steps, in order. */
export const REGISTRATION_STEPS = [
  'SELECT_TYPE',
  'BASIC_INFO',
  'EMAIL_VERIFICATION',
  'CREATOR_DETAILS',
  'YOUTUBER_DETAILS',
  'VERIFICATION',
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export const IMAGE_UPLOAD_TYPES = ['userAvatar', 'creatorAvatar', 'creatorBanner'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];
export const CROP_TYPES = ['banner', 'square'] as const;
export type CropType = (typeof CROP_TYPES)[number];

/** Why a session ended; the login page tells the person which one applied. */
export const SESSION_END_REASONS = [
  'SIGNED_OUT',
  'REVOKED',
  'REVOKED_ALL',
  'PASSWORD_RESET',
  'PASSWORD_CHANGED',
  'TOKEN_REUSE',
  'BANNED',
  'EXPIRED',
  'ACCOUNT_DELETED',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** Spec §2 modal keys. */
export const MODAL_KEYS = [
  'confirmation',
  'imageUpload',
  'editUser',
  'addUser',
  'addShortLink',
  'addAdminShortLink',
  'adminVerification',
  'newTrophyCategory',
  'newTrophy',
  'editTrophy',
  'addCategoryFeaturing',
  'editCategoryFeaturing',
  'punishmentHistory',
  'addPunishment',
  'reviewProduct',
  'reviewProductYoutube',
  'reportReview',
  'newCampaign',
  'topUpCredits',
  'editBid',
  'changePassword',
  'changeEmail',
  'createApiKey',
  'temporaryLockCreator',
  'productSelection',
  'winnerSelection',
  'protocolGet',
] as const;
/**
 * Modals not in the original: 'brandRequest' is the form behind 'not here? click here'; a short link's QR code and the
 * staff's disable-with-reason, for a short link and for a product.
 */
export const EXTRA_MODAL_KEYS = [
  'featuringAuctionLog',
  'rollApiKey',
  'brandRequest',
  'addWebhook',
  'editWebhook',
  'webhookSecret',
  'webhookDelivery',
  'shortLinkQr',
  'disableShortLink',
  'disableProduct',
  'creditGrant',
  'creditAdjustment',
  'creditRefund',
] as const;
export type ModalKey = (typeof MODAL_KEYS)[number] | (typeof EXTRA_MODAL_KEYS)[number];

// ---- catalogue ------------------------------------------------------------------------------------
/** A product's life: only PUBLISHED products of an APPROVED, unblocked team are public. */
export const PRODUCT_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** What search can find (`GET /search?type=`). */
export const SEARCH_RESULT_TYPES = ['product', 'brand', 'youtuber'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];
/**
 * The icons a category may carry: Tabler icon names the web maps to their components one by one, so a page that
 * shows categories loads these few icons and not the whole set.
 */
export const CATEGORY_ICONS = [
  'category',
  'coffee',
  'cup',
  'headphones',
  'device-laptop',
  'device-mobile',
  'device-gamepad-2',
  'device-tv',
  'camera',
  'shirt',
  'shoe',
  'plant',
  'home',
  'tool',
  'book',
  'music',
  'bike',
  'car',
  'paw',
  'baby-carriage',
  'heart',
  'pill',
  'apple',
  'chef-hat',
  'palette',
  'diamond',
  'ball-football',
  'tent',
  'gift',
  'barbell',
  'sparkles',
  'armchair',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];
/** How a public product list (brand page, category page) is ordered; `rating` falls back to newest while nothing is rated. */
export const CATALOGUE_SORTS = ['rating', 'newest', 'name'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

// ---- reviews -----------------------------------------------------------------------------------------

/** A person's written review, or a YouTuber's video review (only an APPROVED YouTuber writes one). */
export const REVIEW_TYPES = ['USER', 'YOUTUBE'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
/**
 * PENDING waits for a moderator (not public); PUBLISHED is public (a reported one stays PUBLISHED while its reports
 * are open); REJECTED was never published; REMOVED was taken down after publication. The author is told why.
 */
export const REVIEW_STATUSES = ['PENDING', 'PUBLISHED', 'REJECTED', 'REMOVED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The rules that hold a new review for a moderator (stated once in the server's reviews.rules.ts). */
export const REVIEW_HOLD_RULES = [
  'VIDEO_REVIEW',
  'COMMENT_LINK',
  'NEW_ACCOUNT',
  'RECENT_WARNING',
  'NEAR_DUPLICATE',
  'PRODUCT_BURST',
  'EARLIER_REMOVED',
  'AUTHOR_JOINED_TEAM',
] as const;
export type ReviewHoldRule = (typeof REVIEW_HOLD_RULES)[number];
export const REVIEW_REPORT_REASONS = [
  'SPAM',
  'OFFENSIVE',
  'CONFLICT_OF_INTEREST',
  'OFF_TOPIC',
  'PERSONAL_INFORMATION',
  'OTHER',
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_REPORT_STATUSES = ['OPEN', 'DISMISSED', 'UPHELD'] as const;
export type ReviewReportStatus = (typeof REVIEW_REPORT_STATUSES)[number];
export const REVIEW_DECISIONS = ['APPROVE', 'REJECT', 'REMOVE', 'DISMISS_REPORTS'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_QUEUES = ['pending', 'reported'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];
/** Sort keys of every review list (the product page and the brand's list). */
export const REVIEW_SORTS = ['createdAt', 'rating', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** How a published review's author was checked: every author's email, a video's channel, a moderator before it showed. */
export const REVIEW_AUTHOR_CHECKS = ['EMAIL_VERIFIED', 'YOUTUBER_VERIFIED', 'CHECKED_BEFORE_PUBLICATION'] as const;
export type ReviewAuthorCheck = (typeof REVIEW_AUTHOR_CHECKS)[number];

// ---- decisions, appeals, support access ---------------------------------------------------------------

/** The decisions about a person's content or account that carry a statement of reasons and may be appealed. */
export const DECISION_KINDS = [
  'PUNISHMENT',
  'REVIEW_HELD',
  'REVIEW_REJECTED',
  'REVIEW_REMOVED',
  'REPORT_DISMISSED',
  'PRODUCT_DISABLED',
  'SHORT_LINK_DISABLED',
  'VERIFICATION_REJECTED',
  'TEAM_LOCKED',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];
/** The published grounds a moderator picks from; each has an English and a German sentence. */
export const STAFF_DECISION_GROUNDS = [
  'SPAM',
  'NOT_GENUINE',
  'CONFLICT_OF_INTEREST',
  'OFFENSIVE',
  'ILLEGAL',
  'PERSONAL_DATA',
  'OFF_TOPIC',
  'MISLEADING',
  'IMPERSONATION',
  'INTELLECTUAL_PROPERTY',
  'REPEATED_VIOLATIONS',
  'NO_VIOLATION',
  'OTHER_TERMS',
] as const;
export type StaffDecisionGround = (typeof STAFF_DECISION_GROUNDS)[number];
/** Every ground of the content policy, the hold rules (which only the server applies) included. */
export const DECISION_GROUNDS = [...STAFF_DECISION_GROUNDS, 'HOLD_RULE'] as const;
export type DecisionGround = (typeof DECISION_GROUNDS)[number];
export const APPEAL_STATUSES = ['OPEN', 'UPHELD', 'REVERSED'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_OUTCOMES = ['UPHELD', 'REVERSED'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

// ---- trophies ----------------------------------------------------------------------------------------

/** What can win a trophy: a product, a written review (type USER) or a video review (type YOUTUBE). */
export const TROPHY_CONTENT_TYPES = ['PRODUCT', 'REVIEW', 'VIDEO'] as const;
export type TrophyContentType = (typeof TROPHY_CONTENT_TYPES)[number];
/**
 * DRAFT (only the organiser sees it) → NOMINATING (candidates are picked; public) → LOCKED (candidates frozen, the
 * draw's commitment published) → AWARDED (final). CANCELLED from any state but AWARDED. trophy-states.ts holds the
 * moves.
 */
export const TROPHY_STATUSES = ['DRAFT', 'NOMINATING', 'LOCKED', 'AWARDED', 'CANCELLED'] as const;
export type TrophyStatus = (typeof TROPHY_STATUSES)[number];
/** The statuses a visitor sees (DRAFT and CANCELLED stay with the organiser). */
export const TROPHY_PUBLIC_STATUSES = ['NOMINATING', 'LOCKED', 'AWARDED'] as const satisfies readonly TrophyStatus[];
export type TrophyPublicStatus = (typeof TROPHY_PUBLIC_STATUSES)[number];
/**
 * SCORE: the highest Bayesian rating over the period's reviews (products only); JURY: the organiser picks and
 * justifies; DRAW: a committed random draw anyone can recompute.
 */
export const TROPHY_METHODS = ['SCORE', 'JURY', 'DRAW'] as const;
export type TrophyMethod = (typeof TROPHY_METHODS)[number];
/** Who runs a trophy: the platform (ADMIN) or a creator team (its OWNER or ADMIN). */
export const TROPHY_ORGANISER_KINDS = ['PLATFORM', 'TEAM'] as const;
export type TrophyOrganiserKind = (typeof TROPHY_ORGANISER_KINDS)[number];
/** Sort keys of every trophy list (the sort fields that fit a trophy, and the award date). */
export const TROPHY_SORTS = ['createdAt', 'updatedAt', 'name', 'awardedAt'] as const;
export type TrophySort = (typeof TROPHY_SORTS)[number];
/** Sort keys of the "product selection" modal's list of eligible content. */
export const TROPHY_ELIGIBLE_SORTS = ['rating', 'reviewCount', 'helpful', 'name', 'newest'] as const;
export type TrophyEligibleSort = (typeof TROPHY_ELIGIBLE_SORTS)[number];
/** How a team is linked to a trophy in its list: it runs it, won it, or has a candidate in it. */
export const TROPHY_TEAM_RELATIONS = ['RUNS', 'WON', 'NOMINATED'] as const;
export type TrophyTeamRelation = (typeof TROPHY_TEAM_RELATIONS)[number];
export const TROPHY_BADGE_THEMES = ['light', 'dark'] as const;
export type TrophyBadgeTheme = (typeof TROPHY_BADGE_THEMES)[number];
export const TROPHY_PROTOCOL_FORMATS = ['json', 'pdf'] as const;
export type TrophyProtocolFormat = (typeof TROPHY_PROTOCOL_FORMATS)[number];
/** Icons a trophy category may use (Tabler icon names; the web app maps each to its component). */
export const TROPHY_CATEGORY_ICONS = [
  'trophy',
  'award',
  'medal',
  'medal-2',
  'crown',
  'star',
  'sparkles',
  'flame',
  'heart',
  'thumb-up',
  'video',
  'message-star',
  'rosette',
  'diamond',
  'rocket',
  'leaf',
] as const;
export type TrophyCategoryIcon = (typeof TROPHY_CATEGORY_ICONS)[number];

// ---- events and stats -----------------------------------------------------------------------------------
/**
 * Types about one brand team, product or YouTuber: their `profileId` is required and must exist. The others
 * (a page view anywhere, a search, the account events) may name a profile or not.
 */
export const PROFILE_EVENT_TYPES = [
  'PRODUCT_CLICK',
  'PRODUCT_HOVER',
  'PRODUCT_PAGE_VIEW',
  'SHORTLINK_CLICK',
  'SHORTLINK_GET_CLICK',
  'COMMENT_POSTED',
  'REVIEW_SUBMITTED',
  'PROFILE_VIEW',
  'CREATOR_PAGE_VIEW',
] as const satisfies readonly EventType[];
/** Types that count as a view of a profile's page (the dashboard's "views"). */
export const VIEW_EVENT_TYPES = [
  'PRODUCT_PAGE_VIEW',
  'PROFILE_VIEW',
  'CREATOR_PAGE_VIEW',
] as const satisfies readonly EventType[];
/** What a profileId names once the server has looked it up. */
export const EVENT_PROFILE_KINDS = ['TEAM', 'PRODUCT', 'YOUTUBER'] as const;
export type EventProfileKind = (typeof EVENT_PROFILE_KINDS)[number];
/** A user agent reduced to its class: nothing finer is stored. */
export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
/** The buckets of a stats series. */
export const STATS_INTERVALS = ['hour', 'day', 'week'] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];
/** The dashboard's preset ranges, in days (a custom range is any from–to within STATS_RANGE_MAX_DAYS). */
export const STATS_PRESET_DAYS = [7, 30, 90] as const;
export type StatsPresetDays = (typeof STATS_PRESET_DAYS)[number];

/** A brand's featuring campaign: DRAFT until started, EXHAUSTED once its budget is spent, ENDED for good. */
export const CAMPAIGN_STATUSES = ['DRAFT', 'ACTIVE', 'PAUSED', 'ENDED', 'EXHAUSTED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_SORTS = ['createdAt', 'name', 'startsOn'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
/**
 * Why a bid did not win a day's featuring: outscored, a bid below the reserve (raised after it was placed), the
 * campaign's budget or the team's credits could not pay
 * (the reserve, or the price it would have paid), or a rule of eligibility (the campaign's dates, the team's
 * approval or lock, a BAN or MUTE on one of its owners, the product no longer PUBLISHED in the category).
 */
export const FEATURING_LOSS_REASONS = [
  'OUTBID',
  'BELOW_RESERVE',
  'NO_BUDGET',
  'NO_CREDITS',
  'CAMPAIGN_DATES',
  'TEAM_NOT_APPROVED',
  'TEAM_LOCKED',
  'OWNER_PUNISHED',
  'PRODUCT_NOT_LISTED',
] as const;
export type FeaturingLossReason = (typeof FEATURING_LOSS_REASONS)[number];

/** What an API key may do on the public API (`/api/v1`); a key carries at least one. */
export const API_KEY_SCOPES = [
  'products:read',
  'products:write',
  'reviews:read',
  'reviews:reply',
  'trophies:read',
  'stats:read',
  'links:read',
  'links:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** How long the old key keeps working after a roll: at once, an hour, a day or a week (seconds). */
export const API_KEY_OVERLAP_SECONDS = [0, 3600, 86400, 604800] as const;
export type ApiKeyOverlapSeconds = (typeof API_KEY_OVERLAP_SECONDS)[number];
/** The spans the "create API key" modal offers, in days (besides "never"). */
export const API_KEY_EXPIRY_PRESET_DAYS = [30, 90, 365] as const;
/** Where a key stands: usable, past its expiry, or revoked (a rolled key's old half expires at the overlap's end). */
export const API_KEY_STATUSES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

// ---- credits ------------------------------------------------------------------------------------------

/** What a ledger entry did: every change of a team's credits is one of these. */
export const CREDIT_ENTRY_KINDS = [
  'TOP_UP',
  'GRANT',
  'HOLD',
  'RELEASE',
  'SPEND',
  'REFUND',
  'ADJUSTMENT',
  'EXPIRY',
] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];
/** What caused a ledger entry (its `cause.id` names the top-up, grant, campaign, featuring day…). */
export const LEDGER_CAUSE_TYPES = ['TOP_UP', 'GRANT', 'CAMPAIGN', 'FEATURING_DAY', 'ADMIN', 'EXPIRY'] as const;
export type LedgerCauseType = (typeof LEDGER_CAUSE_TYPES)[number];
export const TOP_UP_STATUSES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDED'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];
/** Who takes the money: the built-in sandbox (the default) or Stripe. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** The sandbox checkout's buttons: pay now, decline, or pay a moment later (as a webhook arrives late). */
export const SANDBOX_OUTCOMES = ['PAY', 'DECLINE', 'DELAY'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

// ---- short links ----------------------------------------------------------------------------------------------

/** What a short link's list filters on: it redirects, it was turned off (by its team or staff), or it ran out. */
export const SHORT_LINK_STATUSES = ['ACTIVE', 'DISABLED', 'EXPIRED'] as const;
export type ShortLinkStatus = (typeof SHORT_LINK_STATUSES)[number];
/** How a visitor reached the link: the link itself, or its QR code (`?qr=1`). */
export const SHORT_LINK_TRIGGERS = ['link', 'qr'] as const;
export type ShortLinkTrigger = (typeof SHORT_LINK_TRIGGERS)[number];
/** Why a slug cannot be had: not a valid slug, a reserved word, another link's, or a deleted link's for 30 days. */
export const SHORT_LINK_SLUG_REFUSALS = ['invalid', 'reserved', 'taken', 'recently_deleted'] as const;
export type ShortLinkSlugRefusal = (typeof SHORT_LINK_SLUG_REFUSALS)[number];
/** What `/s/{slug}` shows when it does not redirect at once. */
export const SHORT_LINK_LANDINGS = ['NOT_FOUND', 'DISABLED', 'EXPIRED', 'PASSWORD', 'ACTIVE'] as const;
export type ShortLinkLanding = (typeof SHORT_LINK_LANDINGS)[number];
export const SHORT_LINK_UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type ShortLinkUtmField = (typeof SHORT_LINK_UTM_FIELDS)[number];
export const SHORT_LINK_SORT_FIELDS = ['createdAt', 'clicks', 'slug'] as const;
export const SHORT_LINK_QR_FORMATS = ['svg', 'png'] as const;
export type ShortLinkQrFormat = (typeof SHORT_LINK_QR_FORMATS)[number];
export const SHORT_LINK_STATS_INTERVALS = ['hour', 'day'] as const;
/** A team member took the link away to share it: copied it, or downloaded its QR code. */
export const SHORT_LINK_GET_VIAS = ['copy', 'qr'] as const;

/** What a webhook endpoint can subscribe to; `ping` is only ever sent by "send test". */
export const WEBHOOK_EVENT_TYPES = [
  'review.published',
  'review.updated',
  'review.removed',
  'review.replied',
  'product.published',
  'product.archived',
  'trophy.awarded',
  'link.disabled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Every type a delivery can carry: the subscribable ones and the test ping. */
export const WEBHOOK_MESSAGE_TYPES = [...WEBHOOK_EVENT_TYPES, 'ping'] as const;
export type WebhookMessageType = (typeof WEBHOOK_MESSAGE_TYPES)[number];
/** A delivery of one event to one endpoint: still being tried, answered with a 2xx, or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
/** Why an endpoint is off: its owner turned it off, it answered 410 Gone, or it only failed for days. */
export const WEBHOOK_DISABLED_REASONS = ['MANUAL', 'GONE', 'FAILING'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];
