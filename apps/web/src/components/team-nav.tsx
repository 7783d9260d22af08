import { Box, Tabs } from '@mantine/core';
import { IconLayoutDashboard, IconMessageStar, IconPackage, IconSettings, IconTrophy, IconUsers } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

const TABS = [
  { path: paths.creatorDashboard.href(), key: 'dashboard', icon: IconLayoutDashboard },
  { path: paths.creatorSettings.href(), key: 'settings', icon: IconSettings },
  { path: paths.creatorMembers.href(), key: 'members', icon: IconUsers },
  { path: paths.creatorProducts.href(), key: 'products', icon: IconPackage },
  { path: paths.creatorReviews.href(), key: 'reviews', icon: IconMessageStar },
  { path: paths.creatorTrophies.href(), key: 'trophies', icon: IconTrophy },
] as const;

/** The creator team area's own navigation (overview, brand settings, members, products, reviews), shared by the teams and products pages. */
export function TeamNav() {
  const { t } = useTranslation('teams');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs value={location.pathname} onChange={(value) => value && navigate(value)} mb="xl" aria-label={t('nav.label')}>
      <Tabs.List>
        {TABS.map(({ path, key, icon: Icon }) => (
          <Tabs.Tab key={key} value={path} leftSection={<Box visibleFrom="xs" lh={0}><Icon size={16} aria-hidden="true" /></Box>} px={{ base: 'xs', sm: 'md' }} fz={{ base: 'sm', sm: 'md' }}>
            {t(`nav.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
