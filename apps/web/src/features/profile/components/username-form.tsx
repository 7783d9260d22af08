import { Button, Group, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { M, updateUsernameBodySchema, type User } from '@plaudit/contract';
import { isApiError } from '@/lib/api-error';
import { fieldError } from '@/lib/field-error';
import { withFallback } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateUsername } from '../api/update-username';
import { SettingsCard } from './settings-card';

/** Username (3–20 letters, digits, underscores), saved optimistically; a taken one shows on the field too. */
export function UsernameForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<{ username: string }>({
    resolver: zodResolver(updateUsernameBodySchema),
    mode: 'onTouched',
    values: { username: user.username },
    resetOptions: { keepDirtyValues: true },
  });
  const mutation = useUpdateUsername({
    onSuccess: (saved) => {
      reset({ username: saved.username });
      notifySuccess(t('username.saved'));
    },
    onError: (error) => {
      if (isApiError(error) && error.first.meta?.field === 'username')
        setError('username', { message: error.first.message });
      // Spec §8: a failure with no reason of its own reads 'username not updated'.
      else notifyError(withFallback(error, M.profile.error.username_not_updated));
      return true;
    },
  });
  const onSubmit = handleSubmit((values) => mutation.mutate(values.username));
  return (
    <SettingsCard title={t('username.title')}>
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label={t('username.label')}
          description={t('username.description')}
          autoComplete="username"
          leftSection="@"
          error={fieldError(errors.username)}
          {...register('username')}
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" disabled={!isDirty} loading={mutation.isPending}>
            {t('username.save')}
          </Button>
        </Group>
      </form>
    </SettingsCard>
  );
}
