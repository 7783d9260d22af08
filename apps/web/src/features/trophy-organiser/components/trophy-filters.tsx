import { useEffect, useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SORT_ORDERS, TROPHY_CONTENT_TYPES, TROPHY_SORTS, TROPHY_STATUSES, type SortOrder, type TrophyCategory, type TrophySort } from '@plaudit/contract';
import type { TrophyListFilters } from '../list-query';

/** Each sort's label, spelled out so every key is visibly used (a label per field and direction: "Newest first"). */
const SORT_LABELS: Record<`${TrophySort}:${SortOrder}`, string> = {
  'createdAt:DESC': 'sorts.createdAt.DESC', 'createdAt:ASC': 'sorts.createdAt.ASC',
  'updatedAt:DESC': 'sorts.updatedAt.DESC', 'updatedAt:ASC': 'sorts.updatedAt.ASC',
  'name:ASC': 'sorts.name.ASC', 'name:DESC': 'sorts.name.DESC',
  'awardedAt:DESC': 'sorts.awardedAt.DESC', 'awardedAt:ASC': 'sorts.awardedAt.ASC',
};

interface Props {
  filters: TrophyListFilters;
  onChange: (changes: Partial<TrophyListFilters>) => void;
  categories: TrophyCategory[];
  /** The admin list filters by status too. */
  withStatus?: boolean;
}

/** Search (debounced), status, content type, trophy category and the sort: each change lands in the URL. */
export function TrophyFilters({ filters, onChange, categories, withStatus }: Props) {
  const { t } = useTranslation('trophyOrganiser');
  const [input, setInput] = useState(filters.search);
  const [debounced] = useDebouncedValue(input.trim(), 300);
  useEffect(() => {
    if (debounced !== filters.search) onChange({ search: debounced });
    // Only a settled search writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    // The URL changed from outside (Back, a link): the box follows it.
    if (filters.search !== debounced) setInput(filters.search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters.search]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
      <TextInput
        style={{ flex: '1 1 220px' }}
        label={t('filters.search')}
        leftSection={<IconSearch size={14} aria-hidden="true" />}
        value={input}
        onChange={(event) => setInput(event.currentTarget.value)}
      />
      {withStatus && (
        <Select
          w={{ base: '100%', xs: 160 }}
          label={t('filters.status')}
          clearable
          placeholder={t('filters.all')}
          data={TROPHY_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={filters.status}
          onChange={(value) => onChange({ status: (value as TrophyListFilters['status']) ?? null })}
        />
      )}
      <Select
        w={{ base: '100%', xs: 160 }}
        label={t('filters.contentType')}
        clearable
        placeholder={t('filters.all')}
        data={TROPHY_CONTENT_TYPES.map((value) => ({ value, label: t(`contentType.${value}`) }))}
        value={filters.contentType}
        onChange={(value) => onChange({ contentType: (value as TrophyListFilters['contentType']) ?? null })}
      />
      <Select
        w={{ base: '100%', xs: 180 }}
        label={t('filters.category')}
        clearable
        placeholder={t('filters.all')}
        data={categories.map((c) => ({ value: c.id, label: c.name }))}
        value={filters.categoryId}
        onChange={(value) => onChange({ categoryId: value ?? null })}
      />
      <Select
        w={{ base: '100%', xs: 200 }}
        label={t('filters.sort')}
        allowDeselect={false}
        data={TROPHY_SORTS.flatMap((by) => SORT_ORDERS.map((order) => ({ value: `${by}:${order}`, label: t(SORT_LABELS[`${by}:${order}`]) })))}
        value={`${filters.sortBy}:${filters.sortOrder}`}
        onChange={(value) => {
          if (!value) return;
          const [sortBy, sortOrder] = value.split(':') as [TrophyListFilters['sortBy'], TrophyListFilters['sortOrder']];
          onChange({ sortBy, sortOrder });
        }}
      />
    </Group>
  );
}
