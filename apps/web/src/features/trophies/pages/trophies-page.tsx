import { type FormEvent, useEffect, useState } from 'react';
import {
  ActionIcon,
  Button,
  Chip,
  Container,
  Group,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  isTrophyFiltered,
  TROPHY_CONTENT_TYPES,
  TROPHY_LIST_ADDRESS,
  TROPHY_PUBLIC_STATUSES,
  trophyFilteredQuery,
  trophyPageFilters,
} from '@plaudit/contract';
import { EmptyState, LoadError } from '@/components/data-states';
import { PagedRows, useListParams } from '@/components/paged-list';
import { useTrophies } from '../api/list-trophies';
import { useTrophyCategories } from '../api/get-trophy-categories';
import { TrophyCard } from '../components/trophy-card';
import { TrophyCategorySection } from '../components/trophy-category-section';
import { TROPHY_GRID_COLS, TrophyGridSkeleton } from '../components/trophy-grid';
import { TrophyCategoryIcon } from '@/components/trophy-category-icon';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /trophies: every public trophy, by category and newest first; any filter (all in the URL) gives one paged list. */
export default function TrophiesPage() {
  const { t } = useTranslation('trophies');
  const address = useListParams({ ...TROPHY_LIST_ADDRESS, navigation: { preventScrollReset: true } });
  // The calls the server's first HTML answers for this address (contract page-addresses.ts).
  const filters = trophyPageFilters(address);
  const filtered = isTrophyFiltered(filters);
  const categories = useTrophyCategories();
  const list = useTrophies(trophyFilteredQuery(filters), filtered);
  const [text, setText] = useState(filters.q ?? '');
  useEffect(() => setText(filters.q ?? ''), [filters.q]);
  useDocumentTitle(t('page.documentTitle'));

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    address.setFilter('q', text.trim() || null);
  };

  const shown = (categories.data?.data ?? []).filter((category) => category.trophyCount > 0);
  const empty = {
    icon: IconTrophy,
    title: t('empty.title'),
    text: filtered ? t('empty.filtered') : t('empty.text'),
    action: filtered ? (
      <Button variant="light" onClick={address.clear}>
        {t('filters.clear')}
      </Button>
    ) : undefined,
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed" maw={720}>
            {t('page.description')}
          </Text>
        </Stack>

        <Stack gap="sm">
          <ScrollArea type="auto" offsetScrollbars>
            <Chip.Group
              multiple={false}
              value={filters.category ?? 'all'}
              onChange={(value) => address.setFilter('category', value === 'all' ? null : value)}
            >
              <Group gap="xs" wrap="nowrap" role="group" aria-label={t('filters.category')}>
                <Chip value="all" variant="outline">
                  {t('filters.allCategories')}
                </Chip>
                {(categories.data?.data ?? []).map((category) => (
                  <Chip
                    key={category.id}
                    value={category.id}
                    variant="outline"
                    icon={<TrophyCategoryIcon name={category.icon} size={14} />}
                  >
                    {category.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </ScrollArea>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <form onSubmit={submitSearch} role="search" style={{ flex: '1 1 240px' }}>
              <TextInput
                label={t('filters.search')}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                rightSection={
                  <ActionIcon type="submit" variant="subtle" aria-label={t('filters.searchButton')}>
                    <IconSearch size={16} />
                  </ActionIcon>
                }
              />
            </form>
            <Select
              label={t('filters.contentType')}
              placeholder={t('filters.any')}
              data={TROPHY_CONTENT_TYPES.map((value) => ({ value, label: t(`contentType.${value}`) }))}
              value={filters.type ?? null}
              onChange={(value) => address.setFilter('type', value)}
              clearable
              w={{ base: '100%', xs: 180 }}
            />
            <Select
              label={t('filters.status')}
              placeholder={t('filters.any')}
              data={TROPHY_PUBLIC_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              value={filters.status ?? null}
              onChange={(value) => address.setFilter('status', value)}
              clearable
              w={{ base: '100%', xs: 200 }}
            />
          </Group>
        </Stack>

        {filtered ? (
          <PagedRows
            list={address}
            query={list}
            total={(count) => t('list.count', { count })}
            errorTitle={t('list.loadError')}
            empty={empty}
            loading={<TrophyGridSkeleton />}
            gap="lg"
            pager={{ size: 'md' }}
          >
            {(rows) => (
              <SimpleGrid cols={TROPHY_GRID_COLS} spacing="md">
                {rows.map((trophy) => (
                  <TrophyCard key={trophy.id} trophy={trophy} headingLevel={2} />
                ))}
              </SimpleGrid>
            )}
          </PagedRows>
        ) : categories.error ? (
          <LoadError error={categories.error} onRetry={() => void categories.refetch()} title={t('list.loadError')} />
        ) : !categories.data ? (
          <TrophyGridSkeleton />
        ) : shown.length === 0 ? (
          <EmptyState {...empty} />
        ) : (
          shown.map((category) => <TrophyCategorySection key={category.id} category={category} />)
        )}
      </Stack>
    </Container>
  );
}
