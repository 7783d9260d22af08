import { Alert, Button, Checkbox, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  API_KEY_EXPIRY_PRESET_DAYS,
  API_KEY_SCOPE_PRESETS,
  API_KEY_SCOPES,
  apiKeyCreateBodySchema,
  type ApiKeyCreated,
  type ApiKeyScope,
} from '@plaudit/contract';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { fieldError } from '@/lib/field-error';
import { showFormError } from '@/lib/notify';
import { useCreateApiKey } from '../api/api-key-mutations';

const FIELDS = ['name', 'scopes', 'expiresInDays'] as const;

interface Values {
  name: string;
  scopes: ApiKeyScope[];
  expiry: string;
}

// The name and scopes as the API checks them; the expiry is a choice among the presets and "never".
const formSchema = z.object({
  name: apiKeyCreateBodySchema.shape.name,
  scopes: apiKeyCreateBodySchema.shape.scopes,
  expiry: z.string(),
});

const EXPIRY_CHOICES = [...API_KEY_EXPIRY_PRESET_DAYS.map(String), 'never'] as const;

/**
 * The "create API key" modal's form: a name, the scopes (with "read only" and "full access" presets), and the
 * expiry (30, 90 or 365 days, or never, which warns). Checked with the contract's schema, as the API checks it.
 */
export function CreateKeyForm({
  teamId,
  onCreated,
  onCancel,
}: {
  teamId: string;
  onCreated: (created: ApiKeyCreated) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('apiKeys');
  const create = useCreateApiKey(teamId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: { name: '', scopes: [...API_KEY_SCOPE_PRESETS.readOnly], expiry: '90' },
  });
  const unsaved = useUnsavedChanges(isDirty);
  const expiry = watch('expiry');

  const submit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync({
        name: values.name,
        scopes: values.scopes,
        ...(values.expiry === 'never' ? { neverExpires: true } : { expiresInDays: Number(values.expiry) }),
      });
      unsaved.release();
      onCreated(created);
    } catch (error) {
      showFormError(error, FIELDS, (field, message) =>
        setError(field === 'expiresInDays' ? 'expiry' : field, { message }),
      );
    }
  });

  const preset = (scopes: readonly ApiKeyScope[]) => () =>
    setValue('scopes', [...scopes], { shouldDirty: true, shouldValidate: true });

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          description={t('form.nameHelp')}
          required
          data-autofocus
          {...register('name')}
          error={fieldError(errors.name)}
        />
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => (
            <Checkbox.Group
              label={t('form.scopes')}
              description={t('form.scopesHelp')}
              required
              value={field.value}
              onChange={(value) => field.onChange(value as ApiKeyScope[])}
              error={fieldError(errors.scopes as never)}
            >
              <Group gap="xs" mt="xs">
                <Button size="compact-sm" variant="light" onClick={preset(API_KEY_SCOPE_PRESETS.readOnly)}>
                  {t('form.readOnly')}
                </Button>
                <Button size="compact-sm" variant="light" onClick={preset(API_KEY_SCOPE_PRESETS.fullAccess)}>
                  {t('form.fullAccess')}
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="sm">
                {API_KEY_SCOPES.map((scope) => (
                  <Checkbox key={scope} value={scope} label={scope} description={t(`scopes.${scope}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={control}
          name="expiry"
          render={({ field }) => (
            <Radio.Group
              label={t('form.expiry')}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(errors.expiry)}
            >
              <Group gap="md" mt="xs">
                {EXPIRY_CHOICES.map((choice) => (
                  <Radio
                    key={choice}
                    value={choice}
                    label={choice === 'never' ? t('form.never') : t('form.days', { count: Number(choice) })}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        {expiry === 'never' && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
            {t('form.neverWarning')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
