import { Avatar, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_STATUSES,
  GLOBAL_ROLES,
  LIST_TAKE_DEFAULT,
  type AccountStatus,
  type AdminUserListQuery,
  type AdminUserSummary,
  type GlobalRole,
} from '@plaudit/contract';
import { ListFilters, ListSearch, PagedList, useListParams } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { useModalStack } from '@/components/modal-stack';
import { formatDate, initials } from '@/lib/format';
import { useMe } from '@/lib/me-query';
import { useAdminUsers } from '../api/get-admin-users';
import { EditUser } from '../components/edit-user';
import { PunishmentBadges } from '../components/punishment-badges';

// /admin/users: search, filter by role and status, sort, page; a row opens the user admin modal.

const SORTS = ['createdAt:DESC', 'createdAt:ASC', 'name:ASC', 'email:ASC'] as const;

function RoleBadge({ role }: { role: GlobalRole }) {
  const { t } = useTranslation('adminUsers');
  const color = role === 'ADMIN' ? 'indigo' : role === 'MOD' ? 'grape' : 'gray';
  return (
    <Badge size="sm" variant="light" color={color}>
      {t(`roles.${role}`)}
    </Badge>
  );
}

function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Badge size="sm" variant="dot" color={status === 'ACTIVE' ? 'teal' : status === 'INACTIVE' ? 'gray' : 'red'}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

function UserCell({ user }: { user: AdminUserSummary }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      {/* Decorative beside the name: the row button's name starts with the person's name, not their initials. */}
      <Avatar src={user.image} radius="xl" size={36} color="indigo" alt="" aria-hidden="true">
        {initials(user.firstName, user.lastName)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} fz="sm" truncate>
          {user.firstName} {user.lastName}
        </Text>
        <Text fz="xs" c="dimmed" truncate>
          {user.email} · @{user.username}
        </Text>
      </Stack>
    </Group>
  );
}

export default function AdminUsersPage() {
  const { t, i18n } = useTranslation('adminUsers');
  const stack = useModalStack();
  const { user: me } = useMe();
  // ?search= (a link from the audit log) finds that person.
  const list = useListParams({ filters: { role: GLOBAL_ROLES, status: ACCOUNT_STATUSES }, sorts: SORTS });
  const query: AdminUserListQuery = {
    page: list.page,
    take: LIST_TAKE_DEFAULT,
    search: list.search,
    role: list.filters.role ?? undefined,
    status: list.filters.status ?? undefined,
    sortBy: list.sortBy,
    sortOrder: list.sortOrder,
  };
  const users = useAdminUsers(query);

  const open = (user: AdminUserSummary) => {
    if (!me) return;
    stack.open({
      key: 'editUser',
      title: t('edit.title'),
      size: 'lg',
      render: () => <EditUser userId={user.id} actor={{ id: me.id, role: me.role }} />,
    });
  };

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListFilters>
        <ListSearch list={list} label={t('search')} placeholder={t('searchPlaceholder')} />
        <Select
          label={t('roleFilter')}
          placeholder={t('any')}
          data={GLOBAL_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          value={list.filters.role}
          onChange={(v) => list.setFilter('role', v)}
          clearable
          size="md"
          style={{ flex: '1 1 140px' }}
        />
        <Select
          label={t('statusFilter')}
          placeholder={t('any')}
          data={ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          value={list.filters.status}
          onChange={(v) => list.setFilter('status', v)}
          clearable
          size="md"
          style={{ flex: '1 1 140px' }}
        />
        <Select
          label={t('sortLabel')}
          data={SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          value={list.sort}
          onChange={(v) => v && list.setSort(v)}
          allowDeselect={false}
          size="md"
          style={{ flex: '1 1 150px' }}
        />
      </ListFilters>

      <PagedList
        list={list}
        query={users}
        label={t('tableLabel')}
        rowKey={(u) => u.id}
        rowTestId="admin-user-row"
        open={{ label: t('open'), onOpen: open }}
        total={(count) => t('total', { count })}
        empty={{ icon: IconUsersGroup, title: t('emptyTitle'), text: t('emptyText') }}
        clearLabel={t('clearFilters')}
        errorTitle={t('errorTitle')}
        skeleton={{ rows: 5, height: 56 }}
        columns={[
          { header: t('columns.user'), cell: (u) => <UserCell user={u} />, style: { maxWidth: 320 } },
          { header: t('columns.role'), cell: (u) => <RoleBadge role={u.role} /> },
          { header: t('columns.status'), cell: (u) => <StatusBadge status={u.accountStatus} /> },
          { header: t('columns.punishments'), cell: (u) => <PunishmentBadges types={u.activePunishments} /> },
          { header: t('columns.joined'), cell: (u) => <Text fz="sm">{formatDate(u.createdAt, i18n.language)}</Text> },
        ]}
        card={(u) => (
          <Stack gap={8}>
            <UserCell user={u} />
            <Group gap={6} wrap="wrap">
              <RoleBadge role={u.role} />
              <StatusBadge status={u.accountStatus} />
              {u.activePunishments.length > 0 && <PunishmentBadges types={u.activePunishments} />}
            </Group>
          </Stack>
        )}
      />
    </>
  );
}
