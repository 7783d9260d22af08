import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  SORT_ORDERS,
  TROPHY_CONTENT_TYPES,
  TROPHY_SORTS,
  TROPHY_STATUSES,
  type SortOrder,
  type TrophyCategory,
  type TrophySort,
  type TrophyStatus,
} from '@plaudit/contract';
import type { TrophyListParams } from '../list-query';

/** Each sort's label, spelled out so every key is visibly used (a label per field and direction: "Newest first"). */
const SORT_LABELS: Record<`${TrophySort}:${SortOrder}`, string> = {
  'createdAt:DESC': 'sorts.createdAt.DESC',
  'createdAt:ASC': 'sorts.createdAt.ASC',
  'updatedAt:DESC': 'sorts.updatedAt.DESC',
  'updatedAt:ASC': 'sorts.updatedAt.ASC',
  'name:ASC': 'sorts.name.ASC',
  'name:DESC': 'sorts.name.DESC',
  'awardedAt:DESC': 'sorts.awardedAt.DESC',
  'awardedAt:ASC': 'sorts.awardedAt.ASC',
};

interface Props {
  list: TrophyListParams;
  categories: TrophyCategory[];
  /** The admin list filters by status too. */
  status?: { value: TrophyStatus | null; onChange: (value: string | null) => void };
}

/** Search (debounced), status, content type, trophy category and the sort: each change lands in the URL. */
export function TrophyFilters({ list, categories, status }: Props) {
  const { t } = useTranslation('trophyOrganiser');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
      <TextInput
        style={{ flex: '1 1 220px' }}
        label={t('filters.search')}
        leftSection={<IconSearch size={14} aria-hidden="true" />}
        value={list.searchInput}
        onChange={(event) => list.setSearchInput(event.currentTarget.value)}
      />
      {status && (
        <Select
          w={{ base: '100%', xs: 160 }}
          label={t('filters.status')}
          clearable
          placeholder={t('filters.all')}
          data={TROPHY_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={status.value}
          onChange={status.onChange}
        />
      )}
      <Select
        w={{ base: '100%', xs: 160 }}
        label={t('filters.contentType')}
        clearable
        placeholder={t('filters.all')}
        data={TROPHY_CONTENT_TYPES.map((value) => ({ value, label: t(`contentType.${value}`) }))}
        value={list.filters.contentType}
        onChange={(value) => list.setFilter('contentType', value)}
      />
      <Select
        w={{ base: '100%', xs: 180 }}
        label={t('filters.category')}
        clearable
        placeholder={t('filters.all')}
        data={categories.map((c) => ({ value: c.id, label: c.name }))}
        value={list.filters.categoryId}
        onChange={(value) => list.setFilter('categoryId', value)}
      />
      <Select
        w={{ base: '100%', xs: 200 }}
        label={t('filters.sort')}
        allowDeselect={false}
        data={TROPHY_SORTS.flatMap((by) =>
          SORT_ORDERS.map((order) => ({ value: `${by}:${order}`, label: t(SORT_LABELS[`${by}:${order}`]) })),
        )}
        value={list.sort ?? null}
        onChange={(value) => value && list.setSort(value)}
      />
    </Group>
  );
}
