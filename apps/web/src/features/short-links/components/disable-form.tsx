import { Button, Group, Stack, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { M, requiredGround, shortLinkDisableBodySchema, type StaffDecisionGround } from '@plaudit/contract';
import { GroundPicker } from '@/components/ground-picker';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useStaffDisable } from '../api/short-link-mutations';

// On this screen the ground is required: the team's statement of reasons names the published rule it rests on.
const formSchema = shortLinkDisableBodySchema
  .extend({ ground: requiredGround.nullable() })
  .refine((v) => v.ground != null, { path: ['ground'], message: M.decision.error.ground });
type FormValues = { reason: string; ground: StaffDecisionGround | null };

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
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { reason: '', ground: null } });
  const submit = handleSubmit(async ({ reason, ground }) => {
    // The schema already asks for a ground; this only narrows its type.
    if (!ground) return;
    try {
      await disable.mutateAsync({ linkId, reason, ground });
      notifySuccess(t('admin.disabled'));
      onDone();
    } catch (error) {
      showFormError(error, ['reason', 'ground'] as const, (field, message) => setError(field, { message }));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.disableTitle')}>
      <Stack gap="md">
        <Controller
          control={control}
          name="ground"
          render={({ field }) => (
            <GroundPicker
              value={field.value}
              onChange={(ground) => {
                field.onChange(ground);
                field.onBlur();
              }}
              error={fieldError(errors.ground)}
            />
          )}
        />
        <Textarea
          label={t('admin.reason')}
          description={t('admin.reasonHelp')}
          required
          autosize
          minRows={3}
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
