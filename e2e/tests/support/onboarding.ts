import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts.js';
import {
  apiSession,
  codeFrom,
  createVerifiedPerson,
  fillRegisterForm,
  isVerificationMail,
  screens,
  signIn,
  uniqueId,
  waitForMail,
  type Person,
} from './app.js';
import { expectAccessible } from './a11y.js';

// Steps of the partner registration flow and of the admin's review, by their accessible names.

/** SELECT_TYPE → BASIC_INFO → EMAIL_VERIFICATION, ending on the details step of `type`. */
export async function registerAsPartner(
  page: Page,
  request: APIRequestContext,
  p: Person,
  type: 'Creator' | 'YouTuber',
  shots: string,
) {
  await page.goto('/auth/register/partner');
  await expect(page.getByRole('heading', { name: 'I am a' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeDisabled(); // Until a type is chosen
  await expect(page.getByRole('link', { name: /Not a creator or YouTuber/ })).toHaveAttribute('href', '/auth/register');
  await expectAccessible(page);
  await screens(page, `${shots}-1-select-type`);
  await page.getByRole('radio', { name: type }).click();
  await expect(next).toBeEnabled();
  await next.click();

  await expect(page.getByRole('heading', { name: `Register as a ${type}` })).toBeVisible();
  await fillRegisterForm(page, p);
  await expectAccessible(page);
  await screens(page, `${shots}-2-basic-info`);
  // Creators see Next instead of Register.
  await page.getByRole('button', { name: type === 'Creator' ? 'Next' : 'Register', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'OTP verification' })).toBeVisible();
  const code = codeFrom(await waitForMail(request, p.email, isVerificationMail));
  await page.getByLabel('Verification code').fill(code);
  await expectAccessible(page);
  await screens(page, `${shots}-3-otp`);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { name: `${type} details` })).toBeVisible();
}

/** A creator profile handle nobody has: unique per run, so it is free on any server. */
export const freeProfileHandle = (prefix: string) => `${prefix}${uniqueId()}`;

/** A profile handle another creator has claimed (their application, made through the API, is pending). */
export async function claimedProfileHandle(request: APIRequestContext): Promise<string> {
  const handle = freeProfileHandle('taken');
  const owner = await createVerifiedPerson(request, 'own');
  const session = await apiSession(request, owner);
  const res = await request.post('/api/auth/creator/signUp', {
    headers: session.headers,
    data: { brandName: `Taken ${handle}`, website: 'https://taken.example', creatorProfile: handle },
  });
  expect(res.status(), await res.text()).toBe(200);
  await session.signOut();
  return handle;
}

export async function signInAsAdmin(page: Page) {
  await page.goto('/auth/login');
  await signIn(page, E2E_ADMIN);
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** Opens the application named `name` from /admin/verifications (the queue shows PENDING first; `anyStatus` widens it). */
export async function openApplication(page: Page, name: string, { anyStatus = false } = {}) {
  await page.goto('/admin/verifications');
  await expect(page.getByRole('heading', { name: 'Verifications' })).toBeVisible();
  if (anyStatus) {
    await page.getByLabel('Status', { exact: true }).first().click();
    await page.getByRole('option', { name: 'All' }).click();
  }
  // The list's own search field, not the header's site search (also labelled "Search").
  await page.getByRole('main').getByLabel('Search').fill(name);
  const row = page.getByRole('button', { name: `Review ${name}` });
  await expect(row).toBeVisible();
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Admin verification' });
  await expect(dialog).toBeVisible();
  return dialog;
}
