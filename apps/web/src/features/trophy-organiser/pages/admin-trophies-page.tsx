import { ActionIcon, Badge, Button, Group, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconCategory, IconPencil, IconPlus, IconTrash, IconTrophy } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { M, type TrophyCategory } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { useModalStack } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { PagedRows, useListParams } from '@/components/paged-list';
import { isApiError } from '@/lib/api-error';
import { messageText } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useAdminTrophies } from '../api/admin-list';
import { useTrophyCategories } from '../api/categories';
import { useDeleteTrophyCategory } from '../api/category-delete';
import { TrophyFilters } from '../components/trophy-filters';
import { TrophyCategoryIcon as TrophyIcon } from '@/components/trophy-category-icon';
import { TrophyTable } from '../components/trophy-table';
import { useTrophyModals } from '../components/use-trophy-modals';
import { ADMIN_TROPHY_LIST, trophyListQuery } from '../list-query';

// /admin/trophies: the platform's trophies in every status and the trophy categories. The tab and
// every list option live in the URL.

function TrophiesTab() {
  const { t } = useTranslation('trophyOrganiser');
  const list = useListParams(ADMIN_TROPHY_LIST);
  const categories = useTrophyCategories();
  const trophies = useAdminTrophies({
    ...trophyListQuery(list),
    ...(list.filters.status ? { status: list.filters.status } : {}),
  });
  const modals = useTrophyModals();

  return (
    <>
      <TrophyFilters
        list={list}
        categories={categories.data?.data ?? []}
        status={{ value: list.filters.status, onChange: (value) => list.setFilter('status', value) }}
      />
      <PagedRows
        list={list}
        query={trophies}
        total={(count) => t('list.total', { count })}
        empty={{
          icon: IconTrophy,
          title: list.isFiltered ? t('list.filteredTitle') : t('list.emptyTitle'),
          text: list.isFiltered ? t('list.filteredText') : t('list.emptyText'),
        }}
        errorTitle={t('list.loadError')}
        skeleton={{ rows: 5, height: 56 }}
      >
        {(rows) => <TrophyTable rows={rows} label={t('list.label')} onOpen={(row) => () => modals.edit(row.id)} />}
      </PagedRows>
    </>
  );
}

function CategoriesTab() {
  const { t } = useTranslation('trophyOrganiser');
  const categories = useTrophyCategories();
  const modals = useTrophyModals();
  const stack = useModalStack();
  const remove = useDeleteTrophyCategory({ silentError: true });
  const del = async (category: TrophyCategory) => {
    const yes = await stack.confirm({
      title: t('categories.deleteTitle'),
      message: t('categories.deleteText', { name: category.name }),
      confirmLabel: t('categories.delete'),
      danger: true,
    });
    if (!yes) return;
    remove.mutate(
      { id: category.id },
      {
        onError: (error) => {
          // A category still in use: the contract's own message says what to do.
          if (isApiError(error) && error.status === 409) {
            void stack.confirm({
              title: t('categories.inUseTitle'),
              message: messageText(M.trophy.error.category_in_use),
              confirmLabel: t('categories.ok'),
            });
          } else notifyError(error);
        },
      },
    );
  };
  const rows = categories.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => modals.category()}>
          {t('categories.new')}
        </Button>
      </Group>
      {categories.isPending && <ListSkeleton rows={4} />}
      {categories.isError && !categories.data && (
        <LoadError
          title={t('categories.loadError')}
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      )}
      {categories.data && rows.length === 0 && (
        <EmptyState icon={IconCategory} title={t('categories.emptyTitle')} text={t('categories.emptyText')} />
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={t('categories.label')} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('categories.name')}</Table.Th>
                <Table.Th>{t('categories.slug')}</Table.Th>
                <Table.Th ta="right">{t('categories.count')}</Table.Th>
                <Table.Th ta="right">{t('categories.position')}</Table.Th>
                <Table.Th>
                  <Text span fz="xs" c="dimmed">
                    {t('categories.actions')}
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((category) => (
                <Table.Tr key={category.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <TrophyIcon name={category.icon} size={16} />
                      <Text fz="sm" fw={500}>
                        {category.name}
                      </Text>
                      {/* Beside a long name on a phone the badge shrank to "Platform o…"; the name wraps instead. */}
                      {category.platformOnly && (
                        <Badge size="xs" variant="light" color="grape" style={{ flexShrink: 0 }}>
                          {t('categories.platformOnlyBadge')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" c="dimmed">
                      {category.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{category.trophyCount}</Table.Td>
                  <Table.Td ta="right">{category.position}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        onClick={() => modals.category(category)}
                        aria-label={t('categories.edit', { name: category.name })}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => void del(category)}
                        aria-label={t('categories.deleteNamed', { name: category.name })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export default function AdminTrophiesPage() {
  const { t } = useTranslation('trophyOrganiser');
  const [params, setParams] = useSearchParams();
  const modals = useTrophyModals();
  const tab = params.get('tab') === 'categories' ? 'categories' : 'trophies';
  // The admin layout gives every page its container and padding; a second one here pushed this page in and down.
  return (
    <>
      <PageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => modals.create(null)}>
            {t('actions.new')}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'categories' ? { tab: 'categories' } : {}, { replace: true })}
        mb="md"
      >
        <Tabs.List>
          <Tabs.Tab value="trophies" leftSection={<IconTrophy size={16} aria-hidden="true" />}>
            {t('admin.tabs.trophies')}
          </Tabs.Tab>
          <Tabs.Tab value="categories" leftSection={<IconCategory size={16} aria-hidden="true" />}>
            {t('admin.tabs.categories')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'trophies' ? <TrophiesTab /> : <CategoriesTab />}
    </>
  );
}
