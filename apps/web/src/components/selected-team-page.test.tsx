import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreatorTeamMember, User } from '@plaudit/contract';
import { authSession } from '@/lib/auth-session';
import { meQueryKey } from '@/lib/me-query';
import { renderWithProviders } from '@/test/render';
import { SelectedTeamPage } from './selected-team-page';

// The wrapper of every creator-workspace page: the signed-in person comes through the real me query (only the
// network answer is canned), and a team switch is a change of that cached person, as the org switcher makes it.

const noSocialLinks = {
  websiteUrl: null,
  facebookUrl: null,
  xUrl: null,
  instagramUrl: null,
  tiktokUrl: null,
  youtubeUrl: null,
  discordUrl: null,
};

const member = (id: string, brandName: string, role: CreatorTeamMember['role'] = 'OWNER'): CreatorTeamMember => ({
  id: `m-${id}`,
  role,
  creatorTeam: {
    id,
    brandName,
    settings: { iconUrl: null, bannerUrl: null, social: noSocialLinks },
    verification: { status: 'APPROVED', message: null },
    accessStatus: 'UNBLOCKED',
  },
});

const person = (selected: CreatorTeamMember | null, youtuber: User['youtuber'] = null) =>
  ({ id: 'u1', firstName: 'Ada', selectedCreatorTeam: selected, youtuber }) as User;

function signIn(me: User) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/api/auth/me')
        return new Response(JSON.stringify(me), { status: 200, headers: { 'content-type': 'application/json' } });
      throw new Error(`unexpected call ${String(input)}`);
    }),
  );
  authSession.setTokens({
    accessToken: { token: 'tok', expireAt: new Date(Date.now() + 900_000).toISOString() },
    refreshToken: { token: 'r' },
    sessionId: 's1',
  });
}

/** A piece of content with state of its own, to see whether it is kept or started afresh. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${label}: ${count}`}
    </button>
  );
}

let client: QueryClient | undefined;
function GrabClient() {
  client = useQueryClient();
  return null;
}

beforeEach(() => {
  client = undefined;
});
afterEach(() => {
  authSession.clear();
  vi.unstubAllGlobals();
});

describe('SelectedTeamPage', () => {
  it('without a team keeps the title and shows the way to a team, with the page’s own reason', async () => {
    signIn(person(null));
    const content = vi.fn(() => <p>content</p>);
    renderWithProviders(
      <SelectedTeamPage title="Short links" noTeamText="Links belong to a brand.">
        {content}
      </SelectedTeamPage>,
    );
    expect(await screen.findByText('Links belong to a brand.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Short links' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as a creator' })).toBeInTheDocument();
    expect(content).not.toHaveBeenCalled();
  });

  it('without a team shows what `withoutTeam` makes of the person instead of the way to a team', async () => {
    const youtuber: User['youtuber'] = {
      id: 'y1',
      pageName: 'Ada tests',
      youtubeUrl: 'https://youtube.com/@ada',
      handle: null,
      verification: { status: 'APPROVED', message: null },
    };
    signIn(person(null, youtuber));
    renderWithProviders(
      <SelectedTeamPage title="Trophies" withoutTeam={(user) => <p>{`Own page: ${user?.youtuber?.pageName}`}</p>}>
        {() => <p>content</p>}
      </SelectedTeamPage>,
    );
    expect(await screen.findByText('Own page: Ada tests')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Trophies' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register as a creator' })).toBeNull();
  });

  it('hands the content the selected membership and the person, and starts it afresh on a switch of team', async () => {
    signIn(person(member('t1', 'Acme', 'EDITOR')));
    renderWithProviders(
      <>
        <GrabClient />
        <SelectedTeamPage title="Products">
          {(selected, user) => (
            <Counter label={`${user.firstName} ${selected.role} ${selected.creatorTeam.brandName}`} />
          )}
        </SelectedTeamPage>
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ada EDITOR Acme: 0' }));
    expect(screen.getByRole('button', { name: 'Ada EDITOR Acme: 1' })).toBeInTheDocument();
    expect(screen.queryByText('Products')).toBeNull();

    // The same team, renamed: the content is kept (its count stays).
    act(() => client!.setQueryData(meQueryKey, person(member('t1', 'Acme GmbH', 'EDITOR'))));
    expect(await screen.findByRole('button', { name: 'Ada EDITOR Acme GmbH: 1' })).toBeInTheDocument();

    // Another team: the content starts afresh.
    act(() => client!.setQueryData(meQueryKey, person(member('t2', 'Bolt', 'OWNER'))));
    expect(await screen.findByRole('button', { name: 'Ada OWNER Bolt: 0' })).toBeInTheDocument();
  });
});
