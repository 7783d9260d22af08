import { TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { teamBillingUpdateSchema, type TeamBilling, type TeamSettings } from '@plaudit/contract';
import { LoadError } from '@/components/data-states';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useTeamBilling, useUpdateTeamBilling } from '../api/team-billing';
import { SettingsFormCard } from './settings-form-card';

type Values = { legalName: string; address: string; country: string; vatNumber: string };
const FIELDS = ['legalName', 'address', 'country', 'vatNumber'] as const;
const valuesOf = (billing: TeamBilling): Values => ({
  legalName: billing.legalName ?? '',
  address: billing.address ?? '',
  country: billing.country ?? '',
  vatNumber: billing.vatNumber ?? '',
});

/** The team's billing details (legal name, address, country, optional VAT number): what receipts are made out to. */
export function BillingDetailsForm({ settings }: { settings: TeamSettings }) {
  const { t } = useTranslation('teams');
  const billing = useTeamBilling(settings.id);
  if (billing.isError) {
    return <LoadError title={t('billing.loadError')} error={billing.error} onRetry={() => void billing.refetch()} />;
  }
  if (!billing.data) return null;
  return <BillingForm key={JSON.stringify(billing.data)} settings={settings} billing={billing.data} />;
}

function BillingForm({ settings, billing }: { settings: TeamSettings; billing: TeamBilling }) {
  const { t } = useTranslation('teams');
  const update = useUpdateTeamBilling(settings.id);
  const canEdit = settings.permissions.editSettings;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(teamBillingUpdateSchema) as never, defaultValues: valuesOf(billing) });
  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notifySuccess(t('billing.saved'));
    } catch (error) {
      showFormError(error, FIELDS, (field, message) => setError(field, { message }));
    }
  });
  return (
    <SettingsFormCard
      id="billing-details-title"
      title={t('billing.title')}
      text={t('billing.text')}
      onSubmit={(event) => void submit(event)}
      canEdit={canEdit}
      saveLabel={t('billing.save')}
      isDirty={isDirty}
      isSubmitting={isSubmitting}
    >
      <TextInput
        label={t('billing.legalName')}
        readOnly={!canEdit}
        {...register('legalName')}
        error={fieldError(errors.legalName)}
      />
      <Textarea
        label={t('billing.address')}
        autosize
        minRows={2}
        readOnly={!canEdit}
        {...register('address')}
        error={fieldError(errors.address)}
      />
      <TextInput
        label={t('billing.country')}
        description={t('billing.countryHelp')}
        maxLength={2}
        readOnly={!canEdit}
        {...register('country')}
        error={fieldError(errors.country)}
      />
      <TextInput
        label={t('billing.vatNumber')}
        description={t('billing.vatNumberHelp')}
        readOnly={!canEdit}
        {...register('vatNumber')}
        error={fieldError(errors.vatNumber)}
      />
    </SettingsFormCard>
  );
}
