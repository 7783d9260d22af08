import { expect, test } from '@playwright/test';
import {
  createVerifiedPerson,
  expectOnLoginPage,
  expectSignedInAs,
  isResetMail,
  screens,
  signIn,
  tokenLinkFrom,
  waitForMail,
} from './support/app.js';
import { expectAccessible } from './support/a11y.js';

// Journey (d): forgot password → the reset link from the mailbox → a new password → sign in with it.
test('a forgotten password is reset through the emailed link', async ({ page, request }) => {
  const person = await createVerifiedPerson(request, 'pw');
  const newPassword = `${person.password}-new`;

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password/);
  // The router keeps the login page on screen while the next page's chunk loads: wait for the new page itself.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await expectAccessible(page);
  await screens(page, 'forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();

  const link = tokenLinkFrom(await waitForMail(request, person.email, isResetMail));
  expect(link).toMatch(/^\/auth\/reset-password\?token=/);
  await page.goto(link);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await expectAccessible(page);
  await screens(page, 'reset-password');
  await page.getByRole('button', { name: 'Reset password' }).click();

  // The reset screen sends us to the login page itself.
  await expectOnLoginPage(page);
  await expect(page.getByText('Your password was reset. Please sign in.')).toBeVisible();
  await signIn(page, { email: person.email, password: newPassword });
  await expectSignedInAs(page, person);

  // The old password no longer works, and the link works only once.
  const old = await request.post('/api/auth/signIn', { data: { email: person.email, password: person.password } });
  expect(old.status()).toBe(401);
  const again = await request.post('/api/auth/reset-password', {
    data: { token: new URL(link, 'http://x').searchParams.get('token'), newPassword: 'another-password' },
  });
  expect(again.ok()).toBe(false);
});
