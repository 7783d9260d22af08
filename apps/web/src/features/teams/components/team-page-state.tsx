import { Alert, Button, Card, Center, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore, IconLock, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TeamSettings } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';

// The states every team page shares: no team yet, loading, failed with a retry, and the read-only notices.

export function NoTeamState() {
  const { t } = useTranslation('teams');
  return (
    <Card withBorder radius="md" p="xl">
      <Center>
        <Stack align="center" gap="xs" maw={420}>
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
            <IconBuildingStore size={26} />
          </ThemeIcon>
          <Text fw={600}>{t('noTeam.title')}</Text>
          <Text c="dimmed" fz="sm" ta="center">
            {t('noTeam.text')}
          </Text>
          <Button component={Link} to={paths.partnerRegister.href()} variant="light" mt="xs">
            {t('noTeam.action')}
          </Button>
        </Stack>
      </Center>
    </Card>
  );
}

export function TeamPageSkeleton({ blocks = 3 }: { blocks?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: blocks }, (_, i) => (
        <Skeleton key={i} height={i === 0 ? 160 : 110} radius="md" />
      ))}
    </Stack>
  );
}

export function LoadErrorState({ error, onRetry, message }: { error: unknown; onRetry: () => void; message?: string }) {
  const { t } = useTranslation('teams');
  return (
    <Alert color="red" title={message ?? t('loadError')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{errorText(error)}</Text>
        <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A locked team (read-only for all) or a role that may only look. */
export function ReadOnlyNotice({ settings, kind }: { settings: TeamSettings; kind: 'settings' | 'members' }) {
  const { t, i18n } = useTranslation('teams');
  if (settings.permissions.readOnly) {
    const until = settings.accessUntil ? t('readOnly.until', { date: formatDate(settings.accessUntil, i18n.language) }) : '';
    return (
      <Alert color="red" icon={<IconLock size={18} />} role="status" mb="lg">
        {t('readOnly.locked', { until })}
      </Alert>
    );
  }
  const canEdit = kind === 'settings' ? settings.permissions.editSettings : settings.permissions.manageMembers;
  if (canEdit) return null;
  return (
    <Alert color="blue" icon={<IconLock size={18} />} role="status" mb="lg">
      {t('readOnly.viewer', { role: t(`roles.${settings.role}`) })}
    </Alert>
  );
}
