import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updateNamesBodySchema, type User } from '@plaudit/contract';
import { fieldError } from '@/lib/field-error';
import { notifySuccess } from '@/lib/notify';
import { useUpdateNames, type NamesInput } from '../api/update-names';
import { SettingsCard } from './settings-card';

/** First and last name (the profile form), saved optimistically. */
export function NamesForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const mutation = useUpdateNames(() => notifySuccess(t('names.saved')));
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<NamesInput>({
    resolver: zodResolver(updateNamesBodySchema),
    mode: 'onTouched',
    values: { firstName: user.firstName, lastName: user.lastName },
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values, { onSuccess: (saved) => reset({ firstName: saved.firstName, lastName: saved.lastName }) });
  });
  return (
    <SettingsCard title={t('names.title')}>
      <form onSubmit={onSubmit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('names.firstName')}
            autoComplete="given-name"
            error={fieldError(errors.firstName)}
            {...register('firstName')}
          />
          <TextInput
            label={t('names.lastName')}
            autoComplete="family-name"
            error={fieldError(errors.lastName)}
            {...register('lastName')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" disabled={!isDirty} loading={mutation.isPending}>
            {t('names.save')}
          </Button>
        </Group>
      </form>
    </SettingsCard>
  );
}
