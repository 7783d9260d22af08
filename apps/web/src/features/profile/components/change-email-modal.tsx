import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeEmailConfirmSchema, changeEmailStartSchema, type EmailChangeInfo } from '@plaudit/contract';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { fieldError } from '@/lib/field-error';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess, showFormError } from '@/lib/notify';
import {
  useConfirmEmailChange,
  useEmailChangeInfo,
  useResendEmailChangeCode,
  useStartEmailChange,
} from '../api/email-change';
import { CodeInput } from './code-input';
import { ResendButton } from './resend-button';

/** Step 1: the new address. */
function StartStep({ onStarted }: { onStarted: (info: EmailChangeInfo) => void }) {
  const { t } = useTranslation('profile');
  const start = useStartEmailChange();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(changeEmailStartSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      onStarted(await start.mutateAsync(email));
    } catch (error) {
      showFormError(error, ['email'] as const, (field, message) => setError(field, { message }));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('email.startHint')}
        </Text>
        <TextInput
          label={t('email.newEmail')}
          type="email"
          autoComplete="email"
          data-autofocus
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconMailForward size={18} />} loading={start.isPending}>
            {t('email.sendCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Step 2: the code from the new address, with where it went, when it expires, and resend. */
function CodeStep({ started, onDone }: { started: EmailChangeInfo; onDone: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const info = useEmailChangeInfo(started.id, started);
  const resend = useResendEmailChangeCode();
  const confirm = useConfirmEmailChange();
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const current = info.data ?? started;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isValid },
  } = useForm<{ token: string }>({
    resolver: zodResolver(changeEmailConfirmSchema),
    mode: 'onChange',
    defaultValues: { token: '' },
  });
  const onSubmit = handleSubmit(async ({ token }) => {
    try {
      const user = await confirm.mutateAsync(token);
      notifySuccess(t('email.changed', { email: user.email }));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.first.meta?.field === 'token') {
        setError('token', { message: error.first.message });
        const left = error.first.meta?.attemptsLeft;
        if (typeof left === 'number') setAttemptsLeft(left);
      } else if (isApiError(error) && error.first.meta?.field === 'email') {
        setError('token', { message: error.first.message });
      } else notifyError(error);
    }
  });
  const onResend = async () => {
    try {
      await resend.mutateAsync();
      setAttemptsLeft(null);
      notifySuccess(t('email.resent'));
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Alert color="brand" variant="light" icon={<IconMailForward size={18} />}>
          <Stack gap={2}>
            <Text fz="sm">{t('email.codeSentTo', { email: current.email })}</Text>
            <Text fz="sm" c="dimmed">
              {t('email.expiresAt', { time: formatDateTime(current.expiresAt, i18n.language) })}
            </Text>
          </Stack>
        </Alert>
        {info.isError && (
          <Alert color="red" role="alert">
            {errorText(info.error)}
          </Alert>
        )}
        <CodeInput
          label={t('email.code')}
          attemptsLeft={attemptsLeft}
          error={fieldError(errors.token)}
          {...register('token')}
        />
        <Group justify="space-between" gap="sm">
          <ResendButton
            availableAt={current.resendAvailableAt}
            onResend={() => void onResend()}
            loading={resend.isPending}
          />
          <Button type="submit" disabled={!isDirty || !isValid} loading={confirm.isPending}>
            {t('email.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The 'change email' modal body: new address → code (resend, masked address and expiry). */
export function ChangeEmailModal({ onDone }: { onDone: () => void }) {
  const [started, setStarted] = useState<EmailChangeInfo | null>(null);
  return started ? <CodeStep started={started} onDone={onDone} /> : <StartStep onStarted={setStarted} />;
}
