import { Navigate, type RouteObject } from 'react-router';
import { STAFF_ROLES, adminPageRoles } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-chunks';
import { GuestOnly, RequireAuth, RequireRole } from './guards';
import { titled, TITLE_FROM_PAGE } from './document-title';
import { AppLayout } from './layouts/app-layout';
import { brandReviewsSlot, productReviewsSlot, youtuberReviewsSlot } from './review-slots';
import { productShortLinksSlot } from './short-link-slots';
import {
  badgeSnippetSlot,
  brandTrophiesSlot,
  myTrophiesSlot,
  productTrophiesSlot,
  youtuberTrophiesSlot,
} from './trophy-slots';
import { RouteErrorBoundary } from './route-error-boundary';
import NotFoundPage, { ErrorPage } from './pages/status-page';

// Every page is its own chunk: the first route loads only the shell and what it shows.
const HomePage = lazyPage(() => import('./pages/home-page'));
const AdminLayout = lazyPage(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })));
const SettingsLayout = lazyPage(() => import('./layouts/settings-layout').then((m) => ({ default: m.SettingsLayout })));
const LegalPage = lazyPage(() => import('./pages/legal-page'));
const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'));
const RegisterPage = lazyPage(() => import('@/features/auth/pages/register-page'));
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('@/features/auth/pages/reset-password-page'));
const SessionsPage = lazyPage(() => import('@/features/sessions/pages/sessions-page'));
const ProfileSettingsPage = lazyPage(() => import('@/features/profile/pages/profile-settings-page'));
const SecuritySettingsPage = lazyPage(() => import('@/features/profile/pages/security-settings-page'));
const NotificationsSettingsPage = lazyPage(() => import('@/features/profile/pages/notifications-settings-page'));
const EmailChangeRevertPage = lazyPage(() => import('@/features/profile/pages/email-change-revert-page'));
const AdminHomePage = lazyPage(() => import('./pages/admin-home-page'));
const AdminUsersPage = lazyPage(() => import('@/features/admin-users/pages/admin-users-page'));
const AdminAuditPage = lazyPage(() => import('@/features/audit/pages/admin-audit-page'));
const AdminJobsPage = lazyPage(() => import('@/features/jobs/pages/admin-jobs-page'));
// ---- featuring ----
const AdminFeaturingPage = lazyPage(() => import('@/features/featuring-admin/pages/admin-featuring-page'));
const CampaignsPage = lazyPage(() => import('@/features/campaigns/pages/campaigns-page'));
const CampaignPage = lazyPage(() => import('@/features/campaigns/pages/campaign-page'));
const HowRankingWorksPage = lazyPage(() => import('@/features/featuring/pages/how-ranking-works-page'));
const PartnerRegisterPage = lazyPage(() => import('./pages/partner-register-page'));
const CreatorDashboardPage = lazyPage(() => import('./pages/creator-dashboard-page'));
const TeamSettingsPage = lazyPage(() => import('@/features/teams/pages/team-settings-page'));
const TeamMembersPage = lazyPage(() => import('@/features/teams/pages/team-members-page'));
const InvitePage = lazyPage(() => import('@/features/teams/pages/invite-page'));
const ProductsPage = lazyPage(() => import('@/features/products/pages/products-page'));
const ProductEditorPage = lazyPage(() => import('@/features/products/pages/product-editor-page'));
const AdminVerificationsPage = lazyPage(() => import('@/features/verifications/pages/admin-verifications-page'));
const AdminBrandRequestsPage = lazyPage(() => import('@/features/verifications/pages/admin-brand-requests-page'));
const SearchPage = lazyPage(() => import('@/features/search/pages/search-page'));
const AdminCategoriesPage = lazyPage(() => import('@/features/categories/pages/admin-categories-page'));
const CategoryPage = lazyPage(() => import('./pages/category-page'));
const BrandPage = lazyPage(() => import('@/features/catalogue/pages/brand-page'));
const ProductPage = lazyPage(() => import('@/features/catalogue/pages/product-page'));
const YoutuberPage = lazyPage(() => import('@/features/catalogue/pages/youtuber-page'));
const AdminReviewsPage = lazyPage(() => import('./pages/admin-reviews-page'));
const CreatorReviewsPage = lazyPage(() => import('@/features/creator-reviews/pages/creator-reviews-page'));
const MyReviewsPage = lazyPage(() => import('@/features/reviews/pages/my-reviews-page'));
const DecisionsPage = lazyPage(() => import('@/features/decisions/pages/decisions-page'));
const AdminAppealsPage = lazyPage(() => import('@/features/decisions/pages/admin-appeals-page'));
const HowReviewsWorkPage = lazyPage(() => import('@/features/decisions/pages/how-reviews-work-page'));
const TransparencyPage = lazyPage(() => import('@/features/decisions/pages/transparency-page'));
// ---- trophies: public pages ----
const TrophiesPage = lazyPage(() => import('@/features/trophies/pages/trophies-page'));
const TrophyPage = lazyPage(() => import('@/features/trophies/pages/trophy-page'));
// ---- trophies: organiser screens ----
const AdminTrophiesPage = lazyPage(() => import('@/features/trophy-organiser/pages/admin-trophies-page'));
const CreatorTrophiesPage = lazyPage(() => import('@/features/trophy-organiser/pages/creator-trophies-page'));
// ---- credits ----
const CreditsPage = lazyPage(() => import('@/features/credits/pages/credits-page'));
const SandboxCheckoutPage = lazyPage(() => import('@/features/credits/pages/sandbox-checkout-page'));
const AdminCreditsPage = lazyPage(() => import('@/features/credits/pages/admin-credits-page'));
const WebhooksPage = lazyPage(() => import('@/features/webhooks/pages/webhooks-page'));
const ApiKeysPage = lazyPage(() => import('@/features/api-keys/pages/api-keys-page'));
const DevelopersPage = lazyPage(() => import('@/features/api-keys/pages/developers-page'));
// ---- short links ----
const ShortLinksPage = lazyPage(() => import('@/features/short-links/pages/short-links-page'));
const ShortLinkPage = lazyPage(() => import('@/features/short-links/pages/short-link-page'));
const AdminLinksPage = lazyPage(() => import('@/features/short-links/pages/admin-links-page'));
const AdminProductsPage = lazyPage(() => import('@/features/products/pages/admin-products-page'));
const LinkLandingPage = lazyPage(() => import('@/features/short-links/pages/link-landing-page'));

