import { useState } from 'react';
import { Alert, Anchor, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { codeStateSchema, verifyEmailBodySchema, type CodeState } from '@plaudit/contract';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useCountdown } from '@/lib/use-countdown';
import { fieldError } from '@/lib/field-error';

type CodeValues = { token: string };

/** Spec §2: Verify is disabled until the code form is valid and changed. */
export function verifyDisabled(s: { isValid: boolean; isDirty: boolean; isSubmitting: boolean }): boolean {
  return !s.isValid || !s.isDirty || s.isSubmitting;
}

/**
 * EMAIL_VERIFICATION: the 6-character code, with what is left — tries, when the code expires, when a new one may
 * be asked for — from the API's code state (sign-up answer, verify-email-status, or a wrong code's meta).
 */
export function VerifyEmailForm({
  email,
  codeState,
  onVerify,
  onResend,
  onBack,
  mailboxHref,
}: {
  email: string;
  codeState: CodeState | null;
  onVerify: (token: string) => Promise<void>;
  onResend: () => Promise<CodeState>;
  onBack: () => void;
  mailboxHref?: string | null;
}) {
  const { t, i18n } = useTranslation('auth');
  // What this form learnt itself (a resend, a wrong code's meta) wins over the prop; until then the prop shows, and a
  // newer prop (the status query arriving) shows without remounting, so a code typed meanwhile is kept.
  const [state, setState] = useState<CodeState | null>(null);
  const [resending, setResending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const current = state ?? codeState;
  const resendIn = useCountdown(current?.resendAvailableAt);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isDirty, isSubmitting },
  } = useForm<CodeValues>({
    resolver: zodResolver(verifyEmailBodySchema),
    mode: 'onChange',
    defaultValues: { token: '' },
  });

  const submit = handleSubmit(async ({ token }) => {
    setFormError(null);
    try {
      await onVerify(token.trim());
    } catch (error) {
      if (isApiError(error)) {
        const meta = codeStateSchema.safeParse(error.first.meta);
        if (meta.success) setState(meta.data);
        if (error.type === 'validation' || error.first.meta?.field === 'token') {
          setError('token', { message: error.first.message });
          return;
        }
        if (error.type === 'throttle') return;
      }
      setFormError(errorText(error));
    }
  });

  const resend = async () => {
    setResending(true);
    setFormError(null);
    try {
      setState(await onResend());
    } catch (error) {
      if (isApiError(error)) {
        const meta = codeStateSchema.safeParse(error.first.meta);
        if (meta.success) setState(meta.data);
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="brand" variant="light" icon={<IconMailCheck size={18} />}>
          {t('verify.sentTo', { email })}
        </Alert>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('verify.code')}
          autoComplete="one-time-code"
          maxLength={6}
          styles={{ input: { letterSpacing: '0.4em', fontFamily: 'monospace', fontSize: 20, textAlign: 'center' } }}
          error={fieldError(errors.token)}
          {...register('token')}
        />
        {current && (
          <List
            size="sm"
            c="dimmed"
            icon={<IconInfoCircle size={16} />}
            spacing={4}
            aria-label={t('verify.stateLabel')}
          >
            <List.Item>{t('verify.attemptsLeft', { count: current.attemptsLeft })}</List.Item>
            <List.Item>{t('verify.expiresAt', { date: formatDateTime(current.expiresAt, i18n.language) })}</List.Item>
            <List.Item>{resendIn > 0 ? t('verify.resendIn', { seconds: resendIn }) : t('verify.resendNow')}</List.Item>
          </List>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={verifyDisabled({ isValid, isDirty, isSubmitting })}
          loading={isSubmitting}
        >
          {t('verify.submit')}
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            {t('verify.back')}
          </Button>
          <Button variant="light" onClick={resend} loading={resending} disabled={resendIn > 0}>
            {resendIn > 0 ? t('verify.resendCountdown', { seconds: resendIn }) : t('verify.resend')}
          </Button>
        </Group>
        {mailboxHref && (
          <Text fz="sm" ta="center">
            {t('verify.mailboxPrompt')}{' '}
            <Anchor href={mailboxHref} target="_blank" rel="noreferrer">
              {t('verify.mailboxLink')} <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} />
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
