import { Navigate, type RouteObject } from 'react-router';
import { STAFF_ROLES, adminPageRoles } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-chunks';
import { GuestOnly, RequireAuth, RequireRole } from './guards';
import { AppLayout } from './layouts/app-layout';
import { brandReviewsSlot, productReviewsSlot, youtuberReviewsSlot } from './review-slots';
import { badgeSnippetSlot, brandTrophiesSlot, myTrophiesSlot, productTrophiesSlot, youtuberTrophiesSlot } from './trophy-slots';
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
// ---- trophies (issue 18): public pages ----
const TrophiesPage = lazyPage(() => import('@/features/trophies/pages/trophies-page'));
const TrophyPage = lazyPage(() => import('@/features/trophies/pages/trophy-page'));
// ---- trophies: organiser screens (issue 18) ----
const AdminTrophiesPage = lazyPage(() => import('@/features/trophy-organiser/pages/admin-trophies-page'));
const CreatorTrophiesPage = lazyPage(() => import('@/features/trophy-organiser/pages/creator-trophies-page'));

// The app's routes, one table for the browser's router (main.tsx) and the server's first render (entry-server.tsx).
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: paths.home.pattern, element: <HomePage /> },
      { path: paths.terms.pattern, element: <LegalPage kind="terms" /> },
      { path: paths.privacy.pattern, element: <LegalPage kind="privacy" /> },
      { path: paths.error.pattern, element: <ErrorPage /> },
      { path: paths.login.pattern, element: <GuestOnly kind="login"><LoginPage /></GuestOnly> },
      { path: paths.register.pattern, element: <GuestOnly kind="register"><RegisterPage /></GuestOnly> },
      { path: paths.partnerRegister.pattern, element: <PartnerRegisterPage /> },
      { path: paths.creatorDashboard.pattern, element: <RequireAuth><CreatorDashboardPage /></RequireAuth> },
      { path: paths.creatorSettings.pattern, element: <RequireAuth><TeamSettingsPage /></RequireAuth> },
      { path: paths.creatorMembers.pattern, element: <RequireAuth><TeamMembersPage /></RequireAuth> },
      { path: paths.creatorProducts.pattern, element: <RequireAuth><ProductsPage /></RequireAuth> },
      { path: paths.creatorProductNew.pattern, element: <RequireAuth><ProductEditorPage /></RequireAuth> },
      { path: paths.creatorProductEdit.pattern, element: <RequireAuth><ProductEditorPage /></RequireAuth> },
      { path: paths.creatorReviews.pattern, element: <RequireAuth><CreatorReviewsPage /></RequireAuth> },
      { path: paths.creatorTrophies.pattern, element: <RequireAuth><CreatorTrophiesPage badgeSnippet={badgeSnippetSlot} /></RequireAuth> },
      { path: paths.invite.pattern, element: <InvitePage /> },
      { path: paths.search.pattern, element: <SearchPage /> },
      { path: paths.category.pattern, element: <CategoryPage /> },
      { path: paths.brand.pattern, element: <BrandPage notFound={<NotFoundPage />} latestReviews={brandReviewsSlot} trophies={brandTrophiesSlot} /> },
      { path: paths.product.pattern, element: <ProductPage notFound={<NotFoundPage />} reviews={productReviewsSlot} trophies={productTrophiesSlot} /> },
      { path: paths.youtuber.pattern, element: <YoutuberPage notFound={<NotFoundPage />} reviews={youtuberReviewsSlot} trophies={youtuberTrophiesSlot} /> },
      { path: paths.trophies.pattern, element: <TrophiesPage /> },
      { path: paths.trophy.pattern, element: <TrophyPage notFound={<NotFoundPage />} /> },
      { path: paths.forgotPassword.pattern, element: <GuestOnly kind="other"><ForgotPasswordPage /></GuestOnly> },
      { path: paths.resetPassword.pattern, element: <ResetPasswordPage /> },
      { path: paths.emailChangeRevert.pattern, element: <EmailChangeRevertPage /> },
      {
        path: paths.settings.pattern,
        element: <RequireAuth><SettingsLayout /></RequireAuth>,
        children: [
          { index: true, element: <Navigate to={paths.settingsProfile.href()} replace /> },
          { path: paths.settingsProfile.pattern, element: <ProfileSettingsPage /> },
          { path: paths.settingsSecurity.pattern, element: <SecuritySettingsPage /> },
          { path: paths.settingsNotifications.pattern, element: <NotificationsSettingsPage /> },
          { path: paths.sessions.pattern, element: <SessionsPage /> },
          { path: paths.myReviews.pattern, element: <MyReviewsPage trophies={myTrophiesSlot()} /> },
        ],
      },
      {
        path: paths.admin.pattern,
        element: <RequireRole roles={STAFF_ROLES}><AdminLayout /></RequireRole>,
        children: [
          { index: true, element: <AdminHomePage /> },
          { path: paths.adminUsers.pattern, element: <RequireRole roles={adminPageRoles('users')}><AdminUsersPage /></RequireRole> },
          { path: paths.adminAudit.pattern, element: <RequireRole roles={adminPageRoles('audit')}><AdminAuditPage /></RequireRole> },
          { path: paths.adminJobs.pattern, element: <RequireRole roles={adminPageRoles('jobs')}><AdminJobsPage /></RequireRole> },
          { path: paths.adminVerifications.pattern, element: <RequireRole roles={adminPageRoles('verifications')}><AdminVerificationsPage /></RequireRole> },
          { path: paths.adminBrandRequests.pattern, element: <RequireRole roles={adminPageRoles('brandRequests')}><AdminBrandRequestsPage /></RequireRole> },
          { path: paths.adminCategories.pattern, element: <RequireRole roles={adminPageRoles('categories')}><AdminCategoriesPage /></RequireRole> },
          { path: paths.adminReviews.pattern, element: <RequireRole roles={adminPageRoles('reviews')}><AdminReviewsPage /></RequireRole> },
          { path: paths.adminTrophies.pattern, element: <RequireRole roles={adminPageRoles('trophies')}><AdminTrophiesPage /></RequireRole> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
