import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.js';
import { modal } from './support/admin.js';
import { screens } from './support/app.js';
import { approvedBrand } from './support/catalogue.js';
import { signInTo } from './support/settings.js';

// An owner creates an API key on the dashboard (the "create API key" modal, its presets and the "never" warning),
// copies it from the shown-once screen, and a call to /api/v1/me with it answers for the brand; the owner revokes
// it and the same call answers 401 api_key.revoked. Then the developers page. Every screen is checked with axe-core
// and photographed at 1280 and 390 px.

test('an owner creates a key, it answers /api/v1/me, the owner revokes it and it answers 401', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const brand = await approvedBrand(request, 'Keyed');

  await signInTo(page, brand.owner, '/dashboard/creator/api-keys');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  await expect(page.getByText('No API keys yet')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'api-keys-empty');

  await page.getByRole('button', { name: 'Create API key' }).first().click();
  const dialog = modal(page, 'createApiKey');
  await expect(dialog).toBeVisible();
  // The name is required, as the API says.
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Shop sync');
  await dialog.getByRole('button', { name: 'Full access' }).click();
  await expect(dialog.getByRole('checkbox', { name: /products:write/ })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Never' }).check();
  await expect(dialog.getByRole('alert')).toContainText('never expires');
  await expectAccessible(page);
  await screens(page, 'api-keys-create');
  await dialog.getByRole('radio', { name: 'In 30 days' }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();

  // Shown once: copy it, then say it is stored.
  await expect(dialog.getByText('Copy the key now')).toBeVisible();
  const shown = (await dialog.getByTestId('api-key-value').textContent())!.trim();
  expect(shown).toMatch(/^plt_live_[0-9A-Za-z]{49}$/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  await expectAccessible(page);
  await screens(page, 'api-keys-shown-once');
  // A stray Escape does not lose the key: the modal asks, and staying keeps the key on screen.
  await page.keyboard.press('Escape');
  const leave = modal(page, 'confirmation');
  await expect(leave).toContainText('Close without the key?');
  await expectAccessible(page);
  await screens(page, 'api-keys-shown-once-leave');
  await leave.getByRole('button', { name: 'Back to the key' }).click();
  await expect(leave).toBeHidden();
  await expect(dialog.getByTestId('api-key-value')).toHaveText(shown);
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  await dialog.getByLabel('I have stored it').check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The list shows its start, never the key.
  const row = page.getByRole('listitem', { name: 'Shop sync' });
  await expect(row.getByTestId('api-key-start')).toHaveText(`${shown.slice(0, 14)}…`);
  await expect(page.getByText(shown)).toHaveCount(0);
  await expectAccessible(page);
  await screens(page, 'api-keys-list');

  // The key speaks for the brand on the public API.
  const me = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${copied}` } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { team: { brandName: string } }).team.brandName).toBe(brand.brandName);
  expect(me.headers()['ratelimit-limit']).toBeTruthy();

  // Roll offers the overlap choice (opened and cancelled here).
  await row.getByRole('button', { name: 'Roll the key Shop sync' }).click();
  const roll = modal(page, 'rollApiKey');
  await expect(roll.getByRole('radio', { name: 'For 1 day' })).toBeChecked();
  await expectAccessible(page);
  await screens(page, 'api-keys-roll');
  await roll.getByRole('button', { name: 'Cancel' }).click();
  await expect(roll).toBeHidden();

  // Revoke, confirmed: the very next call is refused.
  await row.getByRole('button', { name: 'Revoke the key Shop sync' }).click();
  const confirm = modal(page, 'confirmation');
  await expect(confirm).toContainText('stops working at once');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  const refused = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${copied}` } });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('api_key.revoked');
  await screens(page, 'api-keys-revoked');

  // The developers page: a quick start and the reference.
  await page.goto('/developers');
  await expect(page.getByRole('heading', { name: 'Plaudit API for developers', level: 1 })).toBeVisible();
  await expect(page.getByText('GET /api/v1/products/{productId}')).toBeVisible();
  // The rate limit it states is the one the server sends in RateLimit-Limit.
  await expect(page.getByText(`Each key may make ${me.headers()['ratelimit-limit']} calls a minute`)).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'api-keys-developers');

  // In German: the list and the create modal.
  await page.evaluate(() => localStorage.setItem('plaudit.language', 'de'));
  await page.goto('/dashboard/creator/api-keys');
  await expect(page.getByRole('heading', { name: 'API-Schlüssel', level: 1 })).toBeVisible();
  await expect(page.getByText('Widerrufen', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'API-Schlüssel erstellen' }).first().click();
  const german = modal(page, 'createApiKey');
  await german.getByRole('radio', { name: 'Nie' }).check();
  await expect(german.getByRole('alert')).toContainText('nie abläuft');
  await expectAccessible(page);
  await screens(page, 'api-keys-create-de');
});
