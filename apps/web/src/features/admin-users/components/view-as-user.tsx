import { useState, type FormEvent } from 'react';
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < SUPPORT_ACCESS_REASON_MIN) {
      setError(fieldError(M.impersonation.validation.reason_min) ?? null);
      return;
    }
    try {
      await start.mutateAsync({ userId, reason: trimmed });
      onDone();
      navigate(paths.home.href(), { replace: true });
    } catch (err) {
      if (isApiError(err) && err.first.meta?.field === 'reason') setError(fieldError(err.first.message) ?? null);
      else notifyError(err);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
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
          <Button type="submit" loading={start.isPending}>
            {t('support.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
