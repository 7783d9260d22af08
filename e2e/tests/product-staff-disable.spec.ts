import { expect, test } from '@playwright/test';
import { newDevice, openDrawnPage, screens, uniqueId } from './support/app.js';
import { createModerator } from './support/admin.js';
import { approvedBrand, LANDSCAPE, publishedProduct, uniqueCategory } from './support/catalogue.js';
import { signInTo } from './support/settings.js';
import { expectAccessible } from './support/a11y.js';

// A moderator disables a brand's product from its public page with a reason and a published rule; the brand's owner
// sees the mark on the product's editor, with the rule and the way to appeal; an anonymous visitor gets the 410 page
// saying it was disabled; the moderator enables it again from /admin/products, and the public page is back. Screens
// at 1280 and 390 px, axe-core on each.

test('staff disable a product with a ground, the brand sees why, visitors get 410, staff enable it again', async ({
  browser,
  request,
}) => {
  const brand = await approvedBrand(request, 'Disabled Roasters');
  const category = await uniqueCategory(request, 'Grinders');
  const product = await publishedProduct(request, brand, {
    name: `Burr Grinder ${uniqueId()}`,
    categoryId: category.id,
    description: 'A hand grinder with steel burrs.',
    pictures: [LANDSCAPE()],
  });
  const path = `/brands/${brand.creatorProfile}/${product.slug}`;
  const reason = 'The listing copies another brand’s photos and name.';

  // The moderator, on the product's public page.
  const moderator = await createModerator(request);
  const staff = await newDevice(browser);
  await signInTo(staff.page, moderator, path);
  await expect(staff.page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await staff.page.getByRole('button', { name: 'Disable product' }).click();
  const dialog = staff.page.getByRole('dialog', { name: `Disable ${product.name}` });
  await dialog.getByLabel('Rule it breaks (published ground)').selectOption('IMPERSONATION');
  await dialog.getByLabel('Reason').fill(reason);
  const disabled = staff.page.waitForResponse((res) => res.url().endsWith(`/admin/products/${product.id}/disable`));
  await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
  expect((await disabled).status()).toBe(200);
  await expect(dialog).toHaveCount(0);

  // The brand's owner: the editor says it was disabled, why, under which rule, and links to the decision.
  const owner = await newDevice(browser);
  await signInTo(owner.page, brand.owner, `/dashboard/creator/products/${product.id}`);
  const mark = owner.page.getByTestId('product-staff-disabled-alert');
  await expect(mark).toContainText('Disabled by Plaudit');
  await expect(mark).toContainText(`Reason: ${reason}`);
  await expect(mark).toContainText('Rule: Impersonation');
  const appeal = mark.getByRole('link', { name: 'Read the decision and appeal' });
  await expect(appeal).toHaveAttribute('href', /\/settings\/decisions\?decision=[0-9a-f-]{36}$/);
  await expect(
    owner.page.getByText('Saving keeps its status; it stays hidden until Plaudit enables it.'),
  ).toBeVisible();
  // Its short links stay listed, but no new one is offered: it would lead only to the page saying it was disabled.
  await expect(owner.page.getByTestId('product-links')).toContainText('No short links for this product yet');
  await expect(owner.page.getByRole('button', { name: 'Add short link' })).toHaveCount(0);
  await expectAccessible(owner.page);
  await screens(owner.page, 'product-staff-disabled-editor');
  // In the team's list, a selection holding it offers Archive but not Publish, and says why.
  await owner.page.goto('/dashboard/creator/products');
  await owner.page.getByRole('checkbox', { name: `Select ${product.name}` }).check();
  const publish = owner.page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAccessibleDescription(
    '1 selected product was disabled by Plaudit and cannot be published.',
  );
  await expect(owner.page.getByRole('button', { name: 'Archive', exact: true })).toBeEnabled();
  await expectAccessible(owner.page);
  await screens(owner.page, 'products-bulk-staff-disabled');
  await owner.page.goto(`/dashboard/creator/products/${product.id}`);
  await expect(mark).toBeVisible();
  await appeal.click();
  await expect(owner.page).toHaveURL(/\/settings\/decisions\?decision=/);
  await expect(owner.page.getByText(reason).first()).toBeVisible();

  // Anyone else: the product's page answers 410 and says the product was disabled.
  const visitor = await newDevice(browser);
  const gone = await openDrawnPage(visitor.page, path);
  expect(gone?.status()).toBe(410);
  await expect(visitor.page.getByRole('heading', { name: 'This product was disabled', level: 1 })).toBeVisible();
  await expect(visitor.page).toHaveTitle('Product disabled · Plaudit');
  await expect(visitor.page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(visitor.page);
  await screens(visitor.page, 'product-staff-disabled-public');

  // The moderator's own page now says so too, and leads to the staff's list, where they enable it after confirming.
  const staffGone = staff.page.getByTestId('product-disabled');
  await expect(staffGone.getByRole('heading', { name: 'This product was disabled', level: 1 })).toBeVisible();
  await screens(staff.page, 'product-staff-disabled-staff-view');
  await staffGone.getByRole('link', { name: 'Disabled products' }).click();
  await expect(staff.page).toHaveURL(/\/admin\/products$/);
  await staff.page.getByRole('searchbox', { name: 'Search' }).fill(product.name);
  const row = staff.page.getByTestId('admin-product-row').filter({ hasText: product.name, visible: true });
  await expect(row).toContainText(reason);
  await expectAccessible(staff.page);
  await screens(staff.page, 'admin-disabled-products');
  await row.getByRole('button', { name: `Enable ${product.name}` }).click();
  const confirm = staff.page.getByRole('dialog', { name: `Enable ${product.name} again?` });
  const enabled = staff.page.waitForResponse((res) => res.url().endsWith(`/admin/products/${product.id}/enable`));
  await confirm.getByRole('button', { name: 'Enable', exact: true }).click();
  expect((await enabled).status()).toBe(200);
  await expect(staff.page.getByText(`${product.name} is enabled again.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The public page is back, and the owner's editor no longer carries the mark.
  const back = await openDrawnPage(visitor.page, path);
  expect(back?.status()).toBe(200);
  await expect(visitor.page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await owner.page.goto(`/dashboard/creator/products/${product.id}`);
  await expect(owner.page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(owner.page.getByTestId('product-staff-disabled-alert')).toHaveCount(0);
  await expect(owner.page.getByRole('button', { name: 'Add short link' })).toBeVisible();

  for (const device of [staff, owner, visitor]) await device.context.close();
});
