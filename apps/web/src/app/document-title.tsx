import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

// Every screen names itself in the tab, the history and a screen reader's first announcement (WCAG 2.4.2). A route
// names its page in its `handle` (router.tsx); pages whose title is their content (a brand, a product, a search)
// set it themselves once they know it, and their route says so instead.

/** The pages whose title is fixed: their names are `pageTitle.<key>` in the common texts. */
export const PAGE_TITLES = [
  'terms',
  'privacy',
  'error',
  'notFound',
  'login',
  'register',
  'partnerRegister',
  'forgotPassword',
  'resetPassword',
  'emailChangeRevert',
  'invite',
  'settingsProfile',
  'settingsSecurity',
  'settingsNotifications',
  'sessions',
  'myReviews',
  'creatorDashboard',
  'creatorSettings',
  'creatorMembers',
  'creatorProducts',
  'creatorProductNew',
  'creatorProductEdit',
  'creatorReviews',
  'creatorTrophies',
  'creatorCredits',
  'sandboxCheckout',
  'creatorWebhooks',
  'creatorApiKeys',
  'developers',
  'creatorLinks',
  'creatorLink',
  'admin',
  'adminUsers',
  'adminAudit',
  'adminJobs',
  'adminCredits',
  'adminFeaturing',
  'creatorCampaigns',
  'creatorCampaign',
  'howRankingWorks',
  'adminVerifications',
  'adminBrandRequests',
  'adminCategories',
  'adminReviews',
  'adminAppeals',
  'myDecisions',
  'howReviewsWork',
  'transparency',
  'adminTrophies',
  'adminLinks',
  'adminProducts',
  // Set by the page itself (a staff page the person's role may not open).
  'noAccess',
] as const;

export type PageTitle = (typeof PAGE_TITLES)[number];

/** A route's `handle`: its page's title, or `titleFromPage` where the page sets its own (useDocumentTitle). */
export type RouteHandle = { title: PageTitle } | { titleFromPage: true };

export const titled = (title: PageTitle): RouteHandle => ({ title });
export const TITLE_FROM_PAGE: RouteHandle = { titleFromPage: true };

/** "Sign in · Plaudit": the page's name first, so a row of tabs still tells them apart. */
export function usePageTitle(title: PageTitle | null) {
  const { t } = useTranslation();
  useDocumentTitle(title ? t('pageTitle.format', { page: t(`pageTitle.${title}`) }) : null);
}

/**
 * Sets the title of the deepest route that names one. Rendered before the page: effects run in tree order, so a
 * page that names itself (the no-access page inside an admin route) has the last word.
 */
export function RouteDocumentTitle() {
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .map((match) => match.handle as RouteHandle | undefined)
    .find((h) => h !== undefined);
  usePageTitle(handle && 'title' in handle ? handle.title : null);
  return null;
}
