import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconDeviceDesktopOff, IconClockExclamation, IconLock } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { paths, safeCallbackUrl } from '@/config/paths';
import { LoginForm } from '../components/login-form';

/** /auth/login: says why the person is here (?reason=), then the form; returns to a same-site callbackUrl. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reason = params.get('reason');
  const target = safeCallbackUrl(params.get('callbackUrl'));

  return (
    <AuthCard title={t('login.title')} description={t('login.description')}>
      <Stack gap="md">
        {reason === 'revoked' && (
          <Alert color="orange" icon={<IconDeviceDesktopOff size={18} />} role="status">
            {t('login.reason.revoked')}
          </Alert>
        )}
        {reason === 'blocked' && (
          <Alert color="red" icon={<IconLock size={18} />} role="status">
            {t('login.reason.blocked')}
          </Alert>
        )}
        {reason === 'expired' && (
          <Alert color="yellow" icon={<IconClockExclamation size={18} />} role="status">
            {t('login.reason.expired')}
          </Alert>
        )}
        <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
        <Group justify="center" gap={6}>
          <Text fz="sm" c="dimmed">
            {t('login.noAccount')}
          </Text>
          <Anchor
            component={Link}
            to={paths.register.href({ callbackUrl: target === '/' ? undefined : target })}
            fz="sm"
          >
            {t('login.register')}
          </Anchor>
        </Group>
      </Stack>
    </AuthCard>
  );
}
