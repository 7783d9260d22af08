import { M } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { findTeamStanding, findTrophy, type TrophyRow } from './trophies.access.queries.js';
import { mayCancel, mayOrganise, mayRead, type TeamStanding, type TrophyCaller } from './trophies.policy.js';

// The first step of every trophy call: the trophy, the caller's standing, and the policy's answer. A trophy the
// caller may not see answers 404 (its existence is not revealed); one they see but may not change answers 403.

export interface TrophyAccess {
  trophy: TrophyRow;
  caller: TrophyCaller | null;
  standing: TeamStanding | null;
}

export const trophyNotFound = () => new AppError('not_found', M.trophy.error.not_found);

export async function standingIn(
  db: DbOrTx,
  teamId: string | null,
  caller: TrophyCaller | null,
): Promise<TeamStanding | null> {
  return teamId && caller ? findTeamStanding(db, teamId, caller.id) : null;
}

/** The trophy if the caller may read it, else 404. `forUpdate` locks the row (inside a transaction). */
export async function loadTrophy(
  db: DbOrTx,
  id: string,
  caller: TrophyCaller | null,
  forUpdate = false,
): Promise<TrophyAccess> {
  if (!isUuid(id)) throw trophyNotFound();
  const trophy = await findTrophy(db, id, forUpdate);
  if (!trophy) throw trophyNotFound();
  const standing = await standingIn(db, trophy.teamId, caller);
  if (!mayRead(trophy, caller, standing)) throw trophyNotFound();
  return { trophy, caller, standing };
}

const refusal = (access: TrophyAccess) =>
  new AppError(
    'forbidden',
    access.trophy.teamId === null ? M.trophy.error.platform_not_allowed : M.trophy.error.team_not_allowed,
  );

/** loadTrophy, then 403 unless the caller runs it. */
export async function requireOrganiser(
  db: DbOrTx,
  id: string,
  caller: TrophyCaller,
  forUpdate = false,
): Promise<TrophyAccess> {
  const access = await loadTrophy(db, id, caller, forUpdate);
  if (!mayOrganise(access.trophy, caller, access.standing)) throw refusal(access);
  return access;
}

/** loadTrophy, then 403 unless the caller may cancel it. */
export async function requireCanceller(
  db: DbOrTx,
  id: string,
  caller: TrophyCaller,
  forUpdate = false,
): Promise<TrophyAccess> {
  const access = await loadTrophy(db, id, caller, forUpdate);
  if (!mayCancel(access.trophy, caller, access.standing)) throw refusal(access);
  return access;
}
