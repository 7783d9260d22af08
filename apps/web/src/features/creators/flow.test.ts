import { describe, expect, it } from 'vitest';
import type { User } from '@plaudit/contract';
import {
  INITIAL_STATE,
  applicationOf,
  back,
  chooseType,
  flowContext,
  landingState,
  resolveStep,
  stepTitleKey,
  successPath,
  type FlowContext,
} from './flow';

const anonymous: FlowContext = {
  signedIn: false,
  userId: null,
  emailVerified: false,
  hasMemberships: false,
  hasYoutuber: false,
};
const unverified: FlowContext = { ...anonymous, signedIn: true, userId: 'u1' };
const verified: FlowContext = { ...unverified, emailVerified: true };

function user(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    firstName: 'A',
    lastName: 'B',
    username: 'ab',
    email: 'a@b.c',
    role: 'USER',
    registerType: 'CREATOR',
    accountStatus: 'ACTIVE',
    image: null,
    emailVerificationStatus: { status: 'VERIFIED' },
    settings: { language: 'en', currency: 'EUR', imageUrl: null },
    notifications: {} as User['notifications'],
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
    createdAt: '2024-01-01T00:00:00Z',
    ...overrides,
  };
}
const social = {
  websiteUrl: null,
  facebookUrl: null,
  xUrl: null,
  instagramUrl: null,
  tiktokUrl: null,
  youtubeUrl: null,
  discordUrl: null,
};
function member(
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'NEEDS_MORE_INFO',
  accessStatus: 'BLOCKED' | 'UNBLOCKED' = 'UNBLOCKED',
  accessUntil: string | null = null,
) {
  return {
    id: 'm1',
    role: 'OWNER' as const,
    creatorTeam: {
      id: 't1',
      brandName: 'Acme',
      settings: { iconUrl: null, bannerUrl: null, social },
      verification: { status, message: status === 'NEEDS_MORE_INFO' ? 'More please' : null },
      accessStatus,
      accessUntil,
    },
  };
}

describe('resolveStep: the flow rules', () => {
  it('an unauthenticated person is forced back to BASIC_INFO from every step but the three open ones', () => {
    for (const step of ['CREATOR_DETAILS', 'YOUTUBER_DETAILS', 'VERIFICATION'] as const) {
      expect(resolveStep({ step, type: 'CREATOR' }, anonymous)).toBe('BASIC_INFO');
    }
    expect(resolveStep({ step: 'SELECT_TYPE', type: null }, anonymous)).toBe('SELECT_TYPE');
    expect(resolveStep({ step: 'BASIC_INFO', type: 'CREATOR' }, anonymous)).toBe('BASIC_INFO');
  });

  it('a missing type or user id sends the flow back to SELECT_TYPE', () => {
    expect(resolveStep({ step: 'BASIC_INFO', type: null }, anonymous)).toBe('SELECT_TYPE');
    expect(resolveStep({ step: 'CREATOR_DETAILS', type: null }, verified)).toBe('SELECT_TYPE');
    expect(resolveStep({ step: 'VERIFICATION', type: null }, verified)).toBe('SELECT_TYPE');
    expect(resolveStep({ step: 'EMAIL_VERIFICATION', type: 'CREATOR' }, anonymous)).toBe('SELECT_TYPE');
    expect(resolveStep({ step: 'CREATOR_DETAILS', type: null }, anonymous)).toBe('SELECT_TYPE');
  });

  it('a signed-in person skips BASIC_INFO: unverified to the code, verified to the details; the code cannot be skipped', () => {
    expect(resolveStep({ step: 'BASIC_INFO', type: 'CREATOR' }, unverified)).toBe('EMAIL_VERIFICATION');
    expect(resolveStep({ step: 'BASIC_INFO', type: 'CREATOR' }, verified)).toBe('CREATOR_DETAILS');
    expect(resolveStep({ step: 'BASIC_INFO', type: 'YOUTUBER' }, verified)).toBe('YOUTUBER_DETAILS');
    expect(resolveStep({ step: 'CREATOR_DETAILS', type: 'CREATOR' }, unverified)).toBe('EMAIL_VERIFICATION');
    expect(resolveStep({ step: 'EMAIL_VERIFICATION', type: 'YOUTUBER' }, verified)).toBe('YOUTUBER_DETAILS');
    expect(resolveStep({ step: 'VERIFICATION', type: 'CREATOR' }, verified)).toBe('VERIFICATION');
  });
});

