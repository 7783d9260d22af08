import { Card, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUSES } from '@plaudit/contract';
import type { CategoryOption } from '../category-options';

export const PRODUCT_SORTS = ['updatedAt:DESC', 'createdAt:DESC', 'name:ASC', 'name:DESC', 'status:ASC'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilterValues {
  search: string;
  status: string | null;
  categoryId: string | null;
  sort: ProductSort;
}

/** Search, status, category and sort of the products list; the page keeps them in the URL. */
export function ProductsFilters({
  values,
  categories,
  onChange,
}: {
  values: ProductFilterValues;
  categories: CategoryOption[];
  onChange: (next: Partial<ProductFilterValues>) => void;
}) {
  const { t } = useTranslation('products');
  return (
    <Card withBorder radius="lg" p="md" mb="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={values.search}
          onChange={(e) => onChange({ search: e.currentTarget.value })}
          style={{ flex: '2 1 220px' }}
          type="search"
        />
        <Select
          size="md"
          label={t('list.statusFilter')}
          placeholder={t('list.any')}
          data={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={values.status}
          onChange={(status) => onChange({ status })}
          clearable
          style={{ flex: '1 1 140px' }}
        />
        <Select
          size="md"
          label={t('list.categoryFilter')}
          placeholder={t('list.any')}
          data={categories}
          value={values.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
          clearable
          searchable
          style={{ flex: '1 1 180px' }}
        />
        <Select
          size="md"
          label={t('list.sortLabel')}
          data={PRODUCT_SORTS.map((s) => ({ value: s, label: t(`list.sort.${s}`) }))}
          value={values.sort}
          onChange={(sort) => sort && onChange({ sort: sort as ProductSort })}
          allowDeselect={false}
          style={{ flex: '1 1 160px' }}
        />
      </Group>
    </Card>
  );
}
