import { expect, test, type Page } from '@playwright/test';
import { approveTeams, E2E_ADMIN, signInToAdminUsers } from './support/admin.js';
import { expectAccessible } from './support/a11y.js';
import {
  apiSession,
  apiSignIn,
  apiSignOut,
  createVerifiedPerson,
  newDevice,
  openDrawnPage,
  uniqueId,
} from './support/app.js';
import { approvedBrand, LANDSCAPE, publishedProduct, uniqueCategory } from './support/catalogue.js';
import { signInTo } from './support/settings.js';

// What a careful user tripped over at 390 and 1280 px: tabs cut off the edge, a nav that pushed every admin page
// below the first screen, screens all titled "Plaudit", unnamed buttons and a creator nav of tabs without panels.

const PHONE = { width: 390, height: 844 };

test.describe.configure({ timeout: 180_000 });

/** The title the tab shows once the page has settled on it. */
const expectTitle = (page: Page, title: string | RegExp) => expect(page).toHaveTitle(title);

test('public screens at 390 px: the search tabs fit, the header links the trophies, its search overlay is named', async ({
  page,
}) => {
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

test('the admin area: content on the first screen at 390 px, the calendar and the jobs table pass axe', async ({
  page,
}) => {
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

test('the creator area: its navigation is links, and an arrow key does not leave the page', async ({
  page,
  request,
}) => {
  const person = await createVerifiedPerson(request, 'navc');
  const tokens = await apiSignIn(request, person);
  const headers = { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId };
  const brand = `Navlink ${Date.now().toString(36)}`;
  const handle = `nav${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await request.post('/api/auth/creator/signUp', {
    headers,
    data: { brandName: brand, website: 'https://brand.example', creatorProfile: handle },
  });
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

test('trophies: no badge or winner is cut at 1280 px, and the trophy page reads in dark mode', async ({
  page,
  request,
  browser,
}) => {
  // An awarded DRAW trophy with a long name, through the API.
  const brand = await approvedBrand(request, 'Layout Audio');
  const category = await uniqueCategory(request, 'layout speakers');
  const ids: string[] = [];
  for (const name of ['Bookshelf', 'Soundbar']) {
    ids.push(
      (
        await publishedProduct(request, brand, {
          name: `Layout ${name} with a long winning name ${uniqueId()}`,
          categoryId: category.id,
          pictures: [LANDSCAPE()],
        })
      ).id,
    );
  }
  const admin = await apiSession(request, E2E_ADMIN);
  const trophyCategory = await request.post('/api/admin/trophy-categories', {
    headers: admin.headers,
    data: { name: `Layout draws ${uniqueId()}`, icon: 'sparkles' },
  });
  expect(trophyCategory.status(), await trophyCategory.text()).toBe(201);
  const name = `Layout spotlight ${uniqueId()}`;
  const today = new Date().toISOString().slice(0, 10);
  const created = await request.post('/api/trophies', {
    headers: admin.headers,
    data: {
      name,
      categoryId: ((await trophyCategory.json()) as { id: string }).id,
      contentType: 'PRODUCT',
      method: 'DRAW',
      periodFrom: '2026-01-01',
      periodTo: today,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const trophyId = ((await created.json()) as { id: string }).id;
  for (const [method, path, data] of [
    ['post', 'open', undefined],
    ['put', 'candidates', { ids }],
    ['post', 'lock', undefined],
    ['post', 'award', {}],
  ] as const) {
    const res = await request[method](`/api/trophies/${trophyId}/${path}`, {
      headers: admin.headers,
      ...(data ? { data } : {}),
    });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  }
  await admin.signOut();

  await signInToAdminUsers(page, E2E_ADMIN);
  await page.goto('/admin/trophies');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  // Every badge shows its whole word ("AWARDED", "DRAW"), not "AWARD…".
  const cut = await page
    .locator('table .mantine-Badge-label')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent ?? ''));
  expect(cut, 'badges cut at 1280 px').toEqual([]);
  // The winner is on screen beside the admin navigation: the table fits its box instead of scrolling it away.
  const hidden = await row.evaluate((r) => {
    const box = r.closest('.mantine-ScrollArea-viewport');
    return box ? box.scrollWidth - box.clientWidth : 0;
  });
  expect(hidden, 'px of the admin trophy table scrolled out of sight').toBeLessThanOrEqual(1);
  await expectAccessible(page);

  // The winning brand's own list has two more badges a row (its relation, "Get badge"): none is cut there either.
  const owner = await newDevice(browser);
  await signInTo(owner.page, brand.owner, '/dashboard/creator/trophies');
  await expect(owner.page.getByRole('row').filter({ hasText: name })).toBeVisible();
  const cutForOwner = await owner.page
    .locator('table .mantine-Badge-label')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent ?? ''));
  expect(cutForOwner, "badges cut on the brand's trophy list at 1280 px").toEqual([]);
  await owner.context.close();

  const guest = await newDevice(browser);
  await guest.page.emulateMedia({ colorScheme: 'dark' });
  await openDrawnPage(guest.page, `/trophies/${trophyId}`);
  await expect(guest.page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expectTitle(guest.page, new RegExp(name));
  await expectAccessible(guest.page);
  await guest.context.close();
});
