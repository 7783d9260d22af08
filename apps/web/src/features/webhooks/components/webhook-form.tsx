import { Button, Checkbox, Group, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENT_TYPES,
  webhookUpdateBodySchema,
  type WebhookCreated,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@plaudit/contract';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhook-mutations';

const FIELDS = ['url', 'events', 'description'] as const;

interface Values {
  url: string;
  description: string;
  events: WebhookEventType[];
  disabled: boolean;
}

/**
 * The "add webhook" (and edit) modal's form: the URL, a checkbox per event type, a description, and on an existing
 * endpoint the switch that turns it off or on again. Checked with the contract's schema, as the API checks it.
 */
export function WebhookForm({
  teamId,
  endpoint,
  onDone,
  onCancel,
}: {
  teamId: string;
  endpoint?: WebhookEndpoint;
  onDone: (saved: WebhookCreated | WebhookEndpoint) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhook(teamId);
  const update = useUpdateWebhook(teamId, endpoint?.id ?? '');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({
    resolver: zodResolver(webhookUpdateBodySchema) as never,
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [],
      disabled: endpoint?.disabled ?? false,
    },
  });
  const unsaved = useUnsavedChanges(isDirty);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = endpoint
        ? await update.mutateAsync(values)
        : await create.mutateAsync({ url: values.url, events: values.events, description: values.description });
      unsaved.release();
      notifySuccess(endpoint ? t('form.saved') : t('form.created'));
      onDone(saved);
    } catch (error) {
      showFormError(error, FIELDS, (field, message) => setError(field, { message }));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="md">
        <TextInput
          label={t('form.url')}
          description={t('form.urlHelp')}
          placeholder="https://"
          type="url"
          required
          data-autofocus
          {...register('url')}
          error={fieldError(errors.url)}
        />
        <Controller
          control={control}
          name="events"
          render={({ field }) => (
            <Checkbox.Group
              label={t('form.events')}
              description={t('form.eventsHelp')}
              required
              value={field.value}
              onChange={(value) => field.onChange(value as WebhookEventType[])}
              error={fieldError(errors.events as never)}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={type} description={t(`events.${type}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <Textarea
          label={t('form.description')}
          rows={2}
          {...register('description')}
          error={fieldError(errors.description)}
        />
        {endpoint && (
          <Controller
            control={control}
            name="disabled"
            render={({ field }) => (
              <Switch
                label={t('form.enabled')}
                checked={!field.value}
                onChange={(event) => field.onChange(!event.currentTarget.checked)}
              />
            )}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {endpoint ? t('form.save') : t('form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
