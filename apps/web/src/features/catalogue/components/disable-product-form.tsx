import { Button, Group, Stack, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { M, productDisableBodySchema, requiredGround, type StaffDecisionGround } from '@plaudit/contract';
import { GroundPicker } from '@/components/ground-picker';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useStaffDisableProduct } from '../api/staff-product';

// The ground is required: the team's statement of reasons names the published rule the disable rests on.
const formSchema = productDisableBodySchema
  .extend({ ground: requiredGround.nullable() })
  .refine((v) => v.ground != null, { path: ['ground'], message: M.decision.error.ground });
type FormValues = { reason: string; ground: StaffDecisionGround | null };

/** The staff's "disable product": the reason and rule are mailed to the brand's owners and admins and audited. */
export function DisableProductForm({
  productId,
  onDone,
  onCancel,
}: {
  productId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const disable = useStaffDisableProduct();
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
      await disable.mutateAsync({ productId, reason, ground });
      notifySuccess(t('product.staff.disabled'));
      onDone();
    } catch (error) {
      showFormError(error, ['reason', 'ground'] as const, (field, message) => setError(field, { message }));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('product.staff.disableTitle')}>
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
          label={t('product.staff.reason')}
          description={t('product.staff.reasonHelp')}
          required
          autosize
          minRows={3}
          {...register('reason')}
          error={fieldError(errors.reason)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('product.staff.cancel')}
          </Button>
          <Button type="submit" color="red" loading={isSubmitting}>
            {t('product.staff.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
