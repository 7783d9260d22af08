import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { publishedBrand } from '../../../test/catalogue-factories.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { headOf } from '../../../test/html-elements.js';
import { fakeWebDist } from '../../../test/web-dist.js';

// The public page of a product staff disabled, as the server answers it over HTTP on a real database with a web
// build: 410 with noindex and a title that says it was disabled (the app then draws the page saying so), never kept
// for other readers, and the page itself again once staff enable it.

let t: TestContext;
let app: FastifyInstance;
let mod: Signed;

beforeAll(async () => {
  t = await buildTestApp();
  const dist = fakeWebDist(
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Plaudit</title>
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  app = await buildAppOn(t.database, { env: { WEB_DIST: dist, PUBLIC_URL: 'https://plaudit.example' } });
  mod = await signedInUser(app, { role: 'MOD' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const page = (url: string, language = 'en') =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': language } });
const staff = (action: 'disable' | 'enable', productId: string) =>
  authed(app, mod, {
    method: 'POST',
    url: api(`/admin/products/${productId}/${action}`),
    ...(action === 'disable' ? { payload: { reason: 'Sells counterfeits', ground: 'ILLEGAL' } } : {}),
  });

describe('the public page of a product disabled by staff', () => {
  it('answers 410, noindex, titled as disabled in the reader’s language, and is back once enabled', async () => {
    const { team, products: made } = await publishedBrand(app, 1);
    const product = made[0]!;
    const url = `/brands/${team.profileHandle}/${product.slug}`;
    expect((await page(url)).statusCode).toBe(200);

    expect((await staff('disable', product.id)).statusCode).toBe(200);
    for (const [language, title] of [
      ['en', 'Product disabled · Plaudit'],
      ['de', 'Produkt deaktiviert · Plaudit'],
    ] as const) {
      // Twice: the second reader must not get a kept copy of anything but this answer.
      for (const _ of [1, 2]) {
        const res = await page(url, language);
        expect(res.statusCode, language).toBe(410);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.etag).toBeUndefined();
        const head = headOf(res.body);
        expect(head.meta('robots')).toEqual(['noindex']);
        expect(head.canonical).toEqual([]);
        expect(res.body).toContain(`<title>${title}</title>`);
        expect(res.body).not.toContain(product.name);
      }
    }
    // A slug the brand never had is still the plain 404.
    expect((await page(`${url}-gone`)).statusCode).toBe(404);

    expect((await staff('enable', product.id)).statusCode).toBe(200);
    const back = await page(url);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain(product.name);
  });

  it('a draft staff disabled stays a 404: there was no public page to take away', async () => {
    const { team, products: made } = await publishedBrand(app, 1);
    const product = made[0]!;
    expect((await staff('disable', product.id)).statusCode).toBe(200);
    await app.db.update(products).set({ status: 'DRAFT' }).where(eq(products.id, product.id));
    expect((await page(`/brands/${team.profileHandle}/${product.slug}`)).statusCode).toBe(404);
  });
});
