import { expect, test } from '@playwright/test';
import { createVerifiedPerson, expectSignedInAs, fullName, newDevice, screens, signIn } from './support/app.js';
import { createModerator, modal, openUser, pickNextMonth15th, signInToAdminUsers } from './support/admin.js';
import { expectAccessible } from './support/a11y.js';

// Journey: a moderator (made by the admin through the API) warns a person, who sees the warning once on their next
// visit and acknowledges
// it (it does not come back); then mutes them until a date, and the person sees a banner saying until when.

test('a moderator warns a person, who sees it once; a mute shows a banner with its end', async ({
  browser,
  request,
}) => {
  const person = await createVerifiedPerson(request, 'warn');
  const name = fullName(person);
  const user = await newDevice(browser);
  await user.page.goto('/auth/login');
  await signIn(user.page, person);
  await expectSignedInAs(user.page, person);

  const moderator = await createModerator(request);
  const mod = await newDevice(browser);
  await signInToAdminUsers(mod.page, moderator);
  // A moderator has no audit log and no admin-only actions.
  await expect(mod.page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  const userModal = await openUser(mod.page, person.email, name);
  await expect(userModal.getByLabel('Role')).toBeDisabled();
  await expect(userModal.getByText('Only admins change roles and details.')).toBeVisible();
  await expect(userModal.getByRole('button', { name: 'Password Reset' })).toHaveCount(0);
  await expect(userModal.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectAccessible(mod.page);
  await screens(mod.page, 'mod-user-modal');

  await userModal.getByRole('button', { name: 'Add punishment' }).click();
  const add = modal(mod.page, 'addPunishment');
  await expect(add.getByText('Warning', { exact: true })).toBeVisible();
  await expect(add.getByText('Mute', { exact: true })).toBeVisible();
  await expect(add.getByText('Ban', { exact: true })).toHaveCount(0);
  await add.getByLabel(/Rule it breaks/).selectOption('OFFENSIVE');
  await add.getByLabel('Reason').fill('Please keep the comments civil');
  await add.getByLabel('No end').check();
  await add.getByRole('button', { name: 'Add punishment' }).click();
  await expect(mod.page.getByText(`Warning added for ${name}`)).toBeVisible();

  // The person's next visit shows the warning once.
  await user.page.reload();
  const warning = modal(user.page, 'confirmation');
  await expect(warning).toContainText('A warning from the moderators');
  await expect(warning.getByTestId('warning-reason')).toHaveText('Please keep the comments civil');
  await expectAccessible(user.page);
  await screens(user.page, 'warning-modal');
  await warning.getByRole('button', { name: 'I understand' }).click();
  await expect(user.page.getByText('Thanks, the warning is acknowledged.')).toBeVisible();
  await expect(warning).toBeHidden();
  // Proven without a sleep: the reload's own /api/auth/me answer (the modal's only source) lists no warning, and
  // the header drawn from that same answer is on screen before we look for the modal.
  const meAfterAck = user.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/me' && res.ok());
  await user.page.reload();
  const me = (await (await meAfterAck).json()) as { warnings: unknown[] };
  expect(me.warnings).toEqual([]);
  await expectSignedInAs(user.page, person);
  await expect(user.page.getByText('A warning from the moderators')).toHaveCount(0);

  // A mute until a date: the person sees a banner saying until when.
  await modal(mod.page, 'editUser').getByRole('button', { name: 'Add punishment' }).click();
  const mute = modal(mod.page, 'addPunishment');
  await mute.getByText('Mute', { exact: true }).click();
  await mute.getByLabel(/Rule it breaks/).selectOption('SPAM');
  await mute.getByLabel('Reason').fill('Spamming links');
  await pickNextMonth15th(mod.page, mute.getByLabel('Until'));
  await mute.getByRole('button', { name: 'Add punishment' }).click();
  await expect(mod.page.getByText(`Mute added for ${name}`)).toBeVisible();
  await modal(mod.page, 'editUser').getByRole('button', { name: 'Punishment history' }).click();
  const history = modal(mod.page, 'punishmentHistory');
  await expect(history.getByTestId('punishment-item')).toHaveCount(2);
  await expect(history.getByTestId('punishment-item').first()).toContainText('Spamming links');
  await expect(history.getByTestId('punishment-item').last()).toContainText('Acknowledged');
  await expectAccessible(mod.page);
  await screens(mod.page, 'mod-punishment-history');

  await user.page.reload();
  const banner = user.page.getByTestId('mute-banner');
  await expect(banner).toContainText('You are muted');
  await expect(banner).toContainText(/cannot post until \w{3} 15, \d{4}/);
  await expect(banner).toContainText('Reason: Spamming links');
  await expectAccessible(user.page);
  await screens(user.page, 'mute-banner');

  await user.context.close();
  await mod.context.close();
});
