import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_ICONS,
  categoryCreateBodySchema,
  type CategoryCreateBody,
  type CategoryIcon as IconName,
  type CategoryItem,
} from '@plaudit/contract';
import { messageText } from '@/lib/i18n';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useCreateCategory, useUpdateCategory } from '../api/categories';
import { CategoryIcon } from '@/components/category-icon';

type Field = 'name' | 'nameDe' | 'slug' | 'icon' | 'description' | 'descriptionDe' | 'parentId';
const FIELDS: Field[] = ['name', 'nameDe', 'slug', 'icon', 'description', 'descriptionDe', 'parentId'];

interface CategoryFormProps {
  /** The category being edited; absent: a new one. */
  category?: CategoryItem;
  /** Every category, for the parent select (top-level ones other than this one). */
  all: readonly CategoryItem[];
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The spec's "add and edit category featuring" modal body: name and description in English and in German, slug, icon
 * and parent. It edits what was entered per language (`texts`), never the names shown in the reader's language.
 */
export function CategoryForm({ category, all, onDone, onCancel }: CategoryFormProps) {
  const { t } = useTranslation('categories');
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const hasChildren = Boolean(category && all.some((c) => c.parentId === category.id));
  const parents = all.filter((c) => c.parentId === null && c.id !== category?.id);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryCreateBody>({
    resolver: zodResolver(categoryCreateBodySchema),
    mode: 'onTouched',
    defaultValues: {
      name: category?.texts.name ?? '',
      nameDe: category?.texts.nameDe ?? '',
      slug: category?.slug ?? '',
      icon: (category?.icon ?? 'category') as IconName,
      description: category?.texts.description ?? '',
      descriptionDe: category?.texts.descriptionDe ?? '',
      parentId: category?.parentId ?? null,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (category) {
        await update.mutateAsync({
          id: category.id,
          body: {
            name: values.name,
            nameDe: values.nameDe || null,
            slug: values.slug || undefined,
            icon: values.icon,
            description: values.description ?? null,
            descriptionDe: values.descriptionDe || null,
            parentId: values.parentId ?? null,
          },
        });
        notifySuccess(t('form.saved', { name: values.name }));
      } else {
        await create.mutateAsync({
          ...values,
          slug: values.slug || undefined,
          description: values.description || null,
          nameDe: values.nameDe || null,
          descriptionDe: values.descriptionDe || null,
        });
        notifySuccess(t('form.created', { name: values.name }));
      }
      onDone();
    } catch (error) {
      showFormError(error, FIELDS, (field, message) => setError(field, { message }));
    }
  });

  const err = (field: Field) => (errors[field]?.message ? messageText(errors[field]?.message) : undefined);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          withAsterisk
          autoComplete="off"
          error={err('name')}
          {...register('name')}
          data-autofocus
        />
        <TextInput
          label={t('form.nameDe')}
          description={t('form.nameDeHelp')}
          lang="de"
          autoComplete="off"
          error={err('nameDe')}
          {...register('nameDe')}
        />
        <TextInput
          label={t('form.slug')}
          description={t('form.slugHelp')}
          autoComplete="off"
          error={err('slug')}
          {...register('slug')}
        />
        <Controller
          control={control}
          name="icon"
          render={({ field }) => (
            <Select
              label={t('form.icon')}
              size="md"
              withAsterisk
              searchable
              data={CATEGORY_ICONS.map((icon) => ({ value: icon, label: icon }))}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'category')}
              onBlur={field.onBlur}
              allowDeselect={false}
              leftSection={<CategoryIcon name={field.value} size={18} />}
              renderOption={({ option }) => (
                <Group gap="sm" wrap="nowrap">
                  <CategoryIcon name={option.value} size={18} />
                  <span>{option.label}</span>
                </Group>
              )}
              error={err('icon')}
              comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            />
          )}
        />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={2}
          maxRows={6}
          error={err('description')}
          {...register('description')}
        />
        <Textarea
          label={t('form.descriptionDe')}
          lang="de"
          autosize
          minRows={2}
          maxRows={6}
          error={err('descriptionDe')}
          {...register('descriptionDe')}
        />
        <Controller
          control={control}
          name="parentId"
          render={({ field }) => (
            <Select
              label={t('form.parent')}
              size="md"
              description={hasChildren ? t('form.parentLocked') : t('form.parentHelp')}
              placeholder={t('form.noParent')}
              data={parents.map((c) => ({ value: c.id, label: c.name }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              clearable
              disabled={hasChildren}
              error={err('parentId')}
              comboboxProps={{ withinPortal: true, zIndex: 1000 }}
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
