import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  API_KEY_SCOPES,
  API_KEYS_LIVE_MAX,
  ROUTES,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  pathOf,
  type ApiKeyList,
} from '@plaudit/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { buildTestApp, testConfig, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, latestMail } from '../../../test/factories.js';
import { createKey, keyWorld, v1 } from '../../../test/api-key-factories.js';
import { TEAM_TEST_LIMITS, approveTeam, teamWorld } from '../../../test/team-factories.js';
import { onPostgres } from '../../../test/needs.js';
import { apiKeys, auditLog, users } from '../../db/schema/index.js';
import { checksumOf, hashApiKey, isWellFormedApiKey } from './api-keys.format.js';

let t: TestContext;
/** A second app on the same database that logs every request at debug level into `logLines`. */
let logging: FastifyInstance;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  logging = await buildApp({
    config: testConfig({ LOG_LEVEL: 'debug' }),
    db: t.database.db,
    changes: t.database.changes,
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  await logging.ready();
});
afterAll(async () => {
  await logging?.close();
  await t?.close();
});

const keysUrl = (teamId: string) => api(pathOf(ROUTES.apiKeys.list.path, { teamId }));
const keyUrl = (teamId: string, keyId: string) => api(pathOf(ROUTES.apiKeys.revoke.path, { teamId, keyId }));
const rollUrl = (teamId: string, keyId: string) => api(pathOf(ROUTES.apiKeys.roll.path, { teamId, keyId }));

describe('the key format', () => {
  it('is plt_live_ + 43 base62 characters + a 6-character base62 CRC32 that a scanner can check offline', async () => {
    const { key: created } = await keyWorld(t.app);
    const key = { key: created };
    expect(key.key.key).toMatch(/^plt_live_[0-9A-Za-z]{49}$/);
    expect(isWellFormedApiKey(key.key.key)).toBe(true);
    expect(key.key.key.slice(-6)).toBe(checksumOf(key.key.key.slice(0, -6)));
    expect(key.key.start).toBe(key.key.key.slice(0, 14));
    // One character changed anywhere: the checksum no longer matches.
    const flipped = key.key.key.slice(0, 20) + (key.key.key[20] === 'a' ? 'b' : 'a') + key.key.key.slice(21);
    expect(isWellFormedApiKey(flipped)).toBe(false);
    expect(isWellFormedApiKey(key.key.key.replace('plt_live_', 'plt_test_'))).toBe(false);
  });
});

