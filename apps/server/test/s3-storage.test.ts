import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { API_BASE, M, userSchema, ROUTES } from '@plaudit/contract';
import { productImages, users } from '../src/db/schema/index.js';
import { buildTestApp, type TestContext } from './build-test-app.js';
import { createCategory, createProduct } from './catalogue-factories.js';
import { api, authed, signedInUser } from './factories.js';
import { multipartBody, testPicture } from './multipart.js';
import { approveTeam, teamWorld } from './team-factories.js';
import { freePort } from './scale-out/cluster.js';
import { copyUploads } from '../src/lib/copy-uploads.js';
import { createLocalDiskStorage } from '../src/lib/local-storage.js';
import { newName } from '../src/lib/stored-files.js';
import { createS3Storage } from '../src/lib/s3-storage.js';
import { AppError } from '../src/lib/app-error.js';

// Uploads in an S3-compatible bucket (s3rver, a real S3 server in this process, on a port of its own),
// served through the API at the same URLs as from local disk; a store out of reach answers 503 and changes nothing.

let s3: S3rver;
let dir: string;
let port: number;
let t: TestContext;

async function startS3() {
  s3 = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'uploads', configs: [] }],
  });
  await s3.run();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'plaudit-s3-test-'));
  port = await freePort();
  await startS3();
  t = await buildTestApp({ env: { S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${port}/uploads` } });
});
afterAll(async () => {
  await t?.close();
  await s3?.close().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

const uploadAvatar = async (s: Awaited<ReturnType<typeof signedInUser>>) =>
  authed(t.app, s, {
    method: 'PUT',
    url: api(ROUTES.profile.uploadImage.path),
    ...multipartBody({ buffer: await testPicture(64, 64), contentType: 'image/png' }),
  });

describe('uploads in an S3 bucket', () => {
  it('an avatar is stored in the bucket and served back through the API, byte for byte; its removal deletes it', async () => {
    await t.app.storage.check();
    const s = await signedInUser(t.app);
    const res = await uploadAvatar(s);
    expect(res.statusCode, res.body).toBe(200);
    const url = userSchema.parse(res.json()).image!;
    expect(url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+\.webp$/);
    const name = t.app.storage.nameFromUrl(url)!;
    // The object itself, read from the bucket, is what the API serves.
    const stored = await t.app.storage.read(name);
    expect(stored).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(Buffer.from(chunk as Buffer));
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(Buffer.concat(chunks))).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(256);

    expect((await authed(t.app, s, { method: 'DELETE', url: api(ROUTES.profile.deleteImage.path) })).statusCode).toBe(
      200,
    );
    expect(await t.app.storage.read(name)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('with the store out of reach an upload answers 503 and nothing changes; reads answer 503; the check fails', async () => {
    const s = await signedInUser(t.app);
    const first = await uploadAvatar(s);
    expect(first.statusCode).toBe(200);
    const before = userSchema.parse(first.json()).image!;

    const world = await teamWorld(t.app);
    await approveTeam(t.app, world.team.id);
    const product = await createProduct(t.app, world.team.id, {
      categoryId: (await createCategory(t.app)).id,
      status: 'DRAFT',
    });

    await s3.close();
    try {
      const refused = await uploadAvatar(s);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().errors[0]).toMatchObject({
        type: 'unavailable',
        message: M.error.common.storage_unavailable,
      });
      const [row] = await t.app.db.select({ image: users.image }).from(users).where(eq(users.id, s.user.id));
      expect(row!.image).toBe(before);

      const productUpload = await authed(t.app, world.owner, {
        method: 'PUT',
        url: `${API_BASE}/creator/products/${world.team.id}/${product.id}/images`,
        ...multipartBody({ buffer: await testPicture(400, 300), contentType: 'image/png' }),
      });
      expect(productUpload.statusCode).toBe(503);
      expect(await t.app.db.select().from(productImages).where(eq(productImages.productId, product.id))).toEqual([]);

      expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(503);
      await expect(t.app.storage.check()).rejects.toThrow();
    } finally {
      await startS3();
    }
    // Back again: the earlier picture is still there, and uploads work.
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(200);
    expect((await uploadAvatar(s)).statusCode).toBe(200);
  });
});

describe('a store that takes the connection and never answers', () => {
  it('is given up on within the answer limit with 503 `unavailable`, for writes, reads and the check', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port: silentPort } = silent.address() as { port: number };
    const storage = createS3Storage(
      {
        endpoint: `http://127.0.0.1:${silentPort}`,
        bucket: 'uploads',
        region: 'us-east-1',
        credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
        forcePathStyle: true,
      },
      { connectMs: 200, answerMs: 300 },
    );
    try {
      const started = Date.now();
      const put = await storage.put(newName('webp'), Buffer.from('x'), 'image/webp').then(
        () => null,
        (error: unknown) => error,
      );
      expect(put).toBeInstanceOf(AppError);
      expect(put).toMatchObject({ type: 'unavailable', status: 503, messageKey: M.error.common.storage_unavailable });
      // Two attempts of 300 ms each, and the SDK's short back-off between them: nowhere near "for ever".
      expect(Date.now() - started).toBeLessThan(4_000);
      await expect(storage.read(newName('webp'))).rejects.toMatchObject({ type: 'unavailable' });
      await expect(storage.check()).rejects.toThrow();
      expect(held.length).toBeGreaterThan(0);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('copying DATA_DIR/uploads into the bucket', () => {
  it('copies our files under their names, skips those already there, ignores anything else', async () => {
    const local = mkdtempSync(join(tmpdir(), 'plaudit-uploads-'));
    try {
      const disk = createLocalDiskStorage(local);
      const [a, b] = [newName('webp'), newName('png')];
      await disk.put(a, Buffer.from('first picture'), 'image/webp');
      await disk.put(b, Buffer.from('second picture'), 'image/png');
      writeFileSync(join(local, 'notes.txt'), 'not an upload');
      const first = await copyUploads(local, t.app.storage);
      expect(first).toEqual({ copied: 2, skipped: 0, ignored: 1 });
      const served = await t.app.inject({ method: 'GET', url: t.app.storage.urlFor(b) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.body).toBe('second picture');
      expect(await copyUploads(local, t.app.storage)).toEqual({ copied: 0, skipped: 2, ignored: 1 });
    } finally {
      rmSync(local, { recursive: true, force: true });
    }
  });
});
