import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FIRST_ANSWERS_ELEMENT_ID, LANGUAGE_COOKIE } from '@plaudit/contract';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct, publishedBrand } from '../../../test/catalogue-factories.js';
import { seedPublishedReviews } from '../../../test/review-factories.js';
import { awardedProductTrophy, createTrophy, createTrophyCategory } from '../../../test/trophy-factories.js';
import { elementsOf } from '../../../test/html-elements.js';
import { fakeWebDist } from '../../../test/web-dist.js';

// The public pages' first HTML is the page a reader gets without script: the category, a product's reviews and a
// trophy come with the answers the page is drawn with (exactly what the calls answer a visitor, for the address's
// sort, filters and page), in the reader's language (`<html lang>`, title and description); the app's other paths
// answer the app to any reader not asking for JSON first; and the sitemap starts with the home page.

const BASE = 'https://plaudit.example';
let t: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  const dist = fakeWebDist(
    `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head><meta charset="UTF-8" /><meta name="description" content="Plaudit: the default." /><title>Plaudit</title></head>
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

function read(html: string) {
  const els = elementsOf(html);
  return {
    lang: els.find((e) => e.tagName === 'html')?.attrs.lang,
    title: els.filter((e) => e.tagName === 'title').map((e) => e.text),
    description: els.filter((e) => e.tagName === 'meta' && e.attrs.name === 'description').map((e) => e.attrs.content),
    jsonLd: els
      .filter((e) => e.tagName === 'script' && e.attrs.type === 'application/ld+json')
      .map((e) => JSON.parse(e.text) as Record<string, unknown>),
    answers: (els.find((e) => e.tagName === 'script' && e.attrs.id === FIRST_ANSWERS_ELEMENT_ID)?.text ?? null) as
      string | null,
  };
}
const answersOf = (html: string): Record<string, unknown> =>
  JSON.parse(read(html).answers ?? '{}') as Record<string, unknown>;
const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const api = async (path: string) => {
  const res = await app.inject({ method: 'GET', url: `/api${path}` });
  expect(res.statusCode, path).toBe(200);
  return res.json() as unknown;
};

describe('a category page', () => {
  it("carries the category and its first products, as the calls answer them, for the address's sort and page", async () => {
    const parent = await createCategory(app, { name: 'Audio' });
    const category = await createCategory(app, { name: 'Speakers', parentId: parent.id });
    const { team } = await publishedBrand(app, 0);
    await createProduct(app, team.id, { categoryId: category.id, name: 'Zephyr', status: 'PUBLISHED' });
    await createProduct(app, team.id, { categoryId: category.id, name: 'Aurora', status: 'PUBLISHED' });

    const plain = answersOf((await page(`/categories/${category.slug}`)).body);
    const productsPath = `/categories/${category.slug}/products?page=1&take=24&sortBy=rating&sortOrder=DESC`;
    const featuringPath = `/categories/${category.slug}/featuring`;
    expect(Object.keys(plain).sort()).toEqual([`/categories/${category.slug}`, featuringPath, productsPath]);
    expect(plain[`/categories/${category.slug}`]).toEqual(await api(`/categories/${category.slug}`));
    expect(plain[featuringPath]).toEqual(await api(featuringPath));
    expect(plain[productsPath]).toEqual(await api(productsPath));
    expect((plain[productsPath] as { data: unknown[] }).data).toHaveLength(2);

    const byName = answersOf((await page(`/categories/${category.slug}?sort=name&page=1`)).body);
    const byNamePath = `/categories/${category.slug}/products?page=1&take=24&sortBy=name&sortOrder=ASC`;
    expect((byName[byNamePath] as { data: { name: string }[] }).data.map((p) => p.name)).toEqual(['Aurora', 'Zephyr']);
  });

  it('carries the category without products for a page number the call refuses, and nothing for an unknown category', async () => {
    const category = await createCategory(app, { name: 'Kettles' });
    const res = await page(`/categories/${category.slug}?page=100000000000000000000`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(answersOf(res.body)).sort()).toEqual([
      `/categories/${category.slug}`,
      `/categories/${category.slug}/featuring`,
    ]);
    const missing = await page('/categories/nothing-by-this-name');
    expect(missing.statusCode).toBe(404);
    expect(read(missing.body).answers).toBeNull();
  });
});

describe('a product page', () => {
  it("carries its reviews as a visitor reads them, for the address's filters, sort and page", async () => {
    const {
      team,
      products: [product],
    } = await publishedBrand(app, 1);
    await seedPublishedReviews(app, product!, [5, 2], { comment: 'Held its heat.' });
    await seedPublishedReviews(app, product!, [4]);
    const url = `/brands/${team.profileHandle}/${product!.slug}`;

    const plain = answersOf((await page(url)).body);
    const reviewsPath = `/products/${product!.id}/reviews?page=1&take=10&sortBy=createdAt&sortOrder=DESC`;
    expect(plain[reviewsPath]).toEqual(await api(reviewsPath));
    expect((plain[reviewsPath] as { data: unknown[]; summary: { count: number } }).summary.count).toBe(3);

    const filtered = answersOf((await page(`${url}?rsort=lowest&rcomment=true`)).body);
    const filteredPath = `/products/${product!.id}/reviews?page=1&take=10&sortBy=rating&sortOrder=ASC&hasComment=true`;
    expect(filtered[filteredPath]).toEqual(await api(filteredPath));
    expect((filtered[filteredPath] as { data: { rating: number }[] }).data.map((r) => r.rating)).toEqual([2, 5]);
  });
});

describe('a trophy page', () => {
  it('carries the trophy and its candidates as the calls answer a visitor', async () => {
    const { trophy } = await awardedProductTrophy(app, { name: 'Kettle of the year', winner: 0 });

    const answers = answersOf((await page(`/trophies/${trophy.id}`)).body);
    expect(Object.keys(answers).sort()).toEqual([`/trophies/${trophy.id}`, `/trophies/${trophy.id}/candidates`]);
    expect(answers[`/trophies/${trophy.id}`]).toEqual(await api(`/trophies/${trophy.id}`));
    expect(answers[`/trophies/${trophy.id}/candidates`]).toEqual(await api(`/trophies/${trophy.id}/candidates`));
  });
});

describe('the trophies page', () => {
  const sectionPath = (categoryId: string) =>
    `/trophies?categoryId=${categoryId}&take=3&sortBy=createdAt&sortOrder=DESC`;

  it("carries the trophy categories and each category's newest trophies, as the calls answer them; a filtered address its one list", async () => {
    const category = await createTrophyCategory(app, { name: 'Cups', nameDe: 'Pokale' });
    const empty = await createTrophyCategory(app, { name: 'Bowls' });
    await createTrophy(app, { categoryId: category.id, name: 'Cup of the spring', status: 'NOMINATING' });
    await createTrophy(app, { categoryId: category.id, name: 'Cup of the autumn', status: 'NOMINATING' });
    await createTrophy(app, { categoryId: empty.id, name: 'Not yet public' });

    const plain = answersOf((await page('/trophies')).body);
    const categories = (await api('/trophy-categories')) as { data: { id: string; trophyCount: number }[] };
    expect(plain['/trophy-categories']).toEqual(categories);
    // One section's list per category with public trophies, none for one without: what the page asks for first.
    const shown = categories.data.filter((c) => c.trophyCount > 0).map((c) => sectionPath(c.id));
    expect(Object.keys(plain).sort()).toEqual(['/trophy-categories', ...shown].sort());
    expect(plain[sectionPath(category.id)]).toEqual(await api(sectionPath(category.id)));
    expect(
      (plain[sectionPath(category.id)] as { data: { name: string }[] }).data.map((trophy) => trophy.name).sort(),
    ).toEqual(['Cup of the autumn', 'Cup of the spring']);
    expect(plain).not.toHaveProperty([sectionPath(empty.id)]);

    const filtered = answersOf((await page(`/trophies?category=${category.id}&q=spring&page=1`)).body);
    const filteredPath = `/trophies?page=1&take=12&sortBy=createdAt&sortOrder=DESC&categoryId=${category.id}&search=spring`;
    expect(Object.keys(filtered).sort()).toEqual(['/trophy-categories', filteredPath].sort());
    expect(filtered[filteredPath]).toEqual(await api(filteredPath));
    expect((filtered[filteredPath] as { data: { name: string }[] }).data.map((trophy) => trophy.name)).toEqual([
      'Cup of the spring',
    ]);
  });

  it("carries the categories' names in the reader's language, in the list and in each trophy", async () => {
    const category = await createTrophyCategory(app, { name: 'Mugs', nameDe: 'Tassen' });
    await createTrophy(app, { categoryId: category.id, name: 'Mug of the year', status: 'NOMINATING' });
    const german = answersOf((await page('/trophies', { 'accept-language': 'de-DE,de;q=0.9' })).body);
    expect(
      (german['/trophy-categories'] as { data: { id: string; name: string }[] }).data.find((c) => c.id === category.id)
        ?.name,
    ).toBe('Tassen');
    expect(
      (german[sectionPath(category.id)] as { data: { category: { name: string } }[] }).data[0]?.category.name,
    ).toBe('Tassen');
    const english = answersOf((await page('/trophies', { 'accept-language': 'en' })).body);
    expect(
      (english[sectionPath(category.id)] as { data: { category: { name: string } }[] }).data[0]?.category.name,
    ).toBe('Mugs');
  });

  it('carries only the categories for an address the list call refuses', async () => {
    const res = await page(`/trophies?q=${'x'.repeat(5000)}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(answersOf(res.body))).toEqual(['/trophy-categories']);
  });
});

