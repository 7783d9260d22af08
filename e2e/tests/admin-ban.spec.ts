import { expect, test } from '@playwright/test';
import {
  createVerifiedPerson,
  expectOnLoginPage,
  expectSignedInAs,
  fullName,
  newDevice,
  screens,
  signIn,
} from './support/app.js';
import { adminName, E2E_ADMIN, modal, openUser, pickNextMonth15th, signInToAdminUsers } from './support/admin.js';
import { expectAccessible } from './support/a11y.js';

// Journey: the admin (ADMIN_EMAIL of the e2e server) finds a person in /admin/users and bans them until a date; the
// person's open browser is
// sent to the login page at its next action and their sign-in shows the ban info; the admin lifts the ban from
// the punishment history and the person signs in again. The audit log shows both steps.

test('an admin bans a person until a date, the person is locked out, the admin lifts it', async ({
  browser,
  request,
}) => {
  const person = await createVerifiedPerson(request, 'ban');
  const name = fullName(person);
  const victim = await newDevice(browser);
  await victim.page.goto('/auth/login');
  await signIn(victim.page, person);
  await expectSignedInAs(victim.page, person);

  const admin = await newDevice(browser);
  await signInToAdminUsers(admin.page, E2E_ADMIN);
  await expectAccessible(admin.page);
  await screens(admin.page, 'admin-users');

  const userModal = await openUser(admin.page, person.email, name);
  await expect(userModal.getByRole('button', { name: 'Password Reset' })).toBeVisible();
  await expect(userModal.getByRole('button', { name: 'Save' })).toBeVisible();
  await expectAccessible(admin.page);
  await screens(admin.page, 'admin-user-modal');

  await userModal.getByRole('button', { name: 'Add punishment' }).click();
  const add = modal(admin.page, 'addPunishment');
  await expect(add).toBeVisible();
  await expect(add.getByRole('button', { name: 'Back' })).toBeVisible(); // stacked over the user modal
  await add.getByText('Ban', { exact: true }).click();
  await add.getByLabel(/Rule it breaks/).selectOption('NOT_GENUINE');
  await add.getByLabel('Reason').fill('Selling fake reviews');
  await pickNextMonth15th(admin.page, add.getByLabel('Until'));
  await expect(add.getByLabel('Until')).not.toHaveText('');
  await add.getByLabel('Comment').fill('Three reports this week');
  await expectAccessible(admin.page);
  await screens(admin.page, 'admin-add-punishment');
  await add.getByRole('button', { name: 'Add punishment' }).click();

  const confirm = modal(admin.page, 'confirmation');
  await expect(confirm).toContainText(`Ban ${name}?`);
  await expect(confirm).toContainText('cannot sign in until');
  await confirm.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(admin.page.getByText(`Ban added for ${name}`)).toBeVisible();
  // Back on the user modal, which now shows the ban in force.
  await expect(modal(admin.page, 'editUser').getByText('Ban', { exact: true })).toBeVisible();

  // The person's open browser: the next action lands on the login page, which says the account was blocked.
  await victim.page.reload();
  await expectOnLoginPage(victim.page);
  await expect(victim.page.getByText(/your account was blocked/i)).toBeVisible();
  await signIn(victim.page, person);
  const banAlert = victim.page.getByRole('alert').filter({ hasText: 'This account is banned' });
  await expect(banAlert).toBeVisible();
  await expect(banAlert).toContainText('Reason: Selling fake reviews');
  await expect(banAlert).toContainText(/Blocked until \w{3} 15, \d{4}/);
  await expectAccessible(victim.page);
  await screens(victim.page, 'login-banned');

  // The admin lifts the ban from the history.
  await modal(admin.page, 'editUser').getByRole('button', { name: 'Punishment history' }).click();
  const history = modal(admin.page, 'punishmentHistory');
  const item = history.getByTestId('punishment-item').filter({ hasText: 'Selling fake reviews' });
  await expect(item).toContainText('In force');
  await expect(item).toContainText(`by ${await adminName(request)}`);
  await expectAccessible(admin.page);
  await screens(admin.page, 'admin-punishment-history');
  await item.getByRole('button', { name: 'Lift' }).click();
  await modal(admin.page, 'confirmation').getByRole('button', { name: 'Lift', exact: true }).click();
  await expect(admin.page.getByText('Ban lifted')).toBeVisible();
  await expect(item).toContainText('Lifted');

  // The person signs in again.
  await victim.page.goto('/auth/login');
  await signIn(victim.page, person);
  await expectSignedInAs(victim.page, person);

  // The audit log has both steps, newest first.
  await admin.page.keyboard.press('Escape');
  await admin.page.keyboard.press('Escape');
  await admin.page.goto('/admin/audit');
  await expect(admin.page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await admin.page.getByRole('combobox', { name: 'Action' }).click();
  await admin.page.getByRole('option', { name: 'Punishment lifted' }).click();
  const row = admin.page.getByTestId('audit-row').filter({ hasText: name }).first();
  await expect(row).toContainText(`lifted a punishment of ${name}`);
  await admin.page.getByRole('combobox', { name: 'Action' }).click();
  await admin.page.getByRole('option', { name: 'Punishment issued' }).click();
  await expect(admin.page.getByTestId('audit-row').filter({ hasText: name }).first()).toContainText(
    'Selling fake reviews',
  );
  await expectAccessible(admin.page);
  await screens(admin.page, 'admin-audit');

  await victim.context.close();
  await admin.context.close();
});
