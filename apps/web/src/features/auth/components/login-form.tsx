import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { banInfoSchema, signInBodySchema, type BanInfo, type SignInResponse } from '@plaudit/contract';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { currentLanguage } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { ThrottleAlert } from '@/components/throttle-alert';
import { signIn } from '../api/sign-in';
import { BanInfoAlert } from './ban-info-alert';
import { fieldError } from '@/lib/field-error';

const loginFormSchema = signInBodySchema.pick({ email: true, password: true });
type LoginValues = { email: string; password: string };

/** Email + password (the "Login"); says why a sign-in failed: ban info, throttle countdown or the message. */
export function LoginForm({ onSignedIn }: { onSignedIn: (res: SignInResponse) => void }) {
  const { t } = useTranslation('auth');
  const [ban, setBan] = useState<BanInfo | null>(null);
  const [throttle, setThrottle] = useState<{ seconds: number; at: number } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBan(null);
    setThrottle(null);
    setFormError(null);
    try {
      const res = await signIn({ ...values, language: currentLanguage() });
      onSignedIn(res);
    } catch (error) {
      if (isApiError(error)) {
        if (error.type === 'banned') {
          const parsed = banInfoSchema.safeParse(error.first.meta);
          setBan(parsed.success ? parsed.data : { reason: '', until: null });
          return;
        }
        if (error.type === 'throttle') {
          setThrottle({ seconds: Number(error.first.meta?.remainingSeconds ?? 1), at: Date.now() });
          return;
        }
        const field = error.first.meta?.field;
        if (error.type === 'validation' && (field === 'email' || field === 'password')) {
          setError(field, { message: error.first.message });
          return;
        }
      }
      setFormError(errorText(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {ban && <BanInfoAlert ban={ban} />}
        {throttle && <ThrottleAlert seconds={throttle.seconds} startedAt={throttle.at} />}
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgotPassword.href()} fz="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={isSubmitting} fullWidth size="md">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
