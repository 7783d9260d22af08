import { lazy, Suspense, type MouseEvent } from 'react';
import { Alert, Anchor, AppShell, Container, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/full-page-loader';
import { ModalStackProvider } from '@/components/modal-stack';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me-query';
import { AppHeader } from '../app-header';
import { RouteDocumentTitle } from '../document-title';
import { HEADER_HEIGHT } from '../theme';
import { PageViewTracker } from '../page-view-tracker';
import { SupportAccessBanner } from '@/features/support-access/components/support-access-banner';

// Loaded only for a person who has a warning to read or a mute in force.
const TrustNotices = lazy(() =>
  import('@/features/punishments/components/trust-notices').then((m) => ({ default: m.TrustNotices })),
);

function TrustNoticesWhenNeeded() {
  const { user } = useMe();
  if (!user || (user.warnings.length === 0 && !user.mute)) return null;
  return (
    <Suspense fallback={null}>
      <TrustNotices />
    </Suspense>
  );
}

function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { user } = useMe();
  const location = useLocation();
  if (!user || user.isEmailVerified || location.pathname.startsWith(paths.register.pattern)) return null;
  return (
    <Container size="lg" pt="md">
      <Alert color="yellow" icon={<IconMailExclamation size={18} />} role="status">
        {t('verifyBanner.text')}{' '}
        <Anchor component={Link} to={paths.register.href()} inherit fw={600}>
          {t('verifyBanner.action')}
        </Anchor>
      </Alert>
    </Container>
  );
}

function Footer() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg" component="footer">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed">
          © {new Date().getFullYear()} Plaudit
        </Text>
        <Group gap="lg">
          <Anchor component={Link} to={paths.trophies.href()} fz="sm" c="dimmed">
            {t('nav.trophies', { ns: 'trophies' })}
          </Anchor>
          <Anchor component={Link} to={paths.terms.href()} fz="sm" c="dimmed">
            {t('footer.terms')}
          </Anchor>
          <Anchor component={Link} to={paths.privacy.href()} fz="sm" c="dimmed">
            {t('footer.privacy')}
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}

/** Moves focus (and the reading position) past the header, without putting '#content' into the address. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('content')?.focus();
}

/** Skip link, header, a banner for an unverified email, the page, and the footer with /terms and /privacy. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <ModalStackProvider>
      <a href="#content" className="skip-link" onClick={skipToContent}>
        {t('a11y.skipToContent')}
      </a>
      <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
        <AppShell.Header component="header">
          <AppHeader />
        </AppShell.Header>
        <AppShell.Main style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
          <SupportAccessBanner />
          <VerifyEmailBanner />
          <TrustNoticesWhenNeeded />
          <PageViewTracker />
          <RouteDocumentTitle />
          <div style={{ flex: 1 }} id="content" tabIndex={-1}>
            <Suspense fallback={<FullPageLoader label={t('loading')} />}>
              <Outlet />
            </Suspense>
          </div>
          <Footer />
        </AppShell.Main>
      </AppShell>
    </ModalStackProvider>
  );
}
