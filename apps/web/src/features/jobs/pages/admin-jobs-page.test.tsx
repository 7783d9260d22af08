import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobsOverview } from '@plaudit/contract';
import { ModalStackProvider } from '@/components/modal-stack';
import { authSession } from '@/lib/auth-session';
import { renderWithProviders } from '@/test/render';
import AdminJobsPage from './admin-jobs-page';

// /admin/jobs through the real API client, only the answers canned: the mode, the scheduled jobs, the empty state
// and the failed list with a confirmed retry and discard, and the error state.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const scheduled = [
  {
    name: 'mail delivery',
    intervalMs: 30_000,
    lastRunAt: '2026-11-24T10:00:00.000Z',
    nextRunAt: '2026-11-24T10:00:30.000Z',
  },
  { name: 'review notifier', intervalMs: 60_000, lastRunAt: null, nextRunAt: null },
];
const meta = (total: number) => ({ page: 1, take: 20, total, pageCount: Math.ceil(total / 20) });

const inProcess: JobsOverview = {
  mode: 'in-process',
  scheduled,
  counts: { waiting: 0, active: 0, delayed: 0, failed: 0 },
  failed: { data: [], meta: meta(0) },
};
const onRedis: JobsOverview = {
  mode: 'redis',
  scheduled,
  counts: { waiting: 1, active: 0, delayed: 2, failed: 1 },
  failed: {
    data: [
      {
        id: 'repeat:abc:1764000000000',
        name: 'events rollup',
        failedReason: 'connection terminated',
        attemptsMade: 5,
        failedAt: '2026-11-24T09:58:00.000Z',
      },
    ],
    meta: meta(1),
  },
};

function answering(jobs: () => Response) {
  authSession.setTokens({
    accessToken: { token: 'tok', expireAt: new Date(Date.now() + 900_000).toISOString() },
    refreshToken: { token: 'r' },
    sessionId: 'sess-1',
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/admin/jobs') return jobs();
    if (path.startsWith('/api/admin/jobs/')) return json(200, { success: true });
    throw new Error(`unexpected call ${init?.method ?? 'GET'} ${path}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderPage = () =>
  renderWithProviders(
    <ModalStackProvider>
      <AdminJobsPage />
    </ModalStackProvider>,
    { route: '/admin/jobs' },
  );

afterEach(() => {
  authSession.clear();
  vi.unstubAllGlobals();
});

describe('AdminJobsPage', () => {
  it('in-process: says so, lists the scheduled jobs and shows "No failed jobs"', async () => {
    answering(() => json(200, inProcess));
    renderPage();
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
    expect(screen.getByText('In-process')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Scheduled jobs' });
    expect(within(table).getByText('Mail delivery')).toBeInTheDocument();
    expect(within(table).getByText('every 30 seconds')).toBeInTheDocument();
    expect(within(table).getByText('every minute')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Failed jobs' })).not.toBeInTheDocument();
  });

  it('on Redis: lists the failed jobs; Retry and Discard ask first, then call the API', async () => {
    const fetch = answering(() => json(200, onRedis));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Failed jobs' });
    expect(screen.getByText('Redis (BullMQ)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Delayed' })).getByText('2')).toBeInTheDocument();
    const [row] = within(table).getAllByTestId('failed-job-row');
    expect(within(row!).getByText('Analytics rollup')).toBeInTheDocument();
    expect(within(row!).getByText('connection terminated')).toBeInTheDocument();
    expect(within(row!).getByText('5')).toBeInTheDocument();

    await userEvent.click(within(row!).getByRole('button', { name: 'Retry Analytics rollup' }));
    const ask = await screen.findByRole('dialog', { name: 'Retry Analytics rollup?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.stringContaining('/api/admin/jobs/repeat%3Aabc%3A1764000000000/retry'),
        expect.objectContaining({ method: 'POST' }),
      ),
    );

    await userEvent.click(within(row!).getByRole('button', { name: 'Discard Analytics rollup' }));
    const discard = await screen.findByRole('dialog', { name: 'Discard Analytics rollup?' });
    await userEvent.click(within(discard).getByRole('button', { name: 'Cancel' }));
    expect(fetch).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ method: 'DELETE' }));
  });

  it('shows the error with a way to try again', async () => {
    answering(() => json(500, { status: 500, errors: [{ type: 'unexpected', message: 'error.common.unexpected' }] }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The jobs could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
