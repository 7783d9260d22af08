import { expect, test } from '@playwright/test';
import { createVerifiedPerson, screens } from './support/app.js';
import { dialogNamed, SAMPLE_PNG, signInTo } from './support/settings.js';
import { expectAccessible } from './support/a11y.js';

// Journey: the profile settings: upload and crop a picture and see it in the header, edit the name and username
// (the header follows at once), switch the interface language through the profile, and the notification flags.

test('profile: picture, name, username, language and notifications', async ({ page, request }) => {
  const person = await createVerifiedPerson(request, 'prof');
  await signInTo(page, person, '/settings/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete picture' })).toBeDisabled();
  await expectAccessible(page);
  await screens(page, 'settings-profile');

  // Picture: the image upload modal, crop with zoom (keyboard on the slider), save, and the header shows it.
  await page.getByRole('button', { name: 'Upload picture' }).click();
  const modal = dialogNamed(page, 'Upload picture');
  await expect(modal).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'settings-image-upload-pick');
  await modal
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
  await expect(modal.getByRole('group', { name: /crop area/i })).toBeVisible();
  const zoom = modal.getByRole('slider');
  await zoom.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(zoom).not.toHaveAttribute('aria-valuenow', '1');
  await modal.getByRole('group', { name: /crop area/i }).focus();
  await page.keyboard.press('ArrowLeft');
  await expectAccessible(page);
  await screens(page, 'settings-image-upload-crop');
  await modal.getByRole('button', { name: 'Save picture' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Your profile picture was updated.')).toBeVisible();
  const headerAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /\/api\/files\/[A-Za-z0-9_-]+\.webp$/);
  const src = await headerAvatar.getAttribute('src');
  const served = await request.get(src!);
  expect(served.headers()['content-type']).toBe('image/webp');
  await expect(page.getByRole('button', { name: 'Delete picture' })).toBeEnabled();

  // Names: the header follows at once.
  await page.getByLabel('First name').fill('Renamed');
  await page.getByLabel('Last name').fill('Person');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Renamed Person', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Your name was saved.')).toBeVisible();

  // Username: the message, then a good one.
  const username = page.getByLabel('Username');
  await username.fill('no spaces!');
  await username.blur();
  await expect(page.getByText('Username can only contain letters, numbers, and underscores')).toBeVisible();
  await username.fill(`${person.username.slice(0, 14)}_x`);
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByText('Your username was saved.')).toBeVisible();

  // Delete the picture again (confirmation on the modal stack).
  await page.getByRole('button', { name: 'Delete picture' }).click();
  await dialogNamed(page, 'Delete your profile picture?').getByRole('button', { name: 'Delete picture' }).click();
  await expect(page.getByText('Your profile picture was deleted.')).toBeVisible();
  await expect(headerAvatar).toHaveCount(0);

  // Language: saved on the profile, and the interface switches to German.
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'settings-profile-de');
  await page.getByRole('combobox', { name: 'Sprache' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  // Notifications, through the settings navigation.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  const desktop = page.getByRole('switch', { name: 'Desktop notifications' });
  await expect(desktop).not.toBeChecked();
  await desktop.click();
  await expect(desktop).toBeChecked();
  await expect(page.getByText('Notification settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Desktop notifications' })).toBeChecked();
  await expectAccessible(page);
  await screens(page, 'settings-notifications');

  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'settings-security');
});
