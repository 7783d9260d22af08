import { sql } from 'drizzle-orm';
import type { GlobalRole } from '@plaudit/contract';
import type { Db } from './db/client.js';
import {
  auditLog,
  creatorTeamMembers,
  creatorTeams,
  emptySocialLinks,
  notificationDefaults,
  users,
  verifications,
  youtubers,
} from './db/schema/index.js';
import type { PasswordHasher } from './lib/crypto.js';
import { handleBase } from './modules/creators/youtuber-handles.js';
import type { FileStorage } from './plugins/storage.js';
import type { SeededCatalogue } from './seed/catalogue.js';
import type { SeededReviews } from './seed/reviews.js';

// Start-up accounts: the operator's ADMIN_EMAIL account, the demo accounts of local mode, and the CLI's users.

/** The demo accounts created on the first start of a local database (README and e2e refer to this constant). */
export const DEMO_ACCOUNTS = {
  password: 'plaudit-demo',
  accounts: [
    { email: 'admin@plaudit.local', username: 'admin', firstName: 'Ada', lastName: 'Admin', role: 'ADMIN' },
    { email: 'moderator@plaudit.local', username: 'moderator', firstName: 'Max', lastName: 'Moderator', role: 'MOD' },
    { email: 'user@plaudit.local', username: 'user', firstName: 'Uma', lastName: 'User', role: 'USER' },
  ],
} as const satisfies {
  password: string;
  accounts: ReadonlyArray<{ email: string; username: string; firstName: string; lastName: string; role: GlobalRole }>;
};

/**
 * Demo partners of local mode: an approved creator (owner of an approved team), an approved YouTuber, and brand
 * profiles listed but not yet claimed (a review platform lists brands before they join), for the claim step.
 */
export const DEMO_PARTNERS = {
  creator: {
    account: {
      email: 'creator@plaudit.local',
      username: 'creator',
      firstName: 'Cleo',
      lastName: 'Creator',
      role: 'USER',
    },
    team: { brandName: 'Plaudit Coffee', profileHandle: 'plauditcoffee', website: 'https://coffee.plaudit.local' },
  },
  youtuber: {
    account: {
      email: 'youtuber@plaudit.local',
      username: 'youtuber',
      firstName: 'Yuri',
      lastName: 'Tuber',
      role: 'USER',
    },
    channel: { pageName: 'Plaudit Reviews', youtubeUrl: 'https://www.youtube.com/@plauditreviews' },
  },
  unclaimedProfiles: [
    { brandName: 'Acme', profileHandle: 'acme', website: 'https://acme.example' },
    { brandName: 'Globex', profileHandle: 'globex', website: 'https://globex.example' },
    { brandName: 'Initech', profileHandle: 'initech', website: 'https://initech.example' },
    { brandName: 'Umbrella', profileHandle: 'umbrella', website: 'https://umbrella.example' },
  ],
} as const;

