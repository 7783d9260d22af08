import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { isStaff, type GlobalRole } from '@plaudit/contract';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/full-page-loader';
import { paths, safeCallbackUrl } from '@/config/paths';
import { useEndReason } from '@/lib/auth-session';
import { useMe } from '@/lib/me-query';
import NotFoundPage, { NoAccessPage } from './pages/status-page';

/** Signed-in only: everyone else goes to /auth/login?callbackUrl=<this path>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useMe();
  const endReason = useEndReason();
  const location = useLocation();
  if (status === 'restoring') return <FullPageLoader label={t('loading')} />;
  if (status !== 'signedIn') {
    return (
      <Navigate
        to={paths.login.href({ callbackUrl: `${location.pathname}${location.search}`, reason: endReason ?? undefined })}
        replace
      />
    );
  }
  return <>{children}</>;
}

/**
 * Auth screens: a signed-in person leaves the login page for the callbackUrl; a verified one leaves the other
 * auth screens for home. A signed-in but unverified person stays on /auth/register to enter the code.
 */
export function GuestOnly({ children, kind }: { children: ReactNode; kind: 'login' | 'register' | 'other' }) {
  const { t } = useTranslation();
  const { status, user } = useMe();
  const [params] = useSearchParams();
  if (status === 'restoring') return <FullPageLoader label={t('loading')} />;
  if (status === 'signedIn') {
    if (kind === 'login') return <Navigate to={safeCallbackUrl(params.get('callbackUrl'))} replace />;
    if (user?.isEmailVerified)
      return (
        <Navigate to={kind === 'register' ? safeCallbackUrl(params.get('callbackUrl')) : paths.home.href()} replace />
      );
  }
  return <>{children}</>;
}

/**
 * Signed-in people with one of `roles`: anonymous people go to the login page; staff (who know the admin area)
 * see 'no access' on a page their role may not use; everyone else sees the 404 page (an admin area should not
 * announce itself). The server checks the role again on every call.
 */
export function RequireRole({ roles, children }: { roles: readonly GlobalRole[]; children: ReactNode }) {
  const { t } = useTranslation();
  const { status, user, query } = useMe();
  if (status === 'restoring' || (status === 'signedIn' && !user && query.isPending))
    return <FullPageLoader label={t('loading')} />;
  if (status !== 'signedIn') return <RequireAuth>{children}</RequireAuth>;
  if (user && isStaff(user.role) && !roles.includes(user.role)) return <NoAccessPage />;
  if (!user || !roles.includes(user.role)) return <NotFoundPage />;
  return <>{children}</>;
}
