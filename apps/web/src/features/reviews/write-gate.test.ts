import { describe, expect, it } from 'vitest';
import type { User } from '@plaudit/contract';
import { writeGate } from './write-gate';

const user = (overrides: Partial<User> = {}): User =>
  ({
    id: 'u1',
    isEmailVerified: true,
    mute: null,
    youtuber: null,
    creatorTeamMembers: [],
    ...overrides,
  }) as User;
const member = (teamId: string, creatorProfile?: string) =>
  ({
    id: 'm1',
    role: 'EDITOR',
    creatorTeam: { id: teamId, creatorProfile },
  }) as unknown as User['creatorTeamMembers'][number];

describe('writeGate', () => {
  it('sends a visitor to sign in and waits while the session is restored', () => {
    expect(writeGate('signedOut', undefined, 'acme')).toEqual({ kind: 'signIn' });
    expect(writeGate('restoring', undefined, 'acme')).toEqual({ kind: 'restoring' });
    expect(writeGate('signedIn', undefined, 'acme')).toEqual({ kind: 'restoring' });
  });

  it("does not offer it to a member of the brand's team, known by the team's id as the server knows it", () => {
    expect(writeGate('signedIn', user({ creatorTeamMembers: [member('team-acme', 'acme')] }), 'team-acme')).toEqual({
      kind: 'ownTeam',
    });
    // The person's team summary carries no handle (it is optional there): still their own team.
    expect(writeGate('signedIn', user({ creatorTeamMembers: [member('team-acme')] }), 'team-acme')).toEqual({
      kind: 'ownTeam',
    });
    expect(writeGate('signedIn', user({ creatorTeamMembers: [member('team-other', 'other')] }), 'team-acme')).toEqual({
      kind: 'write',
      video: false,
    });
  });

  it("a team that carries the same handle as the brand is not the brand's team", () => {
    expect(writeGate('signedIn', user({ creatorTeamMembers: [member('team-other', 'acme')] }), 'team-acme')).toEqual({
      kind: 'write',
      video: false,
    });
  });

  it('explains an unverified email and a mute with its end', () => {
    expect(writeGate('signedIn', user({ isEmailVerified: false }), 'acme')).toEqual({ kind: 'unverified' });
    expect(
      writeGate('signedIn', user({ mute: { reason: 'spam', until: '2026-12-01T00:00:00.000Z' } }), 'acme'),
    ).toEqual({ kind: 'muted', until: '2026-12-01T00:00:00.000Z' });
  });

  it('offers the video review to an APPROVED YouTuber only', () => {
    const youtuber = (status: 'APPROVED' | 'PENDING') =>
      ({
        id: 'y1',
        pageName: 'T',
        youtubeUrl: 'https://youtube.com/@t',
        handle: 't',
        verification: { status, message: null },
      }) as User['youtuber'];
    expect(writeGate('signedIn', user({ youtuber: youtuber('APPROVED') }), 'acme')).toEqual({
      kind: 'write',
      video: true,
    });
    expect(writeGate('signedIn', user({ youtuber: youtuber('PENDING') }), 'acme')).toEqual({
      kind: 'write',
      video: false,
    });
  });
});
