import { Alert, Textarea, TextInput } from '@mantine/core';
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
  const defaults = {
    brandName: settings.brandName,
    website: settings.website ?? '',
    description: settings.description ?? '',
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<BrandValues, unknown, BrandOutput>({
    resolver: zodResolver(brandFormSchema) as never,
    mode: 'onTouched',
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...values, settings: undefined });
      reset({ brandName: saved.brandName, website: saved.website ?? '', description: saved.description ?? '' });
      const sentForReview = saved.brandName !== values.brandName && saved.brandNameChange?.status === 'PENDING';
      notifySuccess(t(sentForReview ? 'settings.renameSent' : 'settings.saved'));
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
      <BrandNameChangeNotice settings={settings} />
      <TextInput
        label={t('settings.brandName')}
        description={
          canEdit && settings.verification.status === 'APPROVED' ? t('settings.brandNameReviewHint') : undefined
        }
        readOnly={!canEdit}
        error={err('brandName')}
        {...register('brandName')}
      />
      <TextInput
        label={t('settings.website')}
        type="url"
        placeholder="https://"
        readOnly={!canEdit}
        error={err('website')}
        {...register('website')}
      />
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

/** A verified brand's new name waits for a moderator: what became of the newest one the team asked for. */
export function BrandNameChangeNotice({ settings }: { settings: Pick<TeamSettings, 'brandName' | 'brandNameChange'> }) {
  const { t } = useTranslation('teams');
  const change = settings.brandNameChange;
  if (!change) return null;
  const values = { name: change.brandName, current: settings.brandName, message: change.message ?? '' };
  const [color, text] =
    change.status === 'REJECTED'
      ? ['red', t('settings.renameRejected', values)]
      : change.status === 'NEEDS_MORE_INFO'
        ? ['orange', t('settings.renameNeedsInfo', values)]
        : ['blue', t('settings.renamePending', values)];
  return (
    <Alert color={color} variant="light" title={t('settings.renameTitle')} role="status">
      {text}
    </Alert>
  );
}
