import type { RegistrationStep, User, VerificationType } from '@plaudit/contract';

// The creator/YouTuber registration flow as pure functions: what step to show, where "choose a type",
// "back" and "success" lead, and which VERIFICATION variant applies. The page only renders what these return.

/** The contract's verification type: what a partner registers as. */
export type PartnerType = VerificationType;

export interface FlowState {
  step: RegistrationStep;
  type: PartnerType | null;
}

/** What the flow needs to know about the person. */
export interface FlowContext {
  signedIn: boolean;
  userId: string | null;
  emailVerified: boolean;
  hasMemberships: boolean;
  hasYoutuber: boolean;
}

export const INITIAL_STATE: FlowState = { step: 'SELECT_TYPE', type: null };

const OPEN_STEPS: readonly RegistrationStep[] = ['SELECT_TYPE', 'BASIC_INFO', 'EMAIL_VERIFICATION'];

export function flowContext(user: User | undefined | null): FlowContext {
  return {
    signedIn: !!user,
    userId: user?.id ?? null,
    emailVerified: !!user?.isEmailVerified,
    hasMemberships: (user?.creatorTeamMembers.length ?? 0) > 0,
    hasYoutuber: !!user?.youtuber,
  };
}

export const detailsStep = (type: PartnerType): RegistrationStep =>
  type === 'CREATOR' ? 'CREATOR_DETAILS' : 'YOUTUBER_DETAILS';

/**
 * The step actually shown for a state (the flow rules, applied in order):
 * 1. an unauthenticated person is forced back to BASIC_INFO unless on SELECT_TYPE, BASIC_INFO or EMAIL_VERIFICATION;
 * 2. a missing type, or a missing user id past BASIC_INFO, sends the flow back to SELECT_TYPE;
 * 3. a signed-in person has nothing to do on BASIC_INFO: an unverified one enters the code, a verified one goes on
 *    to the details; an unverified one cannot skip the code.
 */
export function resolveStep(state: FlowState, ctx: FlowContext): RegistrationStep {
  const { step, type } = state;
  if (!ctx.signedIn && !OPEN_STEPS.includes(step)) return type ? 'BASIC_INFO' : 'SELECT_TYPE';
  if (step === 'SELECT_TYPE') return step;
  if (!type) return 'SELECT_TYPE';
  if (step === 'BASIC_INFO') {
    if (!ctx.signedIn) return step;
    return ctx.emailVerified ? detailsStep(type) : 'EMAIL_VERIFICATION';
  }
  if (!ctx.userId) return 'SELECT_TYPE';
  if (!ctx.emailVerified) return 'EMAIL_VERIFICATION';
  if (step === 'EMAIL_VERIFICATION') return detailsStep(type);
  return step;
}

/**
 * Choosing a type (Next on SELECT_TYPE): when a profile already exists, jump to CREATOR_DETAILS for someone with
 * team memberships, YOUTUBER_DETAILS for someone with a YouTuber record (the chosen type's own record first);
 * otherwise BASIC_INFO.
 */
export function chooseType(type: PartnerType, ctx: FlowContext): FlowState {
  const creator = { step: 'CREATOR_DETAILS', type: 'CREATOR' } as const;
  const youtuber = { step: 'YOUTUBER_DETAILS', type: 'YOUTUBER' } as const;
  if (type === 'CREATOR' && ctx.hasMemberships) return creator;
  if (type === 'YOUTUBER' && ctx.hasYoutuber) return youtuber;
  if (ctx.hasMemberships) return creator;
  if (ctx.hasYoutuber) return youtuber;
  return { step: 'BASIC_INFO', type };
}

export type BackTarget = { state: FlowState } | { navigate: '/' };

/**
 * Back: from BASIC_INFO the flow resets to SELECT_TYPE (type forgotten); from the other steps it returns to
 * SELECT_TYPE; from VERIFICATION someone who already is a creator or YouTuber goes to /.
 */
export function back(step: RegistrationStep, state: FlowState, ctx: FlowContext): BackTarget {
  if (step === 'VERIFICATION' && (ctx.hasMemberships || ctx.hasYoutuber)) return { navigate: '/' };
  if (step === 'BASIC_INFO') return { state: INITIAL_STATE };
  return { state: { step: 'SELECT_TYPE', type: state.type } };
}

/** After verification success: creators to /dashboard/creator, everyone else to /. */
export function successPath(type: PartnerType | null): '/dashboard/creator' | '/' {
  return type === 'CREATOR' ? '/dashboard/creator' : '/';
}

export type VerificationVariant = 'error' | 'blocked' | 'verified' | 'needsMoreInfo' | 'rejected' | 'underReview';

export interface Application {
  type: PartnerType;
  variant: VerificationVariant;
  message: string | null;
  /** The blocked-until date (ISO) of a BLOCKED team; null: until lifted ('contact support'). */
  blockedUntil: string | null;
}

/** The person's application of `type` (the selected team for creators), or null when there is none. */
export function applicationOf(user: User | undefined | null, type: PartnerType | null): Application | null {
  if (!user || !type) return null;
  const verification =
    type === 'CREATOR' ? user.selectedCreatorTeam?.creatorTeam.verification : user.youtuber?.verification;
  if (!verification) return null;
  const blocked = type === 'CREATOR' && user.selectedCreatorTeam?.creatorTeam.accessStatus === 'BLOCKED';
  const variant: VerificationVariant = blocked
    ? 'blocked'
    : (
        {
          APPROVED: 'verified',
          REJECTED: 'rejected',
          NEEDS_MORE_INFO: 'needsMoreInfo',
          PENDING: 'underReview',
        } as const
      )[verification.status];
  return {
    type,
    variant,
    message: verification.message,
    blockedUntil: blocked ? (user.selectedCreatorTeam?.creatorTeam.accessUntil ?? null) : null,
  };
}

/**
 * Where a signed-in person lands on opening the flow: on VERIFICATION when they have a creator or YouTuber
 * application that is pending, refused, blocked (or approved: they see "verified" with the way onwards).
 */
export function landingState(user: User | undefined | null): FlowState | null {
  if (!user) return null;
  if (user.selectedCreatorTeam) return { step: 'VERIFICATION', type: 'CREATOR' };
  if (user.youtuber) return { step: 'VERIFICATION', type: 'YOUTUBER' };
  return null;
}

/** The title key of a step (the step titles). */
export function stepTitleKey(step: RegistrationStep, variant: VerificationVariant | null): string {
  if (step === 'VERIFICATION') return variant === 'blocked' ? 'steps.blocked' : 'steps.verification';
  return (
    {
      SELECT_TYPE: 'steps.selectType',
      BASIC_INFO: 'steps.basicInfo',
      EMAIL_VERIFICATION: 'steps.emailVerification',
      CREATOR_DETAILS: 'steps.creatorDetails',
      YOUTUBER_DETAILS: 'steps.youtuberDetails',
    } as const
  )[step];
}
