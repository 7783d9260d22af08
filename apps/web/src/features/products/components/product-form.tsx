import { useState } from 'react';
import { Button, Card, Group, Select, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_STATUSES,
  PRODUCT_TAG_MAX,
  PRODUCT_TAGS_MAX,
  productBodySchema,
  slugFromName,
  type Product,
  type ProductBody,
  type ProductPermissions,
  type ProductStatus,
} from '@plaudit/contract';
import { fieldError } from '@/lib/field-error';
import { showFormError } from '@/lib/notify';
import type { CategoryOption } from '../category-options';

// The product's fields: validated with the contract's own schema, so the form and the server agree
// on every rule and message. The slug follows the name until it is edited. A failed save keeps every value and
// puts the server's message on its field.

export interface ProductFormValues {
  name: string;
  slug: string;
  categoryId: string;
  tags: string[];
  url: string;
  description: string;
  status: ProductStatus;
}
type Field = keyof ProductFormValues;
const FIELDS: readonly Field[] = ['name', 'slug', 'categoryId', 'tags', 'url', 'description', 'status'];

export function valuesOf(product: Product | undefined): ProductFormValues {
  if (!product) return { name: '', slug: '', categoryId: '', tags: [], url: '', description: '', status: 'DRAFT' };
  return {
    name: product.name,
    slug: product.slug,
    categoryId: product.categoryId,
    tags: product.tags,
    url: product.url ?? '',
    description: product.description,
    status: product.status,
  };
}

export function ProductForm({
  product,
  categories,
  permissions,
  onSave,
}: {
  product?: Product;
  categories: CategoryOption[];
  permissions: ProductPermissions;
  /** Stores the values; resolves with the saved product's values, throws the API error. */
  onSave: (body: ProductBody) => Promise<ProductFormValues | void>;
}) {
  const { t } = useTranslation('products');
  const defaults = valuesOf(product);
  // A stored product keeps its address when renamed (links to it stay valid); only a new one follows its name.
  const [slugEdited, setSlugEdited] = useState(product !== undefined);
  const canEdit = permissions.edit;
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductBody>({
    resolver: zodResolver(productBodySchema) as never,
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const description = watch('description');

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await onSave(body);
      if (saved) reset(saved);
    } catch (error) {
      showFormError(error, FIELDS, (field, message) => setError(field, { message }, { shouldFocus: true }));
    }
  });

  const nameField = register('name', {
    onChange: (e: { target: { value: string } }) => {
      if (!slugEdited) setValue('slug', slugFromName(e.target.value), { shouldDirty: true });
    },
  });
  const slugField = register('slug', { onChange: () => setSlugEdited(true) });
  // Staff disabled it: the team may keep the status it had, never choose PUBLISHED anew (only Plaudit publishes it).
  const staffDisabled = product?.staffDisabled ?? false;
  const statuses = PRODUCT_STATUSES.map((s) => ({
    value: s,
    label: t(`status.${s}`),
    disabled: s === 'PUBLISHED' && (!permissions.publish || staffDisabled) && defaults.status !== 'PUBLISHED',
  }));
  const statusNote = staffDisabled
    ? t(defaults.status === 'PUBLISHED' ? 'staff.keepsStatus' : 'staff.publishBlocked')
    : permissions.publish
      ? undefined
      : t('editor.publishBlocked');

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="product-fields-title"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="product-fields-title">
          {t('editor.details')}
        </Title>
        <TextInput
          label={t('editor.name')}
          required
          readOnly={!canEdit}
          error={fieldError(errors.name)}
          {...nameField}
        />
        <TextInput
          label={t('editor.slug')}
          description={slugEdited ? t('editor.slugHintEdited') : t('editor.slugHint')}
          readOnly={!canEdit}
          error={fieldError(errors.slug)}
          {...slugField}
        />
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <Select
              size="md"
              label={t('editor.category')}
              required
              placeholder={t('editor.categoryPlaceholder')}
              data={categories}
              searchable
              readOnly={!canEdit}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.categoryId)}
            />
          )}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              size="md"
              label={t('editor.tags')}
              description={t('editor.tagsHint', { max: PRODUCT_TAGS_MAX, length: PRODUCT_TAG_MAX })}
              maxTags={PRODUCT_TAGS_MAX}
              readOnly={!canEdit}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              clearable
              error={fieldError(errors.tags as never)}
            />
          )}
        />
        <TextInput
          label={t('editor.url')}
          type="url"
          placeholder="https://"
          readOnly={!canEdit}
          error={fieldError(errors.url)}
          {...register('url')}
        />
        <Textarea
          label={t('editor.description')}
          description={t('editor.descriptionHint')}
          autosize
          minRows={4}
          maxRows={14}
          readOnly={!canEdit}
          error={fieldError(errors.description)}
          aria-describedby="product-description-count"
          {...register('description')}
        />
        <Text
          id="product-description-count"
          fz="xs"
          c={(description?.length ?? 0) > PRODUCT_DESCRIPTION_MAX ? 'red' : 'dimmed'}
          ta="right"
          mt={-10}
        >
          {t('editor.count', { count: description?.length ?? 0, max: PRODUCT_DESCRIPTION_MAX })}
        </Text>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select
              size="md"
              label={t('editor.status')}
              description={statusNote}
              data={statuses}
              allowDeselect={false}
              readOnly={!canEdit}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.status)}
              data-testid="product-status-select"
            />
          )}
        />
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={product !== undefined && !isDirty}>
              {product ? t('editor.save') : t('editor.create')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
