import { ActionIcon, Anchor, Avatar, Box, Button, Container, Group, Menu, Stack, Text, UnstyledButton, useComputedColorScheme, useMantineColorScheme, VisuallyHidden } from '@mantine/core';
import { IconBuildingStore, IconChevronDown, IconDevices, IconLanguage, IconLogout, IconMoon, IconSettings, IconShieldHalf, IconSun, IconTrophy } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isStaff } from '@plaudit/contract';
import { BrandMark } from '@/components/brand-mark';
import { OrgSwitcher } from '@/components/org-switcher';
import { paths } from '@/config/paths';
import { HeaderSearchSlot } from '@/features/search/components/header-search-slot';
import { initials } from '@/lib/format';
import { useMe } from '@/lib/me-query';
import { notifySuccess } from '@/lib/notify';
import { signOut } from '@/lib/sign-out';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'Deutsch' };

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('header.language')}>
          <IconLanguage size={18} />
        </ActionIcon>
      </Menu.Target>
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

function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const dark = computed === 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      aria-label={dark ? t('header.lightMode') : t('header.darkMode')}
    >
      {dark ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}

/** The header: brand, then either the spec §2 profile header with its menu, or Sign in / Register. */
export function AppHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, user } = useMe();

  const logOut = async () => {
    await signOut();
    notifySuccess(t('header.loggedOut'));
    navigate(paths.home.href());
  };

  return (
    <Container size="lg" h="100%">
      {/* At 390 px a creator's header holds the brand, the team switcher, the search button, the name, the menu and
          two toggles: gaps of xs, a narrower name and no chevron on a phone keep the switcher a whole touch target. */}
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Anchor component={Link} to={paths.home.href()} underline="never" c="inherit" aria-label={t('header.home')} title={t('header.home')}>
            <BrandMark hideNameOnMobile />
          </Anchor>
          <OrgSwitcher />
        </Group>
        <HeaderSearchSlot />
        <Group gap="xs" wrap="nowrap">
          {/* The public trophies (issue 18), from 576 px: on a phone the header has no room left for it (the brand mark
              was squeezed below a touch target), and the footer links to them instead. */}
          <Button component={Link} to={paths.trophies.href()} variant="subtle" size="compact-md" px={6} visibleFrom="sm" leftSection={<IconTrophy size={18} aria-hidden="true" />}>
            {t('nav.trophies', { ns: 'trophies' })}
          </Button>
          {status === 'signedIn' && user ? (
            <>
              <Stack gap={0} align="flex-end" style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm" truncate maw={{ base: 96, sm: 240 }}>
                  {`${user.firstName} ${user.lastName}`}
                </Text>
                <Anchor component="button" type="button" fz="xs" style={{ whiteSpace: 'nowrap' }} onClick={() => void logOut()}>
                  {t('header.notYou')}
                </Anchor>
              </Stack>
              <Menu position="bottom-end" withinPortal width={200}>
                <Menu.Target>
                  {/* Named by what it shows (the initials) and then what it is (WCAG 2.5.3 label in name). */}
                  <UnstyledButton>
                    <Group gap={4} wrap="nowrap">
                      <Avatar src={user.image ?? user.settings.imageUrl} alt="" radius="xl" color="brand">
                        {initials(user.firstName, user.lastName)}
                      </Avatar>
                      <Box visibleFrom="sm" lh={0}>
                        <IconChevronDown size={14} aria-hidden="true" />
                      </Box>
                      <VisuallyHidden>{t('header.accountMenu')}</VisuallyHidden>
                    </Group>
                  </UnstyledButton>
                </Menu.Target>
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
                  <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logOut()}>
                    {t('header.logOut')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </>
          ) : status === 'signedOut' ? (
            <>
              <Button component={Link} to={paths.login.href()} variant="subtle" size="compact-md">
                {t('header.signIn')}
              </Button>
              <Button component={Link} to={paths.register.href()} size="compact-md">
                {t('header.register')}
              </Button>
            </>
          ) : null}
          <LanguageSwitch />
          <ColorSchemeToggle />
        </Group>
      </Group>
    </Container>
  );
}