async function seedDemoPartners(db: Db, hasher: PasswordHasher): Promise<{ youtuberId: string }> {
  const now = new Date();
  const { creator, youtuber, unclaimedProfiles } = DEMO_PARTNERS;
  const creatorUser = await upsertAccount(db, hasher, { ...creator.account, password: DEMO_ACCOUNTS.password });
  const [team] = await db
    .insert(creatorTeams)
    .values({ ...creator.team, social: { ...emptySocialLinks(), websiteUrl: creator.team.website }, claimedAt: now })
    .returning({ id: creatorTeams.id });
  await db.insert(creatorTeamMembers).values({ teamId: team!.id, userId: creatorUser.id, role: 'OWNER' });
  await db.insert(verifications).values({
    subjectType: 'CREATOR',
    teamId: team!.id,
    applicantId: creatorUser.id,
    status: 'APPROVED',
    reviewedAt: now,
    details: {
      brandName: creator.team.brandName,
      website: creator.team.website,
      creatorProfile: creator.team.profileHandle,
    },
  });
  await db
    .update(users)
    .set({ registerType: 'CREATOR', selectedTeamId: team!.id })
    .where(sql`${users.id} = ${creatorUser.id}`);

  const youtuberUser = await upsertAccount(db, hasher, { ...youtuber.account, password: DEMO_ACCOUNTS.password });
  const [channel] = await db
    .insert(youtubers)
    // Approved, so it has its public page address as an approval would have given it.
    .values({ userId: youtuberUser.id, ...youtuber.channel, handle: handleBase(youtuber.channel.pageName) })
    .returning({ id: youtubers.id });
  await db.insert(verifications).values({
    subjectType: 'YOUTUBER',
    youtuberId: channel!.id,
    applicantId: youtuberUser.id,
    status: 'APPROVED',
    reviewedAt: now,
    details: { ...youtuber.channel },
  });
  await db
    .update(users)
    .set({ registerType: 'YOUTUBER' })
    .where(sql`${users.id} = ${youtuberUser.id}`);

  await db
    .insert(creatorTeams)
    .values(unclaimedProfiles.map((p) => ({ ...p, social: { ...emptySocialLinks(), websiteUrl: p.website } })));
  return { youtuberId: channel!.id };
}

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
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`)
    .limit(1);
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
      await db.insert(auditLog).values({
        action: 'user.role.set',
        targetType: 'user',
        targetId: existing.id,
        before: { role: existing.role },
        after: { role: input.role },
      });
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
  await db.insert(auditLog).values({
    action: 'user.create',
    targetType: 'user',
    targetId: row!.id,
    after: { email: input.email, role: input.role },
  });
  return { id: row!.id, created: true };
}

/** A free username derived from an email address. */
export async function usernameFor(db: Db, email: string) {
  const base = (email.split('@')[0] ?? 'admin')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .slice(0, 14)
    .padEnd(3, '_');
  for (let i = 0; i < 50; i += 1) {
    const candidate = i === 0 ? base : `${base}_${i}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${candidate})`)
      .limit(1);
    if (!taken) return candidate;
  }
  return `${base}_${Date.now().toString(36)}`.slice(0, 20);
}

/** What a first start seeded: the catalogue, and the reviews on it (null when reviews were there already). */
export type SeededDemo = SeededCatalogue & { reviews: SeededReviews | null };

/**
 * Every demo account has the demo password: it is hashed once and the hash is shared (argon2 is slow on purpose,
 * and a first start should not pay for it once per account).
 */
function hashOnce(hasher: PasswordHasher, password: string): PasswordHasher {
  const hashed = hasher.hash(password);
  return { ...hasher, hash: (value) => (value === password ? hashed : hasher.hash(value)) };
}

/** Whether this database has the demo admin (seeded on an earlier start): the start banner then lists the sign-ins. */
export async function demoAccountsExist(db: Db): Promise<boolean> {
  const admin = DEMO_ACCOUNTS.accounts.find((account) => account.role === 'ADMIN')!;
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${admin.email})`)
    .limit(1);
  return found !== undefined;
}

/**
 * Demo accounts, the demo catalogue (seed/catalogue.ts) and its reviews (seed/reviews.ts), only when the database
 * has no users at all (its first start). Answers what was seeded, or null when the database was not empty.
 */
export async function seedDemoAccounts(
  db: Db,
  hasher: PasswordHasher,
  storage: FileStorage,
): Promise<SeededDemo | null> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((count?.n ?? 0) > 0) return null;
  // Loaded only for a first start: the catalogue and its reviews are made up with faker, whose locales stayed in
  // every server's heap (17 MB of some 90 live), for every full collection to mark again.
  const [{ seedDemoCatalogue }, { seedDemoReviews }] = await Promise.all([
    import('./seed/catalogue.js'),
    import('./seed/reviews.js'),
  ]);
  const demoHasher = hashOnce(hasher, DEMO_ACCOUNTS.password);
  const ids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS.accounts)
    ids.set(account.email, (await upsertAccount(db, demoHasher, { ...account, password: DEMO_ACCOUNTS.password })).id);
  const partners = await seedDemoPartners(db, demoHasher);
  const passwordHash = await demoHasher.hash(DEMO_ACCOUNTS.password);
  const catalogue = await seedDemoCatalogue(db, storage, { passwordHash, demoYoutuberId: partners.youtuberId });
  const [user, moderator] = ['USER', 'MOD'].map((role) =>
    ids.get(DEMO_ACCOUNTS.accounts.find((a) => a.role === role)!.email)!,
  );
  const reviews = await db.transaction((tx) =>
    seedDemoReviews(tx, { passwordHash, demoUserId: user!, moderatorId: moderator! }),
  );
  return { ...catalogue, reviews };
}