describe("the reader's language", () => {
  it("is the page's lang, title and description: German for a German browser or the German cookie, else English", async () => {
    const category = await createCategory(app, { name: 'Mühlen', description: null });
    const url = `/categories/${category.slug}`;
    const german = read((await page(url, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).body);
    expect(german.lang).toBe('de');
    expect(german.description).toEqual(['Mühlen: Produkte verifizierter Marken auf Plaudit.']);
    // The page's answers are the ones its calls give this reader (who sends the same cookie with them).
    const germanAnswer = answersOf((await page(url, { cookie: `${LANGUAGE_COOKIE}=de` })).body)[url];
    const germanApi = await app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { cookie: `${LANGUAGE_COOKIE}=de` },
    });
    expect(germanAnswer).toEqual(germanApi.json());
    const chosen = read((await page(url, { 'accept-language': 'en-US', cookie: `${LANGUAGE_COOKIE}=de` })).body);
    expect(chosen.lang).toBe('de');
    expect(chosen.description).toEqual(german.description);
    const english = read((await page(url, { 'accept-language': 'de-DE', cookie: `${LANGUAGE_COOKIE}=en` })).body);
    expect(english.lang).toBe('en');
    expect(english.description).toEqual(['Mühlen: products from verified brands on Plaudit.']);

    const home = read((await page('/', { 'accept-language': 'de' })).body);
    expect(home.lang).toBe('de');
    expect(home.title).toEqual(['Plaudit · Produkte, Bewertungen und Trophäen von Marken und YouTubern']);
    const trophies = read((await page('/trophies', { 'accept-language': 'de' })).body);
    expect(trophies.title).toEqual(['Trophäen · Plaudit']);
    const missing = read((await page('/brands/nobody-at-all', { 'accept-language': 'de' })).body);
    expect(missing.lang).toBe('de');
    expect(missing.title).toEqual(['Seite nicht gefunden · Plaudit']);
  });

  it('changes what a cache may keep: the answer varies by cookie, Accept-Language and Accept-Encoding', async () => {
    const res = await page('/');
    expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
  });
});

