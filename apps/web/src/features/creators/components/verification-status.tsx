import type { ReactNode } from 'react';
import { Blockquote, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconLock,
  IconMessageQuestion,
  IconCircleX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { Application, PartnerType } from '../flow';

const LOOK = {
  underReview: { icon: IconClockHour4, color: 'brand' },
  needsMoreInfo: { icon: IconMessageQuestion, color: 'orange' },
  rejected: { icon: IconCircleX, color: 'red' },
  verified: { icon: IconCircleCheck, color: 'teal' },
  blocked: { icon: IconLock, color: 'red' },
  error: { icon: IconAlertTriangle, color: 'red' },
} as const;

/**
 * VERIFICATION: one variant per state — under review (the outcome comes by email), needs more info (the
 * reviewer's message in a box, edit and resubmit), rejected, verified (go to dashboard or home), blocked (until a
 * date, or 'contact support'; go home), error.
 */
export function VerificationStatus({
  application,
  type,
  onEdit,
  onContinue,
  onHome,
  onRetry,
}: {
  application: Application | null;
  type: PartnerType | null;
  onEdit: () => void;
  onContinue: () => void;
  onHome: () => void;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('creators');
  const variant = application?.variant ?? 'error';
  const { icon: Icon, color } = LOOK[variant];
  const kind = t(`type.${type ?? 'CREATOR'}.kind`);
  let text: ReactNode = t(`verification.${variant}.text`, { kind });
  if (variant === 'blocked') {
    text = application?.blockedUntil
      ? t('verification.blocked.until', { date: formatDate(application.blockedUntil, i18n.language) })
      : t('verification.blocked.contactSupport');
  }

  return (
    <Stack gap="lg" align="stretch" data-variant={variant}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" color={color} aria-hidden="true">
          <Icon size={24} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={700} fz="lg" role="status">
            {t(`verification.${variant}.title`)}
          </Text>
          <Text c="dimmed">{text}</Text>
        </Stack>
      </Group>
      {application?.message && (variant === 'needsMoreInfo' || variant === 'rejected') && (
        <Blockquote color={color} p="md" aria-label={t('verification.reviewerMessage')}>
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
            {t('verification.reviewerMessage')}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{application.message}</Text>
        </Blockquote>
      )}
      {variant === 'needsMoreInfo' && (
        <Button size="md" onClick={onEdit}>
          {t('verification.needsMoreInfo.edit')}
        </Button>
      )}
      {variant === 'verified' && (
        <Button size="md" onClick={onContinue}>
          {type === 'CREATOR' ? t('verification.goDashboard') : t('verification.goHome')}
        </Button>
      )}
      {variant === 'error' && (
        <Button size="md" variant="light" onClick={onRetry}>
          {t('verification.retry')}
        </Button>
      )}
      {variant !== 'verified' && (
        <Button
          size="md"
          variant={variant === 'needsMoreInfo' || variant === 'error' ? 'default' : 'filled'}
          onClick={onHome}
        >
          {t('verification.goHome')}
        </Button>
      )}
    </Stack>
  );
}
