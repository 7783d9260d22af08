import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { renderWithProviders } from '@/test/render';
import BadgeSnippet, { badgeSnippet } from './badge-snippet';

// The badge a winner embeds: a preview in the chosen theme and the exact HTML to paste, copied with one click.

const html = (theme: string) =>
  `<a href="https://plaudit.example/trophies/tr1"><img src="https://plaudit.example/api/trophies/tr1/badge.svg?theme=${theme}" alt="Speaker &amp; Co — Plaudit trophy winner" width="360" height="96"></a>`;

describe('BadgeSnippet', () => {
  it('builds the snippet with the origin, the theme and an escaped name', () => {
    expect(
      badgeSnippet(
        { id: 'tr1', name: 'Speaker & Co' },
        'dark',
        'https://plaudit.example',
        'Speaker & Co — Plaudit trophy winner',
      ),
    ).toBe(html('dark'));
  });

  it("a brand's own award is not called a Plaudit trophy: its alt text names the brand", () => {
    renderWithProviders(
      <BadgeSnippet
        trophyId="tr1"
        trophyName="Regulars' pick"
        organiser={{ kind: 'TEAM', name: 'Plaudit Coffee' }}
        origin="https://plaudit.example"
      />,
    );
    const alt = "Regulars' pick — brand award by Plaudit Coffee, winner";
    expect(screen.getByRole('img', { name: alt })).toBeInTheDocument();
    expect(screen.getByText(/alt="Regulars' pick — brand award by Plaudit Coffee, winner"/)).toBeInTheDocument();
    expect(screen.queryByText(/Plaudit trophy/)).toBeNull();
  });

  it('shows the light badge and its snippet, switches to dark, and copies the shown snippet with a toast', async () => {
    const user = userEvent.setup(); // with its own clipboard, read back below
    renderWithProviders(
      <>
        <Notifications />
        <BadgeSnippet trophyId="tr1" trophyName="Speaker & Co" origin="https://plaudit.example" />
      </>,
    );
    const preview = screen.getByRole('img', { name: 'Speaker & Co — Plaudit trophy winner' });
    expect(preview).toHaveAttribute('src', '/api/trophies/tr1/badge.svg?theme=light');
    expect(screen.getByText(html('light'))).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(preview).toHaveAttribute('src', '/api/trophies/tr1/badge.svg?theme=dark');
    expect(screen.getByText(html('dark'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy the snippet' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(html('dark')));
    expect(await screen.findByText('The badge snippet is copied.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});
