import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { brandRequestBodySchema, type BrandRequestBody, type BrandRequestForm as Values } from '@plaudit/contract';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRequestBrand } from '../api/request-brand';
import { fieldError } from '@/lib/field-error';

/** 'not here? click here': tells the admins a brand is missing from the list (shown in the modal stack). */
export function BrandRequestForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('creators');
  const request = useRequestBrand();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isDirty, isSubmitting },
  } = useForm<Values, unknown, BrandRequestBody>({
    resolver: zodResolver(brandRequestBodySchema),
    mode: 'onChange',
    defaultValues: { brandName: '', website: '', message: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      notifySuccess(t('brandRequest.sent'));
      onDone();
    } catch (error) {
      notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('creator.brandName')}
          data-autofocus
          error={fieldError(errors.brandName)}
          {...register('brandName')}
        />
        <TextInput
          label={t('brandRequest.website')}
          type="url"
          placeholder="https://"
          error={fieldError(errors.website)}
          {...register('website')}
        />
        <Textarea
          label={t('brandRequest.message')}
          rows={3}
          error={fieldError(errors.message)}
          {...register('message')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('brandRequest.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isValid || !isDirty || isSubmitting}>
            {t('brandRequest.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
