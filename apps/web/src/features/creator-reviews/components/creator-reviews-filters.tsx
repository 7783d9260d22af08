import { Select, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_RATING_MAX, REVIEW_TYPES } from '@plaudit/contract';
import { ListFilters } from '@/components/paged-list';
import { DEFAULT_TAKE, SORT_CHOICES, type CreatorReviewList } from '../creator-reviews-query';

// The brand list's controls.
/** Page sizes offered; any other 1–50 from a link still works (it is read from the URL as is). */
export const TAKE_CHOICES = [10, 20, 50] as const;
const ALL = 'ALL';

interface Props {
  list: CreatorReviewList;
  products: { value: string; label: string }[];
}

export function CreatorReviewsFilters({ list, products }: Props) {
  const { t } = useTranslation('creatorReviews');
  const { filters } = list;
  const take = Number(filters.take ?? DEFAULT_TAKE);
  const ratings = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => String(REVIEW_RATING_MAX - i));
  return (
    <ListFilters>
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={list.searchInput}
        onChange={(e) => list.setSearchInput(e.currentTarget.value)}
        type="search"
        size="md"
        w={{ base: '100%', sm: 260 }}
      />
      <Select
        label={t('filters.product')}
        data={[{ value: ALL, label: t('filters.allProducts') }, ...products]}
        value={filters.productId ?? ALL}
        onChange={(v) => list.setFilter('productId', v === ALL ? null : v)}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('filters.noProduct')}
        size="md"
        w={{ base: '100%', sm: 220 }}
      />
      <Select
        label={t('filters.rating')}
        data={[
          { value: ALL, label: t('filters.allRatings') },
          ...ratings.map((r) => ({ value: r, label: t('filters.stars', { count: Number(r) }) })),
        ]}
        value={filters.rating ?? ALL}
        onChange={(v) => list.setFilter('rating', v === ALL ? null : v)}
        allowDeselect={false}
        size="md"
        w={{ base: '100%', sm: 150 }}
      />
      <Select
        label={t('filters.comment')}
        data={[
          { value: ALL, label: t('filters.anyComment') },
          { value: 'true', label: t('filters.withComment') },
          { value: 'false', label: t('filters.withoutComment') },
        ]}
        value={filters.hasComment ?? ALL}
        onChange={(v) => list.setFilter('hasComment', v === ALL ? null : v)}
        allowDeselect={false}
        size="md"
        w={{ base: '100%', sm: 170 }}
      />
      <Select
        label={t('filters.sort')}
        data={SORT_CHOICES.map((value) => ({ value, label: t(`filters.sorts.${value}`) }))}
        value={list.sort ?? SORT_CHOICES[0]}
        onChange={(v) => list.setSort(v ?? SORT_CHOICES[0])}
        allowDeselect={false}
        size="md"
        w={{ base: '100%', sm: 190 }}
      />
      <Select
        label={t('filters.take')}
        data={[...new Set([...TAKE_CHOICES, take])]
          .sort((a, b) => a - b)
          .map((n) => ({ value: String(n), label: String(n) }))}
        value={String(take)}
        // The default size is left out of the URL.
        onChange={(v) => list.setFilter('take', v === DEFAULT_TAKE ? null : v)}
        allowDeselect={false}
        size="md"
        w={{ base: '100%', sm: 110 }}
      />
      <Stack gap={4}>
        <Text fz="md" fw={500} id="creator-reviews-type">
          {t('filters.type')}
        </Text>
        <SegmentedControl
          aria-labelledby="creator-reviews-type"
          value={filters.reviewType ?? ALL}
          onChange={(v) => list.setFilter('reviewType', v === ALL ? null : v)}
          data={[
            { value: ALL, label: t('filters.allTypes') },
            ...REVIEW_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) })),
          ]}
        />
      </Stack>
    </ListFilters>
  );
}
