// Every route of the web app, its pattern and its href builder, in one place.

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export type LoginReason = 'revoked' | 'expired' | 'blocked';

export const paths = {
  home: { pattern: '/', href: () => '/' },
  terms: { pattern: '/terms', href: () => '/terms' },
  privacy: { pattern: '/privacy', href: () => '/privacy' },
  error: { pattern: '/error', href: () => '/error' },
  login: {
    pattern: '/auth/login',
    href: (opts: { callbackUrl?: string; reason?: LoginReason } = {}) =>
      withQuery('/auth/login', { callbackUrl: opts.callbackUrl, reason: opts.reason }),
  },
  register: {
    pattern: '/auth/register',
    href: (opts: { callbackUrl?: string } = {}) => withQuery('/auth/register', { callbackUrl: opts.callbackUrl }),
  },
  /** The creator / YouTuber registration flow. */
  partnerRegister: { pattern: '/auth/register/partner', href: () => '/auth/register/partner' },
  creatorDashboard: { pattern: '/dashboard/creator', href: () => '/dashboard/creator' },
  forgotPassword: { pattern: '/auth/forgot-password', href: () => '/auth/forgot-password' },
  resetPassword: {
    pattern: '/auth/reset-password',
    href: (token?: string) => withQuery('/auth/reset-password', { token }),
  },
  settings: { pattern: '/settings', href: () => '/settings' },
  settingsProfile: { pattern: '/settings/profile', href: () => '/settings/profile' },
  settingsSecurity: { pattern: '/settings/security', href: () => '/settings/security' },
  settingsNotifications: { pattern: '/settings/notifications', href: () => '/settings/notifications' },
  sessions: { pattern: '/settings/sessions', href: () => '/settings/sessions' },
  creatorSettings: { pattern: '/dashboard/creator/settings', href: () => '/dashboard/creator/settings' },
  creatorMembers: { pattern: '/dashboard/creator/members', href: () => '/dashboard/creator/members' },
  /** The landing page of a mailed team invitation. */
  invite: { pattern: '/invite', href: (token?: string) => withQuery('/invite', { token }) },
  /** The link mailed to the old address of an email change. */
  emailChangeRevert: {
    pattern: '/auth/email-change/revert',
    href: (token?: string) => withQuery('/auth/email-change/revert', { token }),
  },
  admin: { pattern: '/admin', href: () => '/admin' },
  adminVerifications: {
    pattern: '/admin/verifications',
    href: (search?: string) => withQuery('/admin/verifications', { search }),
  },
  adminBrandRequests: { pattern: '/admin/brand-requests', href: () => '/admin/brand-requests' },
  adminUsers: { pattern: '/admin/users', href: (search?: string) => withQuery('/admin/users', { search }) },
  adminAudit: { pattern: '/admin/audit', href: () => '/admin/audit' },
  adminJobs: { pattern: '/admin/jobs', href: () => '/admin/jobs' },
  devMailbox: { href: () => '/dev/mailbox' },

  // ---- catalogue ----
  /** Public pages: a brand (its creatorProfile handle), one of its products, a YouTuber, a category. */
  brand: {
    pattern: '/brands/:creatorProfile',
    href: (creatorProfile: string) => `/brands/${encodeURIComponent(creatorProfile)}`,
  },
  product: {
    pattern: '/brands/:creatorProfile/:productSlug',
    href: (creatorProfile: string, productSlug: string) =>
      `/brands/${encodeURIComponent(creatorProfile)}/${encodeURIComponent(productSlug)}`,
  },
  youtuber: { pattern: '/youtubers/:handle', href: (handle: string) => `/youtubers/${encodeURIComponent(handle)}` },
  category: { pattern: '/categories/:slug', href: (slug: string) => `/categories/${encodeURIComponent(slug)}` },
  search: {
    pattern: '/search',
    href: (opts: { q?: string; type?: string; categoryId?: string; page?: number } = {}) =>
      withQuery('/search', {
        q: opts.q,
        type: opts.type,
        categoryId: opts.categoryId,
        page: opts.page && opts.page > 1 ? String(opts.page) : undefined,
      }),
  },
  /** The creator team's products and the product editor. */
  creatorProducts: { pattern: '/dashboard/creator/products', href: () => '/dashboard/creator/products' },
  creatorProductNew: { pattern: '/dashboard/creator/products/new', href: () => '/dashboard/creator/products/new' },
  creatorProductEdit: {
    pattern: '/dashboard/creator/products/:productId',
    href: (productId: string) => `/dashboard/creator/products/${encodeURIComponent(productId)}`,
  },
  adminCategories: { pattern: '/admin/categories', href: () => '/admin/categories' },

  // ---- credits ----
  /** The team's credits, ledger (?kind=&from=&to=&page=) and receipts; the sandbox checkout; the admin's credits. */
  creatorCredits: { pattern: '/dashboard/creator/credits', href: () => '/dashboard/creator/credits' },
  sandboxCheckout: {
    pattern: '/checkout/sandbox/:topUpId',
    href: (topUpId: string) => `/checkout/sandbox/${encodeURIComponent(topUpId)}`,
  },
  adminCredits: { pattern: '/admin/credits', href: () => '/admin/credits' },

  // ---- featuring ----
  /** The admin's category featurings; a team's campaigns and one campaign; how ranking and sponsoring work. */
  adminFeaturing: { pattern: '/admin/featuring', href: () => '/admin/featuring' },
  creatorCampaigns: { pattern: '/dashboard/creator/campaigns', href: () => '/dashboard/creator/campaigns' },
  creatorCampaign: {
    pattern: '/dashboard/creator/campaigns/:campaignId',
    href: (campaignId: string) => `/dashboard/creator/campaigns/${encodeURIComponent(campaignId)}`,
  },
  howRankingWorks: { pattern: '/how-ranking-works', href: () => '/how-ranking-works' },
  // ---- short links ----
  /** The team's short links and one link's page; the staff's list of every link; the page behind /s/{slug}. */
  creatorLinks: { pattern: '/dashboard/creator/links', href: () => '/dashboard/creator/links' },
  creatorLink: {
    pattern: '/dashboard/creator/links/:linkId',
    href: (linkId: string) => `/dashboard/creator/links/${encodeURIComponent(linkId)}`,
  },
  adminLinks: { pattern: '/admin/links', href: () => '/admin/links' },
  /** The products staff disabled, to enable them again. */
  adminProducts: { pattern: '/admin/products', href: () => '/admin/products' },
  linkLanding: { pattern: '/s/:slug', href: (slug: string) => `/s/${encodeURIComponent(slug)}` },

  // ---- reviews ----
  /** The signed-in person's own reviews, with why one is pending, rejected or removed. */
  myReviews: { pattern: '/settings/reviews', href: () => '/settings/reviews' },
  /** Public, drawn on the server: how reviews are checked and scored, and the monthly moderation figures. */
  howReviewsWork: { pattern: '/how-reviews-work', href: () => '/how-reviews-work' },
  transparency: { pattern: '/transparency', href: () => '/transparency' },
  /** The person's decisions and their statements of reasons; `decision=` opens one's appeal form. */
  myDecisions: {
    pattern: '/settings/decisions',
    href: (decision?: string) => withQuery('/settings/decisions', { decision }),
  },
  /** The appeals queue (`status=OPEN|UPHELD|REVERSED`). */
  adminAppeals: { pattern: '/admin/appeals', href: () => '/admin/appeals' },
  /** The brand's reviews; filters live in the query string (page, search, sortBy, sortOrder, rating, hasComment, reviewType, productId). */
  creatorReviews: {
    pattern: '/dashboard/creator/reviews',
    href: (query: Record<string, string | undefined> = {}) => withQuery('/dashboard/creator/reviews', query),
  },
  /** The moderation queues (`queue=pending|reported`). */
  adminReviews: {
    pattern: '/admin/reviews',
    href: (queue?: 'pending' | 'reported') => withQuery('/admin/reviews', { queue }),
  },

  // ---- trophies ----
  /** Public: every public trophy by category, newest first; filters in the query string (search, contentType, categoryId, status, page). */
  trophies: {
    pattern: '/trophies',
    href: (query: Record<string, string | undefined> = {}) => withQuery('/trophies', query),
  },
  /** Public: one trophy, its winner, candidates, how it was decided and its protocol. */
  trophy: { pattern: '/trophies/:trophyId', href: (trophyId: string) => `/trophies/${encodeURIComponent(trophyId)}` },
  /** The platform's trophies and the trophy categories (ADMIN). */
  adminTrophies: {
    pattern: '/admin/trophies',
    href: (query: Record<string, string | undefined> = {}) => withQuery('/admin/trophies', query),
  },
  /** The team's trophies: those it runs, has won or is nominated for; the options in the query string. */
  creatorTrophies: {
    pattern: '/dashboard/creator/trophies',
    href: (query: Record<string, string | undefined> = {}) => withQuery('/dashboard/creator/trophies', query),
  },
  /** The team's webhook endpoints and their delivery log. */
  creatorWebhooks: { pattern: '/dashboard/creator/webhooks', href: () => '/dashboard/creator/webhooks' },
  /** The team's API keys for the public API. */
  creatorApiKeys: { pattern: '/dashboard/creator/api-keys', href: () => '/dashboard/creator/api-keys' },
  /** The public API's documentation for a brand's developers. */
  developers: { pattern: '/developers', href: () => '/developers' },
} as const;

/** Spec §2: any path containing /admin is the admin area (the organisation switcher hides there). */
export function isAdminPath(pathname: string): boolean {
  return pathname.includes('/admin');
}

/**
 * Spec §2: callbackUrl is honoured only for a path on this site. Anything else (absolute URLs, protocol-relative
 * `//host`, back-slash tricks, the login page itself) falls back to `fallback`.
 */
export function safeCallbackUrl(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20) || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, 'http://same.invalid');
    if (url.host !== 'same.invalid') return fallback;
    if (url.pathname.startsWith(paths.login.pattern)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
