import { expect, test, type Page } from '@playwright/test';
import { approveTeams, E2E_ADMIN, signInToAdminUsers } from './support/admin.js';
import { expectAccessible } from './support/a11y.js';
import { apiSignIn, apiSignOut, createVerifiedPerson, openDrawnPage } from './support/app.js';
import { signInTo } from './support/settings.js';

// What a careful user tripped over at 390 and 1280 px: tabs cut off the edge, a nav that pushed every admin page
// below the first screen, screens all titled "Plaudit", unnamed buttons and a creator nav of tabs without panels.

const PHONE = { width: 390, height: 844 };

test.describe.configure({ timeout: 180_000 });

/** The title the tab shows once the page has settled on it. */
const expectTitle = (page: Page, title: string) => expect(page).toHaveTitle(title);

test('public screens at 390 px: the search tabs fit, the header links the trophies, its search overlay is named', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openDrawnPage(page, '/search?q=a');
  await expect(page.getByRole('tab', { name: /YouTubers/ })).toBeInViewport({ ratio: 1 });

  await page.getByRole('link', { name: 'Trophies' }).first().click();
  await expect(page).toHaveURL(/\/trophies$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Trophies' })).toBeInViewport({ ratio: 1 });

  await page.getByRole('button', { name: 'Open search' }).click();
  const overlay = page.getByRole('dialog');
  await expect(overlay).toBeVisible();
  await expectAccessible(page);
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toBeHidden();

  // Language and colour scheme share one menu on a phone.
  await page.getByRole('button', { name: 'Language and appearance' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Trophäen' })).toBeVisible();
  await page.getByRole('button', { name: 'Sprache und Darstellung' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Trophies' })).toBeVisible();
});

test('every screen names itself in the tab', async ({ page, request }) => {
  for (const [path, title] of [
    ['/auth/login', 'Sign in · Plaudit'],
    ['/auth/register', 'Create your account · Plaudit'],
    ['/auth/forgot-password', 'Forgot password · Plaudit'],
    ['/terms', 'Terms of service · Plaudit'],
    ['/no-such-page', 'Page not found · Plaudit'],
  ] as const) {
    await page.goto(path);
    await expectTitle(page, title);
  }
  const person = await createVerifiedPerson(request, 'title');
  await signInTo(page, person, '/settings/profile');
  await expectTitle(page, 'Profile settings · Plaudit');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Security' }).first().click();
  await expectTitle(page, 'Security settings · Plaudit');
  // An admin page a person may not see answers "Page not found", in the tab too (not the route's "Users · Admin").
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expectTitle(page, 'Page not found · Plaudit');
});

test('settings at 390 px: every pill is on screen whichever page is open', async ({ page, request }) => {
  const person = await createVerifiedPerson(request, 'pills');
  await signInTo(page, person, '/settings/reviews');
  await page.setViewportSize(PHONE);
  const nav = page.getByRole('navigation', { name: 'Settings' });
  await expect(nav.getByRole('link', { name: 'My reviews' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Profile', 'Security', 'Notifications', 'Sessions', 'My reviews']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
});

test('the admin area: content on the first screen at 390 px, the calendar and the jobs table pass axe', async ({ page }) => {
  await signInToAdminUsers(page, E2E_ADMIN);
  await expectTitle(page, 'Users · Admin · Plaudit');
  await page.setViewportSize(PHONE);
  const heading = page.getByRole('heading', { name: 'Users', level: 1 });
  await expect(heading).toBeInViewport();
  expect((await heading.boundingBox())!.y, 'the page starts within the first screen').toBeLessThan(300);
  // The folded navigation names the current page and opens the links.
  const menu = page.getByRole('button', { name: 'Admin: Users' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await expectTitle(page, 'Jobs · Admin · Plaudit');
  await expect(page.getByRole('button', { name: 'Admin: Jobs' })).toHaveAttribute('aria-expanded', 'false');
  // Its tables scroll sideways on a phone: the scroll box takes focus (axe: scrollable-region-focusable).
  await expectAccessible(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('.mantine-DatePickerInput-input').first().click();
  const previous = page.getByRole('button', { name: 'Previous month' });
  await expect(previous).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  await expectAccessible(page);
});

test('the creator area: its navigation is links, and an arrow key does not leave the page', async ({ page, request }) => {
  const person = await createVerifiedPerson(request, 'navc');
  const tokens = await apiSignIn(request, person);
  const headers = { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId };
  const brand = `Navlink ${Date.now().toString(36)}`;
  const handle = `nav${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await request.post('/api/auth/creator/signUp', { headers, data: { brandName: brand, website: 'https://brand.example', creatorProfile: handle } });
  expect(res.status(), await res.text()).toBe(200);
  await apiSignOut(request, tokens);
  await approveTeams(request, [brand]);
  await signInTo(page, person, '/dashboard/creator');
  const nav = page.getByRole('navigation', { name: 'Team pages' });
  await expect(page.getByRole('tab')).toHaveCount(0);
  const overview = nav.getByRole('link', { name: 'Overview' });
  await expect(overview).toHaveAttribute('aria-current', 'page');
  await overview.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/dashboard\/creator$/);
  await expectTitle(page, 'Creator dashboard · Plaudit');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Brand settings' })).toBeFocused();
});
