import { describe, expect, it } from 'vitest';
import type { GlobalRole, PunishmentType, TeamRole } from './enums.js';
import {
  STAFF_ROLES,
  adminPageRoles,
  assignableTeamRoles,
  isStaff,
  mayAdmin,
  mayAssignRole,
  mayDoInTeam,
  mayInviteAs,
  mayLeave,
  mayManageMember,
  mayOpenAdminPage,
  mayPunish,
  punishmentRefusal,
  type AdminPage,
} from './permissions.js';

// The rules as tables of role pairs, written out by hand, so a change to permissions.ts
// that changes who may do what fails here first (the server's and the web's behaviour both follow from it).

describe('admin pages by global role', () => {
  const table: Array<[AdminPage, GlobalRole[]]> = [
    ['users', ['ADMIN', 'MOD']],
    ['audit', ['ADMIN']],
    ['verifications', ['ADMIN']],
    ['brandRequests', ['ADMIN']],
    ['categories', ['ADMIN']],
    ['reviews', ['ADMIN', 'MOD']],
    ['jobs', ['ADMIN']],
    ['products', ['ADMIN', 'MOD']],
  ];
  it.each(table)('%s is open to %j', (page, roles) => {
    expect([...adminPageRoles(page)].sort()).toEqual([...roles].sort());
    for (const role of ['ADMIN', 'MOD', 'USER'] as const)
      expect(mayOpenAdminPage(role, page)).toBe(roles.includes(role));
  });

  it('staff are the roles with an admin page', () => {
    expect([...STAFF_ROLES].sort()).toEqual(['ADMIN', 'MOD']);
    expect(isStaff('USER')).toBe(false);
  });

  it.each([
    ['users.update', 'ADMIN', true],
    ['users.update', 'MOD', false],
    ['users.read', 'MOD', true],
    ['users.read', 'USER', false],
    ['punishments.issue', 'MOD', true],
    ['punishments.issue', 'USER', false],
    ['audit.read', 'MOD', false],
    ['verifications.decide', 'MOD', false],
    ['creators.access', 'ADMIN', true],
    ['brandRequests.read', 'MOD', false],
    ['jobs.manage', 'ADMIN', true],
    ['jobs.manage', 'MOD', false],
    ['jobs.manage', 'USER', false],
  ] as const)('%s for %s: %s', (action, role, allowed) => {
    expect(mayAdmin(role, action)).toBe(allowed);
  });
});

describe('who may punish whom', () => {
  const me = (role: GlobalRole) => ({ id: 'actor', role });
  const them = (role: GlobalRole) => ({ id: 'target', role });
  // [actor, target, type, refusal]
  const table: Array<[GlobalRole, GlobalRole, PunishmentType, ReturnType<typeof punishmentRefusal>]> = [
    ['ADMIN', 'USER', 'WARNING', null],
    ['ADMIN', 'USER', 'MUTE', null],
    ['ADMIN', 'USER', 'BAN', null],
    ['ADMIN', 'MOD', 'BAN', null],
    ['ADMIN', 'ADMIN', 'MUTE', null],
    ['MOD', 'USER', 'WARNING', null],
    ['MOD', 'USER', 'MUTE', null],
    ['MOD', 'USER', 'BAN', 'type'],
    ['MOD', 'MOD', 'WARNING', 'staffTarget'],
    ['MOD', 'ADMIN', 'MUTE', 'staffTarget'],
    ['MOD', 'ADMIN', 'BAN', 'type'],
    ['USER', 'USER', 'WARNING', 'type'],
    ['USER', 'MOD', 'MUTE', 'type'],
  ];
  it.each(table)('%s on %s, %s: %s', (actor, target, type, refusal) => {
    expect(punishmentRefusal(me(actor), them(target), type)).toBe(refusal);
    expect(mayPunish(me(actor), them(target), type)).toBe(refusal === null);
  });

  it('nobody punishes themselves, whatever their role', () => {
    for (const role of ['ADMIN', 'MOD'] as const) {
      expect(punishmentRefusal(me(role), me(role), 'WARNING')).toBe('self');
      expect(mayPunish(me(role), me(role))).toBe(false);
    }
  });

  it('any type: what the edit-user screen asks before offering punishments at all', () => {
    expect(mayPunish(me('ADMIN'), them('MOD'))).toBe(true);
    expect(mayPunish(me('MOD'), them('USER'))).toBe(true);
    expect(mayPunish(me('MOD'), them('MOD'))).toBe(false);
    expect(mayPunish(me('USER'), them('USER'))).toBe(false);
  });
});

describe('team roles', () => {
  const roles: TeamRole[] = ['OWNER', 'ADMIN', 'EDITOR'];
  // actor → targets they may manage (remove, re-role)
  const manages: Record<TeamRole, TeamRole[]> = { OWNER: ['ADMIN', 'EDITOR'], ADMIN: ['EDITOR'], EDITOR: [] };

  it.each(roles.flatMap((actor) => roles.map((target) => [actor, target] as const)))(
    '%s manages %s',
    (actor, target) => {
      expect(mayManageMember(actor, target)).toBe(manages[actor].includes(target));
    },
  );

  it("roles handed out: below one's own, never OWNER", () => {
    expect(assignableTeamRoles('OWNER')).toEqual(['ADMIN', 'EDITOR']);
    expect(assignableTeamRoles('ADMIN')).toEqual(['EDITOR']);
    expect(assignableTeamRoles('EDITOR')).toEqual([]);
    expect(mayAssignRole('OWNER', 'EDITOR', 'ADMIN')).toBe(true);
    expect(mayAssignRole('OWNER', 'ADMIN', 'OWNER')).toBe(false);
    expect(mayAssignRole('ADMIN', 'EDITOR', 'ADMIN')).toBe(false);
    expect(mayAssignRole('ADMIN', 'ADMIN', 'EDITOR')).toBe(false);
  });

  it('invitations: OWNER and ADMIN invite as ADMIN or EDITOR', () => {
    expect(mayInviteAs('OWNER', 'ADMIN')).toBe(true);
    expect(mayInviteAs('ADMIN', 'ADMIN')).toBe(true);
    expect(mayInviteAs('ADMIN', 'OWNER')).toBe(false);
    expect(mayInviteAs('EDITOR', 'EDITOR')).toBe(false);
  });

  it('actions and leaving', () => {
    expect(roles.filter((r) => mayDoInTeam(r, 'editSettings'))).toEqual(['OWNER', 'ADMIN']);
    expect(roles.filter((r) => mayDoInTeam(r, 'transferOwnership'))).toEqual(['OWNER']);
    expect(roles.filter((r) => mayDoInTeam(r, 'view'))).toEqual(roles);
    expect(mayLeave('OWNER', 1)).toBe(false);
    expect(mayLeave('OWNER', 2)).toBe(true);
    expect(mayLeave('EDITOR', 1)).toBe(true);
  });
});
