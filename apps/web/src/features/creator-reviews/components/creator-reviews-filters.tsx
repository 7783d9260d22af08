import { Select, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_RATING_MAX, REVIEW_TYPES } from '@plaudit/contract';
import { ListFilters } from '@/components/paged-list';
import type { CreatorReviewFilters } from '../creator-reviews-query';

// The brand list's controls. Sort choices pair sortBy and sortOrder as the API names them.
/** Page sizes offered; any other 1–50 from a link still works (it is read from the URL as is). */
export const TAKE_CHOICES = [10, 20, 50] as const;
export const SORT_CHOICES = ['createdAt:DESC', 'createdAt:ASC', 'rating:DESC', 'rating:ASC', 'helpful:DESC', 'helpful:ASC'] as const;
const ALL = 'ALL';

interface Props {
  filters: CreatorReviewFilters;
  searchInput: string;
  onSearchInput: (value: string) => void;
  products: { value: string; label: string }[];
  onChange: (changes: Partial<CreatorReviewFilters>) => void;
}

export function CreatorReviewsFilters({ filters, searchInput, onSearchInput, products, onChange }: Props) {
  const { t } = useTranslation('creatorReviews');
  const sort = `${filters.sortBy}:${filters.sortOrder}`;
  const ratings = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => String(REVIEW_RATING_MAX - i));
  return (
    <ListFilters>
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={searchInput}
        onChange={(e) => onSearchInput(e.currentTarget.value)}
        type="search"
        size="md"
        w={{ base: '100%', sm: 260 }}
      />
      <Select
        label={t('filters.product')}
        data={[{ value: ALL, label: t('filters.allProducts') }, ...products]}
        value={filters.productId ?? ALL}
        onChange={(v) => onChange({ productId: !v || v === ALL ? null : v })}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('filters.noProduct')}
        size="md"
        w={{ base: '100%', sm: 220 }}
      />
      <Select
        label={t('filters.rating')}
        data={[{ value: ALL, label: t('filters.allRatings') }, ...ratings.map((r) => ({ value: r, label: t('filters.stars', { count: Number(r) }) }))]}
        value={filters.rating === null ? ALL : String(filters.rating)}
        onChange={(v) => onChange({ rating: !v || v === ALL ? null : Number(v) })}
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
        value={filters.hasComment === null ? ALL : String(filters.hasComment)}
        onChange={(v) => onChange({ hasComment: v === 'true' ? true : v === 'false' ? false : null })}
        allowDeselect={false}
        size="md"
        w={{ base: '100%', sm: 170 }}
      />
      <Select
        label={t('filters.sort')}
        data={SORT_CHOICES.map((value) => ({ value, label: t(`filters.sorts.${value}`) }))}
        value={sort}
        onChange={(v) => {
          const [sortBy, sortOrder] = (v ?? SORT_CHOICES[0]).split(':') as [CreatorReviewFilters['sortBy'], CreatorReviewFilters['sortOrder']];
          onChange({ sortBy, sortOrder });
        }}
        allowDeselect={false}
        size="md"
        w={{ base: '100%', sm: 190 }}
      />
      <Select
        label={t('filters.take')}
        data={[...new Set([...TAKE_CHOICES, filters.take])].sort((a, b) => a - b).map((take) => ({ value: String(take), label: String(take) }))}
        value={String(filters.take)}
        onChange={(v) => onChange({ take: Number(v) })}
        allowDeselect={false}
        size="md"
        w={{ base: '100%', sm: 110 }}
      />
      <Stack gap={4}>
        <Text fz="md" fw={500} id="creator-reviews-type">{t('filters.type')}</Text>
        <SegmentedControl
          aria-labelledby="creator-reviews-type"
          value={filters.reviewType ?? ALL}
          onChange={(v) => onChange({ reviewType: v === ALL ? null : (v as CreatorReviewFilters['reviewType']) })}
          data={[{ value: ALL, label: t('filters.allTypes') }, ...REVIEW_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))]}
        />
      </Stack>
    </ListFilters>
  );
}