describe("the app's other paths", () => {
  it('answer the app to curl (Accept: */*), a browser or no Accept at all, and JSON 404 to a client asking for JSON', async () => {
    for (const path of ['/search', '/terms', '/auth/login', '/settings/profile?tab=1']) {
      for (const accept of ['*/*', 'text/html,application/xhtml+xml,*/*;q=0.8', '']) {
        const res = await app.inject({ method: 'GET', url: path, headers: accept ? { accept } : {} });
        expect(res.statusCode, `${path} ${accept}`).toBe(200);
        expect(res.headers['content-type'], `${path} ${accept}`).toContain('text/html');
        expect(res.body).toContain('<div id="root">');
      }
      const json = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
      expect(json.statusCode, path).toBe(404);
      expect(json.json()).toMatchObject({ status: 404, errors: [{ type: 'not_found' }] });
    }
  });

  it('are never a missing file, an API path or a write: those stay a 404', async () => {
    for (const url of ['/assets/app-gone.js', '/favicon-missing.ico', '/api/nothing-here', '/api']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
    const post = await app.inject({ method: 'POST', url: '/search', headers: { accept: '*/*' } });
    expect(post.statusCode).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists the home page first', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    const locs = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs[0]).toBe(`${BASE}/`);
    expect(locs.filter((loc) => loc === `${BASE}/`)).toHaveLength(1);
  });
});
