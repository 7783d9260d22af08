import { useRef } from 'react';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Box,
  Button,
  Container,
  Group,
  Stack,
  Text,
  UnstyledButton,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconChevronDown,
  IconLanguage,
  IconMoon,
  IconSun,
  IconTrophy,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand-mark';
import { DeferredMenu } from '@/components/deferred-menu';
import { OrgSwitcher } from '@/components/org-switcher';
import { paths } from '@/config/paths';
import { HeaderSearchSlot } from '@/features/search/components/header-search-slot';
import { initials } from '@/lib/format';
import { useMe } from '@/lib/me-query';
import { notifySuccess } from '@/lib/notify';
import { signOut } from '@/lib/sign-out';

const loadMenus = () => import('./header-menus');

function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <DeferredMenu
      load={loadMenus}
      target={
        <ActionIcon variant="default" size="lg" aria-label={t('header.language')}>
          <IconLanguage size={18} />
        </ActionIcon>
      }
    >
      {(menus, target, opened) => <menus.LanguageMenu target={target} opened={opened} />}
    </DeferredMenu>
  );
}

/**
 * Both buttons are in the markup and the root's color scheme attribute (set before the first paint) shows one: the
 * server draws a public page without knowing the reader's scheme, and the browser's first render must be that same
 * markup to hydrate it, whatever scheme the reader chose.
 */
function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const toDark = useRef<HTMLButtonElement>(null);
  const toLight = useRef<HTMLButtonElement>(null);
  // The clicked button is hidden at once; focus moves to the one shown in its place.
  const switchTo = (scheme: 'light' | 'dark') => {
    setColorScheme(scheme);
    (scheme === 'dark' ? toLight : toDark).current?.focus();
  };
  return (
    <>
      <ActionIcon
        ref={toDark}
        variant="default"
        size="lg"
        darkHidden
        onClick={() => switchTo('dark')}
        aria-label={t('header.darkMode')}
      >
        <IconMoon size={18} />
      </ActionIcon>
      <ActionIcon
        ref={toLight}
        variant="default"
        size="lg"
        lightHidden
        onClick={() => switchTo('light')}
        aria-label={t('header.lightMode')}
      >
        <IconSun size={18} />
      </ActionIcon>
    </>
  );
}

/**
 * On a phone the language and the colour scheme share one menu: the header has room for one button less than it
 * holds from 576 px, and that room is the trophies' link.
 */
function PhoneDisplayMenu() {
  const { t } = useTranslation();
  return (
    <DeferredMenu
      load={loadMenus}
      target={
        <ActionIcon variant="default" size="lg" aria-label={t('header.display')}>
          <IconAdjustmentsHorizontal size={18} />
        </ActionIcon>
      }
    >
      {(menus, target, opened) => <menus.DisplayMenu target={target} opened={opened} />}
    </DeferredMenu>
  );
}

/** The header: brand, then either the profile header with its menu, or Sign in / Register. */
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
          <Anchor
            component={Link}
            to={paths.home.href()}
            underline="never"
            c="inherit"
            aria-label={t('header.home')}
            title={t('header.home')}
          >
            <BrandMark hideNameOnMobile />
          </Anchor>
          <OrgSwitcher />
        </Group>
        <HeaderSearchSlot />
        <Group gap="xs" wrap="nowrap">
          {/* The public trophies: named from 576 px, an icon on a phone (where the language and scheme share a menu to
              make room for it). */}
          <Button
            component={Link}
            to={paths.trophies.href()}
            variant="subtle"
            size="compact-md"
            px={6}
            visibleFrom="sm"
            leftSection={<IconTrophy size={18} aria-hidden="true" />}
          >
            {t('nav.trophies', { ns: 'trophies' })}
          </Button>
          <ActionIcon
            component={Link}
            to={paths.trophies.href()}
            variant="subtle"
            size="lg"
            hiddenFrom="sm"
            aria-label={t('nav.trophies', { ns: 'trophies' })}
          >
            <IconTrophy size={18} aria-hidden="true" />
          </ActionIcon>
          {status === 'signedIn' && user ? (
            <>
              <Stack gap={0} align="flex-end" style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm" truncate maw={{ base: 96, sm: 240 }}>
                  {`${user.firstName} ${user.lastName}`}
                </Text>
                <Anchor
                  component="button"
                  type="button"
                  fz="xs"
                  style={{ whiteSpace: 'nowrap' }}
                  onClick={() => void logOut()}
                >
                  {t('header.notYou')}
                </Anchor>
              </Stack>
              <DeferredMenu
                load={loadMenus}
                target={
                  // Named by what it shows (the initials) and then what it is (WCAG 2.5.3 label in name).
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
                }
              >
                {(menus, target, opened) => (
                  <menus.AccountMenu target={target} opened={opened} user={user} onLogOut={() => void logOut()} />
                )}
              </DeferredMenu>
            </>
          ) : status === 'signedOut' ? (
            <>
              <Button component={Link} to={paths.login.href()} variant="subtle" size="compact-md">
                {t('header.signIn')}
              </Button>
              {/* On a phone the header holds Sign in only (German "Registrieren" pushed the brand mark under the search
                  button at 390 px); the sign-in page leads to registration. */}
              <Button component={Link} to={paths.register.href()} size="compact-md" visibleFrom="sm">
                {t('header.register')}
              </Button>
            </>
          ) : null}
          <Group gap="xs" wrap="nowrap" visibleFrom="sm">
            <LanguageSwitch />
            <ColorSchemeToggle />
          </Group>
          <Box hiddenFrom="sm">
            <PhoneDisplayMenu />
          </Box>
        </Group>
      </Group>
    </Container>
  );
}
