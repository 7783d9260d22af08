import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FEATURING_SLOTS_MAX,
  FEATURING_SLOTS_MIN,
  ROUTES,
  featuringBodySchema,
  type Featuring,
  type FeaturingBody,
} from '@plaudit/contract';
import { call } from '@/lib/call';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useSaveFeaturing } from '../api/featuring-admin';

const FIELDS = ['categoryId', 'slots', 'reservePrice', 'startsOn', 'endsOn', 'active'] as const;
const today = () => new Date().toISOString().slice(0, 10);

/** The "add and edit category featuring" modal's form: the category, its slots, the reserve and the dates. */
export function FeaturingForm({ featuring, onDone }: { featuring?: Featuring; onDone: () => void }) {
  const { t } = useTranslation('featuringAdmin');
  const save = useSaveFeaturing(featuring?.id ?? null);
  const categories = useQuery({
    queryKey: ['categories', 'list'],
    queryFn: ({ signal }) => call(ROUTES.categories.list, undefined, { signal }),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FeaturingBody>({
    resolver: zodResolver(featuringBodySchema) as never,
    defaultValues: {
      categoryId: featuring?.category.id ?? '',
      slots: featuring?.slots ?? 1,
      reservePrice: featuring?.reservePrice ?? 10,
      startsOn: featuring?.startsOn ?? today(),
      endsOn: featuring?.endsOn ?? null,
      active: featuring?.active ?? true,
    },
  });

  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ ...body, endsOn: body.endsOn || null });
      notifySuccess(featuring ? t('form.saved') : t('form.created'));
      onDone();
    } catch (error) {
      showFormError(error, FIELDS, (field, message) => setError(field, { message }));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="md">
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <Select
              label={t('form.category')}
              placeholder={t('form.categoryPlaceholder')}
              required
              searchable
              data-autofocus
              data={(categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldError(errors.categoryId)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Controller
            control={control}
            name="slots"
            render={({ field }) => (
              <NumberInput
                label={t('form.slots')}
                description={t('form.slotsHelp')}
                required
                min={FEATURING_SLOTS_MIN}
                max={FEATURING_SLOTS_MAX}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
                error={fieldError(errors.slots)}
              />
            )}
          />
          <Controller
            control={control}
            name="reservePrice"
            render={({ field }) => (
              <NumberInput
                label={t('form.reservePrice')}
                description={t('form.reserveHelp')}
                required
                min={1}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
                error={fieldError(errors.reservePrice)}
              />
            )}
          />
          <TextInput
            type="date"
            label={t('form.startsOn')}
            required
            {...register('startsOn')}
            error={fieldError(errors.startsOn)}
          />
          <TextInput
            type="date"
            label={t('form.endsOn')}
            description={t('form.endsOnHelp')}
            {...register('endsOn', { setValueAs: (value: string) => value || null })}
            error={fieldError(errors.endsOn)}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              label={t('form.active')}
              description={t('form.activeHelp')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {featuring ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
