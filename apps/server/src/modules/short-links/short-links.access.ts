import { M, type ShortLinkAction } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import { teamNotFound } from '../teams/teams.access.js';
import { mayDo, type LinkStanding, type ShortLinkActor } from './short-links.policy.js';
import * as q from './short-links.queries.js';

// The first step of every team link call: the actor's standing in the team (404 outside it), the policy for the
// action (403), the mute for a write (403 with its end), and the link itself, which must be the team's (404).

export const linkNotFound = () => new AppError('not_found', M.shortLinks.error.not_found);

export async function requireLinkAccess(
  db: DbOrTx,
  actor: ShortLinkActor,
  teamId: string,
  action: ShortLinkAction,
): Promise<LinkStanding> {
  if (!isUuid(teamId)) throw teamNotFound();
  const standing = await standingOf(db, actor, teamId);
  if (!standing) throw teamNotFound();
  if (action !== 'view') {
    if (standing.locked) throw new AppError('forbidden', M.team.error.blocked);
    if (!mayDo({ ...standing, approved: true }, action)) throw new AppError('forbidden', M.team.error.role_not_allowed);
    if (!standing.approved) throw new AppError('forbidden', M.shortLinks.error.team_not_approved);
    if (action === 'edit' && actor.userId) await assertCanPublish(db, actor.userId);
  }
  return standing;
}

async function standingOf(db: DbOrTx, actor: ShortLinkActor, teamId: string): Promise<LinkStanding | null> {
  const team = await q.teamStanding(db, teamId, actor.via === 'session' ? actor.userId : null);
  if (!team) return null;
  if (actor.via === 'apiKey') {
    // A key is its own team's and no other's: another team's id answers as if it did not exist.
    if (actor.teamId !== teamId) return null;
    return { role: actor.role, locked: team.locked, approved: team.approved };
  }
  return team.role ? { role: team.role, locked: team.locked, approved: team.approved } : null;
}

/** Whether a mute keeps the person from editing now (the guard's own rule, asked without throwing). */
export async function isMuted(db: DbOrTx, actor: ShortLinkActor): Promise<boolean> {
  if (!actor.userId) return false;
  try {
    await assertCanPublish(db, actor.userId);
    return false;
  } catch (error) {
    if (error instanceof AppError && error.status === 403) return true;
    throw error;
  }
}

export async function requireTeamLink(db: DbOrTx, teamId: string, linkId: string): Promise<q.LinkRow> {
  if (!isUuid(linkId)) throw linkNotFound();
  const link = await q.findLink(db, linkId);
  if (!link || link.teamId !== teamId) throw linkNotFound();
  return link;
}