// The app's routes, one table for the browser's router (app/start.tsx) and the server's first render
// (entry-server.tsx).
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: paths.home.pattern, handle: TITLE_FROM_PAGE, element: <HomePage /> },
      { path: paths.terms.pattern, handle: titled('terms'), element: <LegalPage kind="terms" /> },
      { path: paths.privacy.pattern, handle: titled('privacy'), element: <LegalPage kind="privacy" /> },
      { path: paths.developers.pattern, handle: titled('developers'), element: <DevelopersPage /> },
      { path: paths.howRankingWorks.pattern, handle: titled('howRankingWorks'), element: <HowRankingWorksPage /> },
      {
        path: paths.creatorCampaigns.pattern,
        handle: titled('creatorCampaigns'),
        element: (
          <RequireAuth>
            <CampaignsPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.creatorCampaign.pattern,
        handle: titled('creatorCampaign'),
        element: (
          <RequireAuth>
            <CampaignPage />
          </RequireAuth>
        ),
      },
      { path: paths.error.pattern, handle: titled('error'), element: <ErrorPage /> },
      {
        path: paths.login.pattern,
        handle: titled('login'),
        element: (
          <GuestOnly kind="login">
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: paths.register.pattern,
        handle: titled('register'),
        element: (
          <GuestOnly kind="register">
            <RegisterPage />
          </GuestOnly>
        ),
      },
      { path: paths.partnerRegister.pattern, handle: titled('partnerRegister'), element: <PartnerRegisterPage /> },
      {
        path: paths.creatorDashboard.pattern,
        handle: titled('creatorDashboard'),
        element: (
          <RequireAuth>
            <CreatorDashboardPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.creatorSettings.pattern,
        handle: titled('creatorSettings'),
        element: (
          <RequireAuth>
            <TeamSettingsPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.creatorMembers.pattern,
        handle: titled('creatorMembers'),
        element: (
          <RequireAuth>
            <TeamMembersPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.creatorProducts.pattern,
        handle: titled('creatorProducts'),
        element: (
          <RequireAuth>
            <ProductsPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.creatorProductNew.pattern,
        handle: titled('creatorProductNew'),
        element: (
          <RequireAuth>
            <ProductEditorPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.creatorProductEdit.pattern,
        handle: titled('creatorProductEdit'),
        element: (
          <RequireAuth>
            <ProductEditorPage shortLinks={productShortLinksSlot} />
          </RequireAuth>
        ),
      },
      {
        path: paths.creatorReviews.pattern,
        handle: titled('creatorReviews'),
        element: (
          <RequireAuth>
            <CreatorReviewsPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.creatorTrophies.pattern,
        handle: titled('creatorTrophies'),
        element: (
          <RequireAuth>
            <CreatorTrophiesPage badgeSnippet={badgeSnippetSlot} />
          </RequireAuth>
        ),
      },
      {
        path: paths.creatorCredits.pattern,
        handle: titled('creatorCredits'),
        element: (
          <RequireAuth>
            <CreditsPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.sandboxCheckout.pattern,
        handle: titled('sandboxCheckout'),
        element: (
          <RequireAuth>
            <SandboxCheckoutPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.creatorWebhooks.pattern,
        handle: titled('creatorWebhooks'),
        element: (
          <RequireAuth>
            <WebhooksPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.creatorApiKeys.pattern,
        handle: titled('creatorApiKeys'),
        element: (
          <RequireAuth>
            <ApiKeysPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.creatorLinks.pattern,
        handle: titled('creatorLinks'),
        element: (
          <RequireAuth>
            <ShortLinksPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.creatorLink.pattern,
        handle: titled('creatorLink'),
        element: (
          <RequireAuth>
            <ShortLinkPage />
          </RequireAuth>
        ),
      },
      { path: paths.linkLanding.pattern, handle: TITLE_FROM_PAGE, element: <LinkLandingPage /> },
      { path: paths.invite.pattern, handle: titled('invite'), element: <InvitePage /> },
      { path: paths.search.pattern, handle: TITLE_FROM_PAGE, element: <SearchPage /> },
      { path: paths.category.pattern, handle: TITLE_FROM_PAGE, element: <CategoryPage /> },
      {
        path: paths.brand.pattern,
        handle: TITLE_FROM_PAGE,
        element: (
          <BrandPage notFound={<NotFoundPage />} latestReviews={brandReviewsSlot} trophies={brandTrophiesSlot} />
        ),
      },
      {
        path: paths.product.pattern,
        handle: TITLE_FROM_PAGE,
        element: (
          <ProductPage notFound={<NotFoundPage />} reviews={productReviewsSlot} trophies={productTrophiesSlot} />
        ),
      },
      {
        path: paths.youtuber.pattern,
        handle: TITLE_FROM_PAGE,
        element: (
          <YoutuberPage notFound={<NotFoundPage />} reviews={youtuberReviewsSlot} trophies={youtuberTrophiesSlot} />
        ),
      },
      { path: paths.trophies.pattern, handle: TITLE_FROM_PAGE, element: <TrophiesPage /> },
      { path: paths.howReviewsWork.pattern, handle: titled('howReviewsWork'), element: <HowReviewsWorkPage /> },
      { path: paths.transparency.pattern, handle: titled('transparency'), element: <TransparencyPage /> },
      { path: paths.trophy.pattern, handle: TITLE_FROM_PAGE, element: <TrophyPage notFound={<NotFoundPage />} /> },
      {
        path: paths.forgotPassword.pattern,
        handle: titled('forgotPassword'),
        element: (
          <GuestOnly kind="other">
            <ForgotPasswordPage />
          </GuestOnly>
        ),
      },
      { path: paths.resetPassword.pattern, handle: titled('resetPassword'), element: <ResetPasswordPage /> },
      {
        path: paths.emailChangeRevert.pattern,
        handle: titled('emailChangeRevert'),
        element: <EmailChangeRevertPage />,
      },
      {
        path: paths.settings.pattern,
        element: (
          <RequireAuth>
            <SettingsLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to={paths.settingsProfile.href()} replace /> },
          { path: paths.settingsProfile.pattern, handle: titled('settingsProfile'), element: <ProfileSettingsPage /> },
          {
            path: paths.settingsSecurity.pattern,
            handle: titled('settingsSecurity'),
            element: <SecuritySettingsPage />,
          },
          {
            path: paths.settingsNotifications.pattern,
            handle: titled('settingsNotifications'),
            element: <NotificationsSettingsPage />,
          },
          { path: paths.sessions.pattern, handle: titled('sessions'), element: <SessionsPage /> },
          {
            path: paths.myReviews.pattern,
            handle: titled('myReviews'),
            element: <MyReviewsPage trophies={myTrophiesSlot()} />,
          },
          { path: paths.myDecisions.pattern, handle: titled('myDecisions'), element: <DecisionsPage /> },
        ],
      },
      {
        path: paths.admin.pattern,
        element: (
          <RequireRole roles={STAFF_ROLES}>
            <AdminLayout />
          </RequireRole>
        ),
        children: [
          { index: true, handle: titled('admin'), element: <AdminHomePage /> },
          {
            path: paths.adminUsers.pattern,
            handle: titled('adminUsers'),
            element: (
              <RequireRole roles={adminPageRoles('users')}>
                <AdminUsersPage />
              </RequireRole>
            ),
          },
          {
            path: paths.adminAudit.pattern,
            handle: titled('adminAudit'),
            element: (
              <RequireRole roles={adminPageRoles('audit')}>
                <AdminAuditPage />
              </RequireRole>
            ),
          },
          {
            path: paths.adminAppeals.pattern,
            handle: titled('adminAppeals'),
            element: (
              <RequireRole roles={adminPageRoles('appeals')}>
                <AdminAppealsPage />
              </RequireRole>
            ),
          },
          {
            path: paths.adminFeaturing.pattern,
            handle: titled('adminFeaturing'),
            element: (
              <RequireRole roles={adminPageRoles('featuring')}>
                <AdminFeaturingPage />
              </RequireRole>
            ),
          },
          {
            path: paths.adminJobs.pattern,
            handle: titled('adminJobs'),
            element: (
              <RequireRole roles={adminPageRoles('jobs')}>
                <AdminJobsPage />
              </RequireRole>
            ),
          },
          {
            path: paths.adminCredits.pattern,
            handle: titled('adminCredits'),
            element: (
              <RequireRole roles={adminPageRoles('credits')}>
                <AdminCreditsPage />
              </RequireRole>
            ),
          },
          {
            path: paths.adminVerifications.pattern,
            handle: titled('adminVerifications'),
            element: (
              <RequireRole roles={adminPageRoles('verifications')}>
                <AdminVerificationsPage />
              </RequireRole>
            ),
          },
          {
            path: paths.adminBrandRequests.pattern,
            handle: titled('adminBrandRequests'),
            element: (
              <RequireRole roles={adminPageRoles('brandRequests')}>
                <AdminBrandRequestsPage />
              </RequireRole>
            ),
          },
          {
            path: paths.adminCategories.pattern,
            handle: titled('adminCategories'),
            element: (
              <RequireRole roles={adminPageRoles('categories')}>
                <AdminCategoriesPage />
              </RequireRole>
            ),
          },
          {
            path: paths.adminReviews.pattern,
            handle: titled('adminReviews'),
            element: (
              <RequireRole roles={adminPageRoles('reviews')}>
                <AdminReviewsPage />
              </RequireRole>
            ),
          },
          {
            path: paths.adminLinks.pattern,
            handle: titled('adminLinks'),
            element: (
              <RequireRole roles={adminPageRoles('links')}>
                <AdminLinksPage />
              </RequireRole>
            ),
          },
          {
            path: paths.adminProducts.pattern,
            handle: titled('adminProducts'),
            element: (
              <RequireRole roles={adminPageRoles('products')}>
                <AdminProductsPage />
              </RequireRole>
            ),
          },
          {
            path: paths.adminTrophies.pattern,
            handle: titled('adminTrophies'),
            element: (
              <RequireRole roles={adminPageRoles('trophies')}>
                <AdminTrophiesPage />
              </RequireRole>
            ),
          },
        ],
      },
      { path: '*', handle: titled('notFound'), element: <NotFoundPage /> },
    ],
  },
];
