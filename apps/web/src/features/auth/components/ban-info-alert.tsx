import { Alert, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BanInfo } from '@plaudit/contract';
import { formatDateTime } from '@/lib/format';

/** Why a banned account cannot sign in: the reason, and until when (or 'contact support' when open-ended). */
export function BanInfoAlert({ ban }: { ban: BanInfo }) {
  const { t, i18n } = useTranslation('auth');
  return (
    <Alert color="red" icon={<IconBan size={18} />} title={t('ban.title')} role="alert">
      <Stack gap={4}>
        {ban.reason && <Text fz="sm">{t('ban.reason', { reason: ban.reason })}</Text>}
        {ban.comment && <Text fz="sm">{ban.comment}</Text>}
        <Text fz="sm" fw={600}>
          {ban.until ? t('ban.until', { date: formatDateTime(ban.until, i18n.language) }) : t('ban.contactSupport')}
        </Text>
      </Stack>
    </Alert>
  );
}
