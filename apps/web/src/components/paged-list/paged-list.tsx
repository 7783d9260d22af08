import { useEffect, type CSSProperties, type ReactNode } from 'react';
import {
  Button,
  Card,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
  type MantineSize,
  type MantineSpacing,
  type PaginationProps,
  type TextInputProps,
} from '@mantine/core';
import { IconSearch, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { refreshing } from '@/components/refreshing';

// The one paged list of the app (admin, dashboard and public lists alike). A list page is:
//
//   const list = useListParams({ filters: { role: GLOBAL_ROLES }, sorts: ['createdAt:DESC', 'name:ASC'] });
//   const users = useAdminUsers({ page: list.page, search: list.search, role: list.filters.role ?? undefined,
//                                 sortBy: list.sortBy, sortOrder: list.sortOrder });
//   <PageHeader … />
//   <ListFilters>
//     <ListSearch list={list} label={t('search')} />
//     <Select … value={list.filters.role} onChange={(v) => list.setFilter('role', v)} />
//   </ListFilters>
//   <PagedList list={list} query={users} label={t('tableLabel')} columns={[…]} card={(u) => …}
//              rowKey={(u) => u.id} empty={{ icon, title, text }} errorTitle={t('errorTitle')} />
//
// A list that draws its own rows (a feed of review cards, a grid of products) uses <PagedRows> with the same props
// and a `children` render of the page's rows instead of `columns` and `card`; one list inside a bigger page keeps
// its page in the component with `usePageState()` instead of useListParams.
//
// A public page drawn on the server names its list's address in the contract (page-addresses.ts, e.g.
// BRAND_LIST_ADDRESS): `useListParams(BRAND_LIST_ADDRESS)` reads the URL exactly as the server reads it for the first
// HTML, and the contract's mapping of it (brandProductsQuery) is the call both make.
//
// It shows a skeleton while the first page loads, the error with a retry, the empty state (with 'clear filters'
// when a filter is on), the total, a table from the `sm` breakpoint up and one card per row on a phone, and paging.

interface ListAnswer<T> {
  data: T[];
  meta: { total: number; pageCount: number };
}

/** What PagedList reads of a TanStack list query (its `useQuery` result fits as is). */
export interface ListQuery<T> {
  data: ListAnswer<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  style?: CSSProperties;
}

/** What every paged list shares: the page, the query and its loading / error / empty states, the total and paging. */
export interface PagedStateProps<T> {
  /** From useListParams (or usePageState): the page and 'clear filters'. */
  list: { page: number; setPage: (page: number) => void; isFiltered: boolean; clear: () => void };
  query: ListQuery<T>;
  /** e.g. t('total', { count }); announced politely when it changes. */
  total?: (count: number) => ReactNode;
  /** `action` replaces 'clear filters' (e.g. a link to where the first row comes from). */
  empty: { icon: Icon; title: ReactNode; text: ReactNode; color?: string; action?: ReactNode; p?: MantineSpacing };
  /** The empty state's button when a search or filter is on (e.g. 'Clear filters'). */
  clearLabel?: ReactNode;
  errorTitle: ReactNode;
  skeleton?: { rows: number; height: number; gap?: MantineSpacing };
  /** What shows while the first page loads, where skeleton rows are not the list's shape (e.g. a grid of cards). */
  loading?: ReactNode;
  /** The space between the total, the rows and the paging. */
  gap?: MantineSpacing;
  /** The paging's accessible name where the list names its pages (e.g. 'Review pages'), its size and place. */
  pager?: {
    label?: string;
    size?: MantineSize;
    justify?: 'center' | 'flex-start';
    /** The names of the paging's controls and pages where the list words them itself. */
    controlProps?: PaginationProps['getControlProps'];
    itemProps?: PaginationProps['getItemProps'];
  };
}

export interface PagedListProps<T> extends PagedStateProps<T> {
  /** The table's (and the phone list's) accessible name. */
  label: string;
  columns: Column<T>[];
  /** One row on a phone: the same facts as the table row, stacked. */
  card: (row: T) => ReactNode;
  rowKey: (row: T) => string;
  /**
   * Rows that open something: the first cell and the phone card become a button named `label` + their text
   * (WCAG 2.5.3: the visible text is in the name), and a click anywhere on the table row opens it too.
   */
  open?: { label: string; onOpen: (row: T) => void };
  /** data-testid of each row (table row and phone card), for the e2e journeys. */
  rowTestId?: string;
}

export interface PagedRowsProps<T> extends PagedStateProps<T> {
  /** The page's rows however the list shows them (a feed of cards, a grid, its own table). */
  children: (rows: T[]) => ReactNode;
}

/** A paged list that draws its own rows: the states, the total and the paging are PagedList's. */
export function PagedRows<T>({
  list,
  query,
  total,
  empty,
  clearLabel,
  errorTitle,
  skeleton = { rows: 5, height: 52 },
  loading,
  gap = 'md',
  pager,
  children,
}: PagedRowsProps<T>) {
  const meta = query.data?.meta;
  // A URL may name a page past the end (rows were deleted, an old link): show the last page instead of 'nothing'.
  useEffect(() => {
    if (meta && meta.pageCount >= 1 && list.page > meta.pageCount) list.setPage(meta.pageCount);
  }, [meta, list]);

  if (query.isPending)
    return loading ?? <ListSkeleton rows={skeleton.rows} height={skeleton.height} gap={skeleton.gap} />;
  if (query.isError && !query.data)
    return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data?.data ?? [];
  if (!meta || rows.length === 0) {
    const action =
      empty.action ??
      (list.isFiltered && clearLabel && (
        <Button variant="light" size="xs" onClick={list.clear}>
          {clearLabel}
        </Button>
      ));
    return (
      <EmptyState
        icon={empty.icon}
        color={empty.color}
        title={empty.title}
        text={empty.text}
        action={action}
        p={empty.p}
      />
    );
  }

  return (
    <Stack gap={gap} {...refreshing(query.isPlaceholderData)}>
      {total && (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {total(meta.total)}
        </Text>
      )}
      {children(rows)}
      <ListPager page={list.page} pageCount={meta.pageCount} onChange={list.setPage} {...pager} />
    </Stack>
  );
}

/** A list's paging (nothing when it has one page): a navigation landmark named for the list's pages. */
export function ListPager({
  page,
  pageCount,
  onChange,
  label,
  size = 'sm',
  justify = 'center',
  controlProps,
  itemProps,
}: { page: number; pageCount: number; onChange: (page: number) => void } & NonNullable<
  PagedStateProps<unknown>['pager']
>) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  return (
    <Group component="nav" aria-label={label ?? t('a11y.pagination.label')} justify={justify}>
      <Pagination
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onChange}
        size={size}
        getControlProps={controlProps}
        getItemProps={itemProps}
      />
    </Group>
  );
}

