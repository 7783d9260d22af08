import { Button, Group, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADMIN_SETTABLE_ACCOUNT_STATUSES,
  GLOBAL_ROLES,
  M,
  mayAdmin,
  adminUserUpdateBodySchema,
  profileFormSchema,
  type AdminUserDetail,
  type GlobalRole,
} from '@plaudit/contract';
import { LoadError } from '@/components/data-states';
import { useModalStack } from '@/components/modal-stack';
import { fieldError } from '@/lib/field-error';
import { useAdminUser } from '../api/get-admin-user';
import { useSaveUser } from '../use-save-user';
import { UserAdminActions } from './user-admin-actions';
import { UserOrganisations } from './user-organisations';
import { UserSummary } from './user-summary';

// The 'editUser' modal body (the user admin modal): picture, name and email, role selector, Password Reset,
// Remove from Org per membership, Cancel, Save; plus the way into the punishment history and 'add punishment'.
// A moderator sees everything read-only and may only punish.

const formSchema = profileFormSchema.pick({ firstName: true, lastName: true, username: true, email: true }).extend({
  role: z.enum(GLOBAL_ROLES, { error: M.validation.role.invalid }),
  accountStatus: adminUserUpdateBodySchema.shape.accountStatus.unwrap(),
});
type FormValues = z.infer<typeof formSchema>;

function EditUserForm({ user, actor }: { user: AdminUserDetail; actor: { id: string; role: GlobalRole } }) {
  const { t } = useTranslation('adminUsers');
  const stack = useModalStack();
  const mayEdit = mayAdmin(actor.role, 'users.update');
  const isSelf = actor.id === user.id;
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      email: user.email,
      role: user.role,
      accountStatus: user.accountStatus === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    },
  });

  const onSave = handleSubmit(useSaveUser(user, (field, message) => setError(field, { message })));

  return (
    <form onSubmit={onSave} noValidate>
      <Stack gap="md">
        <UserSummary user={user} />

        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Select
              label={t('edit.role')}
              description={!mayEdit ? t('edit.roleReadOnly') : isSelf ? t('edit.selfRole') : undefined}
              data={GLOBAL_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })).reverse()}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              disabled={!mayEdit || isSelf}
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
              size="md"
              error={fieldError(errors.role?.message)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('edit.firstName')}
            disabled={!mayEdit}
            error={fieldError(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextInput
            label={t('edit.lastName')}
            disabled={!mayEdit}
            error={fieldError(errors.lastName?.message)}
            {...register('lastName')}
          />
          <TextInput
            label={t('edit.username')}
            disabled={!mayEdit}
            error={fieldError(errors.username?.message)}
            {...register('username')}
          />
          <TextInput
            label={t('edit.email')}
            type="email"
            disabled={!mayEdit}
            error={fieldError(errors.email?.message)}
            {...register('email')}
          />
        </SimpleGrid>
        {user.accountStatus !== 'DELETED' && (
          <Controller
            control={control}
            name="accountStatus"
            render={({ field }) => (
              <Select
                label={t('edit.status')}
                data={ADMIN_SETTABLE_ACCOUNT_STATUSES.map((status) => ({
                  value: status,
                  label: t(`statuses.${status}`),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                disabled={!mayEdit || isSelf}
                comboboxProps={{ withinPortal: true, zIndex: 400 }}
                size="md"
              />
            )}
          />
        )}

        <UserOrganisations user={user} actor={actor} />
        <UserAdminActions user={user} actor={actor} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => stack.back()}>
            {t('edit.cancel')}
          </Button>
          {mayEdit && (
            <Button type="submit" loading={isSubmitting}>
              {t('edit.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Loads the person, then shows the form; loading and error states inside the modal. */
export function EditUser({ userId, actor }: { userId: string; actor: { id: string; role: GlobalRole } }) {
  const { t } = useTranslation('adminUsers');
  const user = useAdminUser(userId);
  if (user.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Group gap="md">
          <Skeleton circle height={64} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={18} width="60%" />
            <Skeleton height={14} width="80%" />
          </Stack>
        </Group>
        <Skeleton height={36} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (user.isError)
    return <LoadError title={t('edit.loadError')} error={user.error} onRetry={() => void user.refetch()} />;
  // Keyed by update time: a saved or refreshed person resets the form to what the server now holds.
  return <EditUserForm key={user.data.updatedAt} user={user.data} actor={actor} />;
}
