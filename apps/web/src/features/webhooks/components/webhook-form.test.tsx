import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { WebhookForm } from './webhook-form';

// The "add webhook endpoint" modal: the contract's rules before anything is sent (URL required, one event at
// least), the body it sends (the checked events, deduplicated by the schema), and a URL the server refuses shown on
// the URL field (a private address outside local mode).

let sent: unknown[] = [];
let refuseUrl = false;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  refuseUrl = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/auth/session/init')) return json({ sessionId: 's1' });
      if (url.includes('/creator/webhooks/') && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        if (refuseUrl)
          return json(
            {
              status: 400,
              errors: [{ type: 'validation', message: 'webhook.validation.url_blocked', meta: { field: 'url' } }],
            },
            400,
          );
        return json(
          {
            id: 'w1',
            teamId: 't1',
            url: 'https://hooks.example.com/in',
            description: '',
            events: ['review.published'],
            disabled: false,
            disabledReason: null,
            disabledAt: null,
            failingSince: null,
            previousSecretUntil: null,
            lastDelivery: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
            secret: 'whsec_abc',
          },
          201,
        );
      }
      return json({}, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the webhook form', () => {
  it('asks for a URL and an event before sending, then sends the checked events', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<WebhookForm teamId="t1" onDone={onDone} onCancel={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('URL is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText(/URL/), 'https://hooks.example.com/in');
    await user.click(screen.getByRole('checkbox', { name: /review\.published/ }));
    await user.click(screen.getByRole('checkbox', { name: /trophy\.awarded/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      { url: 'https://hooks.example.com/in', events: ['review.published', 'trophy.awarded'], description: '' },
    ]);
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ secret: 'whsec_abc' });
  });

  it("shows the server's refusal of the address on the URL field", async () => {
    refuseUrl = true;
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<WebhookForm teamId="t1" onDone={onDone} onCancel={() => undefined} />);
    await user.type(screen.getByLabelText(/URL/), 'https://10.0.0.5/in');
    await user.click(screen.getByRole('checkbox', { name: /review\.published/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('This URL points to a private, local or reserved address')).toBeInTheDocument();
    expect(screen.getByLabelText(/URL/)).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });
});
