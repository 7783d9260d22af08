import { useEffect, useState } from 'react';
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconEyeCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me-query';
import { notifyError } from '@/lib/notify';
import { useStopSupportAccess } from '../api/support-access';

const minutesLeft = (endsAt: string) => Math.max(0, Math.ceil((Date.parse(endsAt) - Date.now()) / 60_000));

/** On every page while an admin views a person's account: whose, how long is left, and Stop. */
export function SupportAccessBanner() {
  const { t } = useTranslation('trust');
  const { user } = useMe();
  const navigate = useNavigate();
  const stop = useStopSupportAccess();
  const endsAt = user?.impersonator?.endsAt;
  const [minutes, setMinutes] = useState(() => (endsAt ? minutesLeft(endsAt) : 0));
  useEffect(() => {
    if (!endsAt) return;
    setMinutes(minutesLeft(endsAt));
    const timer = setInterval(() => setMinutes(minutesLeft(endsAt)), 15_000);
    return () => clearInterval(timer);
  }, [endsAt]);
  if (!user?.impersonator) return null;

  const onStop = async () => {
    try {
      await stop.mutateAsync();
      navigate(paths.adminUsers.href(), { replace: true });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Container size="lg" pt="md">
      <Alert color="violet" variant="filled" icon={<IconEyeCheck size={18} />} role="status" aria-live="polite">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fz="sm" fw={500}>
            {t('support.banner', { name: `${user.firstName} ${user.lastName}`.trim(), minutes })}
          </Text>
          <Button size="compact-sm" color="dark" variant="white" onClick={() => void onStop()} loading={stop.isPending}>
            {t('support.stop')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
