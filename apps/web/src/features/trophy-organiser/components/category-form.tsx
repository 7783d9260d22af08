import {
  Button,
  Group,
  NumberInput,
  Stack,
  Switch,
  Textarea,
  TextInput,
  UnstyledButton,
  SimpleGrid,
  Text,
  Tooltip,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  TROPHY_CATEGORY_ICONS,
  trophyCategoryBodySchema,
  type TrophyCategory,
  type TrophyCategoryBody,
  type TrophyCategoryBodyParsed,
} from '@plaudit/contract';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { fieldError } from '@/lib/field-error';
import { showFormError } from '@/lib/notify';
import { useCreateTrophyCategory } from '../api/category-create';
import { useUpdateTrophyCategory } from '../api/category-update';
import { TROPHY_ICON_COMPONENTS } from '@/components/trophy-category-icon';

const FIELDS = ['name', 'nameDe', 'slug', 'description', 'descriptionDe', 'icon', 'position', 'platformOnly'] as const;

/**
 * The "new trophy category" modal's form (also editing one): name and description in English and German, slug, icon,
 * position, platform only. It edits what was entered per language (`texts`), not the name shown in the reader's.
 */
export function TrophyCategoryForm({
  category,
  onDone,
  onCancel,
}: {
  category?: TrophyCategory;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('trophyOrganiser');
  const create = useCreateTrophyCategory({ silentError: true });
  const update = useUpdateTrophyCategory({ silentError: true });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TrophyCategoryBody, unknown, TrophyCategoryBodyParsed>({
    resolver: zodResolver(trophyCategoryBodySchema),
    defaultValues: category
      ? {
          name: category.texts.name,
          nameDe: category.texts.nameDe ?? '',
          slug: category.slug,
          description: category.texts.description ?? '',
          descriptionDe: category.texts.descriptionDe ?? '',
          icon: category.icon as TrophyCategoryBody['icon'],
          position: category.position,
          platformOnly: category.platformOnly,
        }
      : {
          name: '',
          nameDe: '',
          slug: '',
          description: '',
          descriptionDe: '',
          icon: 'trophy',
          position: undefined,
          platformOnly: false,
        },
  });
  const unsaved = useUnsavedChanges(isDirty);
  const submit = handleSubmit(async (body) => {
    try {
      if (category) await update.mutateAsync({ id: category.id, body });
      else await create.mutateAsync({ body });
      unsaved.release();
      onDone();
    } catch (error) {
      showFormError(error, FIELDS, (field, message) => setError(field, { message }));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('categories.formLabel')}>
      <Stack gap="md">
        <TextInput label={t('categories.name')} required {...register('name')} error={fieldError(errors.name)} />
        <TextInput
          label={t('categories.nameDe')}
          description={t('categories.nameDeHelp')}
          lang="de"
          {...register('nameDe')}
          error={fieldError(errors.nameDe)}
        />
        <TextInput
          label={t('categories.slug')}
          description={t('categories.slugHelp')}
          {...register('slug')}
          error={fieldError(errors.slug)}
        />
        <Textarea
          label={t('categories.description')}
          autosize
          minRows={2}
          {...register('description')}
          error={fieldError(errors.description)}
        />
        <Textarea
          label={t('categories.descriptionDe')}
          lang="de"
          autosize
          minRows={2}
          {...register('descriptionDe')}
          error={fieldError(errors.descriptionDe)}
        />
        <Controller
          control={control}
          name="icon"
          render={({ field }) => (
            <Stack gap={4} role="radiogroup" aria-labelledby="trophy-category-icon">
              <Text id="trophy-category-icon" fz="sm" fw={500}>
                {t('categories.icon')}
              </Text>
              <SimpleGrid cols={{ base: 6, xs: 8 }} spacing={6}>
                {TROPHY_CATEGORY_ICONS.map((name) => {
                  const Icon = TROPHY_ICON_COMPONENTS[name];
                  const checked = field.value === name;
                  return (
                    <Tooltip key={name} label={name} withArrow>
                      <UnstyledButton
                        role="radio"
                        aria-checked={checked}
                        aria-label={name}
                        onClick={() => field.onChange(name)}
                        p={6}
                        style={{
                          borderRadius: 8,
                          display: 'flex',
                          justifyContent: 'center',
                          border: `2px solid ${checked ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
                        }}
                      >
                        <Icon size={20} aria-hidden="true" />
                      </UnstyledButton>
                    </Tooltip>
                  );
                })}
              </SimpleGrid>
              {errors.icon && (
                <Text fz="xs" c="red">
                  {fieldError(errors.icon)}
                </Text>
              )}
            </Stack>
          )}
        />
        <Controller
          control={control}
          name="position"
          render={({ field }) => (
            <NumberInput
              label={t('categories.position')}
              description={t('categories.positionHelp')}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              error={fieldError(errors.position)}
            />
          )}
        />
        <Controller
          control={control}
          name="platformOnly"
          render={({ field }) => (
            <Switch
              label={t('categories.platformOnly')}
              description={t('categories.platformOnlyHelp')}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {category ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
