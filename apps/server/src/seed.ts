import { sql } from 'drizzle-orm';
import type { GlobalRole } from '@plaudit/contract';
import type { Db } from './db/client.js';
import { auditLog, notificationDefaults, users } from './db/schema/index.js';
import type { PasswordHasher } from './lib/crypto.js';

// Start-up accounts: the operator's ADMIN_EMAIL account, the demo accounts of local mode, and the CLI's users.

/** The demo accounts created on the first start of a local database (README and e2e refer to this constant). */
export const DEMO_ACCOUNTS = {
  password: 'plaudit-demo',
  accounts: [
    { email: 'admin@plaudit.local', username: 'admin', firstName: 'Ada', lastName: 'Admin', role: 'ADMIN' },
    { email: 'moderator@plaudit.local', username: 'moderator', firstName: 'Max', lastName: 'Moderator', role: 'MOD' },
    { email: 'user@plaudit.local', username: 'user', firstName: 'Uma', lastName: 'User', role: 'USER' },
  ],
} as const satisfies { password: string; accounts: ReadonlyArray<{ email: string; username: string; firstName: string; lastName: string; role: GlobalRole }> };

export interface AccountInput {
  email: string;
  password: string;
  username: string;
  firstName?: string;
  lastName?: string;
  role: GlobalRole;
}

/** Creates a verified account, or when the email exists sets its role (and password when given). */
export async function upsertAccount(db: Db, hasher: PasswordHasher, input: AccountInput & { resetPassword?: boolean }) {
  const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${input.email})`).limit(1);
  if (existing) {
    await db
      .update(users)
      .set({
        role: input.role,
        emailVerificationStatus: 'VERIFIED',
        accountStatus: 'ACTIVE',
        ...(input.resetPassword ? { passwordHash: await hasher.hash(input.password) } : {}),
        updatedAt: new Date(),
      })
      .where(sql`${users.id} = ${existing.id}`);
    if (existing.role !== input.role) {
      await db.insert(auditLog).values({ action: 'user.role.set', targetType: 'user', targetId: existing.id, before: { role: existing.role }, after: { role: input.role } });
    }
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      username: input.username,
      firstName: input.firstName ?? input.username,
      lastName: input.lastName ?? input.role.charAt(0) + input.role.slice(1).toLowerCase(),
      role: input.role,
      emailVerificationStatus: 'VERIFIED',
      passwordHash: await hasher.hash(input.password),
      notifications: notificationDefaults(),
    })
    .returning({ id: users.id });
  await db.insert(auditLog).values({ action: 'user.create', targetType: 'user', targetId: row!.id, after: { email: input.email, role: input.role } });
  return { id: row!.id, created: true };
}

/** A free username derived from an email address. */
export async function usernameFor(db: Db, email: string) {
  const base = (email.split('@')[0] ?? 'admin').replace(/[^A-Za-z0-9_]/g, '_').slice(0, 14).padEnd(3, '_');
  for (let i = 0; i < 50; i += 1) {
    const candidate = i === 0 ? base : `${base}_${i}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${candidate})`).limit(1);
    if (!taken) return candidate;
  }
  return `${base}_${Date.now().toString(36)}`.slice(0, 20);
}

/** Demo accounts, only when the database has no users at all (its first start). */
export async function seedDemoAccounts(db: Db, hasher: PasswordHasher): Promise<boolean> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((count?.n ?? 0) > 0) return false;
  for (const account of DEMO_ACCOUNTS.accounts) await upsertAccount(db, hasher, { ...account, password: DEMO_ACCOUNTS.password });
  return true;
}
