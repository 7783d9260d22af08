import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSession, newDevice, openDrawnPage, screens, type Person } from './support/app.js';
import { E2E_ADMIN } from './support/admin.js';
import {
  approvedBrand,
  approvedYoutuber,
  atBothWidths,
  LANDSCAPE,
  publishedProduct,
  screenAtWidth,
  uniqueCategory,
} from './support/catalogue.js';
import { signInTo } from './support/settings.js';
import { expectAccessible } from './support/a11y.js';

// An approved YouTuber's dashboard: empty at first (what to do next), then, once they have video reviews — one
// approved, one still waiting for a moderator — and a visitor has seen their page and the product, their reviews with
// status, the views of their page and of the product, and their page address. (Helpful votes need an account older
// than a day, which a journey cannot make: the server's test of the overview counts them.)

/** A video review through the API as `who`; every video review waits for a moderator. */
async function videoReview(
  request: APIRequestContext,
  who: Person,
  productId: string,
  rating: number,
): Promise<string> {
  const session = await apiSession(request, who);
  const res = await request.post(`/api/products/${productId}/reviews`, {
    headers: session.headers,
    data: { type: 'YOUTUBE', rating, title: 'On camera', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
  });
  expect(res.status(), await res.text()).toBe(201);
  await session.signOut();
  return ((await res.json()) as { id: string }).id;
}

test('a YouTuber signs in and sees their reviews, views and page address on their dashboard', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const brand = await approvedBrand(request, 'Lens Roasters');
  const category = await uniqueCategory(request, 'Camera gear');
  const tripod = await publishedProduct(request, brand, {
    name: 'Travel Tripod',
    categoryId: category.id,
    pictures: [LANDSCAPE()],
  });
  const gimbal = await publishedProduct(request, brand, {
    name: 'Pocket Gimbal',
    categoryId: category.id,
    pictures: [LANDSCAPE()],
  });
  const { person: youtuber, pageName } = await approvedYoutuber(request, 'Lens Check');

  // No reviews yet: the dashboard says what to do next, and where their page is.
  await signInTo(page, youtuber, '/dashboard/creator');
  await expect(page.getByRole('heading', { name: pageName, level: 1 })).toBeVisible();
  await expect(page.getByText('No video reviews yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Views of your page' }).getByTestId('stat-value')).toHaveText('0');
  const address = page.getByRole('link', { name: /\/youtubers\// });
  const pagePath = new URL((await address.textContent())!).pathname;
  await atBothWidths(page, async () => {
    await expectAccessible(page);
    await screenAtWidth(page, 'youtuber-dashboard-empty');
  });

  // Two video reviews: the moderators approve the tripod's; the gimbal's still waits.
  const approved = await videoReview(request, youtuber, tripod.id, 5);
  await videoReview(request, youtuber, gimbal.id, 3);
  const admin = await apiSession(request, E2E_ADMIN);
  const decided = await request.put(`/api/admin/reviews/${approved}`, {
    headers: admin.headers,
    data: { decision: 'APPROVE' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await admin.signOut();

  // A visitor opens the YouTuber's page and goes on from their review to the tripod.
  const visitor = await newDevice(browser);
  await openDrawnPage(visitor.page, pagePath);
  await expect(visitor.page.getByRole('heading', { name: pageName, level: 1 })).toBeVisible();
  await visitor.page.getByRole('link', { name: tripod.name }).first().click();
  await expect(visitor.page.getByRole('heading', { name: tripod.name, level: 1 })).toBeVisible();

  // The YouTuber: the views are there after the next rollup (every second on the journeys' server); the page does
  // not poll, so each round reloads it.
  const pageViews = page.getByRole('region', { name: 'Views of your page' });
  const productViews = page.getByRole('region', { name: 'Views of products you reviewed' });
  await expect(async () => {
    await page.reload();
    await expect(pageViews.getByTestId('stat-value')).toBeVisible({ timeout: 15_000 });
    await expect(pageViews.getByTestId('stat-value')).toHaveText('1', { timeout: 500 });
    await expect(productViews.getByTestId('stat-value')).toHaveText('1', { timeout: 500 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole('region', { name: 'Helpful votes' }).getByTestId('stat-value')).toHaveText('0');
  await expect(page.getByRole('region', { name: 'Published reviews' }).getByTestId('stat-value')).toHaveText('1');
  await expect(
    page.getByRole('region', { name: 'Published reviews' }).getByText('1 waiting for a moderator'),
  ).toBeVisible();
  const reviews = page.getByTestId('youtuber-review');
  await expect(reviews).toHaveCount(2);
  await expect(reviews.filter({ hasText: tripod.name })).toContainText('Published');
  await expect(reviews.filter({ hasText: tripod.name })).toContainText('0 helpful votes');
  await expect(reviews.filter({ hasText: tripod.name })).toContainText('1 product view in 30 days');
  await expect(reviews.filter({ hasText: gimbal.name })).toContainText('Waiting for a moderator');
  await expect(page.getByText('No video reviews yet')).toHaveCount(0);
  await atBothWidths(page, async () => {
    await expectAccessible(page);
    await screenAtWidth(page, 'youtuber-dashboard');
  });
  await screens(page, 'youtuber-dashboard-figures');

  // The page address leads to their public page.
  await address.click();
  await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
  await visitor.context.close();
});
