import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@plaudit/contract';
import { initials } from '@/lib/format';
import { PunishmentBadges } from './punishment-badges';

/** The top of the 'editUser' modal: who this is — picture, name, e-mail, account status and active punishments. */
export function UserSummary({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('adminUsers');
  const name = `${user.firstName} ${user.lastName}`;
  return (
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
  );
}
