import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordFormSchema } from '@plaudit/contract';
import { AuthCard } from '@/components/auth-card';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { notifySuccess } from '@/lib/notify';
import { useResetPassword } from '../api/reset-password';
import { fieldError } from '@/lib/field-error';

type ResetValues = { token: string; newPassword: string; confirmPassword: string };

/** /auth/reset-password?token=…: a new password; success signs out everywhere and leads to the login page. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const mutation = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ newPassword }) => {
    await mutation.mutateAsync({ token, newPassword });
    notifySuccess(t('reset.success'));
    navigate(paths.login.href(), { replace: true });
  });

  return (
    <AuthCard title={t('reset.title')} description={t('reset.description')}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
        <Stack gap="md">
          {!token && (
            <Alert color="red" role="alert">
              {t('reset.missingToken')}
            </Alert>
          )}
          {mutation.error && (
            <Alert color="red" role="alert">
              {errorText(mutation.error)}
            </Alert>
          )}
          <PasswordInput
            label={t('fields.newPassword')}
            autoComplete="new-password"
            error={fieldError(errors.newPassword)}
            {...register('newPassword')}
          />
          <PasswordInput
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            error={fieldError(errors.confirmPassword)}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={!token}>
            {t('reset.submit')}
          </Button>
          <Anchor component={Link} to={paths.forgotPassword.href()} ta="center" fz="sm">
            {t('reset.requestNew')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
