import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiSignIn, apiSignOut, createVerifiedPerson, uniqueId, type Person } from './app.js';
import { approveTeams, E2E_ADMIN } from './admin.js';

// Helpers of the products journey.

/** A verified person who owns one team, APPROVED by the admin (only such a team is public). */
export async function approvedCreator(request: APIRequestContext, tag: string, brandName: string): Promise<Person> {
  const owner = await createVerifiedPerson(request, tag);
  const tokens = await apiSignIn(request, owner);
  const headers = { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId };
  const res = await request.post('/api/auth/creator/signUp', {
    headers,
    data: { brandName, website: 'https://brand.example', creatorProfile: `brand${uniqueId()}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  await apiSignOut(request, tokens);
  await approveTeams(request, [brandName]);
  return owner;
}

/** A category for the editor's select, made by the admin (ADMIN-only POST /api/admin/categories). */
export async function createCategory(request: APIRequestContext, name: string): Promise<{ id: string; name: string }> {
  const tokens = await apiSignIn(request, E2E_ADMIN);
  const headers = { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId };
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${uniqueId()}`;
  const res = await request.post('/api/admin/categories', {
    headers,
    data: { name, slug, icon: 'coffee', description: 'Made by the products journey.' },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  await apiSignOut(request, tokens);
  return { id: ((await res.json()) as { id: string }).id, name };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG, made here (no file, no download): two of them differ, so their order can be seen. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, default compression, filter and no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
