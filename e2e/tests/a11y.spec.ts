import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { approveTeams, E2E_ADMIN, modal, openUser, signInToAdminUsers } from './support/admin.js';
import { expectAccessible } from './support/a11y.js';
import {
  apiSignIn,
  apiSignOut,
  createVerifiedPerson,
  fillRegisterForm,
  fullName,
  newDevice,
  newPerson,
  openDrawnPage,
  SCREENS_DIR,
  type Person,
} from './support/app.js';
import { signInTo } from './support/settings.js';

// Every screen, for every role that sees it, at 1280 and 390 px, passes axe-core's WCAG 2.2 AA rules.
// The people are made through the API (the admin comes from the admin journeys' helper).

const WIDTHS = [
  [1280, 800],
  [390, 844],
] as const;

/** The labels of visible buttons that do not fit (cut or ellipsed), e.g. "Appro" for "Approve" at 390 px. */
async function cutButtonLabels(page: Page): Promise<string[]> {
  return page
    .locator('.mantine-Button-label:visible')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent ?? ''));
}

/** Waits for `ready` and checks the screen at both widths (with a screenshot of each, for a human look). */
async function screen(page: Page, name: string, ready: Locator): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await expect(ready).toBeVisible();
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await expect(ready).toBeVisible();
    await expectAccessible(page);
    expect(await cutButtonLabels(page), `buttons cut at ${width} px`).toEqual([]);
    await page.screenshot({
      path: join(SCREENS_DIR, `a11y-${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

// Each screen is checked twice (two widths); a role's whole tour takes longer than one ordinary journey.
test.describe.configure({ timeout: 240_000 });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

async function authHeaders(request: APIRequestContext, p: Pick<Person, 'email' | 'password'>) {
  const tokens = await apiSignIn(request, p);
  return { tokens, headers: { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId } };
}

/** A verified person who applied as a creator for `brandName` (a PENDING application in the admin's queue). */
async function creator(request: APIRequestContext, brandName: string, { approved = false } = {}): Promise<Person> {
  const owner = await createVerifiedPerson(request, 'a11yc');
  const { tokens, headers } = await authHeaders(request, owner);
  const handle = `a11y${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await request.post('/api/auth/creator/signUp', {
    headers,
    data: { brandName, website: 'https://brand.example', creatorProfile: handle },
  });
  expect(res.status(), await res.text()).toBe(200);
  await apiSignOut(request, tokens);
  // Only APPROVED teams may invite (the workspace's invite modal); the admin's queue needs a pending one.
  if (approved) await approveTeams(request, [brandName]);
  return owner;
}

test('the public and sign-up screens are accessible', async ({ page, request }) => {
  await openDrawnPage(page, '/');
  await screen(page, 'home', page.getByRole('heading', { level: 1 }));
  await page.goto('/terms');
  await screen(page, 'terms', page.getByRole('heading', { level: 1 }));
  await page.goto('/privacy');
  await screen(page, 'privacy', page.getByRole('heading', { level: 1 }));
  await page.goto('/auth/login');
  await screen(page, 'login', page.getByRole('button', { name: 'Sign in', exact: true }));
  // Keyboard: the first Tab reaches a visible skip link that moves focus past the header.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#content')).toBeFocused();
  // A focused input shows a ring of at least 2 px, not only a 1-px border colour change.
  await page.getByLabel('Email').focus();
  const ring = await page.getByLabel('Email').evaluate((el) => ({
    style: getComputedStyle(el).outlineStyle,
    width: parseFloat(getComputedStyle(el).outlineWidth),
  }));
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  // Validation errors use the theme's error colour.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await screen(page, 'login-errors', page.getByText(/required|invalid/i).first());
  await page.goto('/auth/forgot-password');
  await screen(page, 'forgot-password', page.getByRole('heading', { level: 1 }));
  await page.goto('/auth/reset-password?token=not-a-real-token');
  await screen(page, 'reset-password', page.getByRole('heading', { level: 1 }));
  await page.goto('/invite?token=not-a-real-token');
  await screen(page, 'invite', page.getByText('This invitation does not exist.', { exact: false }));
  await page.goto('/no-such-page');
  await screen(page, 'not-found', page.getByRole('heading', { level: 1 }));
  // Dark mode: links, errors and fills read at AA there too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await screen(page, 'dark-login-errors', page.getByText(/required|invalid/i).first());
  await openDrawnPage(page, '/');
  await screen(page, 'dark-home', page.getByRole('heading', { level: 1 }));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/auth/register/partner');
  await screen(page, 'partner-select-type', page.getByRole('heading', { name: 'I am a' }));

  // A taken username is shown on its field (the API's 409 names the field), not only in a toast.
  const existing = await createVerifiedPerson(request, 'a11yt');
  await page.goto('/auth/register');
  await fillRegisterForm(page, { ...newPerson('a11yt'), username: existing.username });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(/This username is already taken/);
  await screen(page, 'register-username-taken', page.getByText('This username is already taken').first());

  const person = newPerson('a11yr');
  await page.goto('/auth/register');
  await screen(page, 'register', page.getByRole('button', { name: 'Register', exact: true }));
  await fillRegisterForm(page, person);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await screen(page, 'register-code', page.getByLabel('Verification code'));
});

test('the settings screens of a signed-in person are accessible', async ({ page, request }) => {
  const person = await createVerifiedPerson(request, 'a11ys');
  await signInTo(page, person, '/settings/profile');
  await screen(page, 'settings-profile', page.getByLabel('Username'));
  // At 390 px every settings pill, "Decisions" included, is on screen (a row that scrolled sideways hid "Profile").
  await page.setViewportSize({ width: 390, height: 844 });
  const tabs = page.getByRole('navigation', { name: 'Settings' }).getByRole('link');
  await expect(tabs).toHaveCount(6);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  // A toast starts below the header, never over its buttons.
  await page.getByLabel('First name').fill('Erika-Marie');
  await page.getByRole('button', { name: 'Save name' }).click();
  const toast = page.locator('.mantine-Notification-root').first();
  await expect(toast).toBeVisible();
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((h) => h.getBoundingClientRect().bottom);
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings/security');
  await screen(page, 'settings-security', page.getByRole('heading', { level: 1 }));
  await page.goto('/settings/notifications');
  await screen(page, 'settings-notifications', page.getByRole('heading', { level: 1 }));
  await page.goto('/settings/sessions');
  await screen(page, 'settings-sessions', page.getByRole('heading', { level: 1 }));
  await openDrawnPage(page, '/');
  await screen(page, 'home-signed-in', page.getByText(`Erika-Marie ${person.lastName}`, { exact: true }).first());
  await page.getByRole('button', { name: /account menu/i }).click();
  await screen(page, 'account-menu', page.getByRole('menu'));
});

test('the creator workspace is accessible', async ({ page, request }) => {
  const owner = await creator(request, 'Beacon Goods', { approved: true });
  await signInTo(page, owner, '/dashboard/creator');
  await screen(page, 'creator-dashboard', heading(page, 'Beacon Goods'));
  await page.goto('/dashboard/creator/settings');
  await screen(page, 'creator-settings', page.getByRole('button', { name: 'Save brand settings' }));
  // A damaged picture is named as such in the crop modal, instead of an empty crop area.
  await page.getByRole('button', { name: 'Upload icon' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload icon' });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await screen(
    page,
    'creator-corrupt-image',
    upload.getByRole('alert').filter({ hasText: 'This file is damaged or is not a picture' }),
  );
  await page.keyboard.press('Escape');
  await expect(upload).toBeHidden();
  await page.goto('/dashboard/creator/members');
  await screen(page, 'creator-members', page.getByRole('button', { name: 'Invite member' }));
  await page.getByRole('button', { name: 'Invite member' }).click();
  await screen(page, 'creator-invite-modal', page.getByRole('dialog', { name: 'Invite a team member' }));
});

test('the admin area is accessible to an admin, and a moderator sees "no access" on admin-only pages', async ({
  page,
  request,
  browser,
}) => {
  const brand = `Quill ${Date.now().toString(36)}`;
  await creator(request, brand);
  const someone = await createVerifiedPerson(request, 'a11yu');
  const moderator = await createVerifiedPerson(request, 'a11ym');

  await signInToAdminUsers(page, E2E_ADMIN);
  await screen(page, 'admin-users', heading(page, 'Users'));
  const userModal = await openUser(page, someone.email, fullName(someone));
  await screen(page, 'admin-user-modal', userModal);
  await userModal.getByRole('button', { name: 'Add punishment' }).click();
  await screen(page, 'admin-add-punishment', modal(page, 'addPunishment'));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The moderator is made through the admin API.
  const { tokens, headers } = await authHeaders(request, E2E_ADMIN);
  const { tokens: modTokens } = await authHeaders(request, moderator);
  await apiSignOut(request, modTokens);
  const promote = await request.put(`/api/admin/users/${modTokens.user.id}`, { headers, data: { role: 'MOD' } });
  expect(promote.status(), await promote.text()).toBe(200);
  await apiSignOut(request, tokens);

  await page.goto('/admin');
  await screen(page, 'admin-home', page.getByRole('heading', { level: 1 }));
  await page.goto('/admin/audit');
  await screen(page, 'admin-audit', page.getByText(/^\d+ entries$/));
  // The log is in words, the target by name with a link that finds them.
  await expect(page.getByText(`changed the details of ${fullName(moderator)}`).first()).toBeVisible();
  await expect(page.getByText(/user\.update|user\.create/)).toHaveCount(0);
  await page
    .getByRole('link', { name: fullName(moderator) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/users\?search=/);
  await expect(page.getByRole('button', { name: `Open ${fullName(moderator)}` }).first()).toBeVisible();
  await page.goto('/admin/brand-requests');
  await screen(page, 'admin-brand-requests', page.getByRole('heading', { level: 1 }));
  await page.goto('/admin/verifications');
  await screen(page, 'admin-verifications', page.getByRole('button', { name: `Review ${brand}` }));
  await page.getByRole('button', { name: `Review ${brand}` }).click();
  const review = page.getByRole('dialog', { name: 'Admin verification' });
  await screen(page, 'admin-verification-modal', review);
  // At both widths every decision button shows its whole label.
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    for (const name of ['Approve', 'Needs more info', 'Reject']) {
      const label = review.getByRole('button', { name, exact: true }).locator('.mantine-Button-label');
      await expect(label).toBeVisible();
      const cut = await label.evaluate((e) => e.scrollWidth > e.clientWidth + 1);
      expect(cut, `the ${name} button's label is cut at ${width} px`).toBe(false);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const mod = await newDevice(browser);
  await signInToAdminUsers(mod.page, moderator);
  await screen(mod.page, 'mod-admin-users', heading(mod.page, 'Users'));
  for (const path of ['/admin/audit', '/admin/verifications', '/admin/brand-requests']) {
    await mod.page.goto(path);
    await screen(mod.page, `mod-no-access-${path.split('/').pop()}`, heading(mod.page, 'No access'));
    await expect(mod.page.getByText('Page not found')).toHaveCount(0);
  }
  await mod.context.close();
});
