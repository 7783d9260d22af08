import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TeamSettings, VerificationStatus } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { InviteApprovalNotice, mayInvite } from './team-page-state';

// Only a team whose verification is APPROVED may invite; the members page says why the button is off.

const settings = (status: VerificationStatus, manageMembers = true): TeamSettings => ({
  id: 't1',
  brandName: 'Orbit Labs',
  profileHandle: 'orbitlabs',
  website: null,
  description: null,
  settings: {
    iconUrl: null,
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
  verification: { status, message: null },
  brandNameChange: null,
  accessStatus: 'UNBLOCKED',
  accessUntil: null,
  role: manageMembers ? 'OWNER' : 'EDITOR',
  permissions: {
    editSettings: manageMembers,
    manageMembers,
    transferOwnership: manageMembers,
    leave: true,
    readOnly: false,
  },
  memberCount: 1,
  pendingInviteCount: 0,
});

describe('invite approval notice', () => {
  it.each(['PENDING', 'NEEDS_MORE_INFO', 'REJECTED'] as const)(
    'a %s team: invitations are off and the notice says why',
    (status) => {
      expect(mayInvite(settings(status))).toBe(false);
      renderWithProviders(<InviteApprovalNotice settings={settings(status)} />);
      expect(screen.getByTestId('invite-needs-approval')).toHaveTextContent(
        'Your team can invite people once its verification is approved',
      );
    },
  );

  it('an APPROVED team invites and shows no notice; nor does a member who may not invite anyway', () => {
    expect(mayInvite(settings('APPROVED'))).toBe(true);
    renderWithProviders(<InviteApprovalNotice settings={settings('APPROVED')} />);
    expect(screen.queryByTestId('invite-needs-approval')).toBeNull();
    renderWithProviders(<InviteApprovalNotice settings={settings('PENDING', false)} />, { route: '/x' });
    expect(screen.queryByTestId('invite-needs-approval')).toBeNull();
  });
});
