import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { M } from '@plaudit/contract';
import { apiError, detail, json, nominee, renderWithStack, stubApi } from '../test/fake-api';
import { WinnerSelection } from './winner-selection';

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const locked = (method: 'SCORE' | 'JURY' | 'DRAW', extra = {}) =>
  detail('x1', {
    status: 'LOCKED',
    method,
    permissions: { edit: false, nominate: false, open: false, lock: false, award: true, cancel: true },
    ...extra,
  });

describe('winner selection', () => {
  it('SCORE: shows the score table by rank and awards to the top score', async () => {
    const requests = stubApi({
      'GET /api/trophies/x1/candidates': () =>
        json(200, { data: [nominee('a', 0, { score: 3.9, rank: 2 }), nominee('b', 1, { score: 4.4, rank: 1 })] }),
      'POST /api/trophies/x1/award': () => json(200, { id: 'x1', status: 'AWARDED' }),
    });
    const user = userEvent.setup();
    const back = vi.fn();
    renderWithStack(<WinnerSelection trophy={locked('SCORE')} onBack={back} />);
    const table = await screen.findByRole('table', { name: 'Score table' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('1Product bAcme4.4');
    expect(rows[1]).toHaveTextContent('2Product aAcme3.9');
    await user.click(screen.getByRole('button', { name: 'Award to the top score' }));
    await waitFor(() => expect(back).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({});
  });

  it('JURY: a justification under 50 characters blocks the award', async () => {
    const requests = stubApi({
      'GET /api/trophies/x1/candidates': () => json(200, { data: [nominee('a', 0), nominee('b', 1)] }),
      'POST /api/trophies/x1/award': () => json(200, { id: 'x1', status: 'AWARDED' }),
    });
    const user = userEvent.setup();
    const back = vi.fn();
    renderWithStack(<WinnerSelection trophy={locked('JURY')} onBack={back} />);
    await user.click(await screen.findByRole('radio', { name: 'Product b — Acme' }));
    const box = screen.getByRole('textbox', { name: 'Justification' });
    await user.type(box, 'Too short.');
    await user.click(screen.getByRole('button', { name: 'Award to the chosen candidate' }));
    expect(await screen.findByText('The justification must be at least 50 characters')).toBeInTheDocument();
    expect(screen.getByText('10 characters (at least 50)')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    const reason = ' The most helpful reviews and the best value of the whole period.';
    await user.type(box, reason);
    await user.click(screen.getByRole('button', { name: 'Award to the chosen candidate' }));
    await waitFor(() => expect(back).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      winnerId: 'b',
      justification: `Too short.${reason}`,
    });
  });

  it('DRAW: says the draw in words, shows the commitment and the frozen order from 1; a 409 says another organiser was first', async () => {
    stubApi({
      'GET /api/trophies/x1/candidates': () => json(200, { data: [nominee('a', 0), nominee('b', 1), nominee('c', 2)] }),
      'POST /api/trophies/x1/award': () => apiError(409, 'conflict', M.trophy.error.already_awarded),
      'GET /api/trophies*': () => json(200, { data: [] }),
    });
    const user = userEvent.setup();
    const back = vi.fn();
    renderWithStack(<WinnerSelection trophy={locked('DRAW', { commitment: 'ab'.repeat(32) })} onBack={back} />);
    expect(screen.getByText('ab'.repeat(32))).toBeInTheDocument();
    const order = await screen.findByRole('list', { name: 'Frozen candidates in order' });
    expect((await within(order).findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      'Product a Acme',
      'Product b Acme',
      'Product c Acme',
    ]);
    // No notation in the dialog's own words; the formula is behind "How to check this draw".
    expect(screen.getByText(/Drawing now reveals the number, and it alone picks the winner/)).toBeInTheDocument();
    expect(screen.queryByText(/candidates\[HMAC|mod n\]|index \d/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'How to check this draw' }));
    expect(await screen.findByText('winner = candidates[HMAC-SHA256(seed, trophyId) mod n]')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Draw now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another organiser has already awarded this trophy');
    expect(screen.getByRole('button', { name: 'Draw now' })).toBeDisabled();
    expect(back).not.toHaveBeenCalled();
  });

  it('VIDEO (jury): each candidate is named with its product and its YouTuber, not by the review title alone', async () => {
    stubApi({
      'GET /api/trophies/x1/candidates': () =>
        json(200, {
          data: [
            nominee('v1', 0, { contentType: 'VIDEO', title: 'Great!', subtitle: 'Tech Tim · Nimbus Buds' }),
            nominee('v2', 1, { contentType: 'VIDEO', title: 'Great!', subtitle: 'Audio Ann · Aurora Speaker' }),
          ],
        }),
    });
    renderWithStack(<WinnerSelection trophy={locked('JURY', { contentType: 'VIDEO' })} onBack={vi.fn()} />);
    expect(await screen.findByRole('radio', { name: 'Great! — Tech Tim · Nimbus Buds' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Great! — Audio Ann · Aurora Speaker' })).toBeInTheDocument();
    expect(screen.getByText('Audio Ann · Aurora Speaker')).toBeVisible();
  });
});
