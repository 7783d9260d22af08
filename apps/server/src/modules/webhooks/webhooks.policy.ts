import { mayDoInTeam, type TeamRole, type WebhookPermissions } from '@plaudit/contract';

// Who may do what with a team's webhooks (the contract's team policy, `manageWebhooks`):
//
// | action                                                                 | OWNER | ADMIN | EDITOR |
// |------------------------------------------------------------------------|-------|-------|--------|
// | view: the endpoints, their state and the delivery log                  | yes   | yes   | yes    |
// | manage: add, change, delete, reveal and rotate secrets, test, retry,   | yes   | yes   | no     |
// |   replay                                                               |       |       |        |
//
// A locked team is read-only; someone outside the team gets 404.

export function webhookPermissionsFor(role: TeamRole, locked: boolean): WebhookPermissions {
  return { manage: !locked && mayDoInTeam(role, 'manageWebhooks') };
}
