import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_UPLOAD_MAX_BYTES, M, userSchema, ROUTES } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Signed = Awaited<ReturnType<typeof signedInUser>>;

function multipart(buffer: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----plaudit${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), buffer, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (s: Signed, buffer: Buffer, filename = 'me.png', contentType = 'image/png', field = 'file') =>
  authed(t.app, s, {
    method: 'PUT',
    url: api(ROUTES.profile.uploadImage.path),
    ...multipart(buffer, filename, contentType, field),
  });

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
    .toFormat(format)
    .toBuffer();

async function fetchServed(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return res;
}

/**
 * A real decompression bomb, built cheaply: a well-formed 1-bit greyscale PNG of `width` x `height` black pixels,
 * whose zeros deflate to a few kilobytes. Decoded, it is `width * height` pixels, which the pixel limit must refuse
 * before decoding. (Encoding a 100-megapixel picture with sharp took seconds of CPU and timed out on a loaded machine.)
 */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: a filter byte (0) and width/8 bytes of black.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('PUT /api/profile/imageUrl', () => {
  it('a 1x1 PNG becomes a 256x256 WebP without metadata, served with long cache headers', async () => {
    const s = await signedInUser(t.app);
    const res = await upload(s, await picture(1, 1));
    expect(res.statusCode, res.body).toBe(200);
    const user = userSchema.parse(res.json());
    expect(user.image).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+\.webp$/);
    expect(user.settings.imageUrl).toBe(user.image);
    const served = await fetchServed(user.image!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
  });

  it('a 6000x4000 JPEG is centre-cropped to a square and resized to 256x256', async () => {
    const s = await signedInUser(t.app);
    // Red 0–1000, green 1000–5000, blue 5000–6000: the centre square (x 1000–5000) is all green.
    const band = (width: number, r: number, g: number, b: number) =>
      sharp({ create: { width, height: 4000, channels: 3, background: { r, g, b } } })
        .png()
        .toBuffer();
    const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .composite([
        { input: await band(1000, 255, 0, 0), left: 0, top: 0 },
        { input: await band(4000, 0, 255, 0), left: 1000, top: 0 },
        { input: await band(1000, 0, 0, 255), left: 5000, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    const res = await upload(s, big, 'holiday.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const served = await fetchServed(res.json().image);
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([256, 256]);
    // The corner pixels are green (the centre square), not red or blue.
    for (const offset of [0, (256 * 256 - 1) * info.channels]) {
      expect(data[offset + 1]!).toBeGreaterThan(200);
      expect(data[offset]!).toBeLessThan(60);
      expect(data[offset + 2]!).toBeLessThan(60);
    }
  });

  it('accepts WebP and AVIF too', async () => {
    const s = await signedInUser(t.app);
    for (const format of ['webp', 'avif'] as const) {
      const res = await upload(s, await picture(300, 200, format), `x.${format}`, `image/${format}`);
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
    }
  });

  it('a text file named .png is refused with 415, whatever its declared type', async () => {
    const s = await signedInUser(t.app);
    const res = await upload(
      s,
      Buffer.from('<svg onload="alert(1)"></svg> definitely an image'),
      'cat.png',
      'image/png',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0]).toMatchObject({
      type: 'unsupported_media_type',
      message: M.error.common.unsupported_media_type,
    });
  });

  it('a PNG header over garbage (a broken picture) is refused with 415', async () => {
    const s = await signedInUser(t.app);
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);
    expect((await upload(s, fake)).statusCode).toBe(415);
  });

  it('a GIF is not one of the accepted types: 415', async () => {
    const s = await signedInUser(t.app);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await upload(s, gif, 'a.gif', 'image/gif')).statusCode).toBe(415);
  });

  it('a decompression bomb (a huge canvas in a small file) is refused with 415', async () => {
    const s = await signedInUser(t.app);
    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(IMAGE_UPLOAD_MAX_BYTES);
    expect((await upload(s, bomb)).statusCode).toBe(415);
  });

  it('over 10 MB is 413: announced larger (refused before reading) or streamed past the limit', async () => {
    const s = await signedInUser(t.app);
    const justOver = Buffer.concat([
      await picture(10, 10),
      Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1 - (await picture(10, 10)).length),
    ]);
    const a = await upload(s, justOver);
    expect(a.statusCode).toBe(413);
    expect(a.json().errors[0]).toMatchObject({ type: 'payload_too_large', message: M.error.common.payload_too_large });
    const b = await upload(s, Buffer.alloc(12 * 1024 * 1024));
    expect(b.statusCode).toBe(413);
  });

  it('no file, another field name or a JSON body is a 400', async () => {
    const s = await signedInUser(t.app);
    expect((await upload(s, await picture(5, 5), 'a.png', 'image/png', 'picture')).statusCode).toBe(400);
    const json = await authed(t.app, s, {
      method: 'PUT',
      url: api(ROUTES.profile.uploadImage.path),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0].message).toBe(M.profile.error.image_missing);
  });

  it('replacing deletes the old file; DELETE removes the picture and its file', async () => {
    const s = await signedInUser(t.app);
    const first = (await upload(s, await picture(50, 50))).json().image as string;
    const second = (await upload(s, await picture(60, 60))).json().image as string;
    expect(second).not.toBe(first);
    expect((await fetchServed(first)).statusCode).toBe(404);
    expect((await fetchServed(second)).statusCode).toBe(200);
    const res = await authed(t.app, s, { method: 'DELETE', url: api(ROUTES.profile.deleteImage.path) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ image: null, settings: { imageUrl: null } });
    expect((await fetchServed(second)).statusCode).toBe(404);
    // Deleting without a picture is fine too.
    expect((await authed(t.app, s, { method: 'DELETE', url: api(ROUTES.profile.deleteImage.path) })).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/files/*', () => {
  it('unknown names and path tricks are 404', async () => {
    for (const path of [
      '/api/files/nothing-here-at-all-xyz.webp',
      '/api/files/..%2F..%2Fjwt-secret',
      '/api/files/../package.json',
      '/api/files/%2e%2e%2fjwt-secret',
      '/api/files/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
    }
  });
});
