import { expect, test } from '@playwright/test';
import { createVerifiedPerson, screens, signIn } from './support/app.js';
import { dialogNamed, signInTo } from './support/settings.js';
import { expectAccessible } from './support/a11y.js';

// Journey: delete the account behind a confirmation where the username is typed; signed out, and the old
// credentials no longer work.

test('delete the account', async ({ page, request }) => {
  const person = await createVerifiedPerson(request, 'del');
  await signInTo(page, person, '/settings/security');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const modal = dialogNamed(page, 'Delete your account?');
  const confirm = modal.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await modal.getByLabel('Your username').fill('someone_else');
  await expect(confirm).toBeDisabled();
  await modal.getByLabel('Your username').fill(person.username);
  await expectAccessible(page);
  await screens(page, 'settings-delete-account');
  await confirm.click();

  await expect(page.getByText('Your account was deleted. Goodbye!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page
      .getByRole('link', { name: 'Sign in' })
      .or(page.getByRole('button', { name: 'Sign in' }))
      .first(),
  ).toBeVisible();

  await page.goto('/auth/login');
  await signIn(page, person);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
