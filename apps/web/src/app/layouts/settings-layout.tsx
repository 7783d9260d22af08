import { Suspense } from 'react';
import { Button, Container, Group, Stack } from '@mantine/core';
import {
  IconBell,
  IconDevices,
  IconLock,
  IconMessageCircle,
  IconScale,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/full-page-loader';
import { SideNav } from '@/components/side-nav';
import { paths } from '@/config/paths';

// The settings area: everything a signed-in person manages about their own account, with its own navigation
// (a side list on wide screens, a row of pill links on phones).

const NAV = [
  { href: paths.settingsProfile.href(), label: 'nav.profile', icon: IconUserCircle },
  { href: paths.settingsSecurity.href(), label: 'nav.security', icon: IconLock },
  { href: paths.settingsNotifications.href(), label: 'nav.notifications', icon: IconBell },
  { href: paths.sessions.href(), label: 'nav.sessions', icon: IconDevices },
  // The reviews area's texts live in its own namespace.
  { href: paths.myReviews.href(), label: 'mine.nav', ns: 'reviews', icon: IconMessageCircle },
  { href: paths.myDecisions.href(), label: 'nav', ns: 'decisions', icon: IconScale },
] as const;

export function SettingsLayout() {
  const { t } = useTranslation('profile');
  const location = useLocation();
  const isActive = (href: string) => location.pathname.startsWith(href);
  const navLabel = (item: (typeof NAV)[number]) => t(item.label, { ns: 'ns' in item ? item.ns : 'profile' });
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <SideNav
          w={240}
          visibleFrom="md"
          style={{ flexShrink: 0, position: 'sticky', top: 80 }}
          label={t('nav.label')}
          title={t('nav.title')}
          icon={IconSettings}
          items={NAV.map((item) => ({ ...item, label: navLabel(item) }))}
        />
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          {/* Five pills are wider than a phone: a row that scrolled sideways hid "Profile" (or "My reviews") off the
              edge with nothing to say it was there, so they wrap, every one in sight. */}
          <Group gap={6} wrap="wrap" hiddenFrom="md" component="nav" aria-label={t('nav.label')}>
            {NAV.map((item) => (
              <Button
                key={item.href}
                component={Link}
                to={item.href}
                size="compact-sm"
                radius="xl"
                variant={isActive(item.href) ? 'filled' : 'default'}
                aria-current={isActive(item.href) ? 'page' : undefined}
                style={{ flexShrink: 0 }}
              >
                {navLabel(item)}
              </Button>
            ))}
          </Group>
          <Suspense fallback={<FullPageLoader label={t('loading', { ns: 'common' })} />}>
            <Outlet />
          </Suspense>
        </Stack>
      </Group>
    </Container>
  );
}
