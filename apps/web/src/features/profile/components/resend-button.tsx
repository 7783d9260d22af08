import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/lib/use-countdown';

/** 'Send a new code', disabled with a countdown until the resend cooldown ends. */
export function ResendButton({
  availableAt,
  onResend,
  loading,
}: {
  availableAt: string | null;
  onResend: () => void;
  loading: boolean;
}) {
  const { t } = useTranslation('profile');
  const left = useCountdown(availableAt);
  return (
    <Button variant="subtle" size="compact-sm" onClick={onResend} disabled={left > 0} loading={loading}>
      {left > 0 ? t('email.resendIn', { seconds: left }) : t('email.resend')}
    </Button>
  );
}
