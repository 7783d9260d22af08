import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { API_BASE, M, PRODUCT_IMAGES_MAX, productSchema, type Product } from '@plaudit/contract';
import { auditLog, creatorTeams } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { authed, createPunishment, type Signed } from '../../../test/factories.js';
import { multipartBody, testPicture } from '../../../test/multipart.js';
import { TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';

// A product's images: three WebP widths without metadata, the 8-image limit, the order, alt text,
// deleting (files too), and who may do it.

let t: TestContext;
let categoryId: string;
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  categoryId = (await createCategory(t.app)).id;
});
afterAll(() => t.close());

const productUrl = (w: TeamWorld, productId: string) => `${API_BASE}/creator/products/${w.team.id}/${productId}`;

async function upload(
  w: TeamWorld,
  as: Signed,
  productId: string,
  buffer: Buffer,
  fields: Record<string, string> = {},
) {
  return authed(t.app, as, {
    method: 'PUT',
    url: `${productUrl(w, productId)}/images`,
    ...multipartBody({ buffer }, fields),
  });
}

async function uploaded(w: TeamWorld, productId: string, width = 2000, height = 1000): Promise<Product> {
  const res = await upload(w, w.editor, productId, await testPicture(width, height));
  expect(res.statusCode, res.body).toBe(200);
  return productSchema.parse(res.json());
}

const served = (url: string) => t.app.inject({ method: 'GET', url });
const urlsOf = (image: Product['images'][number]) => image.srcset.split(', ').map((entry) => entry.split(' ')[0]!);

