import { ActionIcon, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCategoryPlus, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryItem } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { useModalStack, type ModalStackApi } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCategories, useDeleteCategory, useUpdateCategory } from '../api/categories';
import { CategoryForm } from '../components/category-form';
import { CategoryIcon } from '@/components/category-icon';
import { buildTree, moveUpdates } from '../components/category-tree';

// /admin/categories (ADMIN only): the tree with icons and product counts, reordering by buttons (a
// keyboard works them as well as a mouse), and the add / edit modal; deleting asks first and explains a refusal.

interface RowProps {
  item: CategoryItem;
  siblings: readonly CategoryItem[];
  index: number;
  nested: boolean;
  busy: boolean;
  onMove: (siblings: readonly CategoryItem[], index: number, direction: -1 | 1) => void;
  onEdit: (item: CategoryItem) => void;
  onDelete: (item: CategoryItem) => void;
}

function CategoryRow({ item, siblings, index, nested, busy, onMove, onEdit, onDelete }: RowProps) {
  const { t } = useTranslation('categories');
  return (
    // On a phone the count and the buttons move under the name (which never gets cut to a letter or two).
    <Group
      component="div"
      gap="xs"
      wrap="wrap"
      py="xs"
      pl={nested ? { base: 28, sm: 48 } : 0}
      data-testid="admin-category-row"
    >
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 220px', minWidth: 0 }}>
        <ThemeIcon variant="light" size={36} radius="md" style={{ flexShrink: 0 }}>
          <CategoryIcon name={item.icon} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            /{item.slug}
          </Text>
        </Stack>
      </Group>
      <Group gap={4} wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
        <Badge variant="light" color="gray" mr={4}>
          {t('admin.products', { count: item.productCount })}
        </Badge>
        <Tooltip label={t('admin.moveUp', { name: item.name })}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('admin.moveUp', { name: item.name })}
            disabled={busy || index === 0}
            onClick={() => onMove(siblings, index, -1)}
          >
            <IconArrowUp size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('admin.moveDown', { name: item.name })}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('admin.moveDown', { name: item.name })}
            disabled={busy || index === siblings.length - 1}
            onClick={() => onMove(siblings, index, 1)}
          >
            <IconArrowDown size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('admin.edit', { name: item.name })}>
          <ActionIcon variant="subtle" aria-label={t('admin.edit', { name: item.name })} onClick={() => onEdit(item)}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('admin.delete', { name: item.name })}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('admin.delete', { name: item.name })}
            onClick={() => onDelete(item)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

export default function AdminCategoriesPage() {
  const { t } = useTranslation('categories');
  const stack = useModalStack();
  const categories = useCategories();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [moving, setMoving] = useState(false);
  const all = categories.data?.data ?? [];
  const tree = buildTree(all);

  const openForm = (category?: CategoryItem) =>
    stack.open({
      key: category ? 'editCategoryFeaturing' : 'addCategoryFeaturing',
      title: category ? t('form.editTitle', { name: category.name }) : t('form.addTitle'),
      size: 'lg',
      render: (modal: ModalStackApi) => (
        <CategoryForm category={category} all={all} onDone={modal.back} onCancel={modal.back} />
      ),
    });

  const onMove = async (siblings: readonly CategoryItem[], index: number, direction: -1 | 1) => {
    setMoving(true);
    try {
      for (const change of moveUpdates(siblings, index, direction)) {
        await update.mutateAsync({ id: change.id, body: { position: change.position } });
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setMoving(false);
    }
  };

  const onDelete = async (item: CategoryItem) => {
    const yes = await stack.confirm({
      title: t('delete.title', { name: item.name }),
      message: t('delete.message'),
      confirmLabel: t('delete.confirm'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(item.id);
      notifySuccess(t('delete.done', { name: item.name }));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // The refusal in a modal of its own: what still uses the category and what to do first.
        await stack.confirm({
          title: t('delete.refusedTitle', { name: item.name }),
          message: errorText(error),
          confirmLabel: t('delete.understood'),
        });
      } else {
        notifyError(error);
      }
    }
  };

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => openForm()}>
      {t('admin.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('admin.title')} description={t('admin.description')} action={addButton} />
      {categories.isPending && <ListSkeleton rows={6} height={52} />}
      {categories.isError && (
        <LoadError title={t('admin.loadError')} error={categories.error} onRetry={() => void categories.refetch()} />
      )}
      {categories.data && all.length === 0 && (
        <EmptyState
          icon={IconCategoryPlus}
          title={t('admin.emptyTitle')}
          text={t('admin.emptyText')}
          action={addButton}
        />
      )}
      {categories.data && all.length > 0 && (
        <Card withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Stack
            gap={0}
            component="ul"
            aria-label={t('admin.treeLabel')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {tree.map((parent, index) => (
              <li
                key={parent.id}
                style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)' }}
              >
                <CategoryRow
                  item={parent}
                  siblings={tree}
                  index={index}
                  nested={false}
                  busy={moving}
                  onMove={onMove}
                  onEdit={openForm}
                  onDelete={onDelete}
                />
                {parent.children.length > 0 && (
                  <ul
                    aria-label={t('admin.childrenLabel', { name: parent.name })}
                    style={{ listStyle: 'none', margin: 0, padding: 0 }}
                  >
                    {parent.children.map((child, childIndex) => (
                      <li key={child.id}>
                        <CategoryRow
                          item={child}
                          siblings={parent.children}
                          index={childIndex}
                          nested
                          busy={moving}
                          onMove={onMove}
                          onEdit={openForm}
                          onDelete={onDelete}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </Stack>
        </Card>
      )}
    </>
  );
}
