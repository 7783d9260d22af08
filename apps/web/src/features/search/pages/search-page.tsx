import { useRef } from 'react';
import {
  Alert,
  Badge,
  Box,
  Container,
  Group,
  NavLink,
  Pagination,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EVENT_SEARCH_TEAMS_MAX,
  M,
  SEARCH_RESULT_TYPES,
  type SearchFacets,
  type SearchResult,
  type SearchResultType,
} from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { paths } from '@/config/paths';
import { isSearchable, useSearchResults } from '../api/search-queries';
import { ResultCard } from '../components/result-card';
import { SearchBox } from '../components/search-box';
import { refreshing } from '@/components/refreshing';
import { useTrackView } from '@/lib/events/use-track-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { messageText } from '@/lib/i18n';

// /search?q=&type=&categoryId=&page=: everything is in the URL, so the back button and a shared
// link show the same results. Type tabs and category facets carry their counts from the same answer.

const ALL = 'all';

function readType(value: string | null): SearchResultType | undefined {
  return (SEARCH_RESULT_TYPES as readonly string[]).includes(value ?? '') ? (value as SearchResultType) : undefined;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The search counts at most SEARCH_PRODUCT_CANDIDATES_MAX matching products (`meta.capped` when more match): then a
 * count of products (the product and "all" tabs, each category, a total with products in it) is a lower bound.
 */
function isLowerBound(capped: boolean, type: SearchResultType | typeof ALL | undefined): boolean {
  return capped && (type === undefined || type === ALL || type === 'product');
}

function CategoryFacets({
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

/** What a search event says: the query, how many results, and the brands (teams) the results showed. */
function searchMetadata(q: string, result: SearchResult): Record<string, unknown> {
  const teams = result.data.flatMap((hit) => (hit.type === 'brand' ? [hit.id] : hit.brand ? [hit.brand.id] : []));
  return { query: q, resultCount: result.meta.total, teamIds: [...new Set(teams)].slice(0, EVENT_SEARCH_TEAMS_MAX) };
}

export default function SearchPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const top = useRef<HTMLDivElement>(null);
  const q = (params.get('q') ?? '').trim();
  const type = readType(params.get('type'));
  const categoryId = params.get('categoryId') ?? undefined;
  const page = readPage(params.get('page'));
  const results = useSearchResults({ q, type, categoryId, page });
  useDocumentTitle(q ? t('page.documentTitleFor', { q }) : t('page.documentTitle'));
  // One SEARCH per query: its first unfiltered page, once its answer is in, with the brands it showed.
  const answered =
    q !== '' &&
    page === 1 &&
    type === undefined &&
    categoryId === undefined &&
    results.data !== undefined &&
    !results.isPlaceholderData;
  useTrackView('SEARCH', answered ? null : undefined, answered ? searchMetadata(q, results.data!) : undefined);

  const navigateTo = (next: { type?: SearchResultType; categoryId?: string; page?: number }) => {
    const href = paths.search.href({ q, type: next.type, categoryId: next.categoryId, page: next.page });
    setParams(new URLSearchParams(href.split('?')[1] ?? ''));
    top.current?.scrollIntoView({ block: 'start' });
  };

  const facets = results.data?.meta.facets;
  const capped = results.data?.meta.capped ?? false;
  const typeCount = (value: string) => {
    if (!facets) return null;
    const count =
      value === ALL
        ? facets.type.product + facets.type.brand + facets.type.youtuber
        : facets.type[value as SearchResultType];
    return isLowerBound(capped, value as SearchResultType | typeof ALL) ? t('page.atLeast', { count }) : count;
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg" ref={top}>
        <Stack gap="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {q ? t('page.titleFor', { q }) : t('page.title')}
          </Title>
          {/* Keyed by the query so a search from the header replaces what this box shows. */}
          <Box maw={640}>
            <SearchBox key={q} size="md" initialQuery={q} />
          </Box>
        </Stack>

        {!q ? (
          <EmptyState icon={IconSearch} title={t('page.start.title')} text={t('page.start.text')} />
        ) : !isSearchable(q) ? (
          // Only a hand-made address gets here (the box takes no more): the query is not sent, so say why.
          <Alert
            color="orange"
            role="alert"
            icon={<IconSearchOff size={20} aria-hidden="true" />}
            title={messageText(M.validation.search.q_max)}
          />
        ) : (
          <>
            <Tabs
              value={type ?? ALL}
              onChange={(value) =>
                navigateTo({ type: readType(value), categoryId: value === 'product' ? categoryId : undefined })
              }
              keepMounted={false}
              styles={{ tabSection: { marginInlineStart: 4 } }}
            >
              {/* One row: on a phone the tabs are narrower (the padding of a desktop tab cut "YouTubers" off the edge at
                  390 px); counts longer than a phone can hold still scroll sideways rather than wrap. */}
              <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
                {[ALL, ...SEARCH_RESULT_TYPES].map((value) => (
                  <Tabs.Tab
                    key={value}
                    value={value}
                    px={{ base: 6, sm: 'md' }}
                    fz={{ base: 'sm', sm: 'md' }}
                    style={{ flexShrink: 0 }}
                    rightSection={
                      typeCount(value) !== null ? (
                        <Badge size="sm" variant="light" color="gray" px={5}>
                          {typeCount(value)}
                        </Badge>
                      ) : null
                    }
                  >
                    {t(`tabs.${value}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>

            <Group align="flex-start" gap="xl" wrap="wrap">
              {facets && facets.category.length > 0 && (type === undefined || type === 'product') && (
                <Box w={{ base: '100%', sm: 220 }}>
                  <CategoryFacets
                    facets={facets.category}
                    selected={categoryId}
                    capped={capped}
                    onSelect={(id) => navigateTo({ type, categoryId: id })}
                  />
                </Box>
              )}
              <Box style={{ flex: '1 1 320px', minWidth: 0 }} aria-live="polite" aria-busy={results.isFetching}>
                {results.isPending ? (
                  <ListSkeleton rows={3} height={220} />
                ) : results.isError ? (
                  <LoadError title={t('page.error')} error={results.error} onRetry={() => void results.refetch()} />
                ) : results.data.data.length === 0 ? (
                  <EmptyState icon={IconSearchOff} title={t('page.empty.title', { q })} text={t('page.empty.hint')} />
                ) : (
                  <Stack gap="lg">
                    <Text fz="sm" c="dimmed">
                      {t(isLowerBound(capped, type) ? 'page.totalAtLeast' : 'page.total', {
                        count: results.data.meta.total,
                      })}
                    </Text>
                    <SimpleGrid
                      cols={{ base: 2, md: 3 }}
                      spacing={{ base: 'xs', sm: 'md' }}
                      {...refreshing(results.isPlaceholderData)}
                    >
                      {results.data.data.map((hit) => (
                        <ResultCard key={`${hit.type}:${hit.id}`} hit={hit} />
                      ))}
                    </SimpleGrid>
                    {results.data.meta.pageCount > 1 && (
                      <Group justify="center">
                        <Pagination
                          total={results.data.meta.pageCount}
                          value={page}
                          onChange={(next) => navigateTo({ type, categoryId, page: next })}
                          getControlProps={(control) => ({ 'aria-label': t(`page.pager.${control}`) })}
                          getItemProps={(n) => ({ 'aria-label': t('page.pager.page', { page: n }) })}
                        />
                      </Group>
                    )}
                  </Stack>
                )}
              </Box>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
