import { Avatar, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mayAdmin, type AdminUserDetail, type GlobalRole } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRemoveFromTeam } from '../api/remove-from-team';

/** The person's brand teams in the 'editUser' modal, each with 'Remove from Org' for an admin who may. */
export function UserOrganisations({ user, actor }: { user: AdminUserDetail; actor: { role: GlobalRole } }) {
  const { t } = useTranslation('adminUsers');
  const stack = useModalStack();
  const remove = useRemoveFromTeam(user.id);
  const name = `${user.firstName} ${user.lastName}`;

  const onRemove = async (teamId: string, brand: string) => {
    const yes = await stack.confirm({
      title: t('edit.confirmRemoveTitle'),
      message: t('edit.confirmRemove', { name, brand }),
      confirmLabel: t('edit.confirmRemoveAction'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(teamId);
      notifySuccess(t('edit.removed', { brand }));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
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
    </>
  );
}
