import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { apiSession, openDrawnPage, uniqueId } from './support/app.js';
import { E2E_ADMIN } from './support/admin.js';
import {
  approvedBrand,
  atBothWidths,
  LANDSCAPE,
  publishedProduct,
  screenAtWidth,
  uniqueCategory,
} from './support/catalogue.js';

// A reader without script gets the public pages whole, in their language: a category page with its products, a
// product page with its reviews section, the trophies page with its sections and a trophy page with its candidates,
// category names in the reader's language, in English and in German (from the
// browser's Accept-Language or the language cookie the app sets). A reader who chose dark mode loads the drawn
// pages without a hydration error. Screens without script at 1280 and 390 px.

async function catalogue(request: APIRequestContext, germanName?: string) {
  const brand = await approvedBrand(request, 'Quiet Audio');
  const category = await uniqueCategory(request, 'Turntables');
  if (germanName) {
    const admin = await apiSession(request, E2E_ADMIN);
    const named = await request.put(`/api/admin/categories/${category.id}`, {
      headers: admin.headers,
      data: { nameDe: germanName },
    });
    expect(named.status(), await named.text()).toBe(200);
    await admin.signOut();
  }
  const product = await publishedProduct(request, brand, {
    name: `Deck ${uniqueId()}`,
    categoryId: category.id,
    description: 'A belt-driven deck.',
    pictures: [LANDSCAPE()],
  });
  const list = (await (await request.get('/api/categories')).json()) as { data: { id: string; slug: string }[] };
  const slug = list.data.find((item) => item.id === category.id)!.slug;
  return { brand, category: { ...category, slug }, product };
}

