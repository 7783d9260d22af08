import type { ReactElement } from 'react';
import { Menu, useMantineColorScheme } from '@mantine/core';
import {
  IconBuildingStore,
  IconDevices,
  IconLanguage,
  IconLogout,
  IconMoon,
  IconSettings,
  IconShieldHalf,
  IconSun,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isStaff, type User } from '@plaudit/contract';
import { paths } from '@/config/paths';

// The header's menus, in a chunk of their own: app-header.tsx draws their buttons and loads this module when one is
// first opened (components/deferred-menu.tsx).

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'Deutsch' };

interface MenuProps {
  target: ReactElement;
  opened: boolean;
}

export function LanguageMenu({ target, opened }: MenuProps) {
  const { i18n } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={opened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            onClick={() => void i18n.changeLanguage(lng)}
            fw={i18n.language === lng ? 700 : 400}
            aria-current={i18n.language === lng ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[lng]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * On a phone the language and the colour scheme share one menu. Both schemes' items are in the markup (one is hidden
 * by the root's scheme attribute), as in the header's scheme toggle.
 */
export function DisplayMenu({ target, opened }: MenuProps) {
  const { t, i18n } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  return (
    <Menu position="bottom-end" withinPortal width={220} defaultOpened={opened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {LANGUAGES.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            leftSection={<IconLanguage size={16} aria-hidden="true" />}
            onClick={() => void i18n.changeLanguage(lng)}
            fw={i18n.language === lng ? 700 : 400}
            aria-current={i18n.language === lng ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[lng]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          darkHidden
          leftSection={<IconMoon size={16} aria-hidden="true" />}
          onClick={() => setColorScheme('dark')}
        >
          {t('header.darkMode')}
        </Menu.Item>
        <Menu.Item
          lightHidden
          leftSection={<IconSun size={16} aria-hidden="true" />}
          onClick={() => setColorScheme('light')}
        >
          {t('header.lightMode')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The signed-in person's menu: their dashboard, settings, sessions, the admin area for staff, and signing out. */
export function AccountMenu({ target, opened, user, onLogOut }: MenuProps & { user: User; onLogOut: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal width={200} defaultOpened={opened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {user.creatorTeamMembers.length > 0 && (
          <Menu.Item component={Link} to={paths.creatorDashboard.href()} leftSection={<IconBuildingStore size={16} />}>
            {t('header.creatorDashboard')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.settingsProfile.href()} leftSection={<IconSettings size={16} />}>
          {t('header.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.sessions.href()} leftSection={<IconDevices size={16} />}>
          {t('header.sessions')}
        </Menu.Item>
        {isStaff(user.role) && (
          <Menu.Item component={Link} to={paths.admin.href()} leftSection={<IconShieldHalf size={16} />}>
            {t('header.admin')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogOut}>
          {t('header.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
