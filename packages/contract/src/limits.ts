// Every business constant, plus the security limits that both sides need to show.

export const EMAIL_CODE_LENGTH = 6;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_CHANGE_MIN = 8;
/** The reset form says "at least 8 characters": it accepts exactly what its message says. */
export const RESET_PASSWORD_MIN = 8;
export const DESCRIPTION_MIN = 10;
export const BIO_MIN = 10;
export const BRAND_NAME_MIN = 2;
export const PAGE_NAME_MIN = 2;
/**
 * A brand name whose trigram similarity (pg_trgm) to a verified brand's name reaches this is too close to it, as is
 * one equal to it once case, accents, spaces and punctuation are set aside: "Plaudit Cofee", "plaudit-coffée".
 */
export const BRAND_NAME_SIMILARITY_MAX = 0.6;

export const API_TIMEOUT_MS = 10_000;
export const SESSION_MAX_AGE_SECONDS = 2_592_000;
export const TOKEN_REFRESH_LEAD_SECONDS = 60;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const PROFILE_CACHE_STALE_MS = 5 * 60 * 1000;
export const PROFILE_QUERY_RETRY = 1;
export const CREATOR_PROFILE_CHECK_DEBOUNCE_MS = 1000;

export const RATE_LIMIT_MIN_SECONDS = 1;
export const RATE_LIMIT_MAX_SECONDS = 3600;
export const RATE_LIMIT_TICK_MS = 1000;
export const RATE_LIMIT_FINAL_TOAST_MS = 3000;

export const LOGOUT_DELAY_MS = 200;
export const IMAGE_SQUARE = { width: 256, height: 256 } as const;
export const IMAGE_BANNER = { width: 1920, height: 1080 } as const;
/** Largest accepted image upload (avatars, team icons and banners). */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Image types an upload may be (sniffed from the content on the server, never from the name). */
export const IMAGE_UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;
/** How long the old address of an email change may take the account back. */
export const EMAIL_CHANGE_REVERT_DAYS = 7;
export const ORG_INITIALS_MAX = 2;
export const MODAL_Z_BASE = 50;
export const MODAL_Z_STEP = 2;

export const ONE_TIME_CODE_TTL_SECONDS = 15 * 60;
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5;
export const ONE_TIME_CODE_RESEND_COOLDOWN_SECONDS = 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

export const LIST_TAKE_DEFAULT = 20;
export const LIST_TAKE_MAX = 100;

/**
 * The longest path parameter the server's router accepts (Fastify's default, 100, refused a 200-character invite
 * token with 414). Room for the longest parameter the schemas allow (an email of 320 characters) percent-encoded;
 * each parameter's own schema keeps its real cap.
 */
export const PATH_PARAM_MAX_LENGTH = 1000;

/** Anonymous or cheap writes per IP and rate-limit window (15 minutes): visitor sessions and brand requests. */
export const SESSION_INIT_PER_IP = 300;
export const BRAND_REQUESTS_PER_IP = 20;

/** Relative time thresholds, in seconds. */
export const RELATIVE_TIME = { justNow: 60, minutes: 3600, hours: 86_400, days: 7 * 86_400 } as const;

/** Modal z-index: base 50, plus 2 per stacked level (level 0 is the first modal). */
export function modalZIndex(level: number): number {
  return MODAL_Z_BASE + MODAL_Z_STEP * level;
}

/** Spec §8: a throttle's remaining seconds are clamped to 1–3600. */
export function clampRemainingSeconds(seconds: number): number {
  const whole = Math.ceil(Number.isFinite(seconds) ? seconds : RATE_LIMIT_MIN_SECONDS);
  return Math.min(RATE_LIMIT_MAX_SECONDS, Math.max(RATE_LIMIT_MIN_SECONDS, whole));
}

/** A team invitation works once and for this long. */
export const TEAM_INVITE_TTL_DAYS = 7;

// Account safety. Failed sign-ins are counted per (account, IP) tightly and per account only loosely,
// so a guesser is stopped and a stranger cannot lock the owner out (OWASP authentication guidance).
/** Failed sign-ins counted in one window, per (account, IP) and per account. */
export const SIGN_IN_FAIL_WINDOW_SECONDS = 15 * 60;
/** Failed sign-ins of one account from one IP within the window; more answer 429 until the window ends. */
export const SIGN_IN_FAILS_PER_ACCOUNT_IP = 10;
/** Failed sign-ins of one account from anywhere within the window before each further try waits a short delay. */
export const SIGN_IN_ACCOUNT_DELAY_AFTER_FAILS = 20;
/** That delay: this many seconds, doubling with every further failure, never more than the cap. */
export const SIGN_IN_ACCOUNT_DELAY_BASE_SECONDS = 2;
export const SIGN_IN_ACCOUNT_DELAY_MAX_SECONDS = 30;
/**
 * A browser that signed in to the account before (its signed device cookie) is spared the account-wide delay and the
 * (account, IP) count: it has only its own count, this many failures per window, so no stranger can keep it out.
 */
