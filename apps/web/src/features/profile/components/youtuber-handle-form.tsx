import { Button, Group, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { youtuberHandleBodySchema, type User } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { fieldError } from '@/lib/field-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateYoutuberHandle } from '../api/update-youtuber-handle';
import { SettingsCard } from './settings-card';

/** An approved YouTuber's public page address (`/youtubers/{handle}`), with the address it makes shown as you type. */
export function YoutuberHandleForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const current = user.youtuber?.handle ?? '';
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<{ handle: string }>({
    resolver: zodResolver(youtuberHandleBodySchema),
    mode: 'onTouched',
    values: { handle: current },
    resetOptions: { keepDirtyValues: true },
  });
  const mutation = useUpdateYoutuberHandle(user, {
    onSuccess: (saved) => {
      reset({ handle: saved.youtuber?.handle ?? '' });
      notifySuccess(t('youtuberHandle.saved'));
    },
    onError: (error) => {
      if (isApiError(error) && error.first.meta?.field === 'handle')
        setError('handle', { message: error.first.message });
      else notifyError(error);
      return true;
    },
  });
  const typed = watch('handle').trim();
  const preview = `${window.location.origin}${paths.youtuber.href(typed || current)}`;
  return (
    <SettingsCard title={t('youtuberHandle.title')} description={t('youtuberHandle.description')}>
      <form onSubmit={handleSubmit((values) => mutation.mutate(values.handle.trim()))} noValidate>
        <TextInput
          label={t('youtuberHandle.label')}
          leftSection="/"
          autoComplete="off"
          spellCheck={false}
          error={fieldError(errors.handle)}
          description={t('youtuberHandle.preview', { url: preview })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { overflowWrap: 'anywhere', marginTop: 6 } }}
          {...register('handle')}
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" disabled={!isDirty} loading={mutation.isPending}>
            {t('youtuberHandle.save')}
          </Button>
        </Group>
      </form>
    </SettingsCard>
  );
}