describe('chooseType', () => {
  it('without a profile goes to BASIC_INFO with the chosen type', () => {
    expect(chooseType('CREATOR', anonymous)).toEqual({ step: 'BASIC_INFO', type: 'CREATOR' });
    expect(chooseType('YOUTUBER', verified)).toEqual({ step: 'BASIC_INFO', type: 'YOUTUBER' });
  });
  it('jumps to CREATOR_DETAILS with memberships, YOUTUBER_DETAILS with a YouTuber record', () => {
    expect(chooseType('CREATOR', { ...verified, hasMemberships: true })).toEqual({
      step: 'CREATOR_DETAILS',
      type: 'CREATOR',
    });
    expect(chooseType('YOUTUBER', { ...verified, hasMemberships: true })).toEqual({
      step: 'CREATOR_DETAILS',
      type: 'CREATOR',
    });
    expect(chooseType('YOUTUBER', { ...verified, hasYoutuber: true })).toEqual({
      step: 'YOUTUBER_DETAILS',
      type: 'YOUTUBER',
    });
    expect(chooseType('CREATOR', { ...verified, hasYoutuber: true })).toEqual({
      step: 'YOUTUBER_DETAILS',
      type: 'YOUTUBER',
    });
    expect(chooseType('YOUTUBER', { ...verified, hasMemberships: true, hasYoutuber: true })).toEqual({
      step: 'YOUTUBER_DETAILS',
      type: 'YOUTUBER',
    });
  });
});

describe('back', () => {
  it('from BASIC_INFO resets to SELECT_TYPE, forgetting the type', () => {
    expect(back('BASIC_INFO', { step: 'BASIC_INFO', type: 'CREATOR' }, anonymous)).toEqual({ state: INITIAL_STATE });
  });
  it('from the other steps returns to SELECT_TYPE', () => {
    for (const step of ['EMAIL_VERIFICATION', 'CREATOR_DETAILS', 'YOUTUBER_DETAILS', 'VERIFICATION'] as const) {
      expect(back(step, { step, type: 'YOUTUBER' }, verified)).toEqual({
        state: { step: 'SELECT_TYPE', type: 'YOUTUBER' },
      });
    }
  });
  it('from VERIFICATION goes to / for someone who already is a creator or YouTuber', () => {
    expect(
      back('VERIFICATION', { step: 'VERIFICATION', type: 'CREATOR' }, { ...verified, hasMemberships: true }),
    ).toEqual({ navigate: '/' });
    expect(
      back('VERIFICATION', { step: 'VERIFICATION', type: 'YOUTUBER' }, { ...verified, hasYoutuber: true }),
    ).toEqual({ navigate: '/' });
  });
});

describe('success, landing, variants and titles', () => {
  it('creators go to /dashboard/creator after success, others to /', () => {
    expect(successPath('CREATOR')).toBe('/dashboard/creator');
    expect(successPath('YOUTUBER')).toBe('/');
    expect(successPath(null)).toBe('/');
  });

  it('a signed-in applicant lands on VERIFICATION; others start at the beginning', () => {
    expect(landingState(undefined)).toBeNull();
    expect(landingState(user())).toBeNull();
    const m = member('PENDING');
    expect(landingState(user({ creatorTeamMembers: [m], selectedCreatorTeam: m }))).toEqual({
      step: 'VERIFICATION',
      type: 'CREATOR',
    });
    expect(
      landingState(
        user({
          youtuber: {
            id: 'y',
            pageName: 'P',
            youtubeUrl: 'u',
            handle: null,
            verification: { status: 'REJECTED', message: 'no' },
          },
        }),
      ),
    ).toEqual({ step: 'VERIFICATION', type: 'YOUTUBER' });
  });

  it('maps each verification state to its VERIFICATION variant; BLOCKED wins, with its date', () => {
    const variants = (['PENDING', 'APPROVED', 'REJECTED', 'NEEDS_MORE_INFO'] as const).map((status) => {
      const m = member(status);
      return applicationOf(user({ creatorTeamMembers: [m], selectedCreatorTeam: m }), 'CREATOR')?.variant;
    });
    expect(variants).toEqual(['underReview', 'verified', 'rejected', 'needsMoreInfo']);
    const asked = member('NEEDS_MORE_INFO');
    expect(applicationOf(user({ creatorTeamMembers: [asked], selectedCreatorTeam: asked }), 'CREATOR')?.message).toBe(
      'More please',
    );
    const blocked = member('APPROVED', 'BLOCKED', '2030-01-01T00:00:00.000Z');
    expect(
      applicationOf(user({ creatorTeamMembers: [blocked], selectedCreatorTeam: blocked }), 'CREATOR'),
    ).toMatchObject({ variant: 'blocked', blockedUntil: '2030-01-01T00:00:00.000Z' });
    expect(applicationOf(user(), 'CREATOR')).toBeNull();
    expect(applicationOf(user(), 'YOUTUBER')).toBeNull();
  });

  it('titles: blocked has its own', () => {
    expect(stepTitleKey('VERIFICATION', 'blocked')).toBe('steps.blocked');
    expect(stepTitleKey('VERIFICATION', 'underReview')).toBe('steps.verification');
    expect(stepTitleKey('SELECT_TYPE', null)).toBe('steps.selectType');
  });

  it('flowContext reads the person', () => {
    expect(flowContext(undefined)).toEqual(anonymous);
    const m = member('PENDING');
    expect(flowContext(user({ creatorTeamMembers: [m] }))).toEqual({
      signedIn: true,
      userId: 'u1',
      emailVerified: true,
      hasMemberships: true,
      hasYoutuber: false,
    });
  });
});
