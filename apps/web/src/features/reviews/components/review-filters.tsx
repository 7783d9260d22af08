import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_SORT_NAMES, REVIEW_TYPES, type ReviewListOptions, type ReviewSortChoice } from '@plaudit/contract';

const ANY = 'any';

/** Rating, comment and type filters and the sort of a review list (the "Review list options"). */
export function ReviewFilters({
  options,
  onChange,
}: {
  options: ReviewListOptions;
  onChange: (changes: Partial<ReviewListOptions>) => void;
}) {
  const { t } = useTranslation('reviews');
  // The browser's own select: on a phone it opens the system's picker, and a product page hydrates four of them
  // without mounting four hidden option lists (portal, scroll area, positioning) as Mantine's Select does.
  return (
    // Two by two on a phone, one row from sm up.
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" maw={800} role="group" aria-label={t('filters.label')}>
      <NativeSelect
        label={t('filters.rating')}
        data={[
          { value: ANY, label: t('filters.anyRating') },
          ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('filters.stars', { count: n }) })),
        ]}
        value={options.rating ? String(options.rating) : ANY}
        onChange={({ currentTarget: { value } }) => onChange({ rating: value !== ANY ? Number(value) : null })}
      />
      <NativeSelect
        label={t('filters.comment')}
        data={[
          { value: ANY, label: t('filters.anyComment') },
          { value: 'true', label: t('filters.withComment') },
          { value: 'false', label: t('filters.withoutComment') },
        ]}
        value={options.hasComment ?? ANY}
        onChange={({ currentTarget: { value } }) =>
          onChange({ hasComment: value === 'true' || value === 'false' ? value : null })
        }
      />
      <NativeSelect
        label={t('filters.type')}
        data={[
          { value: ANY, label: t('filters.anyType') },
          ...REVIEW_TYPES.map((type) => ({ value: type, label: t(`filters.${type}`) })),
        ]}
        value={options.reviewType ?? ANY}
        onChange={({ currentTarget: { value } }) =>
          onChange({ reviewType: value === 'USER' || value === 'YOUTUBE' ? value : null })
        }
      />
      <NativeSelect
        label={t('filters.sort')}
        data={REVIEW_SORT_NAMES.map((value) => ({ value, label: t(`filters.sorts.${value}`) }))}
        value={options.sort}
        onChange={({ currentTarget: { value } }) => onChange({ sort: value as ReviewSortChoice })}
      />
    </SimpleGrid>
  );
}
