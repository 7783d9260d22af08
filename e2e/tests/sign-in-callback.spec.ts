import { expect, test } from '@playwright/test';
import {
  createVerifiedPerson,
  expectOnLoginPage,
  expectSignedInAs,
  screens,
  signIn,
  signOutViaHeader,
} from './support/app.js';
import { expectAccessible } from './support/a11y.js';

// Journey (b): sign out → a protected page sends you to the login page with callbackUrl → sign in → back there.
test('signing in from a protected page returns to it through callbackUrl', async ({ page, request }) => {
  const person = await createVerifiedPerson(request, 'cb');

  await page.goto('/auth/login');
  await expectAccessible(page);
  await screens(page, 'login');
  await signIn(page, person);
  await expectSignedInAs(page, person);

  await signOutViaHeader(page);
  await expect(page.getByRole('link', { name: /not you\? log out/i })).toHaveCount(0);

  await page.goto('/settings/sessions');
  await expectOnLoginPage(page, '/settings/sessions');
  await expectAccessible(page);
  await screens(page, 'login-with-callback');

  await signIn(page, person);
  await expect(page).toHaveURL(/\/settings\/sessions$/);
  await expectSignedInAs(page, person);
  await expect(page.getByText('This device')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'settings-sessions');
});

test('callbackUrl only ever leads to a path on this site', async ({ page, request }) => {
  const person = await createVerifiedPerson(request, 'cbx');
  await page.goto('/auth/login?callbackUrl=https%3A%2F%2Fevil.example%2Fphish');
  await signIn(page, person);
  await expectSignedInAs(page, person);
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
});
