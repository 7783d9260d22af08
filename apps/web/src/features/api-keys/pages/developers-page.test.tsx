import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { API_KEY_RATE_LIMIT_PER_MINUTE_DEFAULT } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import DevelopersPage from './developers-page';

// /developers states the rate limit this server enforces: the figure comes from the server's own public API
// document, whatever the built-in default says.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serving(answer: () => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/v1/openapi.json') return answer();
    return json(404, { status: 404, errors: [{ type: 'not_found', message: 'error.common.not_found', meta: {} }] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DevelopersPage', () => {
  it("says the server's configured calls a minute, not the default", async () => {
    const configured = API_KEY_RATE_LIMIT_PER_MINUTE_DEFAULT + 150;
    serving(() => json(200, { openapi: '3.1.0', info: { 'x-rate-limit-per-minute': configured }, paths: {} }));
    renderWithProviders(<DevelopersPage />);
    expect(await screen.findByText(new RegExp(`Each key may make ${configured} calls a minute`))).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(`${API_KEY_RATE_LIMIT_PER_MINUTE_DEFAULT} calls`))).toBeNull();
  });

  it('names no figure when the document cannot be read', async () => {
    serving(() =>
      json(500, { status: 500, errors: [{ type: 'internal', message: 'error.common.internal', meta: {} }] }),
    );
    renderWithProviders(<DevelopersPage />);
    expect(await screen.findByText(/Each key may make a set number of calls a minute/)).toBeInTheDocument();
  });
});
