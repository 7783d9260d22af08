import { expect, test, type Page } from '@playwright/test';
import { openDrawnPage, uniqueId } from './support/app.js';
import { expectAccessible } from './support/a11y.js';
import { signInTo } from './support/settings.js';
import {
  approvedBrand,
  atBothWidths,
  galleryShapes,
  LANDSCAPE,
  screenAtWidth,
  PORTRAIT,
  publishedProduct,
  uniqueCategory,
} from './support/catalogue.js';

// "Tests", the two catalogue journeys, each at 1280 and 390 px with axe-core on every screen:
// a creator adds a product with two pictures, reorders them, publishes it and finds it through the header search;
// a visitor searches with a typo, opens the brand from the results and a product from the brand's page.

const imageIds = (page: Page) =>
  page.getByTestId('product-image').evaluateAll((items) => items.map((item) => item.getAttribute('data-image-id')));

/** The header's search box: in the header from 768 px, behind the "Open search" button in a dialog on a phone. */
async function headerSearch(page: Page, width: number) {
  if (width >= 768) return page.getByTestId('header-search').getByRole('combobox', { name: 'Search' });
  await page.getByRole('button', { name: 'Open search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog.getByRole('combobox', { name: 'Search' });
}

test('a creator adds a product with two pictures, reorders them, publishes it and finds it by search', async ({
  page,
  request,
}) => {
  const brand = await approvedBrand(request, 'Kettle Works');
  const category = await uniqueCategory(request, 'Kitchen');
  // One word nobody else's product has, so the search finds exactly this one.
  const word = `Zephyr${uniqueId()}`;
  const name = `${word} Kettle`;

  await signInTo(page, brand.owner, '/dashboard/creator/products/new');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category.name }).click();
  await page.getByLabel('Description').fill('A kettle that whistles in tune.');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created. Now add pictures.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/creator\/products\/[0-9a-f-]{36}$/);

  // Landscape first, portrait second; then the portrait becomes the cover.
  await page
    .getByTestId('product-dropzone')
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'landscape.png', mimeType: 'image/png', buffer: LANDSCAPE() },
      { name: 'portrait.png', mimeType: 'image/png', buffer: PORTRAIT() },
    ]);
  await expect(page.getByTestId('product-image')).toHaveCount(2);
  await expect(page.getByTestId('upload-progress')).toHaveCount(0);
  const [first, second] = await imageIds(page);
  const stored = page.waitForResponse((r) => r.url().endsWith('/images/order') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Move picture 2 left' }).click();
  expect((await stored).status()).toBe(200);
  await expect.poll(() => imageIds(page)).toEqual([second, first]);

  await page.getByTestId('product-status-select').click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
  await expectAccessible(page);

  await atBothWidths(page, async (width) => {
    await page.goto('/dashboard/creator/products');
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    const box = await headerSearch(page, width);
    await box.fill(word.toLowerCase());
    if (width >= 768) {
      // A suggestion while typing, the matched word marked; Enter on it opens the product.
      const suggestion = page.getByRole('option', { name: new RegExp(`${name}.*${brand.brandName}`) });
      await expect(suggestion).toBeVisible();
      await expect(suggestion.locator('mark')).toHaveText(word);
      await expectAccessible(page);
      await screenAtWidth(page, 'catalogue-search-suggestions');
      await box.press('ArrowDown');
      await expect(suggestion).toHaveAttribute('data-combobox-selected', 'true');
      await box.press('Enter');
    } else {
      // On a phone: Enter with no suggestion marked opens the results page, and the result the product.
      await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${word.toLowerCase()}`));
      const results = page.getByTestId('search-result');
      await expect(results).toHaveCount(1);
      await expect(results.first()).toHaveAccessibleName(name);
      await expectAccessible(page);
      await screenAtWidth(page, 'catalogue-search-results-creator');
      await results.first().click();
    }
    await expect(page).toHaveURL(new RegExp(`/brands/${brand.creatorProfile}/`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The product page shows the pictures in the order the creator chose: the portrait is the cover now.
    await expect.poll(() => galleryShapes(page)).toEqual(['portrait', 'landscape']);
    await expect(page.getByRole('img', { name: `${name}, picture 1 of 2` })).toBeVisible();
    await expectAccessible(page);
  });
});

test('a visitor searches with a typo, opens the brand from the results and a product from the brand page', async ({
  page,
  request,
}) => {
  const category = await uniqueCategory(request, 'Headphones');
  const brand = await approvedBrand(request, 'Sennheiser');
  const product = await publishedProduct(request, brand, {
    name: 'Sennheiser Momentum 4',
    categoryId: category.id,
    description: 'Wireless headphones with a long battery life.',
    tags: ['headphones', 'wireless'],
    pictures: [LANDSCAPE(), PORTRAIT()],
  });
  await publishedProduct(request, brand, {
    name: 'Sennheiser HD 600',
    categoryId: category.id,
    pictures: [PORTRAIT()],
  });

  await atBothWidths(page, async (width) => {
    await openDrawnPage(page, '/');
    await expectAccessible(page);
    await screenAtWidth(page, 'catalogue-home');
    // "sennheisr": a letter short, found by its close spelling.
    const box = await headerSearch(page, width);
    await box.fill('sennheisr');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=sennheisr/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “sennheisr”' })).toBeVisible();
    await page.getByRole('tab', { name: /Brands/ }).click();
    await expect(page).toHaveURL(/type=brand/);
    const result = page.getByRole('link', { name: brand.brandName, exact: true });
    await expect(result).toBeVisible();
    await expect(result.locator('mark').first()).toHaveText('Sennheiser');
    await expectAccessible(page);
    await screenAtWidth(page, 'catalogue-search-typo');

    await result.click();
    await expect(page).toHaveURL(new RegExp(`/brands/${brand.creatorProfile}$`));
    await expect(page.getByRole('heading', { level: 1, name: brand.brandName })).toBeVisible();
    await expect(page.getByText('Verified brand')).toBeVisible();
    const card = page.getByRole('link', { name: product.name, exact: true });
    await expect(card).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sennheiser HD 600', exact: true })).toBeVisible();
    await expectAccessible(page);
    await screenAtWidth(page, 'catalogue-brand');

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/brands/${brand.creatorProfile}/${product.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('img', { name: `${product.name}, picture 1 of 2` })).toBeVisible();
    await expect.poll(() => galleryShapes(page)).toEqual(['landscape', 'portrait']);
    await expect(page.getByText('No reviews yet').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(category.name);
    await expectAccessible(page);
    await screenAtWidth(page, 'catalogue-product');
  });
});