/** A trophy open for nominations with the product as its one candidate (through the organiser's API), in a trophy category named in both languages. */
async function openTrophy(
  request: APIRequestContext,
  categoryId: string,
  productId: string,
  kindName: { name: string; nameDe: string },
) {
  const admin = await apiSession(request, E2E_ADMIN);
  const kind = await request.post('/api/admin/trophy-categories', {
    headers: admin.headers,
    data: { ...kindName, icon: 'sparkles' },
  });
  expect(kind.status(), await kind.text()).toBe(201);
  const year = new Date().getUTCFullYear();
  const created = await request.post('/api/trophies', {
    headers: admin.headers,
    data: {
      name: `Deck of the year ${uniqueId()}`,
      description: 'The deck our readers play most.',
      categoryId: ((await kind.json()) as { id: string }).id,
      contentType: 'PRODUCT',
      method: 'DRAW',
      periodFrom: `${year}-01-01`,
      periodTo: `${year}-12-31`,
      catalogueCategoryId: categoryId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const trophy = (await created.json()) as { id: string; name: string };
  const opened = await request.post(`/api/trophies/${trophy.id}/open`, { headers: admin.headers });
  expect(opened.status(), await opened.text()).toBe(200);
  const candidates = await request.put(`/api/trophies/${trophy.id}/candidates`, {
    headers: admin.headers,
    data: { ids: [productId] },
  });
  expect(candidates.status(), await candidates.text()).toBe(200);
  await admin.signOut();
  return trophy;
}

async function withoutScript(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ javaScriptEnabled: false, ...options });
  return { context, page: await context.newPage() };
}

const lang = (page: Page) => page.locator('html').getAttribute('lang');

test('category, product and trophy pages read without script, in English and in German', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const germanCategory = `Plattenspieler ${uniqueId()}`;
  const { category, product, brand } = await catalogue(request, germanCategory);
  const kind = { name: `Decks ${uniqueId()}`, nameDe: `Plattenspieler-Preise ${uniqueId()}` };
  const trophy = await openTrophy(request, category.id, product.id, kind);
  const productPath = `/brands/${brand.creatorProfile}/${product.slug}`;

  const english = await withoutScript(browser, { locale: 'en-US' });
  const { page } = english;
  await page.goto(`/categories/${category.slug}`);
  expect(await lang(page)).toBe('en');
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(product.name) }).first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await atBothWidths(page, () => screenAtWidth(page, 'no-script-category-en'));

  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('No reviews yet')).toBeVisible();
  await expect(reviews.locator('[aria-busy="true"]')).toHaveCount(0);
  await atBothWidths(page, () => screenAtWidth(page, 'no-script-product-en'));

  await page.goto(`/trophies/${trophy.id}`);
  await expect(page.getByRole('heading', { level: 1, name: trophy.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Candidates' }).getByText(product.name)).toBeVisible();
  await atBothWidths(page, () => screenAtWidth(page, 'no-script-trophy-en'));

  await page.goto('/trophies');
  await expect(page.getByRole('heading', { level: 1, name: 'Trophies' })).toBeVisible();
  const section = page.getByRole('region', { name: kind.name });
  await expect(section.getByRole('link', { name: new RegExp(trophy.name) }).first()).toBeVisible();
  await atBothWidths(page, () => screenAtWidth(page, 'no-script-trophies-en'));
  await english.context.close();

  // A browser that prefers German.
  const german = await withoutScript(browser, { locale: 'de-DE' });
  await german.page.goto(`/categories/${category.slug}`);
  expect(await lang(german.page)).toBe('de');
  await expect(german.page.getByRole('heading', { level: 2, name: 'Produkte' })).toBeVisible();
  await expect(german.page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(german.page.getByRole('link', { name: new RegExp(product.name) }).first()).toBeVisible();
  await atBothWidths(german.page, () => screenAtWidth(german.page, 'no-script-category-de'));
  await german.page.goto(productPath);
  await expect(german.page.getByRole('region', { name: 'Bewertungen' })).toBeVisible();
  // The product's category (its breadcrumb) in German.
  await expect(german.page.getByRole('link', { name: germanCategory }).first()).toBeVisible();
  await atBothWidths(german.page, () => screenAtWidth(german.page, 'no-script-product-de'));
  await german.page.goto(`/trophies/${trophy.id}`);
  await expect(german.page.getByRole('region', { name: 'Kandidaten' }).getByText(product.name)).toBeVisible();
  await atBothWidths(german.page, () => screenAtWidth(german.page, 'no-script-trophy-de'));
  await german.page.goto('/trophies');
  expect(await lang(german.page)).toBe('de');
  await expect(german.page.getByRole('heading', { level: 1, name: 'Trophäen' })).toBeVisible();
  await expect(
    german.page
      .getByRole('region', { name: kind.nameDe })
      .getByRole('link', { name: new RegExp(trophy.name) })
      .first(),
  ).toBeVisible();
  await atBothWidths(german.page, () => screenAtWidth(german.page, 'no-script-trophies-de'));
  await german.context.close();

  // An English browser whose reader chose German in the app (its language cookie).
  const chosen = await withoutScript(browser, { locale: 'en-US' });
  await chosen.context.addCookies([{ name: 'plaudit.language', value: 'de', url: test.info().project.use.baseURL! }]);
  await chosen.page.goto(productPath);
  expect(await lang(chosen.page)).toBe('de');
  await expect(chosen.page.getByRole('region', { name: 'Bewertungen' })).toBeVisible();
  await chosen.context.close();
});

test('a reader who chose dark mode loads the drawn pages without a hydration error', async ({ browser, request }) => {
  const { category, product, brand } = await catalogue(request);
  const context = await browser.newContext({ colorScheme: 'light' });
  // Chosen in the app earlier (the toggle stores it), not the system's: the server cannot know it.
  await context.addInitScript(() => window.localStorage.setItem('plaudit.color-scheme', 'dark'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of [
    '/',
    `/brands/${brand.creatorProfile}`,
    `/brands/${brand.creatorProfile}/${product.slug}`,
    `/categories/${category.slug}`,
  ]) {
    await openDrawnPage(page, path);
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme'), path).toBe('dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' }), path).toBeVisible();
  }
  expect(errors.filter((text) => /418|hydrat/i.test(text))).toEqual([]);

  // The toggle still switches, and keeps focus on the button shown in its place.
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeFocused();
  await context.close();
});
