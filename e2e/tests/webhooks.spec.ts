import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.js';
import { createModerator, modal } from './support/admin.js';
import { apiSession, createVerifiedPerson, screens, uniqueId } from './support/app.js';
import { approvedBrand, publishedProduct, uniqueCategory } from './support/catalogue.js';
import { signInTo } from './support/settings.js';

// An owner adds a webhook endpoint pointing at a receiver this test runs, copies its secret, sends a test and
// sees it in the delivery log with its attempt; then a review of the brand's product is published (a moderator
// approves it) and the receiver gets `review.published`, signed with the endpoint's secret (Standard Webhooks).
// Every screen is checked with axe-core and photographed at 1280 and 390 px.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/plaudit-hooks`;
});
test.afterAll(async () => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** Verifies a message as a receiver does: HMAC-SHA256 of "id.timestamp.body" with the secret's key bytes. */
function signedBy(secret: string, message: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const id = String(message.headers['webhook-id']);
  const timestamp = String(message.headers['webhook-timestamp']);
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${message.body}`).digest('base64');
  return String(message.headers['webhook-signature'])
    .split(' ')
    .some((signature) => signature === `v1,${expected}`);
}

const ofType = (type: string) =>
  received.filter((message) => (JSON.parse(message.body) as { type: string }).type === type);

test('an owner adds an endpoint, sends a test, sees it in the log; a published review reaches the receiver', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const brand = await approvedBrand(request, 'Hooked');
  const category = await uniqueCategory(request, 'Hook gear');
  const product = await publishedProduct(request, brand, {
    name: `Hook kettle ${uniqueId()}`,
    categoryId: category.id,
    pictures: [],
  });

  await signInTo(page, brand.owner, '/dashboard/creator/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'webhooks-empty');

  // The add modal: the URL and at least one event are required, as the API says.
  await page.getByRole('button', { name: 'Add endpoint' }).first().click();
  const dialog = modal(page, 'addWebhook');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('URL is required')).toBeVisible();
  await expect(dialog.getByText('Choose at least one event')).toBeVisible();
  await dialog.getByLabel('URL').fill(receiverUrl);
  await dialog.getByRole('checkbox', { name: /review\.published/ }).check();
  await dialog.getByLabel('Description').fill('Our CRM');
  await expectAccessible(page);
  await screens(page, 'webhooks-add-modal');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();

  // The secret is shown once, straight after.
  const secretDialog = modal(page, 'webhookSecret');
  await expect(secretDialog).toBeVisible();
  const secret = (await secretDialog.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
  await expectAccessible(page);
  await screens(page, 'webhooks-secret');
  await page.keyboard.press('Escape');
  await expect(secretDialog).toBeHidden();

  const card = page.getByTestId('webhook-endpoint').filter({ hasText: receiverUrl });
  await expect(card).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();

  // Send test: a ping goes out on the job queue and shows in the log, succeeded, with its attempt.
  await card.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Test event queued')).toBeVisible();
  await expect.poll(() => ofType('ping').length, { timeout: 30_000 }).toBe(1);
  expect(signedBy(secret, ofType('ping')[0]!)).toBe(true);
  expect(ofType('ping')[0]!.headers['user-agent']).toBe('Plaudit-Webhooks/1');
  const row = page.getByTestId('webhook-delivery').filter({ hasText: 'ping' }).first();
  await expect(row.getByText('Succeeded')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await screens(page, 'webhooks-log');

  await row.getByRole('button', { name: /Details/ }).click();
  const details = modal(page, 'webhookDelivery');
  await expect(details.getByText('thanks')).toBeVisible();
  await expect(details.getByRole('cell', { name: '200' })).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'webhooks-delivery-details');
  await page.keyboard.press('Escape');

  // A person reviews the product; a new account's review waits for a moderator, whose approval publishes it.
  const author = await createVerifiedPerson(request, 'hookrev');
  const writer = await apiSession(request, author);
  const posted = await request.post(`/api/products/${product.id}/reviews`, {
    headers: writer.headers,
    data: { type: 'USER', rating: 5, title: 'Boils fast', comment: 'Lovely kettle for the morning.' },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const review = (await posted.json()) as { id: string; status: string };
  await writer.signOut();
  if (review.status !== 'PUBLISHED') {
    const moderator = await createModerator(request);
    const mod = await apiSession(request, moderator);
    const decided = await request.put(`/api/admin/reviews/${review.id}`, {
      headers: mod.headers,
      data: { decision: 'APPROVE' },
    });
    expect(decided.status(), await decided.text()).toBe(200);
    await mod.signOut();
  }
  await expect.poll(() => ofType('review.published').length, { timeout: 30_000 }).toBe(1);
  const published = ofType('review.published')[0]!;
  expect(signedBy(secret, published)).toBe(true);
  expect(JSON.parse(published.body)).toMatchObject({
    type: 'review.published',
    data: { id: review.id, rating: 5, title: 'Boils fast', status: 'PUBLISHED' },
  });
  expect(published.headers['webhook-sequence']).toBe('2');

  // The log's filters: only review.published.
  await page.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: 'review.published' }).click();
  await expect(page).toHaveURL(/type=review\.published/);
  await expect(page.getByTestId('webhook-delivery').filter({ hasText: 'review.published' }).first()).toBeVisible();
  await expect(page.getByTestId('webhook-delivery').filter({ hasText: 'ping' })).toHaveCount(0);
  await expectAccessible(page);
  await screens(page, 'webhooks-log-filtered');
});