export const SIGN_IN_FAILS_PER_KNOWN_DEVICE = 10;
/** How long a browser stays known to the account it signed in to (renewed at each sign-in). */
export const KNOWN_DEVICE_MAX_AGE_DAYS = 365;
/** After the old address took an email change back, the account's address cannot be changed again for this long. */
export const EMAIL_CHANGE_LOCK_AFTER_REVERT_DAYS = 7;
/** A refresh token presented again this soon after its rotation (two tabs, a retried request) still works. */
export const REFRESH_REUSE_GRACE_SECONDS = 20;
/** Invitations one team may send per rolling day. */
export const TEAM_INVITES_PER_DAY = 20;

// ---- catalogue ------------------------------------------------------------------------------------
export const CATEGORY_NAME_MIN = 2;
export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_DESCRIPTION_MAX = 500;
/** Slugs everywhere in the catalogue: lower-case letters, digits and single hyphens. */
export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PRODUCT_NAME_MIN = 2;
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_TAGS_MAX = 10;
export const PRODUCT_TAG_MAX = 30;
export const PRODUCT_IMAGES_MAX = 8;
/** Each product image is stored in these widths (for `srcset`), height following the picture's own ratio. */
export const PRODUCT_IMAGE_WIDTHS = [320, 800, 1600] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];
/**
 * How wide a product page shows its main picture (the `sizes` of its srcset). The server preloads that picture with
 * the same value in the page's first HTML, so the browser picks the same width for both and fetches it once.
 */
export const PRODUCT_MAIN_PICTURE_SIZES = '(max-width: 62em) 100vw, 640px';
/** An image's optional alternative text. */
export const PRODUCT_IMAGE_ALT_MAX = 200;
/** The reason staff give when they disable a product (its statement of reasons). */
export const PRODUCT_STAFF_REASON_MAX = 1000;
/** Products one bulk publish or archive may name (one page of the creator's list at most). */
export const PRODUCT_BULK_MAX = 100;
/** A YouTuber's public handle (`/youtubers/{handle}`): derived from the page name, editable. */
export const YOUTUBER_HANDLE_MIN = 3;
export const YOUTUBER_HANDLE_MAX = 30;
export const YOUTUBER_HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_SUGGEST_MAX = 8;
/**
 * At most this many products matching a search are ranked, counted and faceted (a common word matches
 * thousands at 100,000 products; ranking them all cost ~0.4 s). Past it the search result's `meta.capped` is true: its
 * product counts are "at least". Name matches (equal or starting with the query) are taken first. Five pages of
 * CATALOGUE_TAKE_DEFAULT: each candidate costs PostgreSQL about 5 µs (its row, its word similarity to the query, its
 * rank), so "head" (4,300 matches at 100,000 products) took 2.4 ms of its CPU with 250 and 1.8 with 120, and at 10
 * connections on two cores a search waits behind nine others (500 had held search's p99 above its 50 ms target).
 */
export const SEARCH_PRODUCT_CANDIDATES_MAX = 120;
/** Public list pages (brand products, category products, search). */
export const CATALOGUE_TAKE_DEFAULT = 24;
export const CATALOGUE_TAKE_MAX = 48;
/**
 * How long the server keeps `GET /api/categories` (its counts read every public product: ~0.15 s at 100,000). A
 * category write shows at once; a product published or hidden changes a count within this time.
 */
export const CATEGORIES_CACHE_SECONDS = 10;
/** How long the server keeps the home page's answer. */
export const HOME_CACHE_SECONDS = 30;
/**
 * How long a public page drawn for anonymous readers is kept, by the server and by a CDN in front of it (s-maxage);
 * any change to what the pages show empties the server's copies at once, on every server.
 */
export const PAGE_CACHE_SECONDS = 10;
/** How long after that a CDN may still answer with the old copy while it fetches a new one (stale-while-revalidate). */
export const PAGE_STALE_SECONDS = 30;
/**
 * How long the server keeps a search's answer (and a suggestion's) for everyone who asks the same; any change to what
 * search shows empties the server's copies at once, on every server.
 */
