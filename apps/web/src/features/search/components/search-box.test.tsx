import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { SuggestHit } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import HeaderSearch from './header-search';
import { SearchBox } from './search-box';

// The search box through the real API client; only the network answers are canned (the server's
// search is covered by its integration tests).

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const HITS: SuggestHit[] = [
  {
    type: 'product',
    id: 'p1',
    name: 'Sennheiser HD 600',
    slug: 'hd-600',
    brand: { id: 'team-nordlicht', name: 'Nordlicht Audio', creatorProfile: 'nordlicht' },
    highlight: [
      { text: 'Senn', match: true },
      { text: 'heiser HD 600', match: false },
    ],
  },
  {
    type: 'brand',
    id: 'b1',
    name: 'Sennbrand',
    slug: 'sennbrand',
    brand: null,
    highlight: [
      { text: 'Senn', match: true },
      { text: 'brand', match: false },
    ],
  },
];

/** Answers every suggest call with HITS; records the queries sent. */
function stubSuggest() {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/auth/session/init') return json(200, { sessionId: 'visitor-1' });
      if (url.pathname !== '/api/search/suggest') throw new Error(`unexpected call ${String(input)}`);
      queries.push(url.searchParams.get('q') ?? '');
      return json(200, { data: HITS });
    }),
  );
  return queries;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderBox(ui = <SearchBox />) {
  renderWithProviders(
    <>
      <label htmlFor="other">Other field</label>
      <input id="other" />
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <Where />
            </>
          }
        />
      </Routes>
    </>,
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search' });
const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Typing key by key through Mantine takes seconds on a busy two-core machine.
describe('SearchBox', () => {
  it('suggests after a pause in typing, with one call for the whole word and the match marked', async () => {
    const queries = stubSuggest();
    renderBox();
    await userEvent.type(input(), 'senn');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    const option = await within(listbox).findByRole('option', { name: /heiser HD 600/ });
    expect(queries).toEqual(['senn']);
    // The marked part reads as one word (jsdom's name computation puts spaces between inline elements; browsers do
    // not).
    expect(option).toHaveTextContent(/^Sennheiser HD 600Nordlicht Audio/);
    expect(option.querySelector('mark')).toHaveTextContent(/^Senn$/);
    expect(within(listbox).getByRole('option', { name: 'All results for “senn”' })).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('↓ and ↑ move the marked suggestion; Enter opens its page', async () => {
    stubSuggest();
    renderBox();
    await userEvent.type(input(), 'senn');
    const options = await screen.findAllByRole('option');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    expect(options.length).toBeGreaterThan(0);
    await userEvent.keyboard('{Enter}');
    expect(where()).toBe('/brands/sennbrand');
  });

  it('Enter with no suggestion marked goes to the results page with the query in the URL', async () => {
    stubSuggest();
    renderBox();
    await userEvent.type(input(), '  senn heiser {Enter}');
    expect(where()).toBe('/search?q=senn+heiser');
  });

  it('clicking a product suggestion opens the product below its brand', async () => {
    stubSuggest();
    renderBox();
    await userEvent.type(input(), 'senn');
    await userEvent.click(await screen.findByRole('option', { name: /heiser HD 600/ }));
    expect(where()).toBe('/brands/nordlicht/hd-600');
  });

  it('Escape closes the suggestions and keeps the text', async () => {
    stubSuggest();
    renderBox();
    await userEvent.type(input(), 'senn');
    await screen.findByRole('option', { name: /heiser HD 600/ });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('senn');
  });

  it('sends nothing for blank text', async () => {
    const queries = stubSuggest();
    renderBox();
    await userEvent.type(input(), '   {Enter}');
    expect(queries).toEqual([]);
    expect(where()).toBe('/');
  });
});

describe('HeaderSearch shortcut', () => {
  it('/ and Ctrl+K focus the header box, but not while typing in another field', async () => {
    stubSuggest();
    renderBox(<HeaderSearch />);
    expect(input()).not.toHaveFocus();
    await userEvent.keyboard('/');
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('');

    await userEvent.click(screen.getByLabelText('Other field'));
    await userEvent.keyboard('/');
    expect(screen.getByLabelText('Other field')).toHaveFocus();
    expect(screen.getByLabelText('Other field')).toHaveValue('/');
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(screen.getByLabelText('Other field')).toHaveFocus();

    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(input()).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Meta>}k{/Meta}');
    expect(input()).toHaveFocus();
  });
});
