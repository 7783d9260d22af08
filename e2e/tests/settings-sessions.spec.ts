import { expect, test } from '@playwright/test';
import { createVerifiedPerson, expectOnLoginPage, newDevice, screens, signIn } from './support/app.js';
import { expectAccessible } from './support/a11y.js';

// Journey: the sessions screen inside the settings area, reached from the header's account menu; revoking the
// session of a second browser context sends that one to the login page at its next action.

test('revoke a session open in a second browser context from the settings area', async ({ browser, request }) => {
  const person = await createVerifiedPerson(request, 'sess');
  const first = await newDevice(browser);
  const second = await newDevice(browser);
  for (const device of [second, first]) {
    await device.page.goto('/auth/login');
    await signIn(device.page, person);
    await expect(device.page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  }
  const page = first.page;
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Sessions' }).click();
  await expect(page).toHaveURL(/\/settings\/sessions$/);
  await expect(page.getByRole('button', { name: 'Revoke', exact: true })).toHaveCount(2);
  await expect(page.getByText(/just now/).first()).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'settings-sessions');

  await page
    .locator('[data-session-id]')
    .filter({ hasNotText: 'This device' })
    .getByRole('button', { name: 'Revoke', exact: true })
    .click();
  await expect(page.getByText('The session was revoked.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revoke', exact: true })).toHaveCount(1);

  await second.page.goto('/settings/notifications');
  await expectOnLoginPage(second.page);

  await first.context.close();
  await second.context.close();
});
