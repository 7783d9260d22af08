import { M, type ProductPermissions } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import { loadTeamAccess, type TeamAccess } from '../teams/teams.access.js';
import { mayDoWithProducts, productPermissionsFor, type ProductAction } from './products.policy.js';
import * as q from './products.queries.js';

// The first step of every product route: the caller's membership of the team (404 outside it), the products
// policy for the action (403), and the product itself, which must belong to that team (404 otherwise).

export const productNotFound = () => new AppError('not_found', M.product.error.not_found);

/** The team access checked for `action`: every action but `view` is refused while the team is locked. */
export async function requireProductsAccess(
  db: Db,
  teamId: string,
  userId: string,
  action: ProductAction,
): Promise<TeamAccess> {
  const access = await loadTeamAccess(db, teamId, userId);
  if (action !== 'view' && access.locked) throw new AppError('forbidden', M.team.error.blocked);
  if (!mayDoWithProducts(access.member.role, action)) throw new AppError('forbidden', M.team.error.role_not_allowed);
  return access;
}

export async function requireProduct(db: Db, access: TeamAccess, productId: string): Promise<q.ProductRow> {
  if (!isUuid(productId)) throw productNotFound();
  const product = await q.findProduct(db, access.team.id, productId);
  if (!product) throw productNotFound();
  return product;
}

/** Whether a mute keeps the person from publishing now (the guard's own rule, asked without throwing). */
export async function isMuted(db: Db, userId: string): Promise<boolean> {
  try {
    await assertCanPublish(db, userId);
    return false;
  } catch (error) {
    if (error instanceof AppError && error.status === 403) return true;
    throw error;
  }
}

export async function permissionsOf(db: Db, access: TeamAccess, userId: string): Promise<ProductPermissions> {
  return productPermissionsFor(access.member.role, access.locked, await isMuted(db, userId));
}
