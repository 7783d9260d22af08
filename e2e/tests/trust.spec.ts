import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiSession,
  createVerifiedPerson,
  fullName,
  newDevice,
  openDrawnPage,
  screens,
  uniqueId,
  waitForMail,
} from './support/app.js';
import { createModerator, E2E_ADMIN, openUser, signInToAdminUsers } from './support/admin.js';
import { approvedBrand, LANDSCAPE, publishedProduct, uniqueCategory } from './support/catalogue.js';
import { signInTo } from './support/settings.js';
import { expectAccessible } from './support/a11y.js';

// Journeys of trust: an admin views a person's account through support access (read-only, with the banner) and
// stops, and the person is told by mail; a removed review is appealed by its author in /settings/decisions,
// reversed by another moderator in /admin/appeals, and shows on the product page again. Screens at 1280 and 390 px,
// axe-core on each.

test('an admin views a person’s account as them, read-only, and stops', async ({ browser, request }) => {
  const person = await createVerifiedPerson(request, 'viewed');
  const name = fullName(person);
  const admin = await newDevice(browser);
  await signInToAdminUsers(admin.page, E2E_ADMIN);
  const dialog = await openUser(admin.page, person.email, name);
  await dialog.getByRole('button', { name: 'View as this user' }).click();
  await dialog.getByLabel('Reason').fill('They asked why their profile shows the wrong name');
  const started = admin.page.waitForResponse((res) => res.url().endsWith('/impersonate'));
  await dialog.getByRole('button', { name: 'Start support access' }).click();
  const answer = await started;
  expect(answer.status(), await answer.text()).toBe(200);

  const banner = admin.page.getByRole('status').filter({ hasText: 'support access' });
  await expect(banner).toContainText(`Viewing as ${name} — support access, ends in 60 min`);
  await admin.page.goto('/settings/profile');
  await expect(banner).toBeVisible();
  await expect(admin.page.getByLabel('First name')).toHaveValue(person.firstName);
  await expectAccessible(admin.page);
  await screens(admin.page, 'support-access-banner');

  await banner.getByRole('button', { name: 'Stop' }).click();
  await expect(admin.page).toHaveURL(/\/admin\/users$/);
  await expect(admin.page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(admin.page.getByText('support access, ends in')).toHaveCount(0);

  const mail = await waitForMail(request, person.email, (m) => /viewed your account/.test(m.subject));
  expect(mail.text).toContain('for: They asked why their profile shows the wrong name');
  const user = await newDevice(browser);
  await signInTo(user.page, person, '/settings/sessions');
  await expect(user.page.getByText('Support access', { exact: true })).toBeVisible();
  await screens(user.page, 'support-access-sessions');
});

/** A published product with a review by a new person, approved, then reported and removed by `remover`. */
async function removedReview(request: APIRequestContext, remover: { email: string; password: string }) {
  const brand = await approvedBrand(request, 'Appeal Roasters');
  const category = await uniqueCategory(request, 'Kettles');
  const product = await publishedProduct(request, brand, {
    name: `Appeal Kettle ${uniqueId()}`,
    categoryId: category.id,
    pictures: [LANDSCAPE()],
  });
  const author = await createVerifiedPerson(request, 'appealer');
  const writer = await apiSession(request, author);
  const written = await request.post(`/api/products/${product.id}/reviews`, {
    headers: writer.headers,
    data: { type: 'USER', rating: 2, comment: 'Boils slowly and the lid rattles, but it does not leak.' },
  });
  expect(written.status(), await written.text()).toBe(201);
  const { id } = (await written.json()) as { id: string };
  await writer.signOut();
  const mod = await apiSession(request, remover);
  const approved = await request.put(`/api/admin/reviews/${id}`, {
    headers: mod.headers,
    data: { decision: 'APPROVE' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  // A staff account reports: a person's account reports only once it is a day old.
  const reporter = await apiSession(request, await createModerator(request));
  const reported = await request.post(`/api/reviews/${id}/reports`, {
    headers: reporter.headers,
    data: { reason: 'OFFENSIVE' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  await reporter.signOut();
  const removed = await request.put(`/api/admin/reviews/${id}`, {
    headers: mod.headers,
    data: { decision: 'REMOVE', reason: 'Read as an insult of the brand', ground: 'OFFENSIVE' },
  });
  expect(removed.status(), await removed.text()).toBe(200);
  await mod.signOut();
  return { author, product, path: `/brands/${brand.creatorProfile}/${product.slug}` };
}

test('a removed review is appealed, reversed by another moderator, and shows on the product page again', async ({
  browser,
  request,
}) => {
  const firstMod = await createModerator(request);
  const { author, path } = await removedReview(request, firstMod);
  const comment = 'Boils slowly and the lid rattles, but it does not leak.';

  // The author follows the mail's link to the statement and appeals.
  const mail = await waitForMail(request, author.email, (m) => /Statement of reasons/.test(m.text));
  const link = /\/settings\/decisions\?decision=[0-9a-f-]+/.exec(mail.text)![0];
  const user = await newDevice(browser);
  await signInTo(user.page, author, '/settings/decisions');
  await user.page.goto(link);
  const card = user.page.getByRole('listitem').filter({ hasText: 'Review removed' });
  await expect(card).toContainText('Offensive: insults, harassment, threats or hate against a person or group.');
  await expect(card).toContainText('Read as an insult of the brand');
  await card.getByLabel('Why is this decision wrong?').fill('It describes the kettle; nothing in it insults anyone.');
  await expectAccessible(user.page);
  await screens(user.page, 'decisions-appeal');
  await card.getByRole('button', { name: 'Send appeal' }).click();
  await expect(card.getByText('Open', { exact: true })).toBeVisible();

  // The moderator who removed it may not decide; another one reverses it from the queue.
  const first = await newDevice(browser);
  await signInTo(first.page, firstMod, '/admin/appeals');
  await expect(first.page.getByText('You made this decision: another moderator must decide the appeal.')).toBeVisible();
  const secondMod = await createModerator(request);
  const mod = await newDevice(browser);
  await signInTo(mod.page, secondMod, '/admin/appeals');
  const detail = mod.page.getByRole('region', { name: 'The selected appeal' });
  await expect(detail).toContainText('It describes the kettle; nothing in it insults anyone.');
  await detail.getByLabel('Reason for the outcome').fill('The review criticises the product fairly; no insult.');
  await expectAccessible(mod.page);
  await screens(mod.page, 'admin-appeals');
  await detail.getByRole('button', { name: /Reverse/ }).click();
  await expect(mod.page.getByText('The decision was reversed.')).toBeVisible();

  // The review is on the product page again, and the author is told.
  const reader = await newDevice(browser);
  await reader.page.goto(path);
  await expect(reader.page.getByText(comment)).toBeVisible();
  const outcome = await waitForMail(request, author.email, (m) => /decision was reversed/.test(m.subject));
  expect(outcome.text).toContain('The review criticises the product fairly; no insult.');
});

test('the public pages: how reviews work and the transparency report, drawn on the server', async ({ page }) => {
  // Without script: the server's own drawing of the page.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto('/transparency');
  await expect(bare.getByRole('heading', { name: 'Transparency report', level: 1 })).toBeVisible();
  await expect(bare.getByRole('table', { name: 'Monthly moderation figures, newest month first' })).toBeVisible();
  await bare.goto('/how-reviews-work');
  await expect(bare.getByRole('heading', { name: 'How reviews work', level: 1 })).toBeVisible();
  await expect(bare.getByText('The title or comment contains a link.')).toBeVisible();
  await context.close();

  await openDrawnPage(page, '/how-reviews-work');
  await expect(page.getByText('Payment never changes ratings')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'how-reviews-work');
  await page.getByRole('link', { name: 'See the monthly figures' }).click();
  await expect(page).toHaveURL(/\/transparency$/);
  await expect(page.getByRole('heading', { name: 'Transparency report', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'transparency');
});
