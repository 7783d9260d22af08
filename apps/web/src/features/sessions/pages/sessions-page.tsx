import { Box, Button, Stack } from '@mantine/core';
import { IconDevicesOff, IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { englishText, LOGOUT_DELAY_MS, M } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { withFallback } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { signOut } from '@/lib/sign-out';
import { authSession } from '@/lib/auth-session';
import { queryClient } from '@/lib/query-client';
import { sessionsQueryKey, useSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useRevokeAllOtherSessions } from '../api/revoke-all-sessions';
import { SessionCard } from '../components/session-card';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spec §8: a failed revoke-all whose message is about auth or a token means this session is gone too. */
function aboutAuth(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { message } = error.first;
  return /auth|token|unauthorized/i.test(`${message} ${englishText(message) ?? ''}`);
}

/** /settings/sessions (inside the settings layout): every open session, revoke one, revoke all others. */
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
    } catch (error) {
      // 'session not found' (already ended elsewhere) says more than 'Failed to revoke session'; the list is stale.
      const gone = (message: string) => message === M.error.common.session_not_found;
      notifyError(withFallback(error, M.session.error.revoke_failed, gone));
      if (isApiError(error) && gone(error.first.message))
        void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      return;
    }
    notifySuccess(isCurrent ? t('revokedCurrent') : t('revoked'));
    if (isCurrent) {
      // Spec §9: the logout follows 200 ms after the toast, then the home page.
      await wait(LOGOUT_DELAY_MS);
      authSession.clear();
      queryClient.clear();
      navigate(paths.home.href(), { replace: true });
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
      notifyError(withFallback(error, M.session.error.revoke_all_failed, () => false));
      if (aboutAuth(error)) {
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
      {sessions.isPending && <ListSkeleton rows={3} height={104} gap="md" />}
      {sessions.isError && (
        <LoadError title={t('errorTitle')} error={sessions.error} onRetry={() => void sessions.refetch()} />
      )}
      {sessions.data && sessions.data.length === 0 && (
        <EmptyState icon={IconDevicesOff} title={t('emptyTitle')} text={t('emptyText')} radius="md" />
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