export const SEARCH_CACHE_SECONDS = 10;
/**
 * How long after that a search's answer is still given while one statement reads it again (no change heard meanwhile),
 * so readers of a popular query never wait for that statement.
 */
export const SEARCH_STALE_SECONDS = 30;
/**
 * Bytes of search answers (as JSON) a server keeps in memory at most, the least recently asked going first: a page of
 * 24 hits is about 8 KB, of 100 about 30 KB.
 */
export const SEARCH_CACHE_MAX_BYTES = 8 * 1024 * 1024;
/** Bytes of drawn pages a server keeps in memory at most (a product page is about 30-60 KB). */
export const PAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024;
/** The home page's sections: newest products, top-rated products, brands to discover, featured categories. */
export const HOME_NEWEST_COUNT = 12;
export const HOME_TOP_RATED_COUNT = 8;
export const HOME_BRANDS_COUNT = 8;
export const HOME_CATEGORIES_COUNT = 12;

// ---- reviews -----------------------------------------------------------------------------------------
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_COMMENT_MAX = 5000;
export const REVIEW_REPORT_DETAILS_MAX = 500;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_DECISION_REASON_MAX = 500;
/** A review list's page: the product page and the brand, YouTuber and creator lists. */
export const REVIEW_TAKE_DEFAULT = 10;
export const REVIEW_TAKE_MAX = 50;
/** Hold rules: an account younger than this many hours, a WARNING within this many days. */
export const REVIEW_NEW_ACCOUNT_HOURS = 24;
export const REVIEW_RECENT_WARNING_DAYS = 30;
/** Near-duplicate: trigram similarity of title + comment at or above this to another review's (pg_trgm). */
export const REVIEW_DUPLICATE_SIMILARITY = 0.8;
/** Only a text at least this long is compared (short ones like "Great!" are alike by nature). */
export const REVIEW_DUPLICATE_MIN_LENGTH = 30;
/**
 * Ranking by a Bayesian average: (C·m + Σ ratings) / (C + n), with m the platform's mean rating and C this many
 * reviews, so one 5-star review does not outrank a hundred 4.8s. The plain average and count are what people see.
 */
export const REVIEW_BAYES_WEIGHT = 10;
/** New-review mails to a team member: at most one per this many minutes, batching what came in meanwhile. */
export const REVIEW_NOTIFY_BATCH_MINUTES = 10;
/** Reports a person may file per hour (over all reviews). */
export const REVIEW_REPORTS_PER_HOUR = 20;
/** Helpful votes (given or taken back) a person may cast per hour, over all reviews. */
export const REVIEW_HELPFUL_VOTES_PER_HOUR = 60;
/** Edits a person may make to their reviews per hour: each one runs the hold rules again. */
export const REVIEW_EDITS_PER_HOUR = 10;
/** Whoever was a member of a team this many days ago or since may not review its products. */
export const REVIEW_FORMER_MEMBER_DAYS = 90;
/**
 * A burst of reviews of one product (the velocity rule): at least REVIEW_BURST_MIN_REVIEWS within
 * REVIEW_BURST_WINDOW_MINUTES, and more than REVIEW_BURST_RATE_FACTOR times the product's usual rate over the
 * REVIEW_BURST_BASELINE_DAYS before the window. Every review of the burst waits for a moderator.
 */
export const REVIEW_BURST_WINDOW_MINUTES = 60;
export const REVIEW_BURST_MIN_REVIEWS = 10;
export const REVIEW_BURST_RATE_FACTOR = 10;
export const REVIEW_BURST_BASELINE_DAYS = 30;
/**
 * Near-duplicate, bounded: the text's fingerprint (letters and digits only, lower-cased) is looked up among every
 * review; trigram similarity is computed only against the newest REVIEW_DUPLICATE_CANDIDATES reviews of the same
 * product and of the same author, over their first REVIEW_DUPLICATE_COMPARE_CHARS characters.
 */
export const REVIEW_DUPLICATE_CANDIDATES = 50;
export const REVIEW_DUPLICATE_COMPARE_CHARS = 1000;
/** Latest reviews on the home page and the brand page. */
export const HOME_LATEST_REVIEWS_COUNT = 6;
export const BRAND_LATEST_REVIEWS_COUNT = 5;

