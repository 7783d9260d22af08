import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { Alert, Button, Checkbox, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  M,
  PUNISHMENT_COMMENT_MAX,
  PUNISHMENT_TYPES_BY_ROLE,
  punishmentCreateBodySchema,
  type GlobalRole,
  type Punishment,
  type PunishmentType,
} from '@plaudit/contract';
import { GroundPicker } from '@/components/ground-picker';
import { useModalStack } from '@/components/modal-stack';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useCreatePunishment } from '../api/create-punishment';
import { useUpdatePunishment } from '../api/update-punishment';

// The 'addPunishment' modal body, also used to edit one from the history: type (a moderator gets only
// WARNING and MUTE), the published ground (a new punishment's statement of reasons; it is not edited later),
// reason, until with a date-time picker or 'no end', comment.

const formSchema = z
  .object({
    type: punishmentCreateBodySchema.shape.type,
    ground: punishmentCreateBodySchema.shape.ground.nullable(),
    reason: punishmentCreateBodySchema.shape.reason,
    comment: z.string().trim().max(PUNISHMENT_COMMENT_MAX, M.punishments.validation.comment_max),
    noEnd: z.boolean(),
    /** The picker's local 'YYYY-MM-DD HH:mm:ss', or null. */
    until: z.string().nullable(),
    editing: z.boolean(),
  })
  .refine((v) => v.editing || v.ground !== null, { path: ['ground'], message: M.decision.error.ground })
  .refine((v) => v.noEnd || Boolean(v.until), { path: ['until'], message: M.punishments.validation.until });
type FormValues = z.infer<typeof formSchema>;

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface Props {
  actorRole: GlobalRole;
  target: { id: string; name: string };
  /** Editing this punishment; absent: a new one. */
  existing?: Punishment;
  /** A new punishment's preselected type (the moderation queue's Warn and Mute), when the actor may give it. */
  initialType?: PunishmentType;
  /** After a save, for a screen that shows the person's punishments from its own query (the moderation queue). */
  onSaved?: () => void;
}

export function PunishmentForm({ actorRole, target, existing, initialType, onSaved }: Props) {
  const { t, i18n } = useTranslation('adminUsers');
  const stack = useModalStack();
  const create = useCreatePunishment();
  const update = useUpdatePunishment();
  const types = PUNISHMENT_TYPES_BY_ROLE[actorRole];
  const {
    control,
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: {
      type: existing?.type ?? (initialType && types.includes(initialType) ? initialType : (types[0] as PunishmentType)),
      ground: null,
      reason: existing?.reason ?? '',
      comment: existing?.comment ?? '',
      noEnd: existing ? existing.until === null : false,
      until: existing?.until ? dayjs(existing.until).format(PICKER_FORMAT) : null,
      editing: Boolean(existing),
    },
  });
  const noEnd = watch('noEnd');
  const typeLabel = (type: PunishmentType) => t(`types.${type}`);

  const onSubmit = handleSubmit(async (values) => {
    const until = values.noEnd || !values.until ? null : dayjs(values.until).toISOString();
    if (until && Date.parse(until) <= Date.now()) {
      setError('until', { message: M.punishments.error.until_past });
      return;
    }
    if (!existing && values.type === 'BAN') {
      const yes = await stack.confirm({
        title: t('punishments.confirmBanTitle', { name: target.name }),
        message: until
          ? t('punishments.confirmBanUntil', { name: target.name, date: formatDateTime(until, i18n.language) })
          : t('punishments.confirmBanNoEnd', { name: target.name }),
        confirmLabel: t('punishments.confirmBanAction'),
        danger: true,
      });
      if (!yes) return;
    }
    try {
      if (existing) {
        await update.mutateAsync({
          id: existing.id,
          body: { reason: values.reason, comment: values.comment || null, until },
        });
        notifySuccess(t('punishments.savedToast', { type: typeLabel(existing.type) }));
      } else {
        // The schema already asks for a ground on a new punishment; this only narrows its type.
        if (!values.ground) return;
        await create.mutateAsync({
          userId: target.id,
          type: values.type,
          reason: values.reason,
          comment: values.comment || null,
          until,
          ground: values.ground,
        });
        notifySuccess(t('punishments.createdToast', { type: typeLabel(values.type), name: target.name }));
      }
      onSaved?.();
      stack.back();
    } catch (error) {
      showFormError(error, ['until', 'reason', 'ground'] as const, (field, message) => setError(field, { message }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          {t('punishments.for', { name: target.name })}
        </Text>
        {!existing && (
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="punishment-type-label">
              {t('punishments.type')}
            </Text>
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <SegmentedControl
                  aria-labelledby="punishment-type-label"
                  fullWidth
                  value={field.value}
                  onChange={(value) => field.onChange(value as PunishmentType)}
                  data={types.map((type) => ({ value: type, label: typeLabel(type) }))}
                />
              )}
            />
            {actorRole !== 'ADMIN' && (
              <Text fz="xs" c="dimmed">
                {t('punishments.typeHintMod')}
              </Text>
            )}
          </Stack>
        )}
        {!existing && (
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
                size="md"
              />
            )}
          />
        )}
        <Textarea
          label={t('punishments.reason')}
          description={t('punishments.reasonHint')}
          autosize
          minRows={2}
          size="md"
          required
          error={fieldError(errors.reason)}
          {...register('reason')}
        />
        <Stack gap="xs">
          <DatesProvider settings={{ locale: i18n.language.startsWith('de') ? 'de' : 'en' }}>
            <Controller
              control={control}
              name="until"
              render={({ field }) => (
                <DateTimePicker
                  label={t('punishments.until')}
                  placeholder={t('punishments.untilPlaceholder')}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  // Touched when the picker closes, not when focus moves into it: no error while someone is picking.
                  onDropdownClose={field.onBlur}
                  disabled={noEnd}
                  minDate={new Date()}
                  clearable
                  valueFormat={i18n.language.startsWith('de') ? 'DD.MM.YYYY HH:mm' : 'MMM D, YYYY h:mm A'}
                  error={fieldError(errors.until)}
                  // Calendar, time and confirm button are ~435 px tall: in a centred modal on a short screen neither
                  // side
                  // of the field has room, so the dropdown slides up over the field instead of running off-screen.
                  popoverProps={{
                    withinPortal: true,
                    zIndex: 400,
                    middlewares: { flip: true, shift: { crossAxis: true, padding: 8 } },
                  }}
                  size="md"
                />
              )}
            />
          </DatesProvider>
          <Checkbox label={t('punishments.noEndLabel')} {...register('noEnd')} />
        </Stack>
        <Textarea
          label={t('punishments.comment_label')}
          description={t('punishments.commentHint')}
          autosize
          minRows={2}
          size="md"
          error={fieldError(errors.comment)}
          {...register('comment')}
        />
        {(create.isError || update.isError) && !isSubmitting && (
          <Alert color="red" role="alert">
            {errorText(create.error ?? update.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => stack.back()}>
            {t('punishments.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} color={!existing && watch('type') === 'BAN' ? 'red' : undefined}>
            {existing ? t('punishments.save') : t('punishments.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
