import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { HeaderSearchSlot } from './header-search-slot';

// What a page draws and hydrates in the header is a plain box; the search itself (combobox, suggestions, the phone's
// overlay) arrives on first use and carries on from where the plain box was: its text, its focus.

afterEach(() => vi.unstubAllGlobals());
// The search's module compiled ahead: in a browser its chunk is a file already built; here its first import compiles
// it, which on a busy machine took longer than a person is given to see the search.
beforeAll(async () => {
  await import('./header-search');
});

function stubSuggest() {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/auth/session/init')
        return new Response(JSON.stringify({ sessionId: 'visitor-1' }), { status: 200 });
      if (url.pathname !== '/api/search/suggest') throw new Error(`unexpected call ${String(input)}`);
      queries.push(url.searchParams.get('q') ?? '');
      return new Response(JSON.stringify({ data: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return queries;
}

describe('HeaderSearchSlot', () => {
  it('is a plain box until focused, then the search with what was typed, focused, asking for suggestions', async () => {
    const queries = stubSuggest();
    renderWithProviders(<HeaderSearchSlot />);
    const plain = within(screen.getByTestId('header-search')).getByRole('combobox', { name: 'Search' });
    expect(plain).toHaveValue('');

    // Keys go where the focus is: the plain box until the search takes its place, then the search.
    act(() => plain.focus());
    await userEvent.keyboard('senn');
    // Only the search itself asks for suggestions: it took the plain box's place with its text.
    await waitFor(() => expect(queries).toEqual(['senn']));
    const real = within(screen.getByTestId('header-search')).getByRole('combobox', { name: 'Search' });
    expect(real).toHaveValue('senn');
    expect(real).toHaveFocus();
  });

  it('sends what was typed to the results page when Enter comes before the search has arrived', async () => {
    stubSuggest();
    function Where() {
      const location = useLocation();
      return <output data-testid="where">{location.pathname + location.search}</output>;
    }
    renderWithProviders(
      <>
        <HeaderSearchSlot />
        <Where />
      </>,
    );
    const plain = within(screen.getByTestId('header-search')).getByRole('combobox', { name: 'Search' });
    // No focus and no pointer: nothing has asked for the search's code, so the plain box itself takes the Enter.
    fireEvent.change(plain, { target: { value: 'sennheisr' } });
    fireEvent.keyDown(plain, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=sennheisr');
  });

  it('opens the overlay at once when the phone’s search button is pressed', async () => {
    stubSuggest();
    renderWithProviders(<HeaderSearchSlot />);
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('combobox', { name: 'Search' })).toBeInTheDocument();
  });

  it('keeps the button it was pressed on until the press is a click, so the click is not lost', async () => {
    stubSuggest();
    renderWithProviders(<HeaderSearchSlot />);
    const pressed = screen.getByRole('button', { name: 'Open search' });
    // The search's code is already here (loaded above): a swap would come within the press.
    await act(async () => void fireEvent.pointerDown(pressed));
    expect(screen.getByRole('button', { name: 'Open search' })).toBe(pressed);
    await act(async () => void fireEvent.click(pressed));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });
});
