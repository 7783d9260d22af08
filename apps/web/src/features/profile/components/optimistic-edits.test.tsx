import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@plaudit/contract';
import { meQueryKey } from '@/lib/me-query';
import { renderWithProviders } from '@/test/render';
import { NamesForm } from './names-form';
import { NotificationsForm } from './notifications-form';

// Spec §4: profile and notification edits show at once and roll back, with a toast, when saving fails.

const user: User = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  role: 'USER',
  registerType: 'USER',
  accountStatus: 'ACTIVE',
  image: null,
  emailVerificationStatus: { status: 'VERIFIED' },
  settings: { language: 'en', currency: 'EUR', imageUrl: null },
  notifications: {
    emailNotifications: true,
    desktopNotifications: false,
    websiteNotifications: true,
    weeklyContentUpdates: false,
    monthlyBulletin: false,
    weeklyCompanyUpdates: false,
    milestoneReached: true,
    newReview: true,
    newVideoReview: true,
    newUserAddedToAccount: true,
    newTrophy: true,
  },
  creatorTeamMembers: [],
  selectedCreatorTeam: null,
  youtuber: null,
  isAdmin: false,
  isCreator: false,
  isCreatorVerified: false,
  isCreatorBlocked: false,
  isEmailVerified: true,
  mute: null,
  warnings: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Renders `form` from the cached user (as the settings pages do), plus a header line that reads the same cache. */
function Harness({ form }: { form: (u: User) => React.ReactNode }) {
  const client = useQueryClient();
  if (!client.getQueryData(meQueryKey)) client.setQueryData(meQueryKey, user);
  const { data } = useQuery({
    queryKey: meQueryKey,
    queryFn: () => new Promise<User>(() => undefined),
    staleTime: Infinity,
  });
  if (!data) return null;
  return (
    <>
      <Notifications />
      <p data-testid="header-name">{`${data.firstName} ${data.lastName}`}</p>
      {form(data)}
    </>
  );
}

/** A fetch that answers the PUT only when the test says so. */
function pendingFetch() {
  let answer: (res: Response) => void = () => undefined;
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (res: Response) => answer(res) };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
// A fresh answer each time: a Response's body reads once (a shared one made the second test toast something else).
const failure = () => json(500, { status: 500, errors: [{ type: 'unexpected', message: 'error.common.unexpected' }] });

beforeEach(() => localStorage.setItem('x-session-id', 'visitor'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('optimistic profile edits', () => {
  it('a notification switch flips at once and rolls back with a toast when saving fails', async () => {
    const server = pendingFetch();
    renderWithProviders(<Harness form={(u) => <NotificationsForm user={u} />} />);
    const desktop = screen.getByRole('switch', { name: 'Desktop notifications' });
    expect(desktop).not.toBeChecked();
    await userEvent.setup().click(desktop);
    expect(desktop).toBeChecked();
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    const [, init] = server.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ desktopNotifications: true });
    server.answer(failure());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Desktop notifications' })).not.toBeChecked());
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('a notification switch stays on when saving works, and says so', async () => {
    const server = pendingFetch();
    renderWithProviders(<Harness form={(u) => <NotificationsForm user={u} />} />);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Weekly content updates' }));
    await waitFor(() => expect(server.fetch).toHaveBeenCalled());
    server.answer(json(200, { ...user, notifications: { ...user.notifications, weeklyContentUpdates: true } }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Weekly content updates' })).toBeChecked();
  });

  it('a new name shows in the header before the server answers, and rolls back when it fails', async () => {
    const server = pendingFetch();
    const ui = userEvent.setup();
    renderWithProviders(<Harness form={(u) => <NamesForm user={u} />} />);
    const first = screen.getByLabelText('First name');
    await ui.clear(first);
    await ui.type(first, 'Grace');
    await ui.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByTestId('header-name')).toHaveTextContent('Grace Lovelace');
    server.answer(failure());
    await waitFor(() => expect(screen.getByTestId('header-name')).toHaveTextContent('Ada Lovelace'));
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('shows the name messages without calling the server', async () => {
    const server = pendingFetch();
    const ui = userEvent.setup();
    renderWithProviders(<Harness form={(u) => <NamesForm user={u} />} />);
    await ui.clear(screen.getByLabelText('First name'));
    await ui.type(screen.getByLabelText('First name'), 'G');
    await ui.clear(screen.getByLabelText('Last name'));
    await ui.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(server.fetch).not.toHaveBeenCalled();
  });
});
