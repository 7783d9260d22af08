import { expect, test, type Page } from '@playwright/test';
import { screens } from './support/app.js';
import { expectAccessible } from './support/a11y.js';
import { approvedCreator, createCategory, solidPng } from './support/products.js';
import { signInTo } from './support/settings.js';

// A creator of an approved team adds a product with two pictures, reorders them by the move buttons
// and by keyboard, publishes it and finds it in the list as Published; list and editor at 1280 and 390 px.

const imageIds = (page: Page) =>
  page.getByTestId('product-image').evaluateAll((items) => items.map((item) => item.getAttribute('data-image-id')));

test('a creator adds a product with two pictures, reorders them, publishes it and sees it listed as Published', async ({
  page,
  request,
}) => {
  const brand = `Kettle Works ${Date.now().toString(36)}`;
  const owner = await approvedCreator(request, 'prod', brand);
  const category = await createCategory(request, `Kitchen ${Date.now().toString(36)}`);

  // The empty list offers the first product.
  await signInTo(page, owner, '/dashboard/creator/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByText('No products yet')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'products-list-empty');

  await page.getByRole('link', { name: 'New product' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/creator\/products\/new$/);
  // Nothing is lost on a failed save: the missing category is said on its field, the name stays.
  await page.getByLabel('Name').fill('Aurora Kettle — Édition Spéciale');
  await expect(page.getByLabel('Slug')).toHaveValue('aurora-kettle-edition-speciale');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Choose a category', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Aurora Kettle — Édition Spéciale');

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category.name }).click();
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('kettle');
  await tags.press('Enter');
  await tags.fill('Steel');
  await tags.press('Enter');
  await page.getByLabel('Website or shop').fill('https://shop.example/aurora');
  await page.getByLabel('Description').fill('A kettle that whistles in tune.\n\nMade of steel.');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created. Now add pictures.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/creator\/products\/[0-9a-f-]{36}$/);

  // Two pictures at once: uploaded one after the other, each with its own progress, in the order chosen.
  await page
    .getByTestId('product-dropzone')
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: solidPng(640, 480, [200, 40, 40]) },
      { name: 'green.png', mimeType: 'image/png', buffer: solidPng(480, 640, [40, 160, 80]) },
    ]);
  await expect(page.getByTestId('product-image')).toHaveCount(2);
  await expect(page.getByTestId('upload-progress')).toHaveCount(0);
  const [first, second] = await imageIds(page);
  await expect(page.getByTestId('product-image').first().getByText('Cover')).toBeVisible();

  // Reorder with the visible button, then back with the keyboard (dnd-kit's keyboard sensor on the handle).
  await page.getByRole('button', { name: 'Move picture 2 left' }).click();
  await expect.poll(() => imageIds(page)).toEqual([second, first]);
  const handle = page.getByRole('button', { name: 'Reorder picture 1' });
  await handle.focus();
  // Each key waits for dnd-kit's announcement of the step before it, as a screen reader user would hear it.
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit's keyboard sensor starts listening for the arrow keys in a timer queued as the drag starts, and Chromium
  // runs input before timers: an arrow sent at once could arrive first and be lost (it was, once, on a busy CI run).
  // A timer queued now runs after the sensor's, so when it has run the sensor is listening.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Picture 1 is over position 2.')).toBeAttached();
  const stored = page.waitForResponse((r) => r.url().endsWith('/images/order') && r.request().method() === 'PUT');
  await page.keyboard.press('Space');
  expect((await stored).status()).toBe(200);
  await expect.poll(() => imageIds(page)).toEqual([first, second]);
  await page.reload();
  await expect.poll(() => imageIds(page)).toEqual([first, second]);

  // Publish.
  await page.getByTestId('product-status-select').click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'products-editor');

  // The list shows it as Published, with its cover.
  await page.getByRole('link', { name: 'All products' }).click();
  await expect(page).toHaveURL(/\/dashboard\/creator\/products$/);
  const row = page.getByTestId('product-row').filter({ hasText: 'Aurora Kettle' });
  await expect(row.getByTestId('product-status')).toHaveText('Published');
  await expect(row.locator('img')).toHaveAttribute('src', /\/api\/files\/.+\.webp$/);
  await expectAccessible(page);
  await screens(page, 'products-list');

  // The status filter lives in the URL.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Draft' }).click();
  await expect(page).toHaveURL(/status=DRAFT/);
  await expect(page.getByText('No product matches')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/creator/products?status=PUBLISHED');
  await expect(
    page.getByTestId('product-card').filter({ hasText: 'Aurora Kettle' }).getByTestId('product-status'),
  ).toHaveText('Published');
  await expectAccessible(page);
});
