import { expect, test } from '@playwright/test';
import {
  codeFrom,
  createVerifiedPerson,
  expectSignedInAs,
  screens,
  signIn,
  signOutViaHeader,
  waitForMail,
} from './support/app.js';
import { dialogNamed, signInTo } from './support/settings.js';
import { expectAccessible } from './support/a11y.js';

// Journey: change the password with the mailed code, then sign in with the new one.

test('change password with the mailed code and sign in with it', async ({ page, request }) => {
  const person = await createVerifiedPerson(request, 'pw');
  await signInTo(page, person, '/settings/security');
  await page.getByRole('button', { name: 'Change password' }).click();
  const modal = dialogNamed(page, 'Change password');
  await modal.getByLabel('Current password').fill('not-the-password');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByText('The password is not correct')).toBeVisible();
  await modal.getByLabel('Current password').fill(person.password);
  await modal.getByRole('button', { name: 'Continue' }).click();

  await expect(modal.getByLabel('Code')).toBeVisible();
  await expect(modal.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
  const code = codeFrom(await waitForMail(request, person.email, (m) => /password change code/i.test(m.subject)));
  await modal.getByLabel('New password', { exact: true }).fill('short');
  await modal.getByLabel('Confirm new password').fill('different');
  await modal.getByRole('button', { name: 'Change password' }).click();
  await expect(modal.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(modal.getByText('Passwords must match')).toBeVisible();
  await expect(modal.getByText('OTP is required')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'settings-change-password-code');

  const newPassword = `${person.password}-new`;
  await modal.getByLabel('Code').fill(code);
  await modal.getByLabel('New password', { exact: true }).fill(newPassword);
  await modal.getByLabel('Confirm new password').fill(newPassword);
  await modal.getByRole('button', { name: 'Change password' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(/Your password was changed/)).toBeVisible();

  await signOutViaHeader(page);
  await page.goto('/auth/login');
  await signIn(page, person);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, { email: person.email, password: newPassword });
  await expectSignedInAs(page, person);
});
