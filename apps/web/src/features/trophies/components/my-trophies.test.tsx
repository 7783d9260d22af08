import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { serve, summary, urls } from '../test/trophy-data';
import MyTrophies from './my-trophies';

// The winner's own list: each trophy their reviews won opens onto its badge snippet; nothing when there is none.

afterEach(() => vi.unstubAllGlobals());

describe('MyTrophies', () => {
  it("lists the caller's won trophies and opens one onto its badge snippet", async () => {
    const user = userEvent.setup();
    serve({ '/api/profile/trophies': { status: 200, body: { data: [summary()] } } });
    renderWithProviders(<MyTrophies />);
    expect(await screen.findByRole('heading', { name: 'Your trophies' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Speaker of the Year/ }));
    expect(await screen.findByRole('button', { name: 'Copy the snippet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the trophy page' })).toHaveAttribute('href', '/trophies/tr1');
  });

  it('renders nothing without wins', async () => {
    const fetch = serve({ '/api/profile/trophies': { status: 200, body: { data: [] } } });
    const { container } = renderWithProviders(<MyTrophies />);
    await waitFor(() => expect(urls(fetch).some((u) => u.pathname === '/api/profile/trophies')).toBe(true));
    expect(container.querySelector('section')).toBeNull();
  });
});
