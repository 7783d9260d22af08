import type { ProductPermissions, TeamRole } from '@plaudit/contract';

// Who may do what with a team's products. The one place these rules live: the services ask here
// before every change, and every product answer carries the caller's `permissions`, so the screens offer only
// what the server would allow.
//
// | action                                                    | OWNER | ADMIN | EDITOR |
// |-----------------------------------------------------------|-------|-------|--------|
// | view: list and read the team's products (drafts too)      | yes   | yes   | yes    |
// | edit: create, change, images, publish, bulk status        | yes   | yes   | yes    |
// | delete: a product with its images                         | yes   | yes   | no     |
//
// A locked team (teams.policy isTeamLocked) is read-only, as its settings are: only `view` remains. A muted
// person may edit drafts but not publish: nothing they write may be or become PUBLISHED (punishments.guard).
// Someone who is not a member gets 404, never a hint that the team exists.

export type ProductAction = 'view' | 'edit' | 'delete';

export const PRODUCT_POLICY: Readonly<Record<ProductAction, readonly TeamRole[]>> = {
  view: ['OWNER', 'ADMIN', 'EDITOR'],
  edit: ['OWNER', 'ADMIN', 'EDITOR'],
  delete: ['OWNER', 'ADMIN'],
};

export function mayDoWithProducts(role: TeamRole, action: ProductAction): boolean {
  return PRODUCT_POLICY[action].includes(role);
}

export function productPermissionsFor(role: TeamRole, locked: boolean, muted: boolean): ProductPermissions {
  const edit = !locked && mayDoWithProducts(role, 'edit');
  return { edit, delete: !locked && mayDoWithProducts(role, 'delete'), publish: edit && !muted, readOnly: locked };
}
