import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_UPLOAD_MAX_BYTES, M, teamSettingsSchema, pathOf, ROUTES } from '@plaudit/contract';
import { auditLog } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed } from '../../../test/factories.js';
import { multipartBody, testPicture } from '../../../test/multipart.js';
import { TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';

// Team icon and banner: the same upload safety as avatars (sniffed, re-encoded, metadata stripped, size limits),
// icons at 256x256 and banners at 1920x1080, deletable, audited.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
});
afterAll(async () => t.close());

const upload = (
  w: TeamWorld,
  as: 'owner' | 'admin' | 'editor',
  buffer: Buffer,
  fields: Record<string, string>,
  contentType = 'image/png',
) =>
  authed(t.app, w[as], {
    method: 'PUT',
    url: api(pathOf(ROUTES.teams.uploadImage.path, { teamId: w.team.id })),
    ...multipartBody({ buffer, contentType }, fields),
  });

async function served(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return sharp(res.rawPayload).metadata();
}

describe('team images', () => {
  it('an icon becomes a 256x256 WebP and a banner a 1920x1080 WebP, without metadata', async () => {
    const w = await teamWorld(t.app);
    const icon = await upload(w, 'admin', await testPicture(300, 200), { imageType: 'iconUrl' });
    expect(icon.statusCode, icon.body).toBe(200);
    const settings = teamSettingsSchema.parse(icon.json());
    expect(settings.settings.iconUrl).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+\.webp$/);
    const iconMeta = await served(settings.settings.iconUrl!);
    expect([iconMeta.format, iconMeta.width, iconMeta.height, iconMeta.exif]).toEqual(['webp', 256, 256, undefined]);

    const banner = await upload(
      w,
      'owner',
      await testPicture(640, 480, 'jpeg'),
      { imageType: 'bannerUrl' },
      'image/jpeg',
    );
    expect(banner.statusCode, banner.body).toBe(200);
    const bannerMeta = await served(banner.json().settings.bannerUrl);
    expect([bannerMeta.format, bannerMeta.width, bannerMeta.height]).toEqual(['webp', 1920, 1080]);
    expect(banner.json().settings.iconUrl).toBe(settings.settings.iconUrl);

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.image.upload'), eq(auditLog.targetId, w.team.id)));
    expect(audit).toHaveLength(2);
  });

  it('replacing an icon removes the old file; deleting clears it and removes the file', async () => {
    const w = await teamWorld(t.app);
    const first = (await upload(w, 'owner', await testPicture(10, 10), { imageType: 'iconUrl' })).json().settings
      .iconUrl as string;
    const second = (await upload(w, 'owner', await testPicture(12, 12), { imageType: 'iconUrl' })).json().settings
      .iconUrl as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const del = await authed(t.app, w.admin, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.teams.deleteImage.path, { type: 'iconUrl', teamId: w.team.id })),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().settings.iconUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect(
      await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'team.image.delete'), eq(auditLog.targetId, w.team.id))),
    ).toHaveLength(1);
  });

  it('refuses what is not an image (415, whatever its name), a missing or wrong imageType (400), and a file over the limit (413)', async () => {
    const w = await teamWorld(t.app);
    const fake = await upload(
      w,
      'owner',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      { imageType: 'iconUrl' },
      'image/png',
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().errors[0].type).toBe('unsupported_media_type');
    const noType = await upload(w, 'owner', await testPicture(8, 8), {});
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors[0]).toMatchObject({ message: M.team.error.image_type, meta: { field: 'imageType' } });
    const wrongType = await upload(w, 'owner', await testPicture(8, 8), { imageType: 'avatar' });
    expect(wrongType.statusCode).toBe(400);
    const big = await upload(w, 'owner', Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1024, 1), { imageType: 'iconUrl' });
    expect(big.statusCode).toBe(413);
    const badDelete = await authed(t.app, w.owner, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.teams.deleteImage.path, { type: 'avatar', teamId: w.team.id })),
    });
    expect(badDelete.statusCode).toBe(400);
  });
});
