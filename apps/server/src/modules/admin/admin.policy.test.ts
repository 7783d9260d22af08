import { describe, expect, it } from 'vitest';
import { M } from '@plaudit/contract';
import { assertMayChangeAccess, assertMayPunish, may, punishmentTypesFor } from './admin.policy.js';

// The rules of admin.policy.ts that HTTP alone can hardly reach (the last-admin guard needs a race to trigger).

const admin = { id: 'a', role: 'ADMIN' as const, accountStatus: 'ACTIVE' };
const otherAdmin = { id: 'b', role: 'ADMIN' as const, accountStatus: 'ACTIVE' };
const mod = { id: 'm', role: 'MOD' as const };
const user = { id: 'u', role: 'USER' as const };

describe('admin policy', () => {
  it('the last active admin can be neither demoted nor deactivated', () => {
    expect(() => assertMayChangeAccess(admin, otherAdmin, { role: 'MOD' }, 1)).toThrow(
      expect.objectContaining({ status: 409, messageKey: M.adminUsers.error.last_admin }),
    );
    expect(() => assertMayChangeAccess(admin, otherAdmin, { accountStatus: 'INACTIVE' }, 1)).toThrow(
      expect.objectContaining({ messageKey: M.adminUsers.error.last_admin }),
    );
    expect(() => assertMayChangeAccess(admin, otherAdmin, { role: 'MOD' }, 2)).not.toThrow();
    // An inactive admin is not the one keeping the area running; unchanged values change nothing.
    expect(() =>
      assertMayChangeAccess(admin, { ...otherAdmin, accountStatus: 'INACTIVE' }, { role: 'USER' }, 1),
    ).not.toThrow();
    expect(() => assertMayChangeAccess(admin, otherAdmin, { role: 'ADMIN', accountStatus: 'ACTIVE' }, 1)).not.toThrow();
  });

  it('nobody changes their own role or status', () => {
    expect(() => assertMayChangeAccess(admin, admin, { role: 'USER' }, 5)).toThrow(
      expect.objectContaining({ messageKey: M.adminUsers.error.self_role }),
    );
    expect(() => assertMayChangeAccess(admin, admin, { accountStatus: 'INACTIVE' }, 5)).toThrow(
      expect.objectContaining({ messageKey: M.adminUsers.error.self_status }),
    );
  });

  it('punishments: moderators warn and mute regular users; admins anything but themselves', () => {
    expect(punishmentTypesFor('MOD')).toEqual(['WARNING', 'MUTE']);
    expect(() => assertMayPunish(mod, user, 'MUTE')).not.toThrow();
    expect(() => assertMayPunish(mod, user, 'BAN')).toThrow(
      expect.objectContaining({ messageKey: M.punishments.error.ban_admin_only }),
    );
    expect(() => assertMayPunish(mod, otherAdmin, 'WARNING')).toThrow(
      expect.objectContaining({ messageKey: M.punishments.error.staff_target }),
    );
    expect(() => assertMayPunish(admin, mod, 'BAN')).not.toThrow();
    expect(() => assertMayPunish(admin, admin, 'WARNING')).toThrow(
      expect.objectContaining({ messageKey: M.punishments.error.self_punish }),
    );
    expect(() => assertMayPunish(user, { id: 'x', role: 'USER' }, 'WARNING')).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });

  it('the table', () => {
    expect(may(mod, 'users.read')).toBe(true);
    expect(may(mod, 'users.update')).toBe(false);
    expect(may(mod, 'audit.read')).toBe(false);
    expect(may(user, 'users.read')).toBe(false);
    expect(may(admin, 'audit.read')).toBe(true);
  });
});
