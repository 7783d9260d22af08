import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@plaudit/contract';
import { users } from '../src/db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PARTNERS, seedDemoAccounts, upsertAccount, usernameFor } from '../src/seed.js';
import { buildTestApp, type TestContext } from './build-test-app.js';
import { api, createUser } from './factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('start-up accounts', () => {
  it('demo accounts are created on the first start only, verified, and can sign in', async () => {
    expect(await seedDemoAccounts(t.app.db, t.app.hasher)).toBe(true);
    expect(await seedDemoAccounts(t.app.db, t.app.hasher)).toBe(false);
    for (const account of DEMO_ACCOUNTS.accounts) {
      const res = await t.app.inject({ method: 'POST', url: api(API.auth.signIn), payload: { email: account.email, password: DEMO_ACCOUNTS.password } });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ role: account.role, isEmailVerified: true });
    }
  });

  it('demo partners: an approved creator team, an approved YouTuber, and unclaimed brand profiles', async () => {
    const creator = await t.app.inject({ method: 'POST', url: api(API.auth.signIn), payload: { email: DEMO_PARTNERS.creator.account.email, password: DEMO_ACCOUNTS.password } });
    expect(creator.json().user).toMatchObject({
      registerType: 'CREATOR', isCreator: true, isCreatorVerified: true,
      selectedCreatorTeam: { role: 'OWNER', creatorTeam: { brandName: DEMO_PARTNERS.creator.team.brandName, verification: { status: 'APPROVED' } } },
    });
    const youtuber = await t.app.inject({ method: 'POST', url: api(API.auth.signIn), payload: { email: DEMO_PARTNERS.youtuber.account.email, password: DEMO_ACCOUNTS.password } });
    expect(youtuber.json().user).toMatchObject({ registerType: 'YOUTUBER', youtuber: { pageName: DEMO_PARTNERS.youtuber.channel.pageName, verification: { status: 'APPROVED' } } });
    for (const profile of DEMO_PARTNERS.unclaimedProfiles) {
      const res = await t.app.inject({ method: 'GET', url: api(API.auth.creatorCheckProfile.href(profile.profileHandle)) });
      expect(res.json().claimed).toBe(false);
    }
    const claimed = await t.app.inject({ method: 'GET', url: api(API.auth.creatorCheckProfile.href(DEMO_PARTNERS.creator.team.profileHandle)) });
    expect(claimed.json().claimed).toBe(true);
  });

  it('ADMIN_EMAIL creates a verified ADMIN, or promotes an existing account', async () => {
    const created = await upsertAccount(t.app.db, t.app.hasher, { email: 'ops@example.test', password: 'ops-password', username: await usernameFor(t.app.db, 'ops@example.test'), role: 'ADMIN' });
    expect(created.created).toBe(true);
    const existing = await createUser(t.app, { emailVerificationStatus: 'UNVERIFIED' });
    const promoted = await upsertAccount(t.app.db, t.app.hasher, { email: existing.email.toUpperCase(), password: 'new-admin-password', username: 'ignored', role: 'ADMIN', resetPassword: true });
    expect(promoted).toEqual({ id: existing.id, created: false });
    const [row] = await t.app.db.select().from(users).where(sql`${users.id} = ${existing.id}`);
    expect(row).toMatchObject({ role: 'ADMIN', emailVerificationStatus: 'VERIFIED' });
    const res = await t.app.inject({ method: 'POST', url: api(API.auth.signIn), payload: { email: existing.email, password: 'new-admin-password' } });
    expect(res.statusCode).toBe(200);
  });
});