/** A paged list as a table from the `sm` breakpoint up and one card per row on a phone. */
export function PagedList<T>({ label, columns, card, rowKey, open, rowTestId, ...state }: PagedListProps<T>) {
  const opener = (row: T, content: ReactNode, style?: CSSProperties) =>
    open ? (
      <UnstyledButton
        onClick={(e) => {
          e.stopPropagation();
          open.onOpen(row);
        }}
        style={{ display: 'block', minWidth: 0, width: '100%', ...style }}
      >
        <VisuallyHidden>{open.label} </VisuallyHidden>
        {content}
      </UnstyledButton>
    ) : (
      content
    );

  return (
    <PagedRows {...state}>
      {(rows) => (
        <>
          <Card withBorder radius="lg" p={0} visibleFrom="sm">
            <Table highlightOnHover={Boolean(open)} verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column, i) => (
                    <Table.Th key={i}>{column.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr
                    key={rowKey(row)}
                    data-testid={rowTestId}
                    onClick={open && (() => open.onOpen(row))}
                    style={open && { cursor: 'pointer' }}
                  >
                    {columns.map((column, i) => (
                      <Table.Td key={i} style={column.style}>
                        {i === 0 ? opener(row, column.cell(row)) : column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
          <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
            {rows.map((row) => (
              <Card key={rowKey(row)} component="li" withBorder radius="md" p={open ? 0 : 'sm'} data-testid={rowTestId}>
                {opener(row, card(row), { padding: 'var(--mantine-spacing-sm)' })}
              </Card>
            ))}
          </Stack>
        </>
      )}
    </PagedRows>
  );
}

/** The bar above a list that holds its search and filters; they wrap onto more lines on a narrow screen. */
export function ListFilters({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p="md" mb="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children}
      </Group>
    </Card>
  );
}

/** The list's search box, bound to the URL's `search` through useListParams. */
export function ListSearch({
  list,
  ...input
}: { list: { searchInput: string; setSearchInput: (value: string) => void } } & Omit<
  TextInputProps,
  'value' | 'onChange' | 'list'
>) {
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      type="search"
      style={{ flex: '2 1 240px' }}
      {...input}
      value={list.searchInput}
      onChange={(e) => list.setSearchInput(e.currentTarget.value)}
    />
  );
}