describe('creating, listing, rolling and revoking', () => {
  it('stores only the SHA-256 and the start; the whole key is answered once and never listed or logged', async () => {
    const world = await keyWorld(logging);
    const created = apiKeyCreatedSchema.parse(world.key);
    expect((await v1(logging, created.key, { method: 'GET', url: '/me' })).statusCode).toBe(200);
    expect((await v1(logging, created.key, { method: 'GET', url: '/nothing-here' })).statusCode).toBe(404);
    expect(created.scopes).toEqual([...API_KEY_SCOPES]);
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
    // No column of any table holds the key: the whole database dumped as text does not contain it.
    const dump = await t.app.db.execute(sql`select string_agg(t::text, '') as all from api_keys t`);
    expect(JSON.stringify(dump)).not.toContain(created.key);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(JSON.stringify(audit)).not.toContain(created.key);
    const list = await authed(logging, world.editor, { method: 'GET', url: keysUrl(world.team.id) });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    const parsed = apiKeyListSchema.parse(list.json());
    expect(parsed.data[0]).toMatchObject({ id: created.id, start: created.start, status: 'ACTIVE' });
    // The editor sees the list but may not manage it.
    expect(parsed.canManage).toBe(false);
    expect(logLines.length).toBeGreaterThan(3);
    expect(logLines.join('\n')).not.toContain(created.key.slice(14));
  });

  it('expires after 90 days by default; "never" must be asked for; both at once is refused', async () => {
    const world = await teamWorld(t.app);
    await approveTeam(t.app, world.team.id);
    const plain = await createKey(t.app, world.owner, world.team.id);
    const days = (Date.parse(plain.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    const never = await createKey(t.app, world.admin, world.team.id, { neverExpires: true });
    expect(never.expiresAt).toBeNull();
    const both = await authed(t.app, world.owner, {
      method: 'POST',
      url: keysUrl(world.team.id),
      payload: { name: 'x', scopes: ['products:read'], expiresInDays: 30, neverExpires: true },
    });
    expect(both.statusCode).toBe(400);
    const none = await authed(t.app, world.owner, {
      method: 'POST',
      url: keysUrl(world.team.id),
      payload: { name: 'x', scopes: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].message).toBe('apiKeys.validation.scopes_required');
  });

  it('only an OWNER or ADMIN of an approved team creates; an EDITOR, an outsider and an unapproved team cannot', async () => {
    const world = await teamWorld(t.app);
    const unapproved = await authed(t.app, world.owner, {
      method: 'POST',
      url: keysUrl(world.team.id),
      payload: { name: 'x', scopes: ['products:read'] },
    });
    expect(unapproved.statusCode).toBe(403);
    expect(unapproved.json().errors[0].message).toBe('apiKeys.error.team_not_approved');
    await approveTeam(t.app, world.team.id);
    const editor = await authed(t.app, world.editor, {
      method: 'POST',
      url: keysUrl(world.team.id),
      payload: { name: 'x', scopes: ['products:read'] },
    });
    expect(editor.statusCode).toBe(403);
    const outsider = await authed(t.app, world.outsider, { method: 'GET', url: keysUrl(world.team.id) });
    expect(outsider.statusCode).toBe(404);
  });

  it(`refuses a key past ${API_KEYS_LIVE_MAX} live ones with 409; a revoked one frees a place`, async () => {
    const world = await teamWorld(t.app);
    await approveTeam(t.app, world.team.id);
    const made = [];
    for (let i = 0; i < API_KEYS_LIVE_MAX; i += 1) made.push(await createKey(t.app, world.owner, world.team.id));
    const over = await authed(t.app, world.owner, {
      method: 'POST',
      url: keysUrl(world.team.id),
      payload: { name: 'one too many', scopes: ['products:read'] },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().errors[0].message).toBe('apiKeys.error.limit');
    const revoked = await authed(t.app, world.owner, { method: 'DELETE', url: keyUrl(world.team.id, made[0]!.id) });
    expect(revoked.statusCode).toBe(200);
    await createKey(t.app, world.owner, world.team.id);
  });

  onPostgres.it('creations racing for the last free place: exactly one gets it', async () => {
    const world = await teamWorld(t.app);
    await approveTeam(t.app, world.team.id);
    for (let i = 0; i < API_KEYS_LIVE_MAX - 1; i += 1) await createKey(t.app, world.owner, world.team.id);
    const answers = await Promise.all(
      [world.owner, world.admin, world.owner, world.admin].map((who) =>
        authed(t.app, who, {
          method: 'POST',
          url: keysUrl(world.team.id),
          payload: { name: 'racer', scopes: ['products:read'] },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('revokes: the key answers 401 api_key.revoked at once, the list puts it last, a second revoke is 409', async () => {
    const world = await keyWorld(t.app);
    const other = await createKey(t.app, world.owner, world.team.id, { name: 'Other' });
    expect((await v1(t.app, world.key.key, { method: 'GET', url: '/me' })).statusCode).toBe(200);
    const res = await authed(t.app, world.admin, { method: 'DELETE', url: keyUrl(world.team.id, world.key.id) });
    expect(res.statusCode).toBe(200);
    const after = await v1(t.app, world.key.key, { method: 'GET', url: '/me' });
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0]).toMatchObject({ type: 'unauthorized', message: 'api_key.revoked' });
    const list = (await authed(t.app, world.owner, { method: 'GET', url: keysUrl(world.team.id) })).json<ApiKeyList>();
    expect(list.data.map((key) => [key.id, key.status])).toEqual([
      [other.id, 'ACTIVE'],
      [world.key.id, 'REVOKED'],
    ]);
    const again = await authed(t.app, world.owner, { method: 'DELETE', url: keyUrl(world.team.id, world.key.id) });
    expect(again.statusCode).toBe(409);
  });

  it('rolls with an overlap: the old key works until it ends, the new one at once, same name and scopes', async () => {
    const world = await keyWorld(t.app);
    const res = await authed(t.app, world.owner, {
      method: 'POST',
      url: rollUrl(world.team.id, world.key.id),
      payload: { overlapSeconds: 3600 },
    });
    expect(res.statusCode).toBe(201);
    const rolled = apiKeyCreatedSchema.parse(res.json());
    expect(rolled.key).not.toBe(world.key.key);
    expect(rolled).toMatchObject({ name: world.key.name, scopes: world.key.scopes });
    expect((await v1(t.app, rolled.key, { method: 'GET', url: '/me' })).statusCode).toBe(200);
    expect((await v1(t.app, world.key.key, { method: 'GET', url: '/me' })).statusCode).toBe(200);
    const [old] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, world.key.id));
    expect(Math.abs(old!.expiresAt!.getTime() - (Date.now() + 3_600_000))).toBeLessThan(60_000);
    // The overlap ends: the old key is expired, the new one goes on.
    await t.app.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, world.key.id));
    await t.app.cacheBus.publish('apiKeys');
    const expired = await v1(t.app, world.key.key, { method: 'GET', url: '/me' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0].message).toBe('api_key.expired');
    expect((await v1(t.app, rolled.key, { method: 'GET', url: '/me' })).statusCode).toBe(200);
  });

  it('rolls without an overlap: the old key is refused at once', async () => {
    const world = await keyWorld(t.app);
    const res = await authed(t.app, world.owner, {
      method: 'POST',
      url: rollUrl(world.team.id, world.key.id),
      payload: { overlapSeconds: 0 },
    });
    expect(res.statusCode).toBe(201);
    expect((await v1(t.app, world.key.key, { method: 'GET', url: '/me' })).json().errors[0].message).toBe(
      'api_key.revoked',
    );
    const odd = await authed(t.app, world.owner, {
      method: 'POST',
      url: rollUrl(world.team.id, res.json().id),
      payload: { overlapSeconds: 60 },
    });
    expect(odd.statusCode).toBe(400);
  });

  it('audits create, roll and revoke, and mails every OWNER and ADMIN (never the EDITOR, never the key)', async () => {
    const world = await keyWorld(t.app);
    const rolled = await authed(t.app, world.admin, {
      method: 'POST',
      url: rollUrl(world.team.id, world.key.id),
      payload: { overlapSeconds: 86400 },
    });
    const newKey = rolled.json<{ id: string; key: string }>();
    await authed(t.app, world.owner, { method: 'DELETE', url: keyUrl(world.team.id, newKey.id) });
    const rows = await t.app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
      .from(auditLog)
      .where(sql`${auditLog.targetId} in (${world.key.id}, ${newKey.id})`)
      .orderBy(auditLog.at);
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([
      ['api_key.create', world.owner.user.id],
      ['api_key.roll', world.admin.user.id],
      ['api_key.revoke', world.owner.user.id],
    ]);
    expect(rows[1]!.after).toMatchObject({ rolledFromId: world.key.id, overlapSeconds: 86400 });
    for (const who of [world.owner, world.admin]) {
      const mail = await latestMail(t.app, who.user.email);
      expect(mail?.subject).toBe('API key revoked: Shop sync');
      expect(mail?.text).toContain(newKey.key.slice(0, 14));
      expect(mail?.text).not.toContain(newKey.key);
      expect(mail?.text).toContain('products:read');
    }
    const editorMail = await latestMail(t.app, world.editor.user.email);
    expect(editorMail?.subject ?? '').not.toContain('API key');
  });

  it("a key whose creator's account is gone acts as nobody", async () => {
    const world = await keyWorld(t.app);
    await t.app.db.delete(users).where(eq(users.id, world.owner.user.id));
    const res = await v1(t.app, world.key.key, { method: 'GET', url: '/me' });
    expect(res.statusCode).toBe(401);
  });
});
