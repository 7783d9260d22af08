import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@plaudit/contract';
import { openDatabase, type Database } from '../../db/client.js';
import { buildAppOn } from '../../../test/build-test-app.js';
import { api, createUser, latestResetToken } from '../../../test/factories.js';

// On the embedded database on disk, a commit that waits for the disk waits on the main thread: every request in
// flight waits with it. Forgot-password's work for a known address (the reset link and its mail, written after the
// answer) must not wait for the disk, or the next request, anyone's, takes measurably longer after a known address
// than after an unknown one.

let dataDir: string;
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'plaudit-forgot-'));
  database = await openDatabase({ databaseUrl: undefined, dataDir });
  await database.migrate();
  app = await buildAppOn(database, { durability: () => database.durability() });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('forgot-password on the embedded database', () => {
  it('a known address’s reset link and mail are written without a disk flush on the main thread, and work', async () => {
    const user = await createUser(app);
    const syncs = () => database.durability()!.syncs;
    const before = syncs();
    const res = await app.inject({
      method: 'POST',
      url: api(ROUTES.auth.forgotPassword.path),
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    await app.mail.settled();
    expect(syncs() - before).toBe(0);

    const token = await latestResetToken(app, user.email);
    const reset = await app.inject({
      method: 'POST',
      url: api(ROUTES.auth.resetPassword.path),
      payload: { token, newPassword: 'a-new-pass-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // Everything else still waits for the disk (the password itself, here).
    expect(syncs() - before).toBeGreaterThan(0);
  });
});
