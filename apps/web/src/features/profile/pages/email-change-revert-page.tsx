import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_CHANGE_LOCK_AFTER_REVERT_DAYS, type ChangeEmailRevertResponse } from '@plaudit/contract';
import { AuthCard } from '@/components/auth-card';
import { paths } from '@/config/paths';
import { authSession } from '@/lib/auth-session';
import { errorText } from '@/lib/error-text';
import { queryClient } from '@/lib/query-client';
import { useRevertEmailChange } from '../api/email-change';

/**
 * /auth/email-change/revert?token=…: the link mailed to the old address. A button, not an automatic call, so a
 * mail scanner opening the link changes nothing.
 */
export default function EmailChangeRevertPage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const revert = useRevertEmailChange();
  const [outcome, setOutcome] = useState<ChangeEmailRevertResponse['outcome'] | null>(null);

  const onRevert = async () => {
    try {
      const res = await revert.mutateAsync(token);
      if (res.outcome === 'reverted' && authSession.get().status === 'signedIn') {
        // Every session of the account ended on the server; this tab forgets its own too.
        authSession.clear();
        queryClient.clear();
      }
      setOutcome(res.outcome);
    } catch {
      /* shown below from revert.error */
    }
  };

  return (
    <AuthCard
      title={
        outcome === 'cancelled'
          ? t('revert.cancelledTitle')
          : outcome === 'reverted'
            ? t('revert.revertedTitle')
            : t('revert.title')
      }
    >
      <Stack gap="md">
        {outcome ? (
          <>
            <Alert color="teal" icon={<IconCircleCheck size={20} />} role="status">
              {outcome === 'cancelled'
                ? t('revert.cancelledText')
                : t('revert.revertedText', { days: EMAIL_CHANGE_LOCK_AFTER_REVERT_DAYS })}
            </Alert>
            <Group justify="flex-end" gap="sm">
              {outcome === 'reverted' ? (
                <>
                  <Button component={Link} to={paths.forgotPassword.href()} variant="default">
                    {t('revert.resetPassword')}
                  </Button>
                  <Button component={Link} to={paths.login.href()}>
                    {t('revert.signIn')}
                  </Button>
                </>
              ) : (
                <Button component={Link} to={paths.home.href()}>
                  {t('revert.home')}
                </Button>
              )}
            </Group>
          </>
        ) : (
          <>
            <Alert color="orange" icon={<IconAlertTriangle size={20} />}>
              {t('revert.text')}
            </Alert>
            {!token && (
              <Alert color="red" role="alert">
                {t('revert.missingToken')}
              </Alert>
            )}
            {revert.isError && (
              <Alert color="red" role="alert">
                {errorText(revert.error)}
              </Alert>
            )}
            <Button color="red" onClick={() => void onRevert()} loading={revert.isPending} disabled={!token}>
              {t('revert.button')}
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
