import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { useMemo } from 'react';
import {
  Alert,
  Button,
  Group,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { DatesProvider } from '@mantine/dates';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  M,
  methodFits,
  TROPHY_CONTENT_TYPES,
  TROPHY_EDITABLE,
  TROPHY_METHODS,
  trophyBodySchema,
  type TrophyBody,
  type TrophyBodyParsed,
  type TrophyDetail,
} from '@plaudit/contract';
import { ModalDateInput } from '@/components/modal-date-input';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { fieldError } from '@/lib/field-error';
import { messageText } from '@/lib/i18n';
import { showFormError } from '@/lib/notify';
import { useCatalogueCategories } from '../api/catalogue-categories';
import { useTrophyCategories } from '../api/categories';
import { useCreateTrophy } from '../api/create';
import { useUpdateTrophy } from '../api/update';

const FIELDS = [
  'name',
  'description',
  'categoryId',
  'contentType',
  'method',
  'periodFrom',
  'periodTo',
  'catalogueCategoryId',
] as const;

export interface TrophyFormProps {
  /** The trophy being edited; absent for a new one. */
  trophy?: TrophyDetail;
  /** The team that runs a new trophy (a creator's selected organisation); null for the platform. */
  teamId?: string | null;
  onSaved?: (id: string) => void;
  onCancel?: () => void;
  /** The caller may not edit it (`permissions.edit` false): shown, not changeable. */
  readOnly?: boolean;
}

function defaults(trophy: TrophyDetail | undefined, teamId: string | null): TrophyBody {
  if (!trophy) {
    return {
      name: '',
      description: '',
      categoryId: '',
      contentType: 'PRODUCT',
      method: 'JURY',
      periodFrom: '',
      periodTo: '',
      catalogueCategoryId: null,
      teamId,
    };
  }
  return {
    name: trophy.name,
    description: trophy.description,
    categoryId: trophy.category.id,
    contentType: trophy.contentType,
    method: trophy.method,
    periodFrom: trophy.periodFrom.slice(0, 10),
    periodTo: trophy.periodTo.slice(0, 10),
    catalogueCategoryId: trophy.catalogueCategory?.id ?? null,
    teamId: trophy.organiser.team?.id ?? null,
  };
}

