import { expect, test, type Page } from '@playwright/test';
import {
  createVerifiedPerson,
  expectOnLoginPage,
  expectSignedInAs,
  newDevice,
  recordApiAnswers,
  screens,
  signIn,
} from './support/app.js';
import { expectAccessible } from './support/a11y.js';

// Journey (c): one person on two devices; the first revokes the second's session on /settings/sessions; the
// second device's very next action lands on the login page, which says it was signed out on another device.

// en: 'You were signed out because this session was ended on another device.'
const SIGNED_OUT_ELSEWHERE = /signed out.*another device/i;

/** The login page says the session was ended elsewhere; on failure the message lists the device's API answers. */
async function expectSignedOutElsewhere(page: Page, answers: string[]) {
  await expectOnLoginPage(page);
  try {
    await expect(page.getByText(SIGNED_OUT_ELSEWHERE)).toBeVisible();
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\nat ${page.url()}\nAPI answers of this device:\n  ${answers.join('\n  ')}`,
    );
  }
}

/** Clicks Revoke in the one session row that is not "This device" (revoking asks no confirmation). */
async function revokeOtherSession(page: Page) {
  const others = page.locator('[data-session-id]').filter({ hasNotText: 'This device' });
  await expect(others).toHaveCount(1);
  await others.getByRole('button', { name: 'Revoke', exact: true }).click();
}

test('a session revoked from another device is sent to the login page at its next action', async ({
  browser,
  request,
}) => {
  const person = await createVerifiedPerson(request, 'rev');
  const first = await newDevice(browser);
  const second = await newDevice(browser);
  const secondAnswers = recordApiAnswers(second.page);

  for (const device of [first, second]) {
    await device.page.goto('/auth/login?callbackUrl=%2Fsettings%2Fsessions');
    await signIn(device.page, person);
    await expect(device.page).toHaveURL(/\/settings\/sessions$/);
    await expectSignedInAs(device.page, person);
  }

  // The first device sees both sessions, itself marked "This device".
  await first.page.reload();
  await expect(first.page.getByRole('button', { name: 'Revoke', exact: true })).toHaveCount(2);
  await expect(first.page.getByText('This device')).toHaveCount(1);
  await expect(first.page.getByRole('button', { name: 'Revoke all other sessions' })).toBeVisible();
  await expectAccessible(first.page);
  await screens(first.page, 'settings-sessions-two-devices');

  await revokeOtherSession(first.page);
  await expect(first.page.getByRole('button', { name: 'Revoke', exact: true })).toHaveCount(1);
  await expectSignedInAs(first.page, person);

  // The second device's next action (a reload here) ends on the login page with the reason.
  await second.page.reload();
  await expectSignedOutElsewhere(second.page, secondAnswers);
  await expectAccessible(second.page);
  await screens(second.page, 'login-signed-out-elsewhere');

  // The first device is untouched.
  await first.page.reload();
  await expectSignedInAs(first.page, person);

  await first.context.close();
  await second.context.close();
});

test('the next navigation of a revoked device also ends on the login page', async ({ browser, request }) => {
  const person = await createVerifiedPerson(request, 'rev2');
  const first = await newDevice(browser);
  const second = await newDevice(browser);
  const secondAnswers = recordApiAnswers(second.page);
  for (const device of [first, second]) {
    await device.page.goto('/auth/login?callbackUrl=%2Fsettings%2Fsessions');
    await signIn(device.page, person);
    await expect(device.page).toHaveURL(/\/settings\/sessions$/);
  }
  await first.page.reload();
  await expect(first.page.getByRole('button', { name: 'Revoke', exact: true })).toHaveCount(2);
  await first.page.getByRole('button', { name: 'Revoke all other sessions' }).click();
  // Spec §4: revoking all others shows a message and signs this device out; once it has, the others are ended.
  await expect(first.page).toHaveURL(/\/auth\/login/);

  await second.page.goto('/settings/sessions');
  await expectSignedOutElsewhere(second.page, secondAnswers);

  await first.context.close();
  await second.context.close();
});

test('a reload while a call is still under way keeps the person signed in', async ({ page, request }) => {
  const person = await createVerifiedPerson(request, 'rel');
  await page.goto('/auth/login?callbackUrl=%2Fsettings%2Fprofile');
  await signIn(page, person);
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expectSignedInAs(page, person);

  // The first list of sessions is held unanswered (a slow server), and the reload cancels it: the browser hands the
  // leaving page a failure with no answer, which once ended the session the reloaded page was restoring.
  let held = false;
  const holding = new Promise<void>((resolve) => {
    void page.route('**/api/auth/sessions', async (route) => {
      if (held) return route.continue();
      held = true;
      resolve();
    });
  });
  await page.getByRole('link', { name: 'Sessions' }).first().click();
  await holding;
  await page.reload();
  await expect(page).toHaveURL(/\/settings\/sessions$/);
  await expect(page.getByText('This device')).toBeVisible();
  await expectSignedInAs(page, person);
});
