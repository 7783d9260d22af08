import type { AuthStatus } from '@/lib/auth-session';
import type { User } from '@plaudit/contract';

// Who may write a review of a product, and what the screen says instead. The server decides again
// on every call; this only spares a person a form they cannot send. Pure: tested on its own.

export type WriteGate =
  | { kind: 'restoring' }
  | { kind: 'signIn' }
  | { kind: 'unverified' }
  | { kind: 'muted'; until: string | null }
  | { kind: 'ownTeam' }
  /** May write; `video`: may also add a video review (an APPROVED YouTuber). */
  | { kind: 'write'; video: boolean };

/** `brandTeamId`: the team behind the product's brand (a handle is a name that can be renamed, an id is the team). */
export function writeGate(status: AuthStatus, user: User | undefined, brandTeamId: string): WriteGate {
  if (status === 'restoring' || (status === 'signedIn' && !user)) return { kind: 'restoring' };
  if (status === 'signedOut' || !user) return { kind: 'signIn' };
  if (user.creatorTeamMembers.some((member) => member.creatorTeam.id === brandTeamId)) return { kind: 'ownTeam' };
  if (!user.isEmailVerified) return { kind: 'unverified' };
  if (user.mute) return { kind: 'muted', until: user.mute.until };
  return { kind: 'write', video: user.youtuber?.verification.status === 'APPROVED' };
}
