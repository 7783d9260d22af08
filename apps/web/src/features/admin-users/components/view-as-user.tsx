import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { M, SUPPORT_ACCESS_REASON_MAX, SUPPORT_ACCESS_REASON_MIN } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { fieldError } from '@/lib/field-error';
import { notifyError } from '@/lib/notify';
import { useStartSupportAccess } from '../api/start-support-access';

/** The reason form of "View as this user": read-only, an hour at most, and the person is told. */
export function ViewAsUserForm({ userId, name, onDone }: { userId: string; name: string; onDone: () => void }) {
  const { t } = useTranslation('trust');
  const navigate = useNavigate();
  const start = useStartSupportAccess();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async () => {
    const trimmed = reason.trim();
    if (trimmed.length < SUPPORT_ACCESS_REASON_MIN) {
      setError(fieldError(M.impersonation.validation.reason_min) ?? null);
      return;
    }
    try {
      await start.mutateAsync({ userId, reason: trimmed });
      navigate(paths.home.href(), { replace: true });
      onDone();
    } catch (err) {
      if (isApiError(err) && err.first.meta?.field === 'reason') setError(fieldError(err.first.message) ?? null);
      else notifyError(err);
    }
  };

  return (
    // Not a <form>: this sits inside the user modal's own form, and a form may not hold another.
    <div role="group" aria-label={t('viewAs.title')}>
      <Stack gap="md">
        <Text fz="sm" fw={500}>
          {t('viewAs.title')}
        </Text>
        <Text fz="sm">{t('support.explain', { name })}</Text>
        <Textarea
          label={t('support.reason')}
          description={t('support.reasonHint')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          maxLength={SUPPORT_ACCESS_REASON_MAX}
          autosize
          minRows={3}
          required
          error={error}
        />
        <Group justify="flex-end">
          <Button onClick={() => void onSubmit()} loading={start.isPending}>
            {t('support.start')}
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
