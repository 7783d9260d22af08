import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminStats, GlobalRole } from '@plaudit/contract';
import { authSession } from '@/lib/auth-session';
import { renderWithProviders } from '@/test/render';
import { AdminOverview } from './admin-overview';

// /admin's platform figures through the real API client, only the answers canned: the figures, the plots' tables,
// the queues (a link only where the role may open the queue) and the most viewed brands.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const days = (counts: number[]) =>
  counts.map((count, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, count }));

const stats: AdminStats = {
  generatedAt: '2026-11-24T10:00:00.000Z',
  signUps: days([1, 0, 3]),
  activePeople: { day: 4, week: 9, month: 30 },
  reviewsPerDay: days([5, 2, 0]),
  queues: { pendingVerifications: 2, brandRequests: 0, pendingReviews: 4, reportedReviews: 1 },
  totals: { people: 1234, brands: 12, products: 54, reviews: 198 },
  topBrands: [
    { teamId: 't1', brandName: 'Harbor Threads', creatorProfile: 'harborthreads', views: 1135, visitors: 355 },
  ],
  droppedEvents: 0,
};

function signedInAs(role: GlobalRole) {
  authSession.setTokens({
    accessToken: { token: 'tok', expireAt: new Date(Date.now() + 900_000).toISOString() },
    refreshToken: { token: 'r' },
    sessionId: 'sess-1',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/auth/me')
        return json(200, { id: 'u1', role, firstName: 'Ada', lastName: 'Admin', creatorTeamMembers: [], settings: {} });
      if (path === '/api/admin/stats') return json(200, stats);
      throw new Error(`unexpected call ${path}`);
    }),
  );
}

afterEach(() => {
  authSession.clear();
  vi.unstubAllGlobals();
});

describe('AdminOverview', () => {
  it("shows the platform figures, the plots' tables and the most viewed brands", async () => {
    signedInAs('ADMIN');
    renderWithProviders(<AdminOverview />, { route: '/admin' });
    expect(within(await screen.findByRole('region', { name: 'People' })).getByText('1,234')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Active this week' })).getByText('9')).toBeInTheDocument();
    const signUps = screen.getByRole('region', { name: 'Sign-ups per day' });
    expect(within(signUps).getByText('4 sign-ups in the last 30 days')).toBeInTheDocument();
    await userEvent.click(within(signUps).getByRole('button', { name: 'Show as table' }));
    expect(within(await within(signUps).findByRole('table')).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Harbor Threads' })).toHaveAttribute('href', '/brands/harborthreads');
    expect(screen.getByText('1,135 views · 355 visitors')).toBeInTheDocument();
  });

  it('links each queue an ADMIN may open', async () => {
    signedInAs('ADMIN');
    renderWithProviders(<AdminOverview />, { route: '/admin' });
    expect(await screen.findByRole('link', { name: 'Verifications' })).toHaveAttribute('href', '/admin/verifications');
    expect(screen.getByRole('link', { name: 'Reported reviews' })).toHaveAttribute(
      'href',
      '/admin/reviews?queue=reported',
    );
  });

  it('shows a moderator the queues too, linking only the ones a moderator works on', async () => {
    signedInAs('MOD');
    renderWithProviders(<AdminOverview />, { route: '/admin' });
    expect(await screen.findByRole('link', { name: 'Pending reviews' })).toHaveAttribute(
      'href',
      '/admin/reviews?queue=pending',
    );
    expect(screen.queryByRole('link', { name: 'Verifications' })).not.toBeInTheDocument();
    expect(screen.getByText('Verifications')).toBeInTheDocument();
  });
});
