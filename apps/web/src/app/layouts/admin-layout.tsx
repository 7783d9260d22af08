import { Suspense, useEffect } from 'react';
import { Badge, Box, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconCoins,
  IconChevronUp,
  IconClipboardCheck,
  IconLayoutDashboard,
  IconLink,
  IconHistory,
  IconShieldHalf,
  IconUsers,
  IconBuildingStore,
  IconCategory,
  IconMessageStar,
  IconPackageOff,
  IconScale,
  IconSpeakerphone,
  IconStack2,
  IconTrophy,
} from '@tabler/icons-react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mayOpenAdminPage, type AdminPage, type GlobalRole } from '@plaudit/contract';
import { FullPageLoader } from '@/components/full-page-loader';
import { SideNav } from '@/components/side-nav';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me-query';

// The /admin area: its own navigation beside the page; the organisation switcher is hidden on every
// /admin path. Each entry names its page; who sees it is the contract's (permissions.ts), which the server checks
// again on every call.

const NAV: Array<{ href: string; label: string; icon: typeof IconUsers; page: AdminPage; exact?: boolean }> = [
  { href: paths.admin.href(), label: 'nav.overview', icon: IconLayoutDashboard, page: 'overview', exact: true },
  {
    href: paths.adminVerifications.href(),
    label: 'nav.verifications',
    icon: IconClipboardCheck,
    page: 'verifications',
  },
  { href: paths.adminReviews.href(), label: 'nav.reviews', icon: IconMessageStar, page: 'reviews' },
  { href: paths.adminAppeals.href(), label: 'nav.appeals', icon: IconScale, page: 'appeals' },
  { href: paths.adminBrandRequests.href(), label: 'nav.brandRequests', icon: IconBuildingStore, page: 'brandRequests' },
  { href: paths.adminUsers.href(), label: 'nav.users', icon: IconUsers, page: 'users' },
  { href: paths.adminAudit.href(), label: 'nav.audit', icon: IconHistory, page: 'audit' },
  { href: paths.adminJobs.href(), label: 'nav.jobs', icon: IconStack2, page: 'jobs' },
  { href: paths.adminCredits.href(), label: 'nav.credits', icon: IconCoins, page: 'credits' },
  { href: paths.adminFeaturing.href(), label: 'nav.featuring', icon: IconSpeakerphone, page: 'featuring' },
  { href: paths.adminCategories.href(), label: 'nav.categories', icon: IconCategory, page: 'categories' },
  { href: paths.adminTrophies.href(), label: 'nav.trophies', icon: IconTrophy, page: 'trophies' },
  { href: paths.adminLinks.href(), label: 'nav.links', icon: IconLink, page: 'links' },
  { href: paths.adminProducts.href(), label: 'nav.products', icon: IconPackageOff, page: 'products' },
];

/** The entries a role sees (the admin home sends a person to the first one). */
export function adminNavFor(role: GlobalRole | undefined) {
  return NAV.filter((item) => role && mayOpenAdminPage(role, item.page));
}

export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user } = useMe();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  const closeMenu = menu.close;
  // A link followed from the phone's menu closes it: the page it opened is what the person wants to see.
  useEffect(() => closeMenu(), [pathname, closeMenu]);
  const items = adminNavFor(user?.role).map((item) => ({ ...item, label: t(item.label) }));
  const current = items.find((item) => (item.exact ? pathname === item.href : pathname.startsWith(item.href)));
  const nav = (props: { w: number | string; visibleFrom?: string }) => (
    <SideNav
      {...props}
      label={t('nav.label')}
      title={t('nav.title')}
      icon={IconShieldHalf}
      badge={
        user && (
          <Badge size="sm" variant="light" ml="auto">
            {user.role.toLowerCase()}
          </Badge>
        )
      }
      items={items}
    />
  );
  return (
    <Container size="xl" py={{ base: 'md', md: 'xl' }}>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        {nav({ w: 240, visibleFrom: 'md' })}
        <div style={{ flex: '1 1 600px', minWidth: 0 }}>
          {/* On a phone the nine links stood above every page (about 450 px): they fold into one button that names
              the current page, so the page itself starts on the first screen. */}
          <Box hiddenFrom="md" mb="md">
            <Button
              variant="default"
              fullWidth
              justify="space-between"
              leftSection={<IconShieldHalf size={18} aria-hidden="true" />}
              rightSection={
                menuOpen ? (
                  <IconChevronUp size={16} aria-hidden="true" />
                ) : (
                  <IconChevronDown size={16} aria-hidden="true" />
                )
              }
              aria-expanded={menuOpen}
              aria-controls="admin-phone-nav"
              onClick={menu.toggle}
            >
              {current ? t('nav.current', { page: current.label }) : t('nav.title')}
            </Button>
            {menuOpen && (
              <Box id="admin-phone-nav" mt="xs">
                {nav({ w: '100%' })}
              </Box>
            )}
          </Box>
          <Suspense fallback={<FullPageLoader label={t('loading', { ns: 'common' })} />}>
            <Outlet />
          </Suspense>
        </div>
      </Group>
    </Container>
  );
}
