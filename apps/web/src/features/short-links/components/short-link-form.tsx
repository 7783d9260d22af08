import { useState } from 'react';
import {
  Alert,
  Button,
  Collapse,
  Group,
  Loader,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconChevronDown, IconCircleCheck } from '@tabler/icons-react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  SHORT_LINK_UTM_FIELDS,
  shortLinkBodySchema,
  type ShortLink,
  type ShortLinkBody,
  type ShortLinkCreated,
} from '@plaudit/contract';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useCreateShortLink, useUpdateShortLink } from '../api/short-link-mutations';
import { useTeamProductOptions } from '../api/get-team-products';
import { initialValues, previewOf, toBody, type LinkFormValues } from './link-form-values';
import { useSlugCheck } from './use-slug-check';

const FIELDS = [
  'destination',
  'slug',
  'title',
  'expiresAt',
  'expiredUrl',
  'maxClicks',
  'password',
  'iosUrl',
  'androidUrl',
  'productId',
] as const;

/** Checks the values as the API will: through the body they become, with the contract's schema. */
const resolverFor =
  (hadPassword: boolean): Resolver<LinkFormValues> =>
  async (values, context, options) => {
    const result = await zodResolver(shortLinkBodySchema)(toBody(values, hadPassword), context, options as never);
    return { values: Object.keys(result.errors).length === 0 ? values : {}, errors: result.errors } as never;
  };

/** Submit waits for the slug check and refuses a slug the server said is not free. */
export function submitBlocked(state: { checking: boolean; slugFree: boolean | null; isSubmitting: boolean }): boolean {
  return state.checking || state.slugFree === false || state.isSubmitting;
}

/**
 * The "add short link" (and "add admin short link") modal's form, also editing a link: destination, slug with its
 * availability checked 1 s after typing, title, the UTM builder, expiry, click cap, password and device targets,
 * with a live preview of where a visitor lands.
 */
