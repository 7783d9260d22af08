import { mayDoWithShortLinks, type ShortLinkAction, type ShortLinkPermissions, type TeamRole } from '@plaudit/contract';

// Who may do what with short links, stated once on top of the contract's table (permissions.ts SHORT_LINK_POLICY):
// a team's links change only while the team is APPROVED and not locked; a muted person may read, not write.
// Someone outside the team gets 404, never a hint that the team or its link exists.

/**
 * Who acts on a team's links: a signed-in person (their membership decides), or a team credential such as an API
 * key, which belongs to one team and carries the role it may act as. The API-key route builds the second kind; every
 * service method takes either, so both paths meet the same rules.
 */
export type ShortLinkActor =
  | { via: 'session'; userId: string }
  | { via: 'apiKey'; teamId: string; keyId: string; role: TeamRole; userId: string | null };

export const sessionActor = (userId: string): ShortLinkActor => ({ via: 'session', userId });

/** The person behind an action, for the audit log and `created_by` (null: a credential with no person). */
export const actingUserId = (actor: ShortLinkActor): string | null => actor.userId;

/** The actor's standing in the team the link belongs to. */
export interface LinkStanding {
  role: TeamRole;
  locked: boolean;
  approved: boolean;
}

/** Whether `action` is allowed by role, lock and approval (the mute is the service's, it needs the database). */
export function mayDo(standing: LinkStanding, action: ShortLinkAction): boolean {
  if (!mayDoWithShortLinks(standing.role, action)) return false;
  return action === 'view' || (standing.approved && !standing.locked);
}

export function linkPermissions(standing: LinkStanding, muted: boolean): ShortLinkPermissions {
  return { edit: mayDo(standing, 'edit') && !muted, delete: mayDo(standing, 'delete') };
}
