import { expect, test } from '@playwright/test';
import { newDevice, newPerson, screens, uniqueId, waitForMail } from './support/app.js';
import {
  claimedProfileHandle,
  freeProfileHandle,
  openApplication,
  registerAsPartner,
  signInAsAdmin,
} from './support/onboarding.js';
import { expectAccessible } from './support/a11y.js';

// Journey: a creator registers and claims a free brand profile, sees 'under review'; the admin asks for
// more information in /admin; the creator sees the message and resubmits; the admin approves; the creator lands
// on /dashboard/creator.
test('a creator claims a profile, is asked for more information, resubmits and is approved', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const person = newPerson('crt');
  const brand = `Acme ${uniqueId()}`;
  const taken = await claimedProfileHandle(request);
  const handle = freeProfileHandle('acme');
  await registerAsPartner(page, request, person, 'Creator', 'creator');

  // CREATOR_DETAILS: a claimed profile blocks the submit and offers help; an unclaimed one is available.
  const submit = page.getByRole('button', { name: 'Submit for verification' });
  await expect(submit).toBeDisabled(); // untouched
  await page.getByLabel('Brand name').fill(brand);
  await page.getByLabel('Website').fill('https://acme.example');
  await page.getByLabel('Creator profile').fill(taken.toUpperCase()); // the check ignores case
  await expect(page.getByText('Checking availability…')).toBeVisible();
  await expect(page.getByText('already claimed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Get help with a claimed profile/ })).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectAccessible(page);
  await screens(page, 'creator-4-details-claimed');

  // 'not here? click here' opens the brand request in the modal stack.
  await page.getByRole('button', { name: 'Click here' }).click();
  const requestDialog = page.getByRole('dialog', { name: 'Tell us about your brand' });
  await expect(requestDialog).toBeVisible();
  await requestDialog.getByLabel('Brand name').fill('Hooli');
  await expectAccessible(page);
  await screens(page, 'creator-5-brand-request');
  await requestDialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Thank you! We will add your brand and let you know.')).toBeVisible();
  await expect(requestDialog).toBeHidden();

  await page.getByLabel('Creator profile').fill(handle);
  await expect(page.getByText('This profile is available')).toBeVisible();
  await expect(submit).toBeEnabled();
  await expectAccessible(page);
  await screens(page, 'creator-6-details-available');
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Profile verification' })).toBeVisible();
  await expect(page.getByText('Your profile is under review')).toBeVisible();
  await expect(page.getByText(/The outcome comes to you by email/)).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'creator-7-under-review');

  // The admin asks for more information.
  const admin = await newDevice(browser);
  await signInAsAdmin(admin.page);
  let dialog = await openApplication(admin.page, brand);
  await expect(dialog.getByText(person.email)).toBeVisible();
  await expect(dialog.getByText(handle, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Needs more info' })).toBeDisabled();
  await dialog.getByLabel(/Message to the applicant/).fill('Please use your official company website.');
  await expectAccessible(admin.page);
  await screens(admin.page, 'admin-1-review');
  await dialog.getByRole('button', { name: 'Needs more info' }).click();
  await expect(admin.page.getByText('More information requested. The applicant was told by email.')).toBeVisible();
  const asked = await waitForMail(request, person.email, (m) => /needs more information/.test(m.subject));
  expect(asked.text).toContain('Please use your official company website.');

  // The creator opens the flow again: VERIFICATION, with the reviewer's message; edits and resubmits.
  await page.goto('/auth/register/partner');
  await expect(page.getByText('We need more information')).toBeVisible();
  await expect(page.getByLabel('Message from the reviewer')).toContainText('Please use your official company website.');
  await expectAccessible(page);
  await screens(page, 'creator-8-needs-more-info');
  await page.getByRole('button', { name: 'Edit and resubmit' }).click();
  await expect(page.getByRole('heading', { name: 'Creator details' })).toBeVisible();
  await expect(page.getByLabel('Brand name')).toHaveValue(brand);
  await expect(page.getByLabel('Creator profile')).toHaveValue(handle);
  const resubmit = page.getByRole('button', { name: 'Resubmit for verification' });
  await expect(resubmit).toBeDisabled(); // unchanged
  await page.getByLabel('Website').fill('https://www.acme-official.example');
  await expectAccessible(page);
  await screens(page, 'creator-9-resubmit');
  await resubmit.click();
  await expect(page.getByText('Your profile is under review')).toBeVisible();

  // The admin sees the new round and approves it.
  dialog = await openApplication(admin.page, brand);
  await expect(dialog.getByRole('link', { name: 'https://www.acme-official.example' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.page.getByText('Application approved. The applicant was told by email.')).toBeVisible();
  await admin.page.getByLabel('Status', { exact: true }).first().click();
  await admin.page.getByRole('option', { name: 'Approved' }).click();
  await expect(admin.page.getByRole('button', { name: `Review ${brand}` })).toBeVisible();
  await expectAccessible(admin.page);
  await screens(admin.page, 'admin-2-approved-list');

  // The creator is verified and goes on to the dashboard.
  await page.goto('/auth/register/partner');
  await expect(page.getByText('Your profile is verified')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'creator-10-verified');
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/creator$/);
  await expect(page.getByRole('heading', { name: brand })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'creator-11-dashboard');

  // 'temporary lock creator': the admin locks the team indefinitely; the creator sees 'profile blocked'.
  dialog = await openApplication(admin.page, brand, { anyStatus: true });
  await dialog.getByRole('button', { name: 'Lock creator' }).click();
  const lock = admin.page.getByRole('dialog', { name: `Temporary lock: ${brand}` });
  await expect(lock).toBeVisible();
  await expect(lock.getByLabel('Locked until')).toBeVisible(); // until a date is the default
  await lock.getByLabel('Indefinitely (until lifted)').check();
  await lock.getByLabel(/Rule it breaks/).selectOption('NOT_GENUINE');
  await lock.getByLabel('Reason (optional)').fill('Reported for fake reviews');
  await expectAccessible(admin.page);
  await screens(admin.page, 'admin-4-lock');
  await lock.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(admin.page.getByText('The creator is locked.')).toBeVisible();
  await admin.context.close();

  await page.goto('/auth/register/partner');
  await expect(page.getByRole('heading', { name: 'Profile blocked' })).toBeVisible();
  await expect(page.getByText('Your profile is blocked. Please contact support.')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'creator-12-blocked');
});
