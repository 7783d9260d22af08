import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatorTeamMember, TeamRole } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { OrgSwitcherView } from './org-switcher';
import { orgInitials } from '@/lib/format';

const member = (id: string, brandName: string, role: TeamRole, iconUrl: string | null = null): CreatorTeamMember => ({
  id: `m-${id}`,
  role,
  creatorTeam: {
    id,
    brandName,
    settings: {
      iconUrl,
      bannerUrl: null,
      social: {
        websiteUrl: null,
        facebookUrl: null,
        xUrl: null,
        instagramUrl: null,
        tiktokUrl: null,
        youtubeUrl: null,
        discordUrl: null,
      },
    },
    verification: { status: 'APPROVED', message: null },
    accessStatus: 'UNBLOCKED',
  },
});

describe('organisation switcher', () => {
  it('initials: up to two letters, from the first words', () => {
    expect(orgInitials('Orbit Labs')).toBe('OL');
    expect(orgInitials('Acme')).toBe('A');
    expect(orgInitials('the very big company')).toBe('TV');
    expect(orgInitials('  ')).toBe('?');
  });

  it('one team: its initials, brand name and the role as a lower-cased label, linking to the dashboard, no menu', () => {
    const only = member('a', 'Orbit Labs', 'EDITOR');
    renderWithProviders(<OrgSwitcherView teams={[only]} selected={only} onSwitch={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'OL Orbit Labs editor open the team dashboard' });
    expect(link).toHaveAttribute('href', '/dashboard/creator');
    expect(within(link).getByText('OL')).toBeInTheDocument();
    expect(within(link).getByTestId('org-role')).toHaveTextContent(/^editor$/);
  });

  it('several teams: a menu lists them, the current one marked; choosing another calls onSwitch with it', async () => {
    const a = member('a', 'Orbit Labs', 'OWNER');
    const b = member('b', 'Maple Works', 'ADMIN');
    const onSwitch = vi.fn();
    renderWithProviders(<OrgSwitcherView teams={[a, b]} selected={a} onSwitch={onSwitch} />);
    await userEvent.click(screen.getByRole('button', { name: 'OL Orbit Labs owner switch organisation' }));
    // The menu's code loads at this first click; jsdom lays nothing out, so floating-ui takes the button for detached
    // and draws the opened dropdown with display: none.
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    const current = items.find((i) => i.textContent?.includes('Orbit Labs'))!;
    expect(current).toHaveAttribute('aria-current', 'true');
    const other = items.find((i) => i.textContent?.includes('Maple Works'))!;
    expect(other).toHaveTextContent('admin');
    await userEvent.click(other);
    expect(onSwitch).toHaveBeenCalledTimes(1);
    expect(onSwitch).toHaveBeenCalledWith(b);
  });
});
