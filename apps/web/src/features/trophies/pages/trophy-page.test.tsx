import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { detail, serve, threeNominees, urls } from '../test/trophy-data';
import TrophyPage from './trophy-page';

// The public trophy page shows what the API gives: the trophy, its winner, its candidates, the method's evidence and,
// only once AWARDED, the protocol downloads and the badge; a trophy still running says where it stands.

afterEach(() => vi.unstubAllGlobals());

const renderAt = (route = '/trophies/tr1') =>
  renderWithProviders(
    <Routes>
      <Route path="/trophies/:trophyId" element={<TrophyPage notFound={<p>Not found here</p>} />} />
    </Routes>,
    { route },
  );

const section = (name: string) => screen.getByRole('region', { name });

describe('TrophyPage', () => {
  it('shows an awarded DRAW: winner, candidates in order, the draw in words, its evidence and how to check it, protocol and badge', async () => {
    serve({
      '/api/trophies/tr1': { status: 200, body: detail() },
      '/api/trophies/tr1/candidates': { status: 200, body: { data: threeNominees(1) } },
    });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Speaker of the Year' })).toBeInTheDocument();
    expect(document.title).toBe('Speaker of the Year · Plaudit trophy');
    expect(screen.getAllByText('Awarded').length).toBeGreaterThan(0);
    expect(screen.getByText('Plaudit')).toBeInTheDocument();
    expect(screen.getByText(/Draw: a fair random draw/)).toBeInTheDocument();

    expect(within(section('Winner')).getByRole('link', { name: 'Nimbus Buds' })).toHaveAttribute(
      'href',
      '/brands/acme/aurora-speaker',
    );

    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2', '3']);
    expect(within(rows[1]!).getByText('Winner')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Winner')).toBeNull();
    expect(within(rows[0]!).getByText('★ 4.5 · 12 reviews · 30 helpful votes')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('no rating · 0 reviews · 1 helpful vote')).toBeInTheDocument();

    const decision = section('How it was decided');
    expect(within(decision).getByText(detail().commitment!)).toBeInTheDocument();
    expect(within(decision).getByText(detail().seed!)).toBeInTheDocument();
    // Said in words, counted from 1; the formula waits in "How to check this draw" with the verifier.
    expect(within(decision).getByText('The draw picked candidate 2 of 3: Nimbus Buds.')).toBeInTheDocument();
    expect(within(decision).queryByText(/HMAC|mod n|#\d/)).toBeNull();
    await userEvent.setup().click(within(decision).getByRole('button', { name: 'How to check this draw' }));
    expect(await within(decision).findByText('winner = candidates[HMAC-SHA256(seed, trophyId) mod n]')).toBeVisible();
    expect(within(decision).getByRole('link', { name: 'Download the verifier (trophy-verifier.mjs)' })).toHaveAttribute(
      'href',
      '/trophy-verifier.mjs',
    );

    const protocol = section('The protocol');
    expect(within(protocol).getByRole('link', { name: 'Download the protocol (JSON)' })).toHaveAttribute(
      'href',
      '/api/trophies/tr1/protocol',
    );
    const pdf = within(protocol).getByRole('link', { name: 'Download the protocol (PDF)' });
    expect(pdf).toHaveAttribute('href', '/api/trophies/tr1/protocol?format=pdf');
    expect(pdf).toHaveAttribute('download');
    expect(within(protocol).queryByText(/npm run|verify-protocol/)).toBeNull();
    expect(within(protocol).getByRole('link', { name: 'download the verifier' })).toHaveAttribute(
      'href',
      '/trophy-verifier.mjs',
    );
    expect(within(protocol).getByRole('link', { name: 'plaudit-protocol-key.json' })).toHaveAttribute(
      'href',
      '/.well-known/plaudit-protocol-key.json',
    );

    expect(
      within(section('Embed this badge')).getByRole('img', { name: 'Speaker of the Year — Plaudit trophy winner' }),
    ).toHaveAttribute('src', '/api/trophies/tr1/badge.svg?theme=light');
  });

  it('shows a SCORE trophy with its score and rank table, prior and weight', async () => {
    const nominees = threeNominees(0).map((n, i) => ({ ...n, score: [4.4123, 4.1, null][i]!, rank: i + 1 }));
    serve({
      '/api/trophies/tr1': {
        status: 200,
        body: detail({ method: 'SCORE', commitment: null, seed: null, scoring: { prior: 3.9, weight: 10 } }),
      },
      '/api/trophies/tr1/candidates': { status: 200, body: { data: nominees } },
    });
    renderAt();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Score' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!).slice(2)).toEqual(['4.4123', '1']);
    expect(cells(rows[2]!).slice(2)).toEqual(['no reviews', '3']);
    const decision = section('How it was decided');
    expect(
      within(decision).getByText(/Prior \(the platform's mean rating over the period\): 3.9; weight: 10/),
    ).toBeInTheDocument();
    expect(within(decision).queryByText(/Seed/)).toBeNull();
  });

  it('shows a JURY trophy with its justification and who decided', async () => {
    const justification = 'Nimbus Buds won because reviewers praised their battery life and comfort over three months.';
    serve({
      '/api/trophies/tr1': {
        status: 200,
        body: detail({ method: 'JURY', commitment: null, seed: null, justification }),
      },
      '/api/trophies/tr1/candidates': { status: 200, body: { data: threeNominees(1) } },
    });
    renderAt();
    const decision = await screen.findByRole('region', { name: 'How it was decided' });
    expect(within(decision).getByText(justification)).toBeInTheDocument();
    expect(within(decision).getByText(/Decided by Ada Admin on/)).toBeInTheDocument();
  });

  it('shows a LOCKED DRAW with its commitment and a state note, and no seed, winner, protocol or badge', async () => {
    serve({
      '/api/trophies/tr1': {
        status: 200,
        body: detail({ status: 'LOCKED', seed: null, winner: null, awardedAt: null, decidedAt: null, decidedBy: null }),
      },
      '/api/trophies/tr1/candidates': { status: 200, body: { data: threeNominees(-1) } },
    });
    renderAt();
    expect(await screen.findByText('The candidates are locked')).toBeInTheDocument();
    expect(screen.getByText(detail().commitment!)).toBeInTheDocument();
    expect(screen.queryByText(/secret number, revealed/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Winner' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Download the protocol/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Embed this badge' })).toBeNull();
  });

  it('tells a visitor that nominations are open', async () => {
    serve({
      '/api/trophies/tr1': {
        status: 200,
        body: detail({ status: 'NOMINATING', commitment: null, seed: null, winner: null, decidedAt: null }),
      },
      '/api/trophies/tr1/candidates': { status: 200, body: { data: [] } },
    });
    renderAt();
    expect(await screen.findByText('Nominations are open')).toBeInTheDocument();
    expect(await screen.findByText('No candidates yet.')).toBeInTheDocument();
    expect(screen.getByText('The commitment is published when the candidates are locked.')).toBeInTheDocument();
  });

  it('shows a cancelled trophy (the organiser sees it) with the reason', async () => {
    serve({
      '/api/trophies/tr1': {
        status: 200,
        body: detail({ status: 'CANCELLED', winner: null, seed: null, cancelReason: 'Too few entries' }),
      },
      '/api/trophies/tr1/candidates': { status: 200, body: { data: [] } },
    });
    renderAt();
    expect(await screen.findByText('This trophy was cancelled: Too few entries')).toBeInTheDocument();
  });

  it("a brand's own award: awarded by the brand (linked), labelled a brand award, never a Plaudit trophy", async () => {
    serve({
      '/api/trophies/tr1': {
        status: 200,
        body: detail({
          organiser: {
            kind: 'TEAM',
            name: 'Acme Audio',
            handle: 'acme',
            team: { id: 'team1', brandName: 'Acme Audio', creatorProfile: 'acme', iconUrl: null },
          },
        }),
      },
      '/api/trophies/tr1/candidates': { status: 200, body: { data: threeNominees(1) } },
    });
    renderAt();
    expect(await screen.findByRole('link', { name: 'Acme Audio' })).toHaveAttribute('href', '/brands/acme');
    expect(screen.getByText('Awarded by')).toBeInTheDocument();
    expect(screen.getByText('Brand award')).toBeInTheDocument();
    expect(screen.getByText('A brand award by Acme Audio')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /brand award by Acme Audio, winner$/ })).toBeInTheDocument();
    expect(screen.queryByText(/Plaudit trophy/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Speaker of the Year · brand award by Acme Audio'));
  });

  it("the platform's award: awarded by Plaudit, no brand label", async () => {
    serve({
      '/api/trophies/tr1': { status: 200, body: detail() },
      '/api/trophies/tr1/candidates': { status: 200, body: { data: threeNominees(1) } },
    });
    renderAt();
    expect(await screen.findByText('Awarded by')).toBeInTheDocument();
    expect(screen.getByText('Plaudit')).toBeInTheDocument();
    expect(screen.queryByText('Brand award')).toBeNull();
    expect(screen.getByRole('img', { name: 'Speaker of the Year — Plaudit trophy winner' })).toBeInTheDocument();
  });

  it('is the 404 page for an unknown trophy and asks for no candidates', async () => {
    const fetch = serve({});
    renderAt('/trophies/nope');
    await waitFor(() => expect(screen.getByText('Not found here')).toBeInTheDocument());
    expect(urls(fetch).map((u) => u.pathname)).not.toContain('/api/trophies/nope/candidates');
  });
});
