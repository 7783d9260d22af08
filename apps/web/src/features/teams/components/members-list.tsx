import { ActionIcon, Avatar, Badge, Card, Group, Menu, Select, Stack, Text } from '@mantine/core';
import { IconCrown, IconDots, IconDoorExit, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  assignableTeamRoles,
  mayManageMember,
  type TeamMemberItem,
  type TeamRole,
  type TeamSettings,
} from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { formatDate, initials } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangeMemberRole, useOfferOwnership, useRemoveMember } from '../api/member-actions';

// The members of a team with what the caller may do to each, by the contract's team rules (permissions.ts, the
// server's too) and the team's `permissions` from the server: roles and removals only below one's own role, ownership
// offers by an OWNER, leaving unless last OWNER. Every destructive
// step asks first through the confirmation modal.

const ROLE_COLOR: Record<TeamRole, string> = { OWNER: 'grape', ADMIN: 'blue', EDITOR: 'gray' };

export function MembersList({
  settings,
  members,
  onLeft,
}: {
  settings: TeamSettings;
  members: TeamMemberItem[];
  onLeft: () => void;
}) {
  const { t, i18n } = useTranslation('teams');
  const stack = useModalStack();
  const changeRole = useChangeMemberRole(settings.id);
  const remove = useRemoveMember(settings.id);
  const offer = useOfferOwnership(settings.id);
  const perms = settings.permissions;
  const roleOptions = assignableTeamRoles(settings.role);

  const name = (m: TeamMemberItem) => `${m.firstName} ${m.lastName}`;

  const onRole = async (m: TeamMemberItem, role: TeamRole) => {
    try {
      await changeRole.mutateAsync({ memberId: m.id, role });
      notifySuccess(t('members.roleChanged', { name: name(m), role: t(`roles.${role}`) }));
    } catch (error) {
      notifyError(error);
    }
  };

  const onRemove = async (m: TeamMemberItem) => {
    const self = m.isCurrentUser;
    const yes = await stack.confirm({
      title: self
        ? t('members.confirmLeaveTitle', { team: settings.brandName })
        : t('members.confirmRemoveTitle', { name: name(m) }),
      message: self
        ? t('members.confirmLeave')
        : t('members.confirmRemove', { name: name(m), team: settings.brandName }),
      confirmLabel: self ? t('members.leave') : t('members.remove'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync({ memberId: m.id, self });
      notifySuccess(self ? t('members.left', { name: settings.brandName }) : t('members.removed', { name: name(m) }));
      if (self) onLeft();
    } catch (error) {
      notifyError(error);
    }
  };

  const onTransfer = async (m: TeamMemberItem) => {
    const yes = await stack.confirm({
      title: t('members.confirmTransferTitle', { name: name(m) }),
      message: t('members.confirmTransfer', { name: name(m) }),
      confirmLabel: t('members.transfer'),
    });
    if (!yes) return;
    try {
      await offer.mutateAsync(m.id);
      notifySuccess(t('members.offerSent', { name: name(m) }));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('members.listLabel')}>
      {members.map((m) => {
        const below = mayManageMember(settings.role, m.role);
        const canRole = perms.manageMembers && below && !m.isCurrentUser && roleOptions.length > 1;
        const canRemove = perms.manageMembers && below && !m.isCurrentUser;
        const canTransfer = perms.transferOwnership && !m.isCurrentUser;
        const canLeave = m.isCurrentUser && perms.leave;
        const actions = canRemove || canTransfer || canLeave;
        return (
          <Card component="li" key={m.id} withBorder radius="md" p="sm" data-testid="team-member">
            <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                <Avatar src={m.image} alt="" radius="xl" color="brand">
                  {initials(m.firstName, m.lastName)}
                </Avatar>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={600} fz="sm" truncate>
                      {name(m)}
                    </Text>
                    {m.isCurrentUser && (
                      <Badge size="xs" variant="outline">
                        {t('members.you')}
                      </Badge>
                    )}
                  </Group>
                  <Text fz="xs" c="dimmed" truncate>
                    {m.email}
                  </Text>
                  <Text fz="xs" c="dimmed">{`${t('members.joined')} ${formatDate(m.joinedAt, i18n.language)}`}</Text>
                </Stack>
              </Group>
              <Group gap="xs" wrap="nowrap">
                {canRole ? (
                  <Select
                    size="xs"
                    w={110}
                    aria-label={t('members.roleFor', { name: name(m) })}
                    data={roleOptions.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                    value={m.role}
                    allowDeselect={false}
                    onChange={(value) => value && value !== m.role && void onRole(m, value as TeamRole)}
                  />
                ) : (
                  <Badge color={ROLE_COLOR[m.role]} variant="light">
                    {t(`roles.${m.role}`)}
                  </Badge>
                )}
                {actions && (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" size="lg" aria-label={t('members.actionsFor', { name: name(m) })}>
                        <IconDots size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {canTransfer && (
                        <Menu.Item leftSection={<IconCrown size={16} />} onClick={() => void onTransfer(m)}>
                          {t('members.transfer')}
                        </Menu.Item>
                      )}
                      {canRemove && (
                        <Menu.Item
                          color="red"
                          leftSection={<IconUserMinus size={16} />}
                          onClick={() => void onRemove(m)}
                        >
                          {t('members.remove')}
                        </Menu.Item>
                      )}
                      {canLeave && (
                        <Menu.Item
                          color="red"
                          leftSection={<IconDoorExit size={16} />}
                          onClick={() => void onRemove(m)}
                        >
                          {t('members.leave')}
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                )}
              </Group>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
