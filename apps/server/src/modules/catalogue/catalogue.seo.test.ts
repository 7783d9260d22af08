import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CATALOGUE_TAKE_DEFAULT,
  COLOR_SCHEME_SCRIPT,
  FIRST_ANSWERS_ELEMENT_ID,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_MAIN_PICTURE_SIZES,
} from '@plaudit/contract';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import {
  addProductImageRow,
  createCategory,
  createProduct,
  publishedBrand,
} from '../../../test/catalogue-factories.js';
import { createUser } from '../../../test/factories.js';
import { seedPublishedReviews } from '../../../test/review-factories.js';
import { createTeam } from '../../../test/team-factories.js';
import { verifications, youtubers } from '../../db/schema/index.js';
import { sitemapTotal, sitemapXml } from './catalogue.sitemap.js';
import { headOf } from '../../../test/html-elements.js';
import { fakeWebDist } from '../../../test/web-dist.js';

// The public pages' first HTML carries their own head (title, description, canonical, Open Graph,
// Twitter card, JSON-LD), escaped; unknown pages are a 404 with noindex; /sitemap.xml and /robots.txt.

const BASE = 'https://plaudit.example';
let t: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  const dist = fakeWebDist(
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Plaudit: the default." />
    <title>Plaudit</title>
    <script type="module" crossorigin src="/assets/app-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
    { 'app-abc.js': 'console.log(1)' },
  );
  app = await buildAppOn(t.database, { env: { WEB_DIST: dist, PUBLIC_URL: BASE } });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

