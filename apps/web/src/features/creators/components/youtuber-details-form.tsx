import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { youtuberSignUpBodySchema, type YoutuberSignUpBody } from '@plaudit/contract';
import { showFormError } from '@/lib/notify';
import { fieldError } from '@/lib/field-error';

/** Spec §2: submit is disabled when the form is invalid or unchanged. */
export function youtuberSubmitDisabled(s: { isValid: boolean; isDirty: boolean; isSubmitting: boolean }): boolean {
  return !s.isValid || !s.isDirty || s.isSubmitting;
}

/** YOUTUBER_DETAILS: the page name and the channel URL (a youtube.com channel). */
export function YoutuberDetailsForm({
  defaults,
  resubmit = false,
  onSubmit,
}: {
  defaults?: Partial<YoutuberSignUpBody>;
  resubmit?: boolean;
  onSubmit: (values: YoutuberSignUpBody) => Promise<void>;
}) {
  const { t } = useTranslation('creators');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isDirty, isSubmitting },
  } = useForm<YoutuberSignUpBody>({
    resolver: zodResolver(youtuberSignUpBodySchema),
    mode: 'onChange',
    defaultValues: { pageName: '', youtubeUrl: '', ...defaults },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFormError(error, ['pageName', 'youtubeUrl'] as const, (field, message) => setError(field, { message }));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('youtuber.pageName')} error={fieldError(errors.pageName)} {...register('pageName')} />
        <TextInput
          label={t('youtuber.youtubeUrl')}
          type="url"
          placeholder="https://www.youtube.com/@yourchannel"
          description={t('youtuber.youtubeUrlHint')}
          error={fieldError(errors.youtubeUrl)}
          {...register('youtubeUrl')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={isSubmitting}
          disabled={youtuberSubmitDisabled({ isValid, isDirty, isSubmitting })}
        >
          {resubmit ? t('resubmit') : t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