/** The "new trophy" and "edit trophy" form; in NOMINATING only the words and the trophy category stay editable. */
export function TrophyForm({ trophy, teamId = null, onSaved, onCancel, readOnly: denied = false }: TrophyFormProps) {
  const { t, i18n } = useTranslation('trophyOrganiser');
  const editable = trophy ? TROPHY_EDITABLE[trophy.status] : 'all';
  const readOnly = denied || editable === 'none';
  const wordsOnly = !readOnly && editable === 'words';
  const categories = useTrophyCategories();
  const catalogue = useCatalogueCategories();
  const create = useCreateTrophy({ silentError: true });
  const update = useUpdateTrophy({ silentError: true });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TrophyBody, unknown, TrophyBodyParsed>({
    resolver: zodResolver(trophyBodySchema),
    defaultValues: defaults(trophy, teamId),
    mode: 'onTouched',
  });

  const contentType = watch('contentType');
  const scoreFits = methodFits('SCORE', contentType);
  const unsaved = useUnsavedChanges(isDirty && !readOnly);
  // A team's own trophy cannot use a category the platform keeps for its awards (the server refuses it too); the
  // trophy's current category stays listed so an older trophy still shows it.
  const teamRun = trophy ? trophy.organiser.kind === 'TEAM' : teamId !== null;
  const currentCategory = trophy?.category.id;
  const categoryOptions = useMemo(
    () =>
      (categories.data?.data ?? [])
        .filter((c) => !teamRun || !c.platformOnly || c.id === currentCategory)
        .map((c) => ({ value: c.id, label: c.name })),
    [categories.data, teamRun, currentCategory],
  );
  const catalogueOptions = useMemo(
    () => (catalogue.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    [catalogue.data],
  );

  const submit = handleSubmit(async (body) => {
    try {
      const answer = trophy ? await update.mutateAsync({ id: trophy.id, body }) : await create.mutateAsync({ body });
      // Saved: what was typed is no longer at risk, whether the modal closes now or stays open.
      unsaved.release();
      reset(watch());
      onSaved?.(answer.id);
    } catch (error) {
      showFormError(error, FIELDS, (field, message) => setError(field, { message }));
    }
  });

  const lockedField = wordsOnly || readOnly;
  return (
    <form onSubmit={submit} noValidate aria-label={trophy ? t('form.editLabel') : t('form.newLabel')}>
      <Stack gap="md">
        {wordsOnly && (
          <Alert color="blue" icon={<IconLock size={16} />} role="note">
            {t('form.wordsOnly')}
          </Alert>
        )}
        <TextInput
          label={t('form.name')}
          required
          disabled={readOnly}
          {...register('name')}
          error={fieldError(errors.name)}
        />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={2}
          maxRows={6}
          disabled={readOnly}
          {...register('description')}
          error={fieldError(errors.description)}
        />
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <Select
              label={t('form.category')}
              required
              disabled={readOnly}
              data={categoryOptions}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldError(errors.categoryId)}
              placeholder={categories.isPending ? t('form.loading') : t('form.categoryPlaceholder')}
            />
          )}
        />
        <Controller
          control={control}
          name="contentType"
          render={({ field }) => (
            <Stack gap={4}>
              <Text component="label" id="trophy-content-type" fz="sm" fw={500}>
                {t('form.contentType')}
              </Text>
              <SegmentedControl
                aria-labelledby="trophy-content-type"
                disabled={lockedField}
                data={TROPHY_CONTENT_TYPES.map((value) => ({ value, label: t(`contentType.${value}`) }))}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  // SCORE ranks products only: another content type moves the method to the jury.
                  if (!methodFits(watch('method'), value as TrophyBody['contentType']))
                    setValue('method', 'JURY', { shouldValidate: true });
                }}
              />
            </Stack>
          )}
        />
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <Radio.Group
              label={t('form.method')}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(errors.method)}
            >
              <Stack gap="xs" mt={6}>
                {TROPHY_METHODS.map((method) => (
                  <Radio
                    key={method}
                    value={method}
                    disabled={lockedField || (method === 'SCORE' && !scoreFits)}
                    label={t(`method.${method}`)}
                    description={
                      method === 'SCORE' && !scoreFits
                        ? messageText(M.trophy.validation.method_content_type)
                        : t(`methodHelp.${method}`)
                    }
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <DatesProvider settings={{ locale: i18n.language.startsWith('de') ? 'de' : 'en' }}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {(['periodFrom', 'periodTo'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <ModalDateInput
                    label={t(`form.${name}`)}
                    required
                    disabled={lockedField}
                    // ISO days, exactly what the contract takes; typing works as well as the calendar.
                    valueFormat="YYYY-MM-DD"
                    placeholder="YYYY-MM-DD"
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={fieldError(errors[name])}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        </DatesProvider>
        <Controller
          control={control}
          name="catalogueCategoryId"
          render={({ field }) => (
            <Select
              label={t('form.catalogueCategory')}
              description={t('form.catalogueCategoryHelp')}
              clearable
              searchable
              disabled={lockedField}
              data={catalogueOptions}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              error={fieldError(errors.catalogueCategoryId)}
              placeholder={t('form.catalogueCategoryPlaceholder')}
            />
          )}
        />
        {lockedField && !readOnly && (
          <Text fz="xs" c="dimmed">
            {t('form.lockedNote')}
          </Text>
        )}
        {!readOnly && (
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('form.cancel')}
              </Button>
            )}
            <Button type="submit" loading={isSubmitting}>
              {trophy ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