function head(html: string) {
  const h = headOf(html);
  const { els, meta } = h;
  return {
    ...h,
    one: (key: string) => {
      const values = meta(key);
      expect(values, key).toHaveLength(1);
      return values[0];
    },
    scripts: els.filter(
      (e) =>
        e.tagName === 'script' && e.attrs.type !== 'application/ld+json' && e.attrs.id !== FIRST_ANSWERS_ELEMENT_ID,
    ),
    preloads: els.filter((e) => e.tagName === 'link' && e.attrs.rel === 'preload').map((e) => e.attrs),
    answers: els
      .filter((e) => e.tagName === 'script' && e.attrs.id === FIRST_ANSWERS_ELEMENT_ID)
      .map((e) => JSON.parse(e.text) as Record<string, unknown>),
  };
}
const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('public pages answer their own head', () => {
  it('a brand: title, description, canonical, Open Graph and Twitter tags with the banner, Organization and BreadcrumbList', async () => {
    const { team } = await publishedBrand(app, 0, {
      description: 'Small-batch coffee.\n\nRoasted in Berlin.',
      bannerUrl: '/api/files/banner-1600.webp',
      website: 'https://coffee.example',
    });
    const res = await page(`/brands/${team.profileHandle.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const h = head(res.body);
    expect(h.titles).toEqual([`${team.brandName} · Plaudit`]);
    expect(h.one('description')).toBe('Small-batch coffee. Roasted in Berlin.');
    expect(h.canonical).toEqual([`${BASE}/brands/${team.profileHandle}`]);
    expect(h.one('og:title')).toBe(`${team.brandName} · Plaudit`);
    expect(h.one('og:url')).toBe(`${BASE}/brands/${team.profileHandle}`);
    expect(h.one('og:image')).toBe(`${BASE}/api/files/banner-1600.webp`);
    expect(h.one('twitter:card')).toBe('summary_large_image');
    expect(h.one('twitter:image')).toBe(`${BASE}/api/files/banner-1600.webp`);
    expect(h.meta('robots')).toEqual([]);
    const [org, crumbs] = h.jsonLd;
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: team.brandName,
      url: `${BASE}/brands/${team.profileHandle}`,
      sameAs: ['https://coffee.example'],
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Plaudit' },
        { position: 2, name: team.brandName },
      ],
    });
    // The banner (the page's largest picture, a CSS background) is fetched from the first HTML.
    expect(h.preloads).toEqual([
      { rel: 'preload', as: 'image', href: '/api/files/banner-1600.webp', fetchpriority: 'high' },
    ]);
    // The page's first calls are answered in the HTML, exactly as the API answers them (by the paths the app asks, as
    // typed): the brand, and its first page of products.
    const typed = team.profileHandle.toUpperCase();
    const api = await app.inject({ method: 'GET', url: `/api/brands/${typed}` });
    const products = await app.inject({
      method: 'GET',
      url: `/api/brands/${typed}/products?page=1&take=${CATALOGUE_TAKE_DEFAULT}&sortBy=newest`,
    });
    expect(h.answers).toEqual([
      {
        [`/brands/${typed}`]: api.json(),
        [`/brands/${typed}/products?page=1&take=${CATALOGUE_TAKE_DEFAULT}&sortBy=newest`]: products.json(),
      },
    ]);
    // The SPA still boots.
    expect(h.scripts.map((s) => s.attrs.src ?? s.text)).toEqual(['/assets/app-abc.js', COLOR_SCHEME_SCRIPT]);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("a brand page's address picks the products its HTML carries (sort, category, page); a blocked brand carries none", async () => {
    const { team, category, products } = await publishedBrand(app, 3);
    const carried = async (url: string) => head((await page(url)).body).answers[0] ?? {};
    const path = `/brands/${team.profileHandle}/products?page=2&take=${CATALOGUE_TAKE_DEFAULT}&sortBy=name&categoryId=${category.id}`;
    const answers = await carried(
      `/brands/${team.profileHandle}?sort=name&category=${category.id}&page=2&utm_source=mail`,
    );
    const api = await app.inject({ method: 'GET', url: `/api${path}` });
    expect(api.statusCode).toBe(200);
    expect(answers[path]).toEqual(api.json());
    expect(Object.keys(answers)).toEqual([`/brands/${team.profileHandle}`, path]);
    // An unknown sort falls back to the page's own default, as the page reads it.
    const first = await carried(`/brands/${team.profileHandle}?sort=cheapest`);
    const newest = first[
      `/brands/${team.profileHandle}/products?page=1&take=${CATALOGUE_TAKE_DEFAULT}&sortBy=newest`
    ] as { data: { id: string }[] };
    expect(newest.data.map((p) => p.id).sort()).toEqual(products.map((p) => p.id).sort());
    // A category too long for the call: the page asks, and shows the call's own answer.
    expect(Object.keys(await carried(`/brands/${team.profileHandle}?category=${'x'.repeat(101)}`))).toEqual([
      `/brands/${team.profileHandle}`,
    ]);

    const blocked = await publishedBrand(app, 1, { accessStatus: 'BLOCKED' });
    expect(Object.keys(await carried(`/brands/${blocked.team.profileHandle}`))).toEqual([
      `/brands/${blocked.team.profileHandle}`,
    ]);
  });

  it('a product: Product JSON-LD with its pictures and brand (no AggregateRating without reviews) and the category breadcrumb', async () => {
    const parent = await createCategory(app, { name: 'Kitchen' });
    const child = await createCategory(app, { name: 'Coffee makers', parentId: parent.id });
    const { team } = await publishedBrand(app, 0);
    const product = await createProduct(app, team.id, {
      categoryId: child.id,
      status: 'PUBLISHED',
      name: 'Moka Pot',
      description: 'Brews strong coffee.',
    });
    const image = await addProductImageRow(app, product.id, 0);
    const res = await page(`/brands/${team.profileHandle}/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    const url = `${BASE}/brands/${team.profileHandle}/${product.slug}`;
    expect(h.titles).toEqual([`Moka Pot by ${team.brandName} · Plaudit`]);
    expect(h.canonical).toEqual([url]);
    expect(h.one('og:type')).toBe('product');
    expect(h.one('og:image')).toBe(`${BASE}/api/files/${image.files[800]}`);
    const [item, crumbs] = h.jsonLd;
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Moka Pot',
      url,
      brand: { '@type': 'Brand', name: team.brandName },
      image: [`${BASE}/api/files/${image.files[800]}`],
    });
    expect(item).not.toHaveProperty('aggregateRating');
    // The gallery's first picture, preloaded with the same srcset and sizes as its <img> (one fetch, not two).
    expect(h.preloads).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: `/api/files/${image.files[800]}`,
        fetchpriority: 'high',
        imagesrcset: PRODUCT_IMAGE_WIDTHS.map((w) => `/api/files/${image.files[w]} ${w}w`).join(', '),
        imagesizes: PRODUCT_MAIN_PICTURE_SIZES,
      },
    ]);
    expect(crumbs).toMatchObject({
      itemListElement: [
        { name: 'Kitchen', item: `${BASE}/categories/${parent.slug}` },
        { name: 'Coffee makers' },
        { name: 'Moka Pot', item: url },
      ],
    });
    const api = await app.inject({ method: 'GET', url: `/api/brands/${team.profileHandle}/products/${product.slug}` });
    expect(api.statusCode).toBe(200);
    // With its first page of reviews (none yet), drawn with the page.
    const reviewsPath = `/products/${product.id}/reviews?page=1&take=10&sortBy=createdAt&sortOrder=DESC`;
    const reviews = await app.inject({ method: 'GET', url: `/api${reviewsPath}` });
    expect(h.answers).toEqual([
      { [`/brands/${team.profileHandle}/products/${product.slug}`]: api.json(), [reviewsPath]: reviews.json() },
    ]);
  });

  it('a reviewed product: AggregateRating with the plain average and count, and its reviews as Review entries, escaped', async () => {
    const {
      team,
      products: [product],
    } = await publishedBrand(app, 1);
    const evil = '</script><script>alert(3)</script>';
    const [first] = await seedPublishedReviews(app, product!, [5], {
      title: 'Brews well',
      comment: `Strong and quick ${evil}`,
      helpfulCount: 3,
    });
    await seedPublishedReviews(app, product!, [4]);
    await seedPublishedReviews(app, product!, [1], { status: 'PENDING', publishedAt: null, comment: 'Held back' });
    const res = await page(`/brands/${team.profileHandle}/${product!.slug}`);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    const [item] = h.jsonLd as [{ aggregateRating: unknown; review: Record<string, unknown>[] }];
    expect(item.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(item.review).toHaveLength(2);
    expect(item.review[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Anna K.' },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      datePublished: first!.createdAt.toISOString().slice(0, 10),
      name: 'Brews well',
      reviewBody: `Strong and quick ${evil}`,
    });
    expect(JSON.stringify(item.review)).not.toContain('Held back');
    expect(h.scripts.map((s) => s.attrs.src ?? s.text)).toEqual(['/assets/app-abc.js', COLOR_SCHEME_SCRIPT]);
    expect(res.body).not.toContain('<script>alert(3)');
  });

  it('a YouTuber: its head, and its first call answered in the HTML exactly as the API answers it', async () => {
    const person = await createUser(app);
    const handle = `voice-${person.id.slice(0, 8)}`;
    const [channel] = await app.db
      .insert(youtubers)
      .values({ userId: person.id, pageName: 'Voice Reviews', youtubeUrl: 'https://www.youtube.com/@voice', handle })
      .returning();
    await app.db
      .insert(verifications)
      .values({ subjectType: 'YOUTUBER', youtuberId: channel!.id, status: 'APPROVED', details: {} });
    const res = await page(`/youtubers/${handle}`);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.titles).toEqual(['Voice Reviews · Plaudit']);
    expect(h.canonical).toEqual([`${BASE}/youtubers/${handle}`]);
    expect(h.jsonLd[0]).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Voice Reviews', sameAs: ['https://www.youtube.com/@voice'] },
    });
    const api = await app.inject({ method: 'GET', url: `/api/youtubers/${handle}` });
    expect(api.statusCode).toBe(200);
    expect(h.answers).toEqual([{ [`/youtubers/${handle}`]: api.json() }]);
  });

  it('the home page and a category page', async () => {
    const home = head((await page('/')).body);
    expect(home.canonical).toEqual([`${BASE}/`]);
    expect(home.preloads).toEqual([]);
    const api = await app.inject({ method: 'GET', url: '/api/home' });
    expect(home.answers).toEqual([{ '/home': api.json() }]);
    expect(home.jsonLd[0]).toMatchObject({ '@type': 'WebSite', url: `${BASE}/` });
    expect(home.titles).toHaveLength(1);
    const category = await createCategory(app, { name: 'Headphones', description: 'Over-ear and in-ear.' });
    const res = await page(`/categories/${category.slug}`);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.titles).toEqual(['Headphones · Plaudit']);
    expect(h.one('description')).toBe('Over-ear and in-ear.');
  });

  it('an unknown, unapproved or draft page is still the SPA, with status 404 and noindex', async () => {
    const hidden = await createTeam(app);
    const { team, category } = await publishedBrand(app, 0);
    const draft = await createProduct(app, team.id, { categoryId: category.id, status: 'DRAFT' });
    for (const url of [
      '/brands/nobody-here',
      `/brands/${hidden.profileHandle}`,
      `/brands/${team.profileHandle}/${draft.slug}`,
      '/youtubers/nobody',
      '/categories/none-such',
      `/brands/${'x'.repeat(300)}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      const h = head(res.body);
      expect(h.one('robots'), url).toBe('noindex');
      expect(h.canonical, url).toEqual([]);
      expect(h.answers, url).toEqual([]);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('keeps a hostile brand name and description inert: escaped in text, attributes and JSON-LD', async () => {
    const evil = '</script><script>alert(1)</script>';
    const { team } = await publishedBrand(app, 0, {
      brandName: evil,
      description: `"><img src=x onerror=alert(2)> & ${evil}`,
    });
    const res = await page(`/brands/${team.profileHandle}`);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    // Exactly the SPA's own script, the two JSON-LD blocks and the answers: nothing of the name became an element.
    expect(h.scripts.map((s) => s.attrs.src ?? s.text)).toEqual(['/assets/app-abc.js', COLOR_SCHEME_SCRIPT]);
    expect(h.els.filter((e) => e.tagName === 'img')).toEqual([]);
    expect(h.jsonLd).toHaveLength(2);
    expect(h.answers).toHaveLength(1);
    expect(Object.values(h.answers[0]!)[0]).toMatchObject({ brandName: evil });
    expect(h.titles).toEqual([`${evil} · Plaudit`]);
    expect(h.one('og:title')).toBe(`${evil} · Plaudit`);
    expect(h.jsonLd[0]).toMatchObject({ name: evil });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
  });
});

