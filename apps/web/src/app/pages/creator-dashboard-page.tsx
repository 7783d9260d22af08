import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useMe } from '@/lib/me-query';

const STATUS_COLOR = { PENDING: 'blue', APPROVED: 'teal', REJECTED: 'red', NEEDS_MORE_INFO: 'orange' } as const;

/** /dashboard/creator: the selected team's name with its verification and access status (the workspace comes later). */
export default function CreatorDashboardPage() {
  const { t, i18n } = useTranslation('onboarding');
  const { user } = useMe();
  const team = user?.selectedCreatorTeam?.creatorTeam;
  if (!team) {
    return (
      <Container size="lg" py="xl">
        <PageHeader title={t('dashboard.title')} description={t('dashboard.noTeam')} />
        <Button component={Link} to={paths.partnerRegister.href()}>
          {t('dashboard.becomeCreator')}
        </Button>
      </Container>
    );
  }
  const blocked = team.accessStatus === 'BLOCKED';
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={team.brandName}
        description={t('dashboard.description', { role: user.selectedCreatorTeam!.role.toLowerCase() })}
        action={team.verification.status !== 'APPROVED' ? (
          <Button component={Link} to={paths.partnerRegister.href()} variant="light">
            {t('dashboard.seeApplication')}
          </Button>
        ) : undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Card withBorder padding="lg">
          <Group gap="sm">
            <ThemeIcon variant="light" size={36} aria-hidden="true"><IconBuildingStore size={20} /></ThemeIcon>
            <Stack gap={2}>
              <Text fz="sm" c="dimmed">{t('dashboard.team')}</Text>
              <Text fw={700}>{team.brandName}</Text>
            </Stack>
          </Group>
        </Card>
        <Card withBorder padding="lg">
          <Group gap="sm">
            <ThemeIcon variant="light" size={36} color={STATUS_COLOR[team.verification.status]} aria-hidden="true"><IconShieldCheck size={20} /></ThemeIcon>
            <Stack gap={4}>
              <Text fz="sm" c="dimmed">{t('dashboard.verification')}</Text>
              <Badge color={STATUS_COLOR[team.verification.status]} variant="light">{t(`status.${team.verification.status}`)}</Badge>
            </Stack>
          </Group>
        </Card>
        <Card withBorder padding="lg">
          <Group gap="sm">
            <ThemeIcon variant="light" size={36} color={blocked ? 'red' : 'teal'} aria-hidden="true"><IconLock size={20} /></ThemeIcon>
            <Stack gap={4}>
              <Text fz="sm" c="dimmed">{t('dashboard.access')}</Text>
              <Badge color={blocked ? 'red' : 'teal'} variant="light">{t(`access.${team.accessStatus}`)}</Badge>
              {blocked && (
                <Text fz="xs" c="dimmed">
                  {team.accessUntil ? t('verification.blocked.until', { date: formatDate(team.accessUntil, i18n.language) }) : t('verification.blocked.contactSupport')}
                </Text>
              )}
            </Stack>
          </Group>
        </Card>
      </SimpleGrid>
    </Container>
  );
}
