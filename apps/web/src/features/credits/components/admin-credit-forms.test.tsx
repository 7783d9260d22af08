import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCreditTeam } from '@plaudit/contract';
import { authSession } from '@/lib/auth-session';
import { renderWithProviders } from '@/test/render';
import { AdjustForm, GrantForm, RefundForm } from './admin-credit-forms';

// The admin's credit dialogs through the real API client; only the network answers are canned (the server's
// rules have their own tests).

const team: AdminCreditTeam = {
  teamId: 't1',
  brandName: 'Acme',
  balance: 120,
  held: 20,
  available: 100,
  granted: 0,
  updatedAt: null,
  topUps: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Mantine's autosizing textarea listens for web fonts loading, which jsdom does not have.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
});

let posts: Array<{ path: string; body: unknown }> = [];

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method === 'POST') {
        posts.push({ path, body: JSON.parse(String(init.body)) });
        return json(201, { balanceAfter: 150 });
      }
      throw new Error(`unexpected call ${String(input)}`);
    }),
  );
  authSession.setTokens({
    accessToken: { token: 'tok', expireAt: new Date(Date.now() + 900_000).toISOString() },
    refreshToken: { token: 'r' },
    sessionId: 's1',
  });
});
afterEach(() => {
  authSession.clear();
  vi.unstubAllGlobals();
});

describe('admin credit dialogs', () => {
  it('a grant is checked before it is sent, then sent with its reason, and the dialog closes', async () => {
    const onDone = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<GrantForm team={team} onDone={onDone} onCancel={onCancel} />);
    const form = screen.getByRole('form', { name: 'Grant credits to Acme' });

    await userEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    expect(within(form).getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Credits' }), '50');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Launch bonus');
    await userEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(posts).toEqual([
      { path: '/api/admin/credits/t1/grants', body: { credits: 50, reason: 'Launch bonus', expiresAt: null } },
    ]);

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('an adjustment takes a signed number and the reason', async () => {
    const onDone = vi.fn();
    renderWithProviders(<AdjustForm team={team} onDone={onDone} onCancel={() => undefined} />);
    const form = screen.getByRole('form', { name: 'Adjust the balance of Acme' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Credits to add (negative to take)' }), '-30');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Double booking');
    await userEvent.click(within(form).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(posts).toEqual([
      { path: '/api/admin/credits/t1/adjustments', body: { credits: -30, reason: 'Double booking' } },
    ]);
  });

  it('a refund starts at its reason, and without a paid top-up sends nothing', async () => {
    const onDone = vi.fn();
    renderWithProviders(<RefundForm team={team} onDone={onDone} onCancel={() => undefined} />);
    const form = screen.getByRole('form', { name: 'Refund a top-up of Acme' });
    const reason = within(form).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAttribute('data-autofocus');
    await userEvent.type(reason, 'Charged twice');
    await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(within(form).getByLabelText(/^Top-up/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });
});
