import { expect, test, type Page } from '@playwright/test';
import { screens, signIn, uniqueId } from './support/app.js';
import { E2E_ADMIN, modal } from './support/admin.js';
import { expectAccessible } from './support/a11y.js';

// Journey: the admin adds a parent and two child categories, reorders the children, renames one, is told why the
// parent cannot be deleted while it has a child, deletes the child; a visitor opens the parent's page (no products
// yet: the empty state) at 1280 and 390 px, and an unknown category is the 404 page.

async function addCategory(page: Page, name: string, parent?: string) {
  await page.getByRole('button', { name: 'Add category' }).first().click();
  const dialog = modal(page, 'addCategoryFeaturing');
  await dialog.getByLabel('Name (English)').fill(name);
  await dialog.getByLabel('Description (English)').fill(`All about ${name}.`);
  if (parent) {
    await dialog.getByRole('combobox', { name: 'Parent category' }).click();
    await page.getByRole('option', { name: parent }).click();
  }
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText(`${name} added`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('the admin edits the category tree; a visitor opens a category page', async ({ page, browser }) => {
  const id = uniqueId();
  const parent = `Parent ${id}`;
  const child = `Child ${id}`;
  const renamed = `Renamed ${id}`;

  await page.goto('/auth/login?callbackUrl=%2Fadmin%2Fcategories');
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();

  await addCategory(page, parent);
  await addCategory(page, child, parent);
  const children = page.getByRole('list', { name: `Sub-categories of ${parent}` });
  await expect(children.getByText(child, { exact: true })).toBeVisible();

  // Reorder by the buttons: the second child moves above the first.
  const second = `Second ${id}`;
  await addCategory(page, second, parent);
  const rows = children.getByTestId('admin-category-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(child);
  await page.getByRole('button', { name: `Move ${second} up` }).click();
  await expect(rows.first()).toContainText(second);
  await expect(page.getByRole('button', { name: `Move ${second} up` })).toBeDisabled();
  await expectAccessible(page);
  await screens(page, 'admin-categories');

  await page.getByRole('button', { name: `Edit ${child}` }).click();
  const edit = modal(page, 'editCategoryFeaturing');
  await expect(edit.getByLabel('Name (English)')).toHaveValue(child);
  await edit.getByLabel('Name (English)').fill(renamed);
  // German readers get the German name once there is one.
  await edit.getByLabel('Name (German)').fill(`Umbenannt ${id}`);
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${renamed} saved`)).toBeVisible();
  await expect(children.getByText(renamed, { exact: true })).toBeVisible();

  // The parent still has a child: the server refuses (409) and the screen says why.
  await page.getByRole('button', { name: `Delete ${parent}` }).click();
  await modal(page, 'confirmation').getByRole('button', { name: 'Delete' }).click();
  const refused = modal(page, 'confirmation');
  await expect(refused).toContainText(`${parent} cannot be deleted`);
  await expect(refused).toContainText('This category still has sub-categories: move or delete them first');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(refused).toBeHidden();

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await modal(page, 'confirmation').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${renamed} deleted`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${renamed}` })).toHaveCount(0);
  await expect(rows).toHaveCount(1);

  // A visitor (no account) opens the parent's page: no products yet.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const guest = await visitor.newPage();
  for (const width of [1280, 390]) {
    await guest.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await guest.goto(`/categories/parent-${id}`);
    await expect(guest.getByRole('heading', { name: parent, level: 1 })).toBeVisible();
    await expect(guest.getByText(`All about ${parent}.`)).toBeVisible();
    await expect(guest.getByText('No products here yet')).toBeVisible();
    await expect(
      guest.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    await expectAccessible(guest);
  }
  await screens(guest, 'category-page-empty');

  await guest.goto(`/categories/no-such-${id}`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await visitor.close();
});
