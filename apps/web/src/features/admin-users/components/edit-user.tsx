import { Avatar, Badge, Button, Divider, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconHistory, IconKey, IconShieldPlus, IconUserMinus } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADMIN_SETTABLE_ACCOUNT_STATUSES, GLOBAL_ROLES, M, mayAdmin, mayPunish as mayPunishTarget, adminUserUpdateBodySchema, profileFormSchema,
  type AdminUserDetail, type AdminUserUpdateBody, type GlobalRole,
} from '@plaudit/contract';
import { LoadError } from '@/components/data-states';
import { useModalStack } from '@/components/modal-stack';
import { initials } from '@/lib/format';
import { fieldError } from '@/lib/field-error';
import { notifyError, notifySuccess, showFormError } from '@/lib/notify';
import { useAdminUser } from '../api/get-admin-user';
import { useRemoveFromTeam } from '../api/remove-from-team';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { PunishmentBadges } from './punishment-badges';
import { PunishmentForm } from './punishment-form';
import { PunishmentHistory } from './punishment-history';

// The 'editUser' modal body (spec §2 user admin modal): picture, name and email, role selector, Password Reset,
// Remove from Org per membership, Cancel, Save; plus the way into the punishment history and 'add punishment'.
// A moderator sees everything read-only and may only punish.

const formSchema = profileFormSchema
  .pick({ firstName: true, lastName: true, username: true, email: true })
  .extend({ role: z.enum(GLOBAL_ROLES, { error: M.validation.role.invalid }), accountStatus: adminUserUpdateBodySchema.shape.accountStatus.unwrap() });
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['firstName', 'lastName', 'username', 'email', 'role', 'accountStatus'] as const;