describe('/robots.txt and /sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the private areas and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const line of [
      'Disallow: /admin',
      'Disallow: /dashboard',
      'Disallow: /settings',
      'Disallow: /api',
      `Sitemap: ${BASE}/sitemap.xml`,
    ]) {
      expect(res.body.split('\n')).toContain(line);
    }
  });

  it('lists every public brand, product, YouTuber and category page with lastmod, and nothing hidden', async () => {
    const {
      team,
      category,
      products: [product],
    } = await publishedBrand(app, 1);
    const draft = await createProduct(app, team.id, { categoryId: category.id, status: 'DRAFT' });
    const hidden = await createTeam(app);
    const person = await createUser(app);
    const handle = `tube-${person.id.slice(0, 8)}`;
    const [channel] = await app.db
      .insert(youtubers)
      .values({ userId: person.id, pageName: 'Tube', youtubeUrl: 'https://www.youtube.com/@tube', handle })
      .returning();
    await app.db
      .insert(verifications)
      .values({ subjectType: 'YOUTUBER', youtuberId: channel!.id, status: 'APPROVED', details: {} });
    const pending = await createUser(app);
    await app.db.insert(youtubers).values({
      userId: pending.id,
      pageName: 'Pending',
      youtubeUrl: 'https://www.youtube.com/@p',
      handle: `pending-${pending.id.slice(0, 8)}`,
    });
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(
      res.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => m[1]);
    expect(locs).toContain(`${BASE}/brands/${team.profileHandle}`);
    expect(locs).toContain(`${BASE}/brands/${team.profileHandle}/${product!.slug}`);
    expect(locs).toContain(`${BASE}/categories/${category.slug}`);
    expect(locs).toContain(`${BASE}/youtubers/${handle}`);
    expect(locs).not.toContain(`${BASE}/youtubers/pending-${pending.id.slice(0, 8)}`);
    expect(locs).not.toContain(`${BASE}/brands/${team.profileHandle}/${draft.slug}`);
    expect(locs).not.toContain(`${BASE}/brands/${hidden.profileHandle}`);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>/);
    expect((await app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });

  it('becomes a sitemap index over numbered files when there are more URLs than fit in one', async () => {
    await publishedBrand(app, 2);
    const service = app.services;
    const total = await sitemapTotal(service);
    const perFile = Math.ceil(total / 3);
    const index = (await sitemapXml(service, BASE, null, perFile))!;
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([1, 2, 3].map((n) => `${BASE}/sitemap-${n}.xml`));
    const parts = await Promise.all([1, 2, 3].map((n) => sitemapXml(service, BASE, n, perFile)));
    const urls = parts.flatMap((xml) => [...xml!.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(urls).toHaveLength(total);
    expect(new Set(urls).size).toBe(total);
    expect(await sitemapXml(service, BASE, 4, perFile)).toBeNull();
  });
});
