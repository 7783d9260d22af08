import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { shortLinkDisableBodySchema } from '@plaudit/contract';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useStaffDisable } from '../api/short-link-mutations';

/** The staff's "disable with reason": the reason is mailed to the team's owners and kept in the audit log. */
export function DisableForm({
  linkId,
  onDone,
  onCancel,
}: {
  linkId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('shortLinks');
  const disable = useStaffDisable();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ resolver: zodResolver(shortLinkDisableBodySchema), defaultValues: { reason: '' } });
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await disable.mutateAsync({ linkId, reason });
      notifySuccess(t('admin.disabled'));
      onDone();
    } catch (error) {
      showFormError(error, ['reason'] as const, (field, message) => setError(field, { message }));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.disableTitle')}>
      <Stack gap="md">
        <Textarea
          label={t('admin.reason')}
          description={t('admin.reasonHelp')}
          required
          autosize
          minRows={3}
          data-autofocus
          {...register('reason')}
          error={fieldError(errors.reason)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" color="red" loading={isSubmitting}>
            {t('admin.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
