import { expect, test } from '@playwright/test';
import { newDevice, newPerson, screens, uniqueId, waitForMail } from './support/app.js';
import { openApplication, registerAsPartner, signInAsAdmin } from './support/onboarding.js';
import { expectAccessible } from './support/a11y.js';

// Journey: a YouTuber registers with a channel, the admin rejects the application, and the YouTuber sees it.
test('a YouTuber registers, is rejected and sees it', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const person = newPerson('ytb');
  const pageName = `Tech Talk ${uniqueId()}`;
  await registerAsPartner(page, request, person, 'YouTuber', 'youtuber');

  const submit = page.getByRole('button', { name: 'Submit for verification' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Page name').fill(pageName);
  await page.getByLabel('YouTube channel URL').fill('https://www.youtube.com/watch?v=abc');
  await expect(page.getByText('Enter a valid YouTube channel URL')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectAccessible(page);
  await screens(page, 'youtuber-4-details-invalid');
  await page.getByLabel('YouTube channel URL').fill('https://www.youtube.com/@techtalk');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Your profile is under review')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'youtuber-5-under-review');

  const admin = await newDevice(browser);
  await signInAsAdmin(admin.page);
  await admin.page.goto('/admin/verifications');
  await admin.page.locator('label[for$="-YOUTUBER"]').click();
  await expect(admin.page.getByRole('radio', { name: 'YouTuber' })).toBeChecked();
  await expectAccessible(admin.page);
  await screens(admin.page, 'admin-3-youtuber-queue');
  const dialog = await openApplication(admin.page, pageName);
  await expect(dialog.getByRole('link', { name: 'https://www.youtube.com/@techtalk' })).toBeVisible();
  await dialog.getByLabel(/Message to the applicant/).fill('This channel has no product reviews yet.');
  await dialog.getByLabel(/Rule it breaks/).selectOption('MISLEADING');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.page.getByText('Application rejected. The applicant was told by email.')).toBeVisible();
  await admin.context.close();
  const mail = await waitForMail(request, person.email, (m) => /rejected/.test(m.subject));
  expect(mail.text).toContain('This channel has no product reviews yet.');

  await page.goto('/auth/register/partner');
  await expect(page.getByRole('heading', { name: 'Profile verification' })).toBeVisible();
  await expect(page.getByText('Your application was rejected')).toBeVisible();
  await expect(page.getByText('This channel has no product reviews yet.')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'youtuber-6-rejected');
  await page.getByRole('button', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
