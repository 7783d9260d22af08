import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { awardedProductTrophy, createTrophy } from '../../../test/trophy-factories.js';
import { headOf } from '../../../test/html-elements.js';
import { fakeWebDist } from '../../../test/web-dist.js';

// /trophies and /trophies/{id} answer their first HTML with their own head (title, description,
// canonical, Open Graph, Twitter card, JSON-LD); a trophy a visitor may not read is a 404 with noindex; the sitemap
// lists /trophies and the public trophies, never a DRAFT.

const BASE = 'https://plaudit.example';
let t: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  const dist = fakeWebDist(
    '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>Plaudit</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildAppOn(t.database, { env: { WEB_DIST: dist, PUBLIC_URL: BASE } });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const head = headOf;
const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('trophy pages answer their own head', () => {
  it('/trophies: title, canonical, Open Graph, Twitter card and JSON-LD', async () => {
    const res = await page('/trophies');
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.titles).toEqual(['Trophies · Plaudit']);
    expect(h.canonical).toEqual([`${BASE}/trophies`]);
    expect(h.meta('og:url')).toEqual([`${BASE}/trophies`]);
    expect(h.meta('twitter:card')).toEqual(['summary']);
    expect(h.meta('robots')).toEqual([]);
    expect(h.jsonLd.map((ld) => ld['@type'])).toEqual(['CollectionPage', 'BreadcrumbList']);
  });

  it('an awarded trophy names its winner; a DRAFT, a CANCELLED, an unknown id or a bad id is a 404 with noindex', async () => {
    const { trophy } = await awardedProductTrophy(app, {
      name: 'Best kettle <2026>',
      description: 'The kettle people loved most.',
      winner: 1,
    });

    const res = await page(`/trophies/${trophy.id}`);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.titles).toEqual(['Best kettle <2026>: Kettle 1 · Plaudit']);
    expect(h.meta('description')).toEqual(['The kettle people loved most.']);
    expect(h.canonical).toEqual([`${BASE}/trophies/${trophy.id}`]);
    expect(h.meta('og:title')).toEqual(['Best kettle <2026>: Kettle 1 · Plaudit']);
    expect(h.meta('twitter:title')).toEqual(['Best kettle <2026>: Kettle 1 · Plaudit']);
    const [webPage, crumbs] = h.jsonLd;
    expect(webPage).toMatchObject({
      '@type': 'WebPage',
      name: 'Best kettle <2026>',
      about: { '@type': 'Product', name: 'Kettle 1' },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Plaudit' }, { name: 'Trophies' }, { name: 'Best kettle <2026>' }],
    });

    const draft = await createTrophy(app);
    const cancelled = await createTrophy(app, { status: 'CANCELLED' });
    for (const url of [
      `/trophies/${draft.id}`,
      `/trophies/${cancelled.id}`,
      '/trophies/00000000-0000-4000-8000-000000000000',
      '/trophies/not-a-uuid',
    ]) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      const m = head(missing.body);
      expect(m.meta('robots'), url).toEqual(['noindex']);
      expect(missing.body).not.toContain(draft.name);
    }
  });

  it('the sitemap lists /trophies and a public trophy, never a DRAFT', async () => {
    const open = await createTrophy(app, { status: 'NOMINATING' });
    const draft = await createTrophy(app);
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const locs = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${BASE}/trophies`);
    expect(locs).toContain(`${BASE}/trophies/${open.id}`);
    expect(locs).not.toContain(`${BASE}/trophies/${draft.id}`);
  });
});