// ---- trophies ----------------------------------------------------------------------------------------
export const TROPHY_NAME_MIN = 2;
export const TROPHY_NAME_MAX = 120;
export const TROPHY_DESCRIPTION_MAX = 2000;
/** A JURY decision's public justification. */
export const TROPHY_JUSTIFICATION_MIN = 50;
export const TROPHY_JUSTIFICATION_MAX = 2000;
export const TROPHY_CANCEL_REASON_MAX = 500;
/** Candidates of one trophy: a lock needs at least the minimum (a draw or a ranking among one is no contest). */
export const TROPHY_CANDIDATES_MIN = 2;
export const TROPHY_CANDIDATES_MAX = 50;
/** The longest period a trophy may cover, in days (a year and a day, for a leap year's "best of the year"). */
export const TROPHY_PERIOD_MAX_DAYS = 367;
export const TROPHY_TAKE_DEFAULT = 20;
export const TROPHY_TAKE_MAX = 100;
/** Trophies shown on a brand, product or YouTuber page and on the home page. */
export const TROPHY_WINS_COUNT = 6;
export const HOME_TROPHIES_COUNT = 3;
export const TROPHY_CATEGORY_NAME_MIN = 2;
export const TROPHY_CATEGORY_NAME_MAX = 60;
export const TROPHY_CATEGORY_SLUG_MAX = 80;
export const TROPHY_CATEGORY_DESCRIPTION_MAX = 500;
/** How long a browser or CDN may keep a badge (a trophy's winner never changes once awarded). */
export const TROPHY_BADGE_CACHE_SECONDS = 86_400;
/** The draw's secret seed, in bytes (hex in the protocol). */
export const TROPHY_DRAW_SEED_BYTES = 32;

// ---- events and stats -----------------------------------------------------------------------------------
/** Events in one POST /events/batch. */
export const EVENTS_BATCH_MAX = 50;
/** An event's metadata as JSON, in bytes, and how deep its objects and arrays may nest. */
export const EVENT_METADATA_MAX_BYTES = 2048;
export const EVENT_METADATA_MAX_DEPTH = 3;
/** The ingestion buffer: written at most every this many ms or this many events; beyond the cap new events are dropped (and counted). */
export const EVENTS_FLUSH_MS = 1000;
export const EVENTS_FLUSH_ROWS = 500;
export const EVENTS_BUFFER_CAP = 20_000;
/** Raw events are kept this many days unless EVENTS_RETENTION_DAYS says otherwise; rollups are kept forever. */
export const EVENTS_RETENTION_DAYS_DEFAULT = 90;
/** How often the rollup job runs, unless EVENTS_ROLLUP_INTERVAL_MS says otherwise. */
export const EVENTS_ROLLUP_INTERVAL_MS_DEFAULT = 60_000;
/** The web app sends what it gathered at most this often (and at once when the page is hidden). */
export const EVENTS_CLIENT_FLUSH_MS = 5000;
/** The longest range a stats call covers, and how many buckets a series may have. */
export const STATS_RANGE_MAX_DAYS = 366;
export const STATS_SERIES_MAX_POINTS = 2200;
/** Rows in the dashboard's top products, referrers and searches. */
export const STATS_TOP_COUNT = 10;
/** A search's query as stored and shown (longer ones are cut). */
export const EVENT_SEARCH_QUERY_MAX = 100;
/** Team ids a SEARCH event may carry as the brands its results showed. */
export const EVENT_SEARCH_TEAMS_MAX = 20;
/**
 * Event calls one address may make per rate-limit window, whatever session ids it sends: a visitor's own budget
 * (RATE_LIMIT_EVENTS_PER_VISITOR) holds one browser, this one a household or an office behind one address.
 */
export const EVENTS_PER_IP = 3000;
/**
 * How many times one visitor (the signed-in person, else address and browser, never the session id the client picks)
 * counts for one profile and event type within EVENTS_COUNT_WINDOW_SECONDS; more are taken (202) and not stored.
 */
