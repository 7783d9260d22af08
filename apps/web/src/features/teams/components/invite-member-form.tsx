import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { INVITABLE_TEAM_ROLES, M, teamInviteFormSchema, type TeamInviteForm } from '@plaudit/contract';
import { withFallback } from '@/lib/error-text';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useCreateInvite } from '../api/team-invites';

type Field = keyof TeamInviteForm;
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'role'];

/** Spec §2 team member invite modal: first and last name, email, and a role select offering ADMIN and EDITOR (default EDITOR). */
export function InviteMemberForm({
  teamId,
  onDone,
  onCancel,
}: {
  teamId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('teams');
  const create = useCreateInvite(teamId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TeamInviteForm>({
    resolver: zodResolver(teamInviteFormSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', role: 'EDITOR' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notifySuccess(t('invites.sent', { email: values.email }));
      onDone();
    } catch (error) {
      showFormError(withFallback(error, M.creator.error.invite_failed), FIELDS, (field, message) =>
        setError(field, { message }),
      );
    }
  });

  const err = (field: Field) => fieldError(errors[field]);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('invites.firstName')}
            autoComplete="off"
            withAsterisk
            error={err('firstName')}
            {...register('firstName')}
            data-autofocus
          />
          <TextInput
            label={t('invites.lastName')}
            autoComplete="off"
            withAsterisk
            error={err('lastName')}
            {...register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('invites.email')}
          type="email"
          autoComplete="off"
          withAsterisk
          error={err('email')}
          {...register('email')}
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Select
              label={t('invites.role')}
              description={t('invites.roleHelp')}
              data={INVITABLE_TEAM_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'EDITOR')}
              onBlur={field.onBlur}
              allowDeselect={false}
              withAsterisk
              error={err('role')}
              comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('invites.cancelButton')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('invites.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
