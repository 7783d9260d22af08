import { Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { teamSettingsUpdateSchema, type TeamSettings } from '@plaudit/contract';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useUpdateTeamSettings } from '../api/update-team-settings';
import { SettingsFormCard } from './settings-form-card';

const brandFormSchema = teamSettingsUpdateSchema.pick({ brandName: true, website: true, description: true });
type BrandValues = { brandName: string; website: string; description: string };
type BrandOutput = { brandName: string; website: string | null; description: string | null };
type Field = keyof BrandValues;

/** Brand name, website, description (at least 10 characters). Without editSettings the fields are read-only and no save button shows. */
export function BrandSettingsForm({ settings }: { settings: TeamSettings }) {
  const { t } = useTranslation('teams');
  const canEdit = settings.permissions.editSettings;
  const save = useUpdateTeamSettings(settings.id);
  const defaults = { brandName: settings.brandName, website: settings.website ?? '', description: settings.description ?? '' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<BrandValues, unknown, BrandOutput>({ resolver: zodResolver(brandFormSchema) as never, mode: 'onTouched', defaultValues: defaults });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...values, settings: undefined });
      reset({ brandName: saved.brandName, website: saved.website ?? '', description: saved.description ?? '' });
      notifySuccess(t('settings.saved'));
    } catch (error) {
      showFormError(error, Object.keys(defaults) as Field[], (field, message) => setError(field, { message }));
    }
  });

  const err = (field: Field) => fieldError(errors[field]);
  return (
    <SettingsFormCard
      id="brand-title"
      title={t('settings.brandTitle')}
      onSubmit={onSubmit}
      canEdit={canEdit}
      saveLabel={t('settings.save')}
      isDirty={isDirty}
      isSubmitting={isSubmitting}
    >
      <TextInput label={t('settings.brandName')} readOnly={!canEdit} error={err('brandName')} {...register('brandName')} />
      <TextInput label={t('settings.website')} type="url" placeholder="https://" readOnly={!canEdit} error={err('website')} {...register('website')} />
      <Textarea
        label={t('settings.descriptionField')}
        description={t('settings.descriptionHint')}
        autosize
        minRows={3}
        maxRows={8}
        readOnly={!canEdit}
        error={err('description')}
        {...register('description')}
      />
    </SettingsFormCard>
  );
}
