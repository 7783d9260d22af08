import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgotPasswordBodySchema } from '@plaudit/contract';
import { AuthCard } from '@/components/auth-card';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useForgotPassword } from '../api/forgot-password';
import { fieldError } from '@/lib/field-error';

/** /auth/forgot-password: always the same neutral confirmation, whether the account exists or not. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const mutation = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await mutation.mutateAsync(email);
      setSent(true);
      notifySuccess(t('forgot.toast'));
    } catch (error) {
      notifyError(error);
    }
  });

  return (
    <AuthCard title={t('forgot.title')} description={t('forgot.description')}>
      {sent ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconMailForward size={18} />} role="status">
            {t('forgot.sent')}
          </Alert>
          <Anchor component={Link} to={paths.login.href()} ta="center">
            {t('forgot.backToLogin')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              error={fieldError(errors.email)}
              {...register('email')}
            />
            <Button type="submit" size="md" fullWidth loading={isSubmitting}>
              {t('forgot.submit')}
            </Button>
            <Anchor component={Link} to={paths.login.href()} ta="center" fz="sm">
              {t('forgot.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