describe('product images', () => {
  it("stores three WebP widths in the picture's ratio, without metadata, with srcset and src; audited", async () => {
    const w = await teamWorld(t.app);
    const product = await createProduct(t.app, w.team.id, { categoryId });
    const res = await upload(w, w.editor, product.id, await testPicture(2000, 1000, 'jpeg'), { alt: ' A blue box ' });
    expect(res.statusCode, res.body).toBe(200);
    const [image] = productSchema.parse(res.json()).images;
    expect(image).toMatchObject({ position: 0, width: 1600, height: 800, alt: 'A blue box' });
    expect(image!.srcset).toMatch(
      /^\/api\/files\/\S+\.webp 320w, \/api\/files\/\S+\.webp 800w, \/api\/files\/\S+\.webp 1600w$/,
    );
    expect(image!.src).toBe(urlsOf(image!)[1]);
    const widths = [];
    for (const url of urlsOf(image!)) {
      const file = await served(url);
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      widths.push([meta.width, meta.height]);
    }
    expect(widths).toEqual([
      [320, 160],
      [800, 400],
      [1600, 800],
    ]);
    expect(
      await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'product.image.upload'), eq(auditLog.targetId, product.id))),
    ).toHaveLength(1);
  });

  it('allows 8 images; the ninth is 409 with a clear message and stores nothing', async () => {
    const w = await teamWorld(t.app);
    const product = await createProduct(t.app, w.team.id, { categoryId });
    let last: Product | undefined;
    for (let i = 0; i < PRODUCT_IMAGES_MAX; i += 1) last = await uploaded(w, product.id, 40 + i, 30);
    expect(last!.images.map((image) => image.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const ninth = await upload(w, w.owner, product.id, await testPicture(50, 50));
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().errors[0]).toMatchObject({
      type: 'conflict',
      message: M.product.error.images_max,
      meta: { max: 8 },
    });
    const after = productSchema.parse(
      (await authed(t.app, w.owner, { method: 'GET', url: productUrl(w, product.id) })).json(),
    );
    expect(after.images).toHaveLength(8);
  });

  it("orders by exactly the product's image ids (cover first), else 400", async () => {
    const w = await teamWorld(t.app);
    const product = await createProduct(t.app, w.team.id, { categoryId });
    await uploaded(w, product.id);
    await uploaded(w, product.id);
    const three = await uploaded(w, product.id);
    const [a, b, c] = three.images.map((image) => image.id);
    const order = (as: Signed, ids: string[]) =>
      authed(t.app, as, { method: 'PUT', url: `${productUrl(w, product.id)}/images/order`, payload: { ids } });
    const res = await order(w.editor, [c!, a!, b!]);
    expect(res.statusCode, res.body).toBe(200);
    expect(productSchema.parse(res.json()).images.map((image) => [image.id, image.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    for (const ids of [
      [a!, b!],
      [a!, b!, b!],
      [a!, b!, c!, c!],
      [a!, b!, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const bad = await order(w.owner, ids);
      expect(bad.statusCode, JSON.stringify(ids)).toBe(400);
      expect(bad.json().errors[0].message).toBe(M.product.validation.order_invalid);
    }
    expect((await order(w.outsider, [a!, b!, c!])).statusCode).toBe(404);
    expect(
      await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'product.image.order'), eq(auditLog.targetId, product.id))),
    ).toHaveLength(1);
  });

  it('deleting an image removes its files and moves the rest up; deleting the product removes every file', async () => {
    const w = await teamWorld(t.app);
    const product = await createProduct(t.app, w.team.id, { categoryId });
    await uploaded(w, product.id);
    const two = await uploaded(w, product.id);
    const [first, second] = two.images;
    const del = await authed(t.app, w.editor, {
      method: 'DELETE',
      url: `${productUrl(w, product.id)}/images/${first!.id}`,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(productSchema.parse(del.json()).images.map((image) => [image.id, image.position])).toEqual([
      [second!.id, 0],
    ]);
    for (const url of urlsOf(first!)) expect((await served(url)).statusCode).toBe(404);
    for (const url of urlsOf(second!)) expect((await served(url)).statusCode).toBe(200);
    expect(
      (await authed(t.app, w.editor, { method: 'DELETE', url: `${productUrl(w, product.id)}/images/${first!.id}` }))
        .statusCode,
    ).toBe(404);
    expect((await authed(t.app, w.owner, { method: 'DELETE', url: productUrl(w, product.id) })).statusCode).toBe(200);
    for (const url of urlsOf(second!)) expect((await served(url)).statusCode).toBe(404);
  });

  it("changes the alt text; refuses a non-image (415), an outsider (404) and another product's image (404)", async () => {
    const w = await teamWorld(t.app);
    const product = await createProduct(t.app, w.team.id, { categoryId });
    const other = await createProduct(t.app, w.team.id, { categoryId });
    const [image] = (await uploaded(w, product.id)).images;
    const alt = await authed(t.app, w.editor, {
      method: 'PUT',
      url: `${productUrl(w, product.id)}/images/${image!.id}`,
      payload: { alt: 'Front view' },
    });
    expect(alt.statusCode, alt.body).toBe(200);
    expect(alt.json().images[0].alt).toBe('Front view');
    const long = await authed(t.app, w.editor, {
      method: 'PUT',
      url: `${productUrl(w, product.id)}/images/${image!.id}`,
      payload: { alt: 'x'.repeat(201) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe(M.product.validation.alt_max);
    const fake = await upload(w, w.editor, product.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(fake.statusCode).toBe(415);
    expect((await upload(w, w.outsider, product.id, await testPicture(10, 10))).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${productUrl(w, product.id)}/images`,
          ...multipartBody({ buffer: await testPicture(10, 10) }),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await authed(t.app, w.editor, { method: 'DELETE', url: `${productUrl(w, other.id)}/images/${image!.id}` }))
        .statusCode,
    ).toBe(404);
  });

  it("a locked team uploads nothing; a muted person may not change a published product's pictures", async () => {
    const w = await teamWorld(t.app);
    const draft = await createProduct(t.app, w.team.id, { categoryId });
    const published = await createProduct(t.app, w.team.id, { categoryId, status: 'PUBLISHED' });
    await createPunishment(t.app, w.editor.user.id, { type: 'MUTE', until: null });
    const muted = await upload(w, w.editor, published.id, await testPicture(10, 10));
    expect(muted.statusCode).toBe(403);
    expect(muted.json().errors[0].message).toBe(M.punishments.error.muted_no_end);
    expect((await upload(w, w.editor, draft.id, await testPicture(10, 10))).statusCode).toBe(200);
    await t.app.db
      .update(creatorTeams)
      .set({ accessStatus: 'BLOCKED', accessUntil: null })
      .where(eq(creatorTeams.id, w.team.id));
    const locked = await upload(w, w.owner, draft.id, await testPicture(10, 10));
    expect(locked.statusCode).toBe(403);
    expect(locked.json().errors[0].message).toBe(M.team.error.blocked);
  });
});
