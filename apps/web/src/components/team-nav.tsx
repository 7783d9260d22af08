import { Box, Group, UnstyledButton } from '@mantine/core';
import {
  IconKey,
  IconCoins,
  IconLayoutDashboard,
  IconLink,
  IconMessageStar,
  IconPackage,
  IconSettings,
  IconSpeakerphone,
  IconTrophy,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import './team-nav.css';

const TABS = [
  { path: paths.creatorDashboard.href(), key: 'dashboard', icon: IconLayoutDashboard },
  { path: paths.creatorSettings.href(), key: 'settings', icon: IconSettings },
  { path: paths.creatorMembers.href(), key: 'members', icon: IconUsers },
  { path: paths.creatorProducts.href(), key: 'products', icon: IconPackage },
  { path: paths.creatorReviews.href(), key: 'reviews', icon: IconMessageStar },
  { path: paths.creatorTrophies.href(), key: 'trophies', icon: IconTrophy },
  { path: paths.creatorCredits.href(), key: 'credits', icon: IconCoins },
  { path: paths.creatorWebhooks.href(), key: 'webhooks', icon: IconWebhook },
  { path: paths.creatorApiKeys.href(), key: 'apiKeys', icon: IconKey },
  { path: paths.creatorLinks.href(), key: 'links', icon: IconLink },
  { path: paths.creatorCampaigns.href(), key: 'campaigns', icon: IconSpeakerphone },
] as const;

/**
 * The creator team area's own navigation, shared by its pages. Each entry is a page of its own, so they are links
 * in a nav (Tab moves through them, the current one is aria-current), not tabs: tabs promise panels on this page and
 * arrow keys that only move between them, and an arrow on "Overview" left the page.
 */
export function TeamNav() {
  const { t } = useTranslation('teams');
  const { pathname } = useLocation();
  // Overview is the area's home: current on itself only; a section also below it (a product's editor).
  const isCurrent = (path: string) =>
    path === paths.creatorDashboard.href() ? pathname === path : pathname.startsWith(path);
  return (
    <Group component="nav" aria-label={t('nav.label')} className="plaudit-section-nav" gap={0} mb="xl">
      {TABS.map(({ path, key, icon: Icon }) => (
        <UnstyledButton
          key={key}
          component={Link}
          to={path}
          aria-current={isCurrent(path) ? 'page' : undefined}
          className="plaudit-section-nav-link"
          px={{ base: 'xs', sm: 'md' }}
          fz={{ base: 'sm', sm: 'md' }}
        >
          <Box visibleFrom="xs" lh={0}>
            <Icon size={16} aria-hidden="true" />
          </Box>
          {t(`nav.${key}`)}
        </UnstyledButton>
      ))}
    </Group>
  );
}
