import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordChangeFormSchema, passwordChangeStartSchema, type CodeState } from '@plaudit/contract';
import { isApiError } from '@/lib/api-error';
import { fieldError } from '@/lib/field-error';
import { notifyError, notifySuccess, showFormError } from '@/lib/notify';
import { useConfirmPasswordChange, useResendPasswordChangeCode, useStartPasswordChange } from '../api/password-change';
import { CodeInput } from './code-input';
import { ResendButton } from './resend-button';

/** Step 1: the current password; a code is then mailed. */
function CurrentStep({ onStarted }: { onStarted: (state: CodeState) => void }) {
  const { t } = useTranslation('profile');
  const start = useStartPasswordChange();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ password: string }>({
    resolver: zodResolver(passwordChangeStartSchema),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      onStarted(await start.mutateAsync(password));
    } catch (error) {
      showFormError(error, ['password'] as const, (field, message) => setError(field, { message }));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('password.currentHint')}
        </Text>
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          data-autofocus
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={start.isPending}>
            {t('password.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ConfirmValues {
  otp: string;
  newPassword: string;
  confirmPassword: string;
}

/** Step 2: the code, the new password and its confirmation, with resend. */
function ConfirmStep({ email, started, onDone }: { email: string; started: CodeState; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const [state, setState] = useState(started);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const resend = useResendPasswordChangeCode();
  const confirm = useConfirmPasswordChange();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConfirmValues>({
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'onTouched',
    defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ otp, newPassword }) => {
    try {
      const res = await confirm.mutateAsync({ otp, newPassword });
      notifySuccess(t('password.changed', { count: res.revoked }));
      onDone();
    } catch (error) {
      const field = showFormError(error, ['otp', 'newPassword'] as const, (f, message) => setError(f, { message }));
      const left = isApiError(error) ? error.first.meta?.attemptsLeft : undefined;
      if (field === 'otp' && typeof left === 'number') setAttemptsLeft(left);
    }
  });
  const onResend = async () => {
    try {
      setState(await resend.mutateAsync());
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
          <Text fz="sm">{t('password.codeSent', { email })}</Text>
        </Alert>
        <CodeInput
          label={t('password.code')}
          attemptsLeft={attemptsLeft}
          error={fieldError(errors.otp)}
          {...register('otp')}
        />
        <PasswordInput
          label={t('password.newPassword')}
          autoComplete="new-password"
          error={fieldError(errors.newPassword)}
          {...register('newPassword')}
        />
        <PasswordInput
          label={t('password.confirmPassword')}
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <Group justify="space-between" gap="sm">
          <ResendButton
            availableAt={state.resendAvailableAt}
            onResend={() => void onResend()}
            loading={resend.isPending}
          />
          <Button type="submit" loading={confirm.isPending}>
            {t('password.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The 'change password' modal body (current password → code → new password; resend). */
export function ChangePasswordModal({ email, onDone }: { email: string; onDone: () => void }) {
  const [started, setStarted] = useState<CodeState | null>(null);
  return started ? (
    <ConfirmStep email={email} started={started} onDone={onDone} />
  ) : (
    <CurrentStep onStarted={setStarted} />
  );
}
