import { Suspense } from 'react';
import { Badge, Container, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import { IconClipboardCheck, IconHistory, IconShieldHalf, IconUsers, IconBuildingStore } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GlobalRole } from '@plaudit/contract';
import { FullPageLoader } from '@/components/full-page-loader';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me-query';

// The /admin area (spec §2): its own navigation beside the page; the organisation switcher is hidden on every
// /admin path. Each entry names the global roles it is for; the server checks them again on every call.

const NAV: Array<{ href: string; label: string; icon: typeof IconUsers; roles: readonly GlobalRole[] }> = [
  { href: paths.adminVerifications.href(), label: 'nav.verifications', icon: IconClipboardCheck, roles: ['ADMIN'] },
  { href: paths.adminBrandRequests.href(), label: 'nav.brandRequests', icon: IconBuildingStore, roles: ['ADMIN'] },
  { href: paths.adminUsers.href(), label: 'nav.users', icon: IconUsers, roles: ['ADMIN', 'MOD'] },
  { href: paths.adminAudit.href(), label: 'nav.audit', icon: IconHistory, roles: ['ADMIN'] },
];

/** The entries a role sees (the admin home sends a person to the first one). */
export function adminNavFor(role: GlobalRole | undefined) {
  return NAV.filter((item) => role && item.roles.includes(role));
}

export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user } = useMe();
  const location = useLocation();
  const items = adminNavFor(user?.role);
  return (
    <Container size="xl" py="xl">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Paper withBorder radius="lg" p="sm" w={{ base: '100%', md: 240 }} component="nav" aria-label={t('nav.label')}>
          <Group gap="xs" px="xs" pb="xs">
            <IconShieldHalf size={18} aria-hidden="true" />
            <Text fw={700}>{t('nav.title')}</Text>
            {user && (
              <Badge size="sm" variant="light" ml="auto">
                {user.role.toLowerCase()}
              </Badge>
            )}
          </Group>
          <Stack gap={2}>
            {items.map((item) => (
              <NavLink
                key={item.href}
                component={Link}
                to={item.href}
                label={t(item.label)}
                leftSection={<item.icon size={18} aria-hidden="true" />}
                active={location.pathname.startsWith(item.href)}
                aria-current={location.pathname.startsWith(item.href) ? 'page' : undefined}
                style={{ borderRadius: 8 }}
              />
            ))}
          </Stack>
        </Paper>
        <div style={{ flex: '1 1 600px', minWidth: 0 }}>
          <Suspense fallback={<FullPageLoader label={t('loading', { ns: 'common' })} />}>
            <Outlet />
          </Suspense>
        </div>
      </Group>
    </Container>
  );
}
