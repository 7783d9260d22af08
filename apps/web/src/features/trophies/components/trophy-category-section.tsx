import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TROPHY_SECTION_TAKE, trophySectionQuery, type TrophyCategory } from '@plaudit/contract';
import { LoadError } from '@/components/data-states';
import { TrophyCategoryIcon } from '@/components/trophy-category-icon';
import { paths } from '@/config/paths';
import { useTrophies } from '../api/list-trophies';
import { TrophyCard } from './trophy-card';
import { TROPHY_GRID_COLS, TrophyGridSkeleton } from './trophy-grid';

/** One category's newest trophies on the unfiltered page; hidden when it has none. */
export function TrophyCategorySection({ category }: { category: TrophyCategory }) {
  const { t } = useTranslation('trophies');
  const list = useTrophies(trophySectionQuery(category.id));
  const headingId = `trophy-category-${category.id}`;
  if (list.error)
    return (
      <LoadError
        error={list.error}
        onRetry={() => void list.refetch()}
        title={t('list.sectionError', { name: category.name })}
      />
    );
  if (list.data && list.data.data.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
        <Title order={2} id={headingId} fz="h3">
          <Group component="span" gap="xs" wrap="nowrap">
            <TrophyCategoryIcon name={category.icon} size={22} />
            {category.name}
          </Group>
        </Title>
        {list.data && list.data.meta.total > TROPHY_SECTION_TAKE && (
          <Anchor component={Link} to={paths.trophies.href({ category: category.id })} fz="sm" fw={600}>
            {t('list.seeAll', { count: list.data.meta.total })}
          </Anchor>
        )}
      </Group>
      {category.description && (
        <Text fz="sm" c="dimmed">
          {category.description}
        </Text>
      )}
      {list.data ? (
        <SimpleGrid cols={TROPHY_GRID_COLS} spacing="md">
          {list.data.data.map((trophy) => (
            <TrophyCard key={trophy.id} trophy={trophy} />
          ))}
        </SimpleGrid>
      ) : (
        <TrophyGridSkeleton />
      )}
    </Stack>
  );
}