export const EVENTS_COUNTED_PER_VISITOR_PROFILE = 3;
export const EVENTS_COUNT_WINDOW_SECONDS = 3600;
/** The longest referring host kept (a DNS name's limit); anything longer, or not a DNS name, reads as direct. */
export const REFERRER_HOST_MAX = 253;
/** A decision may be appealed for this many months after it was made. */
export const APPEAL_WINDOW_MONTHS = 6;
/** An appeal's text, and the reason a moderator gives for its outcome. */
export const APPEAL_TEXT_MIN = 20;
export const APPEAL_TEXT_MAX = 2000;
/** Support access ("see as this user"): its longest life, never refreshed, and the admin's reason. */
export const SUPPORT_ACCESS_MINUTES = 60;
export const SUPPORT_ACCESS_REASON_MIN = 10;
export const SUPPORT_ACCESS_REASON_MAX = 500;
/** How long a support-access visit stays in the person's sessions list after it ended. */
export const SUPPORT_ACCESS_LISTED_DAYS = 30;
/** The transparency figures cover this many months at most (12 unless asked). */
export const TRANSPARENCY_MONTHS_MAX = 24;
export const TRANSPARENCY_MONTHS_DEFAULT = 12;
/** An account younger than this is greeted as new ("Welcome"), an older one as returning ("Welcome back"). */
export const NEW_ACCOUNT_WELCOME_HOURS = 24;
/** The newest reviews a YouTuber's dashboard lists (the rest are on their reviews page). */
export const YOUTUBER_OVERVIEW_REVIEWS_MAX = 20;

/** The smallest and largest top-up, in credits. */
export const CREDITS_TOP_UP_MIN = 500;
export const CREDITS_TOP_UP_MAX = 1_000_000;
/** The amounts the top-up dialog offers before a custom one. */
export const CREDITS_TOP_UP_PRESETS = [500, 2_000, 10_000] as const;
/** An unpaid top-up expires after this long. */
export const TOP_UP_EXPIRY_HOURS = 24;
/** The most credits one admin grant or adjustment moves. */
export const CREDITS_ADMIN_MAX = 10_000_000;
/** The highest low-balance threshold a team can set. */
export const CREDITS_LOW_BALANCE_MAX = 10_000_000;
/** An admin's reason for a grant, an adjustment or a refund. */
export const CREDITS_REASON_MAX = 500;
/** A client's idempotency key: 8–100 letters, digits, dashes, underscores, dots or colons. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
/** How often the credits job expires grants and unpaid top-ups. */
export const CREDITS_EXPIRY_INTERVAL_MS = 60_000;
/**
 * About how much one euro is in each display currency: a price in the person's currency is shown next to what is
 * charged, marked as approximate (what is charged is always CREDIT_CURRENCY).
 */
export const DISPLAY_CURRENCY_PER_EUR = { EUR: 1, USD: 1.08, GBP: 0.85, CHF: 0.95 } as const;

// ---- short links ----------------------------------------------------------------------------------------------

export const SHORT_LINK_SLUG_MIN = 3;
export const SHORT_LINK_SLUG_MAX = 48;
export const SHORT_LINK_SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;
/** A slug made for a link without one: this many random base62 characters. */
export const SHORT_LINK_GENERATED_SLUG_LENGTH = 7;
/** Words no link may take, compared without regard to case: the app's own paths and what looks official. */
export const SHORT_LINK_RESERVED_SLUGS = [
  'api',
  'admin',
  'auth',
  's',
  'login',
  'logout',
  'register',
  'signup',
  'signin',
  'help',
  'support',
  'dashboard',
  'settings',
  'assets',
  'static',
  'dev',
  'docs',
  'www',
  'app',
  'terms',
  'privacy',
  'plaudit',
] as const;
export const SHORT_LINK_DESTINATION_MAX = 2048;
export const SHORT_LINK_TITLE_MAX = 120;
export const SHORT_LINK_UTM_MAX = 255;
export const SHORT_LINK_PASSWORD_MIN = 4;
export const SHORT_LINK_PASSWORD_MAX = 128;
export const SHORT_LINK_MAX_CLICKS_MAX = 1_000_000_000;
export const SHORT_LINK_REASON_MAX = 500;
/** A deleted link's slug stays its own this long, so an old printed QR code never lands on someone else's page. */
export const SHORT_LINK_SLUG_RESERVED_DAYS = 30;
/** Wrong passwords one address may try on a protected link per minute; then 429. */
export const SHORT_LINK_UNLOCK_TRIES_PER_MINUTE = 5;
/** How long a server keeps a link in memory; a change reaches every server sooner through the cache bus. */
export const SHORT_LINK_CACHE_MS = 3000;
export const SHORT_LINK_QR_SIZE_MIN = 256;
export const SHORT_LINK_QR_SIZE_MAX = 2048;
export const SHORT_LINK_QR_SIZE_DEFAULT = 512;
export const SHORT_LINK_QR_MARGIN_MAX = 8;
export const SHORT_LINK_QR_MARGIN_DEFAULT = 2;
/** Days of clicks each list row's sparkline shows, and the window of the overview's top links. */
export const SHORT_LINK_SPARKLINE_DAYS = 30;
export const SHORT_LINK_TOP_DAYS = 7;
export const SHORT_LINK_TOP_COUNT = 5;
/** The slug check waits this long after the last key, as the brand profile check does. */
export const SHORT_LINK_SLUG_CHECK_DELAY_MS = 1000;

