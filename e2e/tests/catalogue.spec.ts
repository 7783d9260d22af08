import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSession, createVerifiedPerson, openDrawnPage, screens, uniqueId } from './support/app.js';
import { approveTeams } from './support/admin.js';
import { approvedYoutuber } from './support/catalogue.js';
import { signInTo } from './support/settings.js';
import { expectAccessible } from './support/a11y.js';

// The public pages: a visitor opens an approved brand (no products yet: products cannot be made
// through the API on this branch, so the brand's page shows its empty state) and a YouTuber's page, at 1280 and
// 390 px; the first HTML of each carries the page's own title, canonical and share tags. The YouTuber finds their
// page on their dashboard and changes its address in settings.

async function approvedBrand(request: APIRequestContext) {
  const owner = await createVerifiedPerson(request, 'brand');
  const brandName = `Roastery ${uniqueId()}`;
  const creatorProfile = `roast${uniqueId()}`;
  const session = await apiSession(request, owner);
  const res = await request.post('/api/auth/creator/signUp', {
    headers: session.headers,
    data: { brandName, website: 'https://roastery.example', creatorProfile },
  });
  expect(res.status(), await res.text()).toBe(200);
  await session.signOut();
  await approveTeams(request, [brandName]);
  return { brandName, creatorProfile };
}

test('a visitor opens an approved brand with no products yet, and an unknown product is the 404 page', async ({
  page,
  request,
}) => {
  const { brandName, creatorProfile } = await approvedBrand(request);

  // The first HTML already names the page for search engines and share cards.
  const html = await (await request.get(`/brands/${creatorProfile}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(`<title>${brandName} · Plaudit</title>`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/brands/${creatorProfile}" />`));
  expect(html).toContain('"@type":"Organization"');

  await openDrawnPage(page, `/brands/${creatorProfile.toUpperCase()}`);
  await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeVisible();
  await expect(page.getByText('Verified brand')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://roastery.example');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByText('No products yet')).toBeVisible();
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await expect(page).toHaveTitle(`${brandName} · Plaudit`);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Name' }).click();
  await expect(page).toHaveURL(/[?&]sort=name/);
  await expectAccessible(page);
  await screens(page, 'catalogue-brand-empty');

  const missing = await page.goto(`/brands/${creatorProfile}/no-such-product`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await screens(page, 'catalogue-product-404');
});

test('the brand page comes drawn in its first HTML, and the app takes it over without drawing it again', async ({
  browser,
  page,
  request,
}) => {
  const { brandName, creatorProfile } = await approvedBrand(request);

  // Without any script the page is there: the server drew it (a search engine, a slow phone, a blocked script).
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`/brands/${creatorProfile}`);
  await expect(bare.getByRole('heading', { level: 1, name: brandName })).toBeVisible();
  await expect(bare.getByText('Verified brand')).toBeVisible();
  await expect(bare.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await noScript.close();

  // With scripts, the app hydrates the server's elements: the heading drawn by the server is the one on screen
  // once the page answers to input, and the page keeps working.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
      (window as unknown as { drawnSearch: Element | null }).drawnSearch = document.querySelector('header input');
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openDrawnPage(page, `/brands/${creatorProfile}`);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Name' }).click();
  await expect(page).toHaveURL(/[?&]sort=name/);
  // The header's search is a lazy part of the page: hydrated as drawn too, not drawn again.
  expect(
    await page.evaluate(() => {
      const { drawnHeading, drawnSearch } = window as unknown as {
        drawnHeading: Element | null;
        drawnSearch: Element | null;
      };
      return [
        drawnHeading !== null && drawnHeading === document.querySelector('h1'),
        drawnSearch !== null && drawnSearch === document.querySelector('header input'),
      ];
    }),
  ).toEqual([true, true]);
  expect(errors).toEqual([]);

  // A German reader gets the page drawn by the server in German (never English first), and the browser hydrates it.
  const german = await browser.newContext({ locale: 'de-DE' });
  const germanPage = await german.newPage();
  const answer = await openDrawnPage(germanPage, `/brands/${creatorProfile}`);
  const germanHtml = await answer!.text();
  expect(germanHtml).toContain('<html lang="de"');
  expect(germanHtml).toContain('data-rendered-in="de"');
  await expect(germanPage.getByText('Verifizierte Marke')).toBeVisible();
  await expect(germanPage.getByRole('heading', { name: 'Produkte' })).toBeVisible();
  await german.close();
});

test('a visitor opens a YouTuber page; the YouTuber sees it on the dashboard and changes its address', async ({
  page,
  request,
}) => {
  const { person, pageName, handle } = await approvedYoutuber(request);

  await page.goto(`/youtubers/${handle}`);
  await expect(page.getByRole('heading', { level: 1, name: pageName })).toBeVisible();
  await expect(page.getByText('Verified YouTuber')).toBeVisible();
  await expect(page.getByRole('link', { name: 'YouTube channel' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/@tubetest',
  );
  await expect(page).toHaveTitle(`${pageName} · Plaudit`);
  await expectAccessible(page);
  await screens(page, 'catalogue-youtuber');

  await signInTo(page, person, '/dashboard/creator');
  await expect(page.getByRole('heading', { name: 'Your page' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/youtubers/${handle}$`) })).toBeVisible();
  // Their figures and reviews: none yet, and what to do about it.
  await expect(page.getByRole('heading', { name: 'Your figures' })).toBeVisible();
  await expect(page.getByText('No video reviews yet')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'catalogue-youtuber-dashboard');

  await page.getByRole('link', { name: 'Change page address' }).click();
  const field = page.getByRole('textbox', { name: 'Page address' });
  await expect(field).toHaveValue(handle);
  const next = `tube-${uniqueId()}`;
  await field.fill('Bad Address');
  await field.blur();
  await expect(page.getByText('Page address can only contain lower-case letters')).toBeVisible();
  await field.fill(next);
  await expect(page.getByText(`/youtubers/${next}`)).toBeVisible();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Your page address was saved.')).toBeVisible();
  await screens(page, 'catalogue-youtuber-handle-setting');

  await page.goto(`/youtubers/${next}`);
  await expect(page.getByRole('heading', { level: 1, name: pageName })).toBeVisible();
  const old = await page.goto(`/youtubers/${handle}`);
  expect(old?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