function EditUserForm({ user, actor }: { user: AdminUserDetail; actor: { id: string; role: GlobalRole } }) {
  const { t } = useTranslation('adminUsers');
  const stack = useModalStack();
  const save = useUpdateAdminUser(user.id);
  const reset = useSendPasswordReset(user.id);
  const remove = useRemoveFromTeam(user.id);
  const mayEdit = mayAdmin(actor.role, 'users.update');
  const isSelf = actor.id === user.id;
  const name = `${user.firstName} ${user.lastName}`;
  const target = { id: user.id, name, role: user.role };
  const mayPunish = mayPunishTarget(actor, target);
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

  const onSave = handleSubmit(async (values) => {
    const body: AdminUserUpdateBody = {};
    for (const key of FIELDS) if (values[key] !== user[key]) (body as Record<string, unknown>)[key] = values[key];
    if (Object.keys(body).length === 0) {
      notifySuccess(t('edit.nothingChanged'));
      stack.back();
      return;
    }
    const warnings = [
      body.role ? t('edit.confirmRole', { name, role: t(`roles.${body.role}`) }) : null,
      body.accountStatus === 'INACTIVE' ? t('edit.confirmDeactivate', { name }) : null,
    ].filter(Boolean);
    if (warnings.length > 0) {
      const yes = await stack.confirm({ title: t('edit.confirmSaveTitle'), message: warnings.join(' '), confirmLabel: t('edit.confirmSaveAction'), danger: true });
      if (!yes) return;
    }
    try {
      const saved = await save.mutateAsync(body);
      notifySuccess(t('edit.saved', { name: `${saved.firstName} ${saved.lastName}` }));
      stack.back();
    } catch (error) {
      showFormError(error, FIELDS, (field, message) => setError(field, { message }));
    }
  });

  const onPasswordReset = async () => {
    const yes = await stack.confirm({ title: t('edit.confirmResetTitle'), message: t('edit.confirmReset', { email: user.email }), confirmLabel: t('edit.confirmResetAction') });
    if (!yes) return;
    try {
      await reset.mutateAsync();
      notifySuccess(t('edit.resetSent', { email: user.email }));
    } catch (error) {
      notifyError(error);
    }
  };

  const onRemove = async (teamId: string, brand: string) => {
    const yes = await stack.confirm({ title: t('edit.confirmRemoveTitle'), message: t('edit.confirmRemove', { name, brand }), confirmLabel: t('edit.confirmRemoveAction'), danger: true });
    if (!yes) return;
    try {
      await remove.mutateAsync(teamId);
      notifySuccess(t('edit.removed', { brand }));
    } catch (error) {
      notifyError(error);
    }
  };

  const openHistory = () =>
    stack.open({ key: 'punishmentHistory', title: t('punishments.historyTitle'), size: 'lg', render: () => <PunishmentHistory actor={actor} target={target} /> });
  const openAdd = () =>
    stack.open({ key: 'addPunishment', title: t('punishments.addTitle'), render: () => <PunishmentForm actorRole={actor.role} target={target} /> });

  return (
    <form onSubmit={onSave} noValidate>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar src={user.image} size={64} radius="xl" color="indigo" alt="">
            {initials(user.firstName, user.lastName)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }} data-testid="edit-user-name">
              {name}
            </Text>
            <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <Group gap={6}>
              <Badge size="sm" variant="light" color={user.accountStatus === 'ACTIVE' ? 'teal' : 'gray'}>
                {t(`statuses.${user.accountStatus}`)}
              </Badge>
              {user.activePunishments.length > 0 && <PunishmentBadges types={user.activePunishments} />}
            </Group>
          </Stack>
        </Group>

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
          <TextInput label={t('edit.firstName')} disabled={!mayEdit} error={fieldError(errors.firstName?.message)} {...register('firstName')} />
          <TextInput label={t('edit.lastName')} disabled={!mayEdit} error={fieldError(errors.lastName?.message)} {...register('lastName')} />
          <TextInput label={t('edit.username')} disabled={!mayEdit} error={fieldError(errors.username?.message)} {...register('username')} />
          <TextInput label={t('edit.email')} type="email" disabled={!mayEdit} error={fieldError(errors.email?.message)} {...register('email')} />
        </SimpleGrid>
        {user.accountStatus !== 'DELETED' && (
          <Controller
            control={control}
            name="accountStatus"
            render={({ field }) => (
              <Select
                label={t('edit.status')}
                data={ADMIN_SETTABLE_ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
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

        <Divider label={t('edit.organisations')} labelPosition="left" />
        {user.creatorTeamMembers.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('edit.noOrganisations')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {user.creatorTeamMembers.map((m) => (
              <Group key={m.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar src={m.creatorTeam.iconUrl} size={28} radius="md" alt="">
                    {m.creatorTeam.brandName.slice(0, 2).toUpperCase()}
                  </Avatar>
                  <Text fz="sm" truncate>
                    {m.creatorTeam.brandName}
                  </Text>
                  <Badge size="xs" variant="outline">
                    {m.role.toLowerCase()}
                  </Badge>
                </Group>
                {mayAdmin(actor.role, 'users.removeFromTeam') && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconUserMinus size={14} />}
                    aria-label={t('edit.removeFromOrgLabel', { brand: m.creatorTeam.brandName })}
                    loading={remove.isPending && remove.variables === m.creatorTeam.id}
                    onClick={() => void onRemove(m.creatorTeam.id, m.creatorTeam.brandName)}
                  >
                    {t('edit.removeFromOrg')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}

        <Divider />
        <Group gap="xs" wrap="wrap">
          <Button variant="light" leftSection={<IconHistory size={16} />} onClick={openHistory}>
            {t('edit.history')}
          </Button>
          {mayPunish && (
            <Button variant="light" color="orange" leftSection={<IconShieldPlus size={16} />} onClick={openAdd}>
              {t('edit.addPunishment')}
            </Button>
          )}
          {mayAdmin(actor.role, 'users.passwordReset') && (
            <Button variant="light" color="gray" leftSection={<IconKey size={16} />} onClick={() => void onPasswordReset()} loading={reset.isPending}>
              {t('edit.passwordReset')}
            </Button>
          )}
        </Group>
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
  if (user.isError) return <LoadError title={t('edit.loadError')} error={user.error} onRetry={() => void user.refetch()} />;
  // Keyed by update time: a saved or refreshed person resets the form to what the server now holds.
  return <EditUserForm key={user.data.updatedAt} user={user.data} actor={actor} />;
}
