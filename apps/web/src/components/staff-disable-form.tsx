import { Button, Group, Stack, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { M, requiredGround, type StaffDecisionGround } from '@plaudit/contract';
import { GroundPicker } from '@/components/ground-picker';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';

// Staff turning something of a team's off (a short link, a product): the published ground, which the screen requires
// because the team's statement of reasons names it, and the reason, which is mailed to the team and audited. Each
// area gives its own reason rule (its length), its texts and the call.

export interface StaffDisableTexts {
  title: string;
  reason: string;
  reasonHelp: string;
  cancel: string;
  confirm: string;
  done: string;
}

interface Props {
  /** The area's rule for the reason, from its request schema in the contract. */
  reasonSchema: z.ZodType<string, string>;
  texts: StaffDisableTexts;
  disable: (body: { reason: string; ground: StaffDecisionGround }) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

type FormValues = { reason: string; ground: StaffDecisionGround | null };

export function StaffDisableForm({ reasonSchema, texts, disable, onDone, onCancel }: Props) {
  const formSchema = z
    .object({ reason: reasonSchema, ground: requiredGround.nullable() })
    .refine((v) => v.ground != null, { path: ['ground'], message: M.decision.error.ground });
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
      await disable({ reason, ground });
      notifySuccess(texts.done);
      onDone();
    } catch (error) {
      showFormError(error, ['reason', 'ground'] as const, (field, message) => setError(field, { message }));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={texts.title}>
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
          label={texts.reason}
          description={texts.reasonHelp}
          required
          autosize
          minRows={3}
          {...register('reason')}
          error={fieldError(errors.reason)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button type="submit" color="red" loading={isSubmitting}>
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
