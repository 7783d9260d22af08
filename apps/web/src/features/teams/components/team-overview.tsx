import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconLock, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TeamSettings } from '@plaudit/contract';
import { LoadError } from '@/components/data-states';
import { paths } from '@/config/paths';
import { formatDate, initials } from '@/lib/format';
import { useTeamMembers } from '../api/get-team-members';
import { useTeamSettings } from '../api/get-team-settings';
import { useTeamInvites } from '../api/team-invites';
import { TeamPageSkeleton } from './team-page-state';

// The creator dashboard's team sections: verification and access with what to do next, profile completeness,
// members and pending invitations. (The catalogue adds products, reviews and trophies here later.)

const STATUS_COLOR = { PENDING: 'blue', APPROVED: 'teal', REJECTED: 'red', NEEDS_MORE_INFO: 'orange' } as const;

function completeness(s: TeamSettings) {
  const social = Object.values(s.settings.social).some(Boolean);
  return [
    { key: 'icon', done: Boolean(s.settings.iconUrl) },
    { key: 'banner', done: Boolean(s.settings.bannerUrl) },
    { key: 'description', done: Boolean(s.description) },
    { key: 'social', done: social },
  ] as const;
}

function StatusCards({ settings }: { settings: TeamSettings }) {
  const { t, i18n } = useTranslation('teams');
  const v = settings.verification;
  const locked = settings.permissions.readOnly;
  const until = settings.accessUntil
    ? t('readOnly.until', { date: formatDate(settings.accessUntil, i18n.language) })
    : '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Card withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Group gap="sm">
            <ThemeIcon variant="light" size={36} color={STATUS_COLOR[v.status]} aria-hidden="true">
              <IconShieldCheck size={20} />
            </ThemeIcon>
            <div>
              <Text fz="sm" c="dimmed">
                {t('dashboard.verification')}
              </Text>
              <Badge color={STATUS_COLOR[v.status]} variant="light">
                {t(`dashboard.verificationStatus.${v.status}`)}
              </Badge>
            </div>
          </Group>
          <Text fz="sm">{t(`dashboard.verificationNext.${v.status}`)}</Text>
          {v.message && (
            <Alert color="gray" variant="light" title={t('dashboard.reviewerMessage')}>
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {v.message}
              </Text>
            </Alert>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Group gap="sm">
            <ThemeIcon variant="light" size={36} color={locked ? 'red' : 'teal'} aria-hidden="true">
              <IconLock size={20} />
            </ThemeIcon>
            <div>
              <Text fz="sm" c="dimmed">
                {t('dashboard.access')}
              </Text>
              <Badge color={locked ? 'red' : 'teal'} variant="light">
                {t(`dashboard.accessStatus.${locked ? 'BLOCKED' : 'UNBLOCKED'}`)}
              </Badge>
            </div>
          </Group>
          <Text fz="sm">{locked ? t('dashboard.accessNextBlocked', { until }) : t('dashboard.accessNextActive')}</Text>
          <Text fz="xs" c="dimmed">
            {t('dashboard.yourRole', { role: t(`roles.${settings.role}`) })}
          </Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

function CompletenessCard({ settings }: { settings: TeamSettings }) {
  const { t } = useTranslation('teams');
  const items = completeness(settings);
  const done = items.filter((i) => i.done).length;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="completeness-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="completeness-title">
            {t('dashboard.completeness')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('dashboard.completenessText', { done, total: items.length })}
          </Text>
        </Group>
        <Progress value={(done / items.length) * 100} aria-label={t('dashboard.completeness')} />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {items.map((item) => (
            <Group key={item.key} gap={6} wrap="nowrap" data-testid={`completeness-${item.key}`} data-done={item.done}>
              {item.done ? (
                <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden="true" />
              ) : (
                <IconCircleDashed size={18} color="var(--mantine-color-dimmed)" aria-hidden="true" />
              )}
              <Text fz="sm">
                {t(`dashboard.items.${item.key}`)}
                <VisuallyHidden>{` (${item.done ? t('dashboard.complete') : t('dashboard.missing')})`}</VisuallyHidden>
              </Text>
            </Group>
          ))}
        </SimpleGrid>
        {done < items.length && settings.permissions.editSettings && (
          <Group justify="flex-end">
            <Button component={Link} to={paths.creatorSettings.href()} variant="light" size="sm">
              {t('dashboard.finish')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function PeopleCard({ settings }: { settings: TeamSettings }) {
  const { t } = useTranslation('teams');
  const members = useTeamMembers(settings.id);
  const invites = useTeamInvites(settings.id);
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="people-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <IconUsers size={20} aria-hidden="true" />
            <Title order={2} fz="lg" id="people-title">
              {t('dashboard.members')}
            </Title>
          </Group>
          <Anchor component={Link} to={paths.creatorMembers.href()} fz="sm">
            {t('dashboard.manageMembers')}
          </Anchor>
        </Group>
        {members.isPending && <TeamPageSkeleton blocks={1} />}
        {members.isError && (
          <LoadError title={t('loadError')} error={members.error} onRetry={() => void members.refetch()} />
        )}
        {members.data && (
          <Stack gap="xs">
            <Text fz="sm" c="dimmed">
              {t('dashboard.membersCount', { count: members.data.data.length })}
            </Text>
            <Avatar.Group>
              {members.data.data.slice(0, 8).map((m) => (
                <Avatar
                  key={m.id}
                  src={m.image}
                  radius="xl"
                  color="brand"
                  alt={`${m.firstName} ${m.lastName}`}
                  title={`${m.firstName} ${m.lastName} · ${t(`roles.${m.role}`)}`}
                >
                  {initials(m.firstName, m.lastName)}
                </Avatar>
              ))}
            </Avatar.Group>
          </Stack>
        )}
        <Text fw={600} fz="sm">
          {t('dashboard.pendingInvites')}
        </Text>
        {invites.isPending && <TeamPageSkeleton blocks={1} />}
        {invites.isError && (
          <LoadError title={t('loadError')} error={invites.error} onRetry={() => void invites.refetch()} />
        )}
        {invites.data && invites.data.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('dashboard.noInvites')}
          </Text>
        )}
        {invites.data && invites.data.length > 0 && (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {invites.data.slice(0, 5).map((i) => (
              <Group component="li" key={i.id} gap="xs" wrap="nowrap">
                <Text fz="sm" truncate>
                  {i.email}
                </Text>
                <Badge size="xs" variant="light">
                  {t(`roles.${i.role}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** Everything below the dashboard's header for the selected team. */
export function TeamOverview({ teamId }: { teamId: string }) {
  const { t } = useTranslation('teams');
  const settings = useTeamSettings(teamId);
  if (settings.isPending) return <TeamPageSkeleton />;
  if (settings.isError)
    return <LoadError title={t('loadError')} error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <Stack gap="lg">
      <StatusCards settings={settings.data} />
      <CompletenessCard settings={settings.data} />
      <PeopleCard settings={settings.data} />
    </Stack>
  );
}
