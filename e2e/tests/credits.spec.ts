import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, apiSignOut, createVerifiedPerson, screens, uniqueId, type Person } from './support/app.js';
import { E2E_ADMIN } from './support/admin.js';
import { dialogNamed, signInTo } from './support/settings.js';
import { expectAccessible } from './support/a11y.js';

// Credits: an owner tops up through the sandbox checkout and sees the balance, the ledger's entry in a sentence and
// the numbered receipt (a PDF); the admin grants promotional credits from /admin/credits.

async function ownerOfTeam(request: APIRequestContext, brandName: string): Promise<Person> {
  const owner = await createVerifiedPerson(request, 'cred');
  const tokens = await apiSignIn(request, owner);
  const res = await request.post('/api/auth/creator/signUp', {
    headers: { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId },
    data: { brandName, website: 'https://brand.example', creatorProfile: `credits${uniqueId()}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  await apiSignOut(request, tokens);
  return owner;
}

test('an owner tops up through the sandbox checkout and sees the balance, the entry and the receipt', async ({
  page,
  request,
}) => {
  const brandName = `Credit Co ${uniqueId()}`;
  const owner = await ownerOfTeam(request, brandName);

  // Billing details in the team settings: what the receipt is made out to.
  await signInTo(page, owner, '/dashboard/creator/settings');
  const billing = page.getByRole('region', { name: 'Billing details' });
  await billing.getByLabel('Legal name').fill(`${brandName} GmbH`);
  await billing.getByLabel('Address').fill('Hauptstr. 1, 10115 Berlin');
  await billing.getByLabel('Country').fill('1X');
  await billing.getByRole('button', { name: 'Save billing details' }).click();
  await expect(billing.getByText('Choose a country (two-letter code)')).toBeVisible();
  await billing.getByLabel('Country').fill('DE');
  await billing.getByRole('button', { name: 'Save billing details' }).click();
  await expect(page.getByText('Billing details saved.')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'team-settings-billing');

  await page.getByRole('navigation', { name: 'Team pages' }).getByRole('link', { name: 'Credits' }).click();
  await expect(page).toHaveURL(/\/dashboard\/creator\/credits$/);
  await expect(page.getByRole('heading', { name: 'Credits', level: 1 })).toBeVisible();
  await expect(page.getByTestId('credits-balance')).toHaveText('0');
  await expect(page.getByText('No entries yet')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'credits-empty');

  // The "top-up credits" modal: 500, 2,000, 10,000 or a custom amount, and its price.
  await page.getByRole('button', { name: 'Top up credits' }).click();
  const modal = dialogNamed(page, 'Top-up credits');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('top-up-price')).toHaveText('€20.00');
  await modal.getByRole('radio', { name: 'Custom' }).check();
  await modal.getByRole('textbox', { name: 'Credits', exact: true }).fill('400');
  await modal.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(modal.getByText('Top up at least 500 credits')).toBeVisible();
  await modal.getByRole('radio', { name: '10,000' }).check();
  await expect(modal.getByTestId('top-up-price')).toHaveText('€100.00');
  await expectAccessible(page);
  await screens(page, 'credits-top-up-modal');
  await modal.getByRole('button', { name: 'Continue to payment' }).click();

  // The sandbox checkout stands in for the provider's page.
  await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('checkout-amount')).toHaveText('€100.00');
  await expect(page.getByText('for 10,000 credits')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'credits-sandbox-checkout');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  const paidText = await page.getByRole('status').filter({ hasText: 'Receipt' }).innerText();
  const receipt = /R-\d{4}-\d{6}/.exec(paidText)?.[0];
  expect(receipt).toBeTruthy();
  await screens(page, 'credits-sandbox-paid');

  await page.getByRole('link', { name: 'Back to credits' }).click();
  await expect(page.getByTestId('credits-balance')).toHaveText('10,000');
  await expect(page.getByTestId('credits-available')).toHaveText('10,000');
  const entry = page.getByTestId('credit-entry').first();
  await expect(entry).toContainText(`Top-up of 10,000 credits paid (receipt ${receipt})`);
  await expect(entry).toContainText('+10,000');
  await expect(entry).toContainText(`by ${owner.firstName} ${owner.lastName}`);
  const row = page.getByTestId('top-up-row').first();
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(receipt!);

  // The receipt downloads as a PDF named for its number.
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download receipt ${receipt}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`plaudit-receipt-${receipt}.pdf`);
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  // The ledger's kind filter lives in the URL.
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Grant' }).click();
  await expect(page).toHaveURL(/kind=GRANT/);
  await expect(page.getByText('No entries match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('credit-entry').locator('visible=true')).toHaveCount(1);
  await expectAccessible(page);
  await screens(page, 'credits-after-top-up');

  // The admin grants promotional credits that expire; the owner's ledger says so.
  const admin = await page.context().browser()!.newContext();
  const adminPage = await admin.newPage();
  await signInTo(adminPage, E2E_ADMIN, '/admin/credits');
  await adminPage.getByRole('searchbox', { name: 'Search' }).fill(brandName);
  const team = adminPage.getByTestId('admin-credit-team').filter({ hasText: brandName }).locator('visible=true');
  await expect(team).toContainText('10,000');
  await expectAccessible(adminPage);
  await screens(adminPage, 'admin-credits');
  await team.getByRole('button', { name: `Grant credits to ${brandName}` }).click();
  const grant = dialogNamed(adminPage, `Grant credits to ${brandName}`);
  await grant.getByRole('textbox', { name: 'Credits', exact: true }).fill('250');
  await grant.getByLabel('Reason').fill('Launch week');
  await expectAccessible(adminPage);
  await screens(adminPage, 'admin-credits-grant');
  await grant.getByRole('button', { name: 'Grant' }).click();
  await expect(adminPage.getByText(`250 credits granted to ${brandName}`)).toBeVisible();
  await admin.close();

  await page.reload();
  await expect(page.getByTestId('credits-balance')).toHaveText('10,250');
  await expect(page.getByTestId('credit-entry').first()).toContainText(
    '250 promotional credits granted by the platform: Launch week',
  );
});
