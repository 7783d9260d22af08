import { useState } from 'react';
import { Avatar, Badge, Button, Card, Group, Pagination, Select, Stack, Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUSES, GLOBAL_ROLES, LIST_TAKE_DEFAULT, type AccountStatus, type AdminUserListQuery, type AdminUserSummary, type GlobalRole } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { PageHeader } from '@/components/page-header';
import { useModalStack } from '@/components/modal-stack';
import { formatDate, initials } from '@/lib/format';
import { useMe } from '@/lib/me-query';
import { useAdminUsers } from '../api/get-admin-users';
import { EditUser } from '../components/edit-user';
import { PunishmentBadges } from '../components/punishment-badges';

// /admin/users: search, filter by role and status, sort, page; a row opens the user admin modal (spec §2).

const SORTS = ['createdAt:DESC', 'createdAt:ASC', 'name:ASC', 'email:ASC'] as const;
type Sort = (typeof SORTS)[number];

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
  const [params] = useSearchParams(); // ?search= (a link from the audit log) finds that person
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<GlobalRole | null>(null);
  const [status, setStatus] = useState<AccountStatus | null>(null);
  const [sort, setSort] = useState<Sort>('createdAt:DESC');
  const [page, setPage] = useState(1);
  const [sortBy, sortOrder] = sort.split(':') as [AdminUserListQuery['sortBy'], AdminUserListQuery['sortOrder']];
  const query: AdminUserListQuery = { page, take: LIST_TAKE_DEFAULT, search: debouncedSearch || undefined, role: role ?? undefined, status: status ?? undefined, sortBy, sortOrder };
  const users = useAdminUsers(query);
  const filtered = Boolean(debouncedSearch || role || status);

  const open = (user: AdminUserSummary) => {
    if (!me) return;
    stack.open({ key: 'editUser', title: t('edit.title'), size: 'lg', render: () => <EditUser userId={user.id} actor={{ id: me.id, role: me.role }} /> });
  };
  const clear = () => {
    setSearch('');
    setRole(null);
    setStatus(null);
    setPage(1);
  };
  const data = users.data?.data ?? [];

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Card withBorder radius="lg" p="md" mb="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '2 1 240px' }}
            type="search"
          />
          <Select
            label={t('roleFilter')}
            placeholder={t('any')}
            data={GLOBAL_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            value={role}
            onChange={(v) => {
              setRole(v as GlobalRole | null);
              setPage(1);
            }}
            clearable
            size="md"
            style={{ flex: '1 1 140px' }}
          />
          <Select
            label={t('statusFilter')}
            placeholder={t('any')}
            data={ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            value={status}
            onChange={(v) => {
              setStatus(v as AccountStatus | null);
              setPage(1);
            }}
            clearable
            size="md"
            style={{ flex: '1 1 140px' }}
          />
          <Select
            label={t('sortLabel')}
            data={SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
            value={sort}
            onChange={(v) => v && setSort(v as Sort)}
            allowDeselect={false}
            size="md"
            style={{ flex: '1 1 150px' }}
          />
        </Group>
      </Card>

      {users.isPending && <ListSkeleton rows={5} height={56} />}
      {users.isError && !users.data && <LoadError title={t('errorTitle')} error={users.error} onRetry={() => void users.refetch()} />}
      {users.data && data.length === 0 && (
        <EmptyState
          icon={IconUsersGroup}
          title={t('emptyTitle')}
          text={t('emptyText')}
          action={
            filtered && (
              <Button variant="light" size="xs" onClick={clear}>
                {t('clearFilters')}
              </Button>
            )
          }
        />
      )}
      {users.data && data.length > 0 && (
        <Stack gap="md" style={{ opacity: users.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('total', { count: users.data.meta.total })}
          </Text>
          <Card withBorder radius="lg" p={0} visibleFrom="sm">
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={t('tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.user')}</Table.Th>
                  <Table.Th>{t('columns.role')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>{t('columns.punishments')}</Table.Th>
                  <Table.Th>{t('columns.joined')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((u) => (
                  <Table.Tr key={u.id} onClick={() => open(u)} style={{ cursor: 'pointer' }} data-testid="admin-user-row">
                    <Table.Td style={{ maxWidth: 320 }}>
                      <UnstyledButton onClick={(e) => { e.stopPropagation(); open(u); }} style={{ display: 'block', minWidth: 0, width: '100%' }}>
                        <VisuallyHidden>{t('open')} </VisuallyHidden>
                        <UserCell user={u} />
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td><RoleBadge role={u.role} /></Table.Td>
                    <Table.Td><StatusBadge status={u.accountStatus} /></Table.Td>
                    <Table.Td><PunishmentBadges types={u.activePunishments} /></Table.Td>
                    <Table.Td><Text fz="sm">{formatDate(u.createdAt, i18n.language)}</Text></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
          <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('tableLabel')}>
            {data.map((u) => (
              <Card key={u.id} component="li" withBorder radius="md" p={0}>
                <UnstyledButton onClick={() => open(u)} p="sm" style={{ display: 'block', width: '100%' }}>
                  <VisuallyHidden>{t('open')} </VisuallyHidden>
                  <Stack gap={8}>
                    <UserCell user={u} />
                    <Group gap={6} wrap="wrap">
                      <RoleBadge role={u.role} />
                      <StatusBadge status={u.accountStatus} />
                      {u.activePunishments.length > 0 && <PunishmentBadges types={u.activePunishments} />}
                    </Group>
                  </Stack>
                </UnstyledButton>
              </Card>
            ))}
          </Stack>
          {users.data.meta.pageCount > 1 && (
            <Group justify="center">
              <Pagination total={users.data.meta.pageCount} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </Stack>
      )}
    </>
  );
}
