import { Badge, Box, NavLink, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SearchFacets } from '@plaudit/contract';

/** The search results' categories with their counts, as links that narrow the results to one (or back to all). */
export function CategoryFacets({
  facets,
  selected,
  capped,
  onSelect,
}: {
  facets: SearchFacets['category'];
  selected?: string;
  /** The counts are lower bounds. */
  capped: boolean;
  onSelect: (id?: string) => void;
}) {
  const { t } = useTranslation('search');
  if (facets.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('page.categories')}>
      <Text fw={600} fz="sm" mb="xs">
        {t('page.categories')}
      </Text>
      <NavLink
        component="button"
        label={t('page.allCategories')}
        active={selected === undefined}
        aria-current={selected === undefined ? 'true' : undefined}
        onClick={() => onSelect(undefined)}
      />
      {facets.map((c) => (
        <NavLink
          key={c.id}
          component="button"
          label={c.name}
          active={selected === c.id}
          aria-current={selected === c.id ? 'true' : undefined}
          rightSection={
            <Badge
              size="sm"
              variant="light"
              color="gray"
              aria-label={t(capped ? 'page.countAtLeast' : 'page.count', { count: c.count })}
            >
              {capped ? t('page.atLeast', { count: c.count }) : c.count}
            </Badge>
          }
          onClick={() => onSelect(c.id)}
        />
      ))}
    </Box>
  );
}
