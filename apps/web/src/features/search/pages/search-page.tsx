import { useRef } from 'react';
import { Alert, Badge, Box, Container, Group, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  EVENT_SEARCH_TEAMS_MAX,
  M,
  SEARCH_RESULT_TYPES,
  type SearchResult,
  type SearchResultType,
} from '@plaudit/contract';
import { EmptyState } from '@/components/data-states';
import { PagedRows, useListParams } from '@/components/paged-list';
import { isSearchable, useSearchResults } from '../api/search-queries';
import { CategoryFacets } from '../components/category-facets';
import { ResultCard } from '../components/result-card';
import { SearchBox } from '../components/search-box';
import { useTrackView } from '@/lib/events/use-track-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { messageText } from '@/lib/i18n';

// /search?q=&type=&categoryId=&page=: everything is in the URL, so the back button and a shared
// link show the same results. Type tabs and category facets carry their counts from the same answer.

const ALL = 'all';

/** The query comes from the header's search box (q), so it is a filter here, not the list's own search box. */
const SEARCH_LIST_ADDRESS = { filters: { q: 'text', type: SEARCH_RESULT_TYPES, categoryId: 'text' } } as const;

function readType(value: string | null): SearchResultType | undefined {
  return (SEARCH_RESULT_TYPES as readonly string[]).includes(value ?? '') ? (value as SearchResultType) : undefined;
}

/**
 * The search counts at most SEARCH_PRODUCT_CANDIDATES_MAX matching products (`meta.capped` when more match): then a
 * count of products (the product and "all" tabs, each category, a total with products in it) is a lower bound.
 */
function isLowerBound(capped: boolean, type: SearchResultType | typeof ALL | undefined): boolean {
  return capped && (type === undefined || type === ALL || type === 'product');
}

/** What a search event says: the query, how many results, and the brands (teams) the results showed. */
function searchMetadata(q: string, result: SearchResult): Record<string, unknown> {
  const teams = result.data.flatMap((hit) => (hit.type === 'brand' ? [hit.id] : hit.brand ? [hit.brand.id] : []));
  return { query: q, resultCount: result.meta.total, teamIds: [...new Set(teams)].slice(0, EVENT_SEARCH_TEAMS_MAX) };
}

export default function SearchPage() {
  const { t } = useTranslation('search');
  const list = useListParams({ ...SEARCH_LIST_ADDRESS, navigation: {} });
  const top = useRef<HTMLDivElement>(null);
  const q = (list.filters.q ?? '').trim();
  const type = list.filters.type ?? undefined;
  const categoryId = list.filters.categoryId ?? undefined;
  const page = list.page;
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

  // A new tab, category or page of results starts at the top of the results.
  const toTop = () => top.current?.scrollIntoView({ block: 'start' });
  const narrow = (next: { type?: SearchResultType; categoryId?: string }) => {
    list.setFilters({ type: next.type ?? null, categoryId: next.categoryId ?? null });
    toTop();
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
                narrow({ type: readType(value), categoryId: value === 'product' ? categoryId : undefined })
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
                    onSelect={(id) => narrow({ type, categoryId: id })}
                  />
                </Box>
              )}
              <Box style={{ flex: '1 1 320px', minWidth: 0 }} aria-live="polite" aria-busy={results.isFetching}>
                <PagedRows
                  list={{
                    ...list,
                    setPage: (next) => {
                      list.setPage(next);
                      toTop();
                    },
                  }}
                  query={results}
                  total={(count) => t(isLowerBound(capped, type) ? 'page.totalAtLeast' : 'page.total', { count })}
                  errorTitle={t('page.error')}
                  empty={{ icon: IconSearchOff, title: t('page.empty.title', { q }), text: t('page.empty.hint') }}
                  skeleton={{ rows: 3, height: 220 }}
                  gap="lg"
                  pager={{
                    size: 'md',
                    controlProps: (control) => ({ 'aria-label': t(`page.pager.${control}`) }),
                    itemProps: (n) => ({ 'aria-label': t('page.pager.page', { page: n }) }),
                  }}
                >
                  {(hits) => (
                    <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
                      {hits.map((hit) => (
                        <ResultCard key={`${hit.type}:${hit.id}`} hit={hit} />
                      ))}
                    </SimpleGrid>
                  )}
                </PagedRows>
              </Box>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
