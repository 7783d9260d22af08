import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconInbox } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ListFilters, ListSearch, PagedList, PagedRows, useListParams, usePageState, type ListQuery } from '.';

const PEOPLE = [
  { id: '1', name: 'Ada', role: 'ADMIN' },
  { id: '2', name: 'Bob', role: 'USER' },
  { id: '3', name: 'Cy', role: 'USER' },
];
const ROLES = ['USER', 'ADMIN'] as const;
const TAKE = 2;

/** A list page over PEOPLE, answered in memory as the server would; prints the URL's query and what it asked. */
function People({ onOpen = () => {} }: { onOpen?: (id: string) => void }) {
  const list = useListParams({ filters: { role: ROLES }, sorts: ['name:ASC', 'name:DESC'] });
  const matching = PEOPLE.filter(
    (p) => (!list.filters.role || p.role === list.filters.role) && (!list.search || p.name.includes(list.search)),
  );
  const sorted = list.sortOrder === 'DESC' ? [...matching].reverse() : matching;
  const query: ListQuery<(typeof PEOPLE)[number]> = {
    data: {
      data: sorted.slice((list.page - 1) * TAKE, list.page * TAKE),
      meta: { total: matching.length, pageCount: Math.ceil(matching.length / TAKE) },
    },
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    error: null,
    refetch: () => {},
  };
  const location = useLocation();
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <output data-testid="asked">
        {JSON.stringify({ page: list.page, role: list.filters.role, sortBy: list.sortBy, sortOrder: list.sortOrder })}
      </output>
      <ListFilters>
        <ListSearch list={list} label="Search" />
      </ListFilters>
      <PagedList
        list={list}
        query={query}
        label="People"
        rowKey={(p) => p.id}
        open={{ label: 'Open', onOpen: (p) => onOpen(p.id) }}
        total={(count) => `${count} people`}
        empty={{ icon: IconInbox, title: 'Nobody', text: 'No one matches.' }}
        clearLabel="Clear filters"
        errorTitle="Could not load"
        columns={[
          { header: 'Name', cell: (p) => p.name },
          { header: 'Role', cell: (p) => p.role },
        ]}
        card={(p) => `${p.name} (${p.role})`}
      />
    </>
  );
}

/** PEOPLE's page as the server would answer it. */
const answer = (page: number): ListQuery<(typeof PEOPLE)[number]> => ({
  data: {
    data: PEOPLE.slice((page - 1) * TAKE, page * TAKE),
    meta: { total: PEOPLE.length, pageCount: Math.ceil(PEOPLE.length / TAKE) },
  },
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  error: null,
  refetch: () => {},
});

/** A list with the API's own sort parameters, as the trophy lists keep them. */
function SplitSort() {
  const list = useListParams({
    sorts: ['createdAt:DESC', 'createdAt:ASC', 'name:ASC', 'name:DESC'],
    sortParams: 'split',
  });
  return (
    <>
      <output data-testid="url">{useLocation().search}</output>
      <output data-testid="asked">{JSON.stringify({ sortBy: list.sortBy, sortOrder: list.sortOrder })}</output>
      <button type="button" onClick={() => list.setSort('name:ASC')}>
        By name
      </button>
      <button type="button" onClick={() => list.setSort('createdAt:ASC')}>
        Oldest
      </button>
      <button type="button" onClick={() => list.setSort('createdAt:DESC')}>
        Newest
      </button>
    </>
  );
}

/** A page size in the URL beside a real filter. */
function Sized() {
  const list = useListParams({
    filters: { role: ROLES, take: ['10', '50'] },
    defaults: { take: '10' },
    shaping: ['take'],
  });
  return (
    <>
      <output data-testid="url">{useLocation().search}</output>
      <output data-testid="asked">{JSON.stringify({ take: list.filters.take, filtered: list.isFiltered })}</output>
      <button type="button" onClick={list.clear}>
        Clear
      </button>
    </>
  );
}

/** A feed inside a bigger page: its own rows, its page in the component. */
function Feed() {
  const pages = usePageState();
  return (
    <>
      <output data-testid="url">{useLocation().search}</output>
      <PagedRows
        list={pages}
        query={answer(pages.page)}
        empty={{ icon: IconInbox, title: 'Nobody', text: '' }}
        errorTitle="Could not load"
        pager={{ label: 'People pages' }}
      >
        {(rows) => <p>{rows.map((p) => p.name).join(', ')}</p>}
      </PagedRows>
    </>
  );
}

const asked = () => JSON.parse(screen.getByTestId('asked').textContent ?? '{}') as Record<string, unknown>;

describe('paged list', () => {
  it('reads page, filters and sort from the URL; a value the spec does not allow reads as the default', () => {
    renderWithProviders(<People />, { route: '/?page=2&role=ROOT&sort=name:DESC' });
    expect(asked()).toEqual({ page: 2, role: null, sortBy: 'name', sortOrder: 'DESC' });
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('row')).toHaveLength(2); // the header and Ada, the last of three by name descending
    expect(within(table).getByText('Ada')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByText('3 people')).toBeInTheDocument();
  });

  it('a table on wide screens and a card per row on a phone, each a button named after what it opens', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<People onOpen={onOpen} />);
    expect(screen.getByRole('list', { name: 'People', hidden: true }).querySelectorAll('li')).toHaveLength(2);
    const buttons = screen.getAllByRole('button', { name: /^Open Bob/, hidden: true }); // one of the two is hidden at any width
    expect(buttons).toHaveLength(2); // the table's first cell and the phone card
    await userEvent.setup().click(buttons[1]!);
    expect(onOpen).toHaveBeenCalledWith('2');
  });

  it('a settled search goes into the URL and back to page 1; the empty state clears it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<People />, { route: '/?page=2&role=USER' });
    await user.type(screen.getByLabelText('Search'), 'Zed');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('?role=USER&search=Zed'));
    expect(screen.getByText('Nobody')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('url')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByText('3 people')).toBeInTheDocument();
  });

  it('a page past the end shows the last page', async () => {
    renderWithProviders(<People />, { route: '/?page=9' });
    await waitFor(() => expect(asked()).toMatchObject({ page: 2 }));
    expect(screen.getByText('Cy')).toBeInTheDocument();
  });

  it("split sort parameters: sortBy and sortOrder, each left out while it is the default's", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SplitSort />, { route: '/?sortBy=name&sortOrder=up' });
    expect(asked()).toEqual({ sortBy: 'name', sortOrder: 'DESC' });
    await user.click(screen.getByRole('button', { name: 'Oldest' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\?sortOrder=ASC$/);
    await user.click(screen.getByRole('button', { name: 'By name' }));
    expect(screen.getByTestId('url')).toHaveTextContent('?sortOrder=ASC&sortBy=name');
    await user.click(screen.getByRole('button', { name: 'Newest' }));
    expect(screen.getByTestId('url')).toBeEmptyDOMElement();
  });

  it("PagedRows draws the caller's rows; usePageState pages without touching the URL", async () => {
    renderWithProviders(<Feed />, { route: '/?page=2' });
    expect(screen.getByText('Ada, Bob')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'People pages' });
    await userEvent.setup().click(within(pager).getByRole('button', { name: '2' }));
    expect(screen.getByText('Cy')).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('?page=2');
  });

  it('a shaping filter (the page size) neither makes the list filtered nor is cleared', async () => {
    renderWithProviders(<Sized />, { route: '/?take=50&role=USER' });
    expect(asked()).toEqual({ take: '50', filtered: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\?take=50$/);
    expect(asked()).toEqual({ take: '50', filtered: false });
  });
});
