import { Alert, Box, Button, Card, Center, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDevicesOff, IconLogout, IconRefresh } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGOUT_DELAY_MS, M } from '@plaudit/contract';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { messageText } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { signOut } from '@/lib/sign-out';
import { authSession } from '@/lib/auth-session';
import { queryClient } from '@/lib/query-client';
import { useSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useRevokeAllOtherSessions } from '../api/revoke-all-sessions';
import { SessionCard } from '../components/session-card';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /settings/sessions (inside the settings layout): every open session, revoke one, revoke all others (spec §2, §4). */
export default function SessionsPage() {
  const { t } = useTranslation('sessions');
  const navigate = useNavigate();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeAll = useRevokeAllOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.isCurrent).length;

  const onRevoke = async (id: string, isCurrent: boolean) => {
    try {
      await revoke.mutateAsync({ id, isCurrent });
      notifySuccess(isCurrent ? t('revokedCurrent') : t('revoked'));
      if (isCurrent) {
        await wait(LOGOUT_DELAY_MS);
        authSession.clear();
        queryClient.clear();
        navigate(paths.home.href(), { replace: true });
      }
    } catch (error) {
      notifyError(error);
    }
  };

  const onRevokeAll = async () => {
    try {
      const res = await revokeAll.mutateAsync();
      notifySuccess(t('revokedAll', { count: res?.revoked ?? others }));
      await wait(LOGOUT_DELAY_MS);
      await signOut();
      navigate(paths.login.href(), { replace: true });
    } catch (error) {
      notifyError(error);
      const text = errorText(error).toLowerCase();
      if (/auth|token|unauthorized/.test(text)) {
        await signOut();
        navigate(paths.home.href(), { replace: true });
      }
    }
  };

  return (
    <Box>
      <PageHeader
        title={t('title')}
        description={t('description')}
        action={
          <Button
            color="red"
            leftSection={<IconLogout size={18} />}
            onClick={onRevokeAll}
            loading={revokeAll.isPending}
            disabled={others === 0}
          >
            {t('revokeAll')}
          </Button>
        }
      />
      {sessions.isPending && (
        <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={104} radius="md" />
          ))}
        </Stack>
      )}
      {sessions.isError && (
        <Alert color="red" title={t('errorTitle')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{errorText(sessions.error) || messageText(M.error.common.unexpected)}</Text>
            <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={16} />} onClick={() => void sessions.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {sessions.data && sessions.data.length === 0 && (
        <Card withBorder radius="md" p="xl">
          <Center>
            <Stack align="center" gap="xs">
              <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
                <IconDevicesOff size={26} />
              </ThemeIcon>
              <Text fw={600}>{t('emptyTitle')}</Text>
              <Text c="dimmed" fz="sm" ta="center">
                {t('emptyText')}
              </Text>
            </Stack>
          </Center>
        </Card>
      )}
      {sessions.data && sessions.data.length > 0 && (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
          {sessions.data.map((s) => (
            <SessionCard
              key={s.id}
              session={s}
              revoking={revoke.isPending && revoke.variables?.id === s.id}
              onRevoke={() => void onRevoke(s.id, s.isCurrent)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