// ---- API keys and the public API ----------------------------------------------------------------------------------

/** A key's name, 1–64 characters. */
export const API_KEY_NAME_MAX = 64;
/** Live keys (neither revoked nor expired) a team may hold at once. */
export const API_KEYS_LIVE_MAX = 25;
/** A key expires after this many days unless the creator picks another span or asks for "never". */
export const API_KEY_EXPIRY_DAYS_DEFAULT = 90;
/** The longest span a key may be given in days (a key for longer must be asked for as "never"). */
export const API_KEY_EXPIRY_DAYS_MAX = 365;
/** The prefix every key starts with, so a secret scanner can recognise it. */
export const API_KEY_PREFIX = 'plt_live_';
/** Characters of a key kept for display (the prefix and the first five of the secret). */
export const API_KEY_START_LENGTH = 14;
/** A key's last use is written at most this often. */
export const API_KEY_LAST_USED_EVERY_SECONDS = 60;
/** A verified key is kept in a server's memory this long; a revocation reaches every server at once regardless. */
export const API_KEY_CACHE_SECONDS = 30;
/** Calls per key per minute on the public API, unless API_KEY_RATE_LIMIT_PER_MINUTE says otherwise. */
export const API_KEY_RATE_LIMIT_PER_MINUTE_DEFAULT = 600;
/** The longest Idempotency-Key header the public API takes. */
export const IDEMPOTENCY_KEY_MAX = 255;
/** How long the public API replays a POST's first answer for the same Idempotency-Key. */
export const IDEMPOTENCY_REPLAY_HOURS = 24;

/** Webhook endpoints one team may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOK_DESCRIPTION_MAX = 500;
/** The largest body sent: `{type, timestamp, data}` as JSON. */
export const WEBHOOK_PAYLOAD_MAX_BYTES = 20 * 1024;
/** How long one attempt may take, connecting and answering. */
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** The waits before the 2nd, 3rd … attempt (Svix's schedule): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;
/** Each wait is moved by up to this share either way, so endpoints that failed together are not retried together. */
export const WEBHOOK_RETRY_JITTER = 0.1;
/** An endpoint whose every attempt failed for this long is turned off. */
export const WEBHOOK_FAILING_DISABLE_DAYS = 5;
/** The old secret keeps signing beside the new one for this long after a rotation. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
/** Events, deliveries and attempts are kept this long. */
export const WEBHOOK_LOG_DAYS = 30;
/** The first bytes of an answer kept with an attempt. */
export const WEBHOOK_RESPONSE_KEEP_BYTES = 4096;

/** Sponsored slots of one category featuring, and the highest reserve or bid in credits per day. */
export const FEATURING_SLOTS_MIN = 1;
export const FEATURING_SLOTS_MAX = 3;
export const FEATURING_PRICE_MAX = 1_000_000;
/** A campaign's name, its largest budget in credits, and how many featurings it may bid on. */
export const CAMPAIGN_NAME_MIN = 2;
export const CAMPAIGN_NAME_MAX = 80;
export const CAMPAIGN_BUDGET_MAX = 100_000_000;
export const CAMPAIGN_BIDS_MAX = 20;
/** The clearing prices a brand is shown before bidding, in days back from today. */
export const FEATURING_CLEARING_DAYS = 30;
/** The longest range of a results call, in days. */
export const FEATURING_RESULTS_MAX_DAYS = 366;
/** When the daily auction closes the coming day, UTC, unless FEATURING_CLOSE_UTC says otherwise. */
export const FEATURING_CLOSE_UTC_DEFAULT = '00:00';
/** How often each server looks whether the coming day is due, unless FEATURING_CLOSE_TICK_MS says otherwise. */
export const FEATURING_CLOSE_TICK_MS_DEFAULT = 5 * 60_000;
/** A sponsored card counts an impression once at least this share of it was visible for this long. */
export const FEATURING_IMPRESSION_RATIO = 0.5;
export const FEATURING_IMPRESSION_MS = 1000;
