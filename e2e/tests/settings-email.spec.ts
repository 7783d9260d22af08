import { expect, test } from '@playwright/test';
import { codeFrom, createVerifiedPerson, screens, tokenLinkFrom, waitForMail } from './support/app.js';
import { dialogNamed, signInTo } from './support/settings.js';
import { expectAccessible } from './support/a11y.js';

// Journey: change the email address with the code sent to the new one; the old address's link then takes the
// account back.

test('change email with the code, then take it back from the old address', async ({ page, request }) => {
  const person = await createVerifiedPerson(request, 'mail');
  const newEmail = `moved-${Date.now().toString(36)}@example.com`;
  await signInTo(page, person, '/settings/profile');
  await expect(page.getByTestId('settings-email')).toHaveText(person.email);

  await page.getByRole('button', { name: 'Change email' }).click();
  const modal = dialogNamed(page, 'Change email');
  await modal.getByLabel('New email address').fill(person.email);
  await modal.getByRole('button', { name: 'Send code' }).click();
  await expect(modal.getByText('This is already your email address')).toBeVisible();
  await modal.getByLabel('New email address').fill(newEmail);
  await modal.getByRole('button', { name: 'Send code' }).click();
  await expect(modal.getByText(/We sent a 6-character code to mo\*\*\*@ex\*\*\*\.com/)).toBeVisible();
  await expect(modal.getByText(/The code expires at/)).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'settings-change-email-code');

  await modal.getByLabel('Code').fill('ZZZZZ9');
  await modal.getByRole('button', { name: 'Change email' }).click();
  await expect(modal.getByText('The code is not correct')).toBeVisible();
  await expect(modal.getByText('4 attempts left.')).toBeVisible();

  const code = codeFrom(await waitForMail(request, newEmail, (m) => /new Plaudit email/i.test(m.subject)));
  await modal.getByLabel('Code').fill(code);
  await modal.getByRole('button', { name: 'Change email' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await expect(page.getByTestId('settings-email')).toHaveText(newEmail);

  // The old address got a notice with a link that takes the account back.
  const notice = await waitForMail(request, person.email, (m) => /being changed/i.test(m.subject));
  await page.goto(tokenLinkFrom(notice));
  await expect(page.getByRole('heading', { name: 'Not you?' })).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'email-change-revert');
  await page.getByRole('button', { name: 'Cancel the change' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is back' })).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'email-change-reverted');
  // Every session ended: the settings now ask for a sign-in, and the old address works again.
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('settings-email')).toHaveText(person.email);
});
