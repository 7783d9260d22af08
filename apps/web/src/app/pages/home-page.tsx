import { Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconDevices, IconStar, IconTrophy, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me-query';

const FEATURES = [
  { key: 'pages', icon: IconBuildingStore },
  { key: 'reviews', icon: IconStar },
  { key: 'trophies', icon: IconTrophy },
] as const;

/** /: what Plaudit is, with the way in (register / sign in), or a greeting when signed in. */
/** The way to the partner sign-up: a link whose words wrap on a phone (a button's label is cut at 390 px). */
function PartnerLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.partnerRegister.href()} fw={600} py={6}>
      <Group component="span" gap={8} wrap="nowrap" align="flex-start">
        <IconBuildingStore size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
        <span>{t('entry.home', { ns: 'creators' })}</span>
      </Group>
    </Anchor>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useMe();
  return (
    <Container size="lg" py={{ base: 'xl', sm: 64 }}>
      <Stack gap={48}>
        <Stack gap="lg" maw={720}>
          <Badge variant="light" size="lg" w="fit-content">
            {t('home.badge')}
          </Badge>
          <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1} style={{ letterSpacing: '-0.03em' }}>
            {user ? t('home.greeting', { name: user.firstName }) : t('home.title')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed">
            {user ? t('home.signedInText') : t('home.text')}
          </Text>
          <Group gap="sm">
            {user ? (
              <>
                <Button component={Link} to={paths.sessions.href()} size="md" leftSection={<IconDevices size={18} />}>
                  {t('home.manageSessions')}
                </Button>
                {user.selectedCreatorTeam ? (
                  <Button component={Link} to={paths.creatorDashboard.href()} size="md" variant="default" leftSection={<IconBuildingStore size={18} />}>
                    {t('dashboard.title', { ns: 'creators' })}
                  </Button>
                ) : (
                  <PartnerLink />
                )}
              </>
            ) : (
              <>
                <Button component={Link} to={paths.register.href()} size="md" leftSection={<IconUserPlus size={18} />}>
                  {t('home.ctaRegister')}
                </Button>
                <Button component={Link} to={paths.login.href()} size="md" variant="default">
                  {t('home.ctaSignIn')}
                </Button>
                <PartnerLink />
              </>
            )}
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {FEATURES.map(({ key, icon: Icon }) => (
            <Card key={key} withBorder padding="xl">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                <Icon size={24} />
              </ThemeIcon>
              <Title order={2} fz="lg" mt="md">
                {t(`home.features.${key}.title`)}
              </Title>
              <Text c="dimmed" fz="sm" mt={6}>
                {t(`home.features.${key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