export function ShortLinkForm({
  teamId,
  publicUrl,
  link,
  productId,
  onDone,
  onCancel,
}: {
  /** null: a platform link (the admin's). */
  teamId: string | null;
  /** Where short links live: `{publicUrl}/s/{slug}` in the preview. */
  publicUrl: string;
  link?: ShortLink;
  /** A new link's product, chosen already (the product page's "add short link"). */
  productId?: string | undefined;
  onDone: (created: ShortLinkCreated | ShortLink) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('shortLinks');
  const create = useCreateShortLink(teamId);
  const update = useUpdateShortLink(teamId, link?.id ?? '');
  const hadPassword = link?.hasPassword ?? false;
  const products = useTeamProductOptions(teamId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<LinkFormValues>({ resolver: resolverFor(hadPassword), defaultValues: initialValues(link, productId) });
  const unsaved = useUnsavedChanges(isDirty);
  const [more, setMore] = useState(
    Boolean(link && (link.expiresAt || link.maxClicks || link.iosUrl || link.androidUrl)),
  );
  const values = useWatch({ control }) as LinkFormValues;
  const slug = values.slug ?? '';
  const check = useSlugCheck(slug, link?.slug);
  const slugFree = check.answer ? check.answer.available : null;

  const submit = handleSubmit(async (form) => {
    if (check.checking || slugFree === false) return;
    const body: ShortLinkBody = toBody(form, hadPassword);
    try {
      const saved = link ? await update.mutateAsync(body) : await create.mutateAsync(body);
      unsaved.release();
      notifySuccess(link ? t('form.saved') : t('form.created'));
      onDone(saved);
    } catch (error) {
      showFormError(error, FIELDS, (field, message) => setError(field, { message }));
    }
  });

  const shownSlug = slug.trim() || t('form.slugGenerated');
  const preview = values.destination?.trim() ? previewOf(values) : '';
  const slugDescription = check.checking ? (
    <Group gap={6} component="span">
      <Loader size={12} />
      {t('form.slugChecking')}
    </Group>
  ) : slugFree === true ? (
    <Group gap={6} component="span" c="teal">
      <IconCircleCheck size={14} aria-hidden="true" />
      {t('form.slugAvailable')}
    </Group>
  ) : (
    t('form.slugHelp')
  );
  const slugRefused = slugFree === false ? t(`form.slugRefused.${check.answer?.reason ?? 'taken'}`) : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="md">
        <TextInput
          label={t('form.destination')}
          placeholder="https://"
          type="url"
          required
          data-autofocus
          {...register('destination')}
          error={fieldError(errors.destination)}
        />
        <TextInput
          label={t('form.slug')}
          leftSection={
            <Text fz="xs" c="dimmed" pl={8}>
              /s/
            </Text>
          }
          leftSectionWidth={36}
          description={slugDescription}
          {...register('slug')}
          error={fieldError(errors.slug) ?? slugRefused}
        />
        <TextInput label={t('form.title')} {...register('title')} error={fieldError(errors.title)} />
        {teamId && (
          <Controller
            control={control}
            name="productId"
            render={({ field }) => (
              <Select
                label={t('form.product')}
                description={t('form.productHelp')}
                placeholder={t('form.productNone')}
                clearable
                searchable
                data={(products.data?.data ?? []).map((product) => ({ value: product.id, label: product.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldError(errors.productId)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        )}

        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fz="sm" fw={500} mb={4}>
            {t('form.utm')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {SHORT_LINK_UTM_FIELDS.map((field) => (
              <TextInput
                key={field}
                size="sm"
                label={t(`form.utmFields.${field}`)}
                placeholder={`utm_${field}`}
                {...register(`utm.${field}`)}
                error={fieldError(errors.utm?.[field])}
              />
            ))}
          </SimpleGrid>
        </fieldset>

        <UnstyledButton
          type="button"
          onClick={() => setMore((open) => !open)}
          aria-expanded={more}
          aria-controls="short-link-more"
        >
          <Group gap={4}>
            <IconChevronDown
              size={16}
              aria-hidden="true"
              style={{ transform: more ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
            <Text fz="sm" fw={500}>
              {t('form.more')}
            </Text>
          </Group>
        </UnstyledButton>
        <Collapse expanded={more} id="short-link-more">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                type="datetime-local"
                label={t('form.expiresAt')}
                {...register('expiresAt')}
                error={fieldError(errors.expiresAt)}
              />
              <TextInput
                label={t('form.maxClicks')}
                inputMode="numeric"
                description={t('form.maxClicksHelp')}
                {...register('maxClicks')}
                error={fieldError(errors.maxClicks)}
              />
            </SimpleGrid>
            <TextInput
              label={t('form.expiredUrl')}
              description={t('form.expiredUrlHelp')}
              type="url"
              {...register('expiredUrl')}
              error={fieldError(errors.expiredUrl)}
            />
            <Controller
              control={control}
              name="protect"
              render={({ field }) => (
                <Switch
                  label={t('form.protect')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            {values.protect && (
              <PasswordInput
                label={t('form.password')}
                description={hadPassword ? t('form.passwordKeep') : undefined}
                autoComplete="new-password"
                {...register('password')}
                error={fieldError(errors.password)}
              />
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('form.iosUrl')}
                type="url"
                {...register('iosUrl')}
                error={fieldError(errors.iosUrl)}
              />
              <TextInput
                label={t('form.androidUrl')}
                type="url"
                {...register('androidUrl')}
                error={fieldError(errors.androidUrl)}
              />
            </SimpleGrid>
            {link && (
              <Controller
                control={control}
                name="disabled"
                render={({ field }) => (
                  <Switch
                    label={t('form.disabled')}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            )}
          </Stack>
        </Collapse>

        <Alert variant="light" color="gray" title={t('form.preview')} aria-live="polite">
          <Text fz="sm" fw={600} style={{ wordBreak: 'break-all' }}>
            {publicUrl}/s/{shownSlug}
          </Text>
          <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }} data-testid="short-link-preview">
            {preview ? `→ ${preview}` : t('form.previewEmpty')}
          </Text>
        </Alert>
        {link?.staffDisabled && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {t('form.staffDisabled', { reason: link.staffReason ?? '' })}
          </Alert>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={submitBlocked({ checking: check.checking, slugFree, isSubmitting })}
          >
            {link ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
