import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import decodeQr from 'jsqr';
import { PNG } from 'pngjs';
import { E2E_ADMIN } from './support/accounts.js';
import { expectAccessible } from './support/a11y.js';
import { modal } from './support/admin.js';
import { apiSession, newDevice, screens, uniqueId } from './support/app.js';
import { approvedBrand } from './support/catalogue.js';
import { approvedCreator, createCategory } from './support/products.js';
import { signInTo } from './support/settings.js';

// jsqr is CommonJS: its default import is the module, which is the function itself.
const jsQR = decodeQr as unknown as typeof decodeQr.default;

// A brand creates a short link with UTM fields (the slug checked as it is typed), a visitor's browser opens
// /s/{slug} and lands on a destination page served by this test with the UTM fields, the link's page shows the
// click after the next rollup, the downloaded QR code scans back to the link, and once an admin disables the link
// with a reason the visitor gets the "disabled" page. A product's page in the workspace lists its links with their
// clicks and adds one for it, and the links list filters by product. Each screen is checked with axe-core at 1280 and
// 390 px.

let destination: Server;
let landingUrl = '';
const landed: string[] = [];

test.beforeAll(async () => {
  destination = createServer((request, response) => {
    landed.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Spring box</title><h1>The spring box</h1></html>');
  });
  await new Promise<void>((resolve) => destination.listen(0, '127.0.0.1', resolve));
  landingUrl = `http://127.0.0.1:${(destination.address() as AddressInfo).port}/spring-box`;
});
test.afterAll(async () => new Promise<void>((resolve) => destination.close(() => resolve())));

test('a brand shares a short link, a visitor lands with the UTM fields, the click is counted, an admin disables it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const slug = `spring-${uniqueId().slice(-6)}`;
  const owner = await approvedCreator(request, 'links', `Linkwise ${uniqueId().slice(-5)}`);

  // The empty list offers the first link.
  await signInTo(page, owner, '/dashboard/creator/links');
  await expect(page.getByRole('heading', { name: 'Short links', level: 1 })).toBeVisible();
  await expect(page.getByText('No short links yet')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'short-links-empty');

  // The "add short link" modal: the slug is checked a second after typing, the preview shows the final URL.
  await page.getByRole('button', { name: 'Add short link' }).first().click();
  const dialog = modal(page, 'addShortLink');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Destination', exact: true }).fill('ftp://nope.example');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByText('Enter a web address starting with http:// or https://')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Destination', exact: true }).fill(landingUrl);
  await dialog.getByLabel('Slug').fill('admin');
  await expect(dialog.getByText('This slug is reserved')).toBeVisible();
  await dialog.getByLabel('Slug').fill(slug);
  await expect(dialog.getByText('This slug is available')).toBeVisible();
  await dialog.getByLabel('Title').fill('Spring box on the pack');
  await dialog.getByLabel('Source').fill('box');
  await dialog.getByLabel('Campaign').fill('spring');
  await expect(dialog.getByTestId('short-link-preview')).toHaveText(
    `→ ${landingUrl}?utm_source=box&utm_campaign=spring`,
  );
  await expectAccessible(page);
  await screens(page, 'short-links-add-modal');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Short link created')).toBeVisible();
  const row = page.getByTestId('short-link-row').filter({ hasText: slug }).first();
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'short-links-list');

  // A visitor opens the short link and lands on the destination with the UTM fields (and their own parameter).
  const visitor = await newDevice(browser);
  await visitor.page.goto(`/s/${slug}?ref=video`);
  await expect(visitor.page.getByRole('heading', { name: 'The spring box' })).toBeVisible();
  const arrived = new URL(visitor.page.url());
  expect(arrived.pathname).toBe('/spring-box');
  expect(Object.fromEntries(arrived.searchParams)).toEqual({ utm_source: 'box', utm_campaign: 'spring', ref: 'video' });

  // The link's page shows the click once the rollup has run (every second on the journeys' server).
  await page
    .getByRole('link', { name: `/s/${slug}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Spring box on the pack', level: 1 })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('link-clicks')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('link-clicks')).toHaveText('1', { timeout: 500 });
  }).toPass({ timeout: 90_000 });
  await expectAccessible(page);
  await screens(page, 'short-link-page');

  // The QR code: the PNG downloaded scans back to the link with ?qr=1.
  await page.getByRole('button', { name: 'QR code' }).first().click();
  const qr = modal(page, 'shortLinkQr');
  await expect(qr.getByTestId('qr-preview')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'short-link-qr');
  const download = page.waitForEvent('download');
  await qr.getByRole('button', { name: 'Download PNG' }).click();
  const file = await (await download).path();
  const image = PNG.sync.read(readFileSync(file));
  const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  expect(decoded?.data).toBe(`${baseURL}/s/${slug}?qr=1`);
  await page.keyboard.press('Escape');

  // An admin disables the link with a reason; the visitor now gets the "disabled" page.
  const admin = await newDevice(browser);
  await signInTo(admin.page, E2E_ADMIN, '/admin/links');
  await expect(admin.page.getByRole('heading', { name: 'Short links', level: 1 })).toBeVisible();
  await admin.page.getByLabel('Search links').fill(slug);
  const adminRow = admin.page.getByTestId('admin-link-row').filter({ hasText: slug }).first();
  await expect(adminRow).toBeVisible();
  await expectAccessible(admin.page);
  await screens(admin.page, 'admin-links');
  await adminRow.getByRole('button', { name: `Disable /s/${slug}` }).click();
  const reason = modal(admin.page, 'disableShortLink');
  await reason.getByLabel(/Rule it breaks/).selectOption('MISLEADING');
  await reason.getByLabel('Reason').fill('The box page misleads about the price.');
  await expectAccessible(admin.page);
  await reason.getByRole('button', { name: 'Disable' }).click();
  await expect(admin.page.getByText('The link is disabled')).toBeVisible();
  await expect(adminRow.getByText('Disabled: The box page misleads about the price.')).toBeVisible();

  const answer = await visitor.page.goto(`/s/${slug}`);
  expect(answer?.status()).toBe(410);
  await expect(visitor.page.getByRole('heading', { name: 'This link was disabled' })).toBeVisible();
  await expectAccessible(visitor.page);
  await screens(visitor.page, 'short-link-disabled');
  // The destination saw the one visit, not a second one after the link was disabled.
  expect(landed.filter((url) => url.startsWith('/spring-box'))).toHaveLength(1);

  await visitor.context.close();
  await admin.context.close();
});

test("a product's page lists its links with their clicks and adds one for it; the list filters by product", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const slug = `grinder-${uniqueId().slice(-6)}`;
  const otherSlug = `other-${uniqueId().slice(-6)}`;
  const brand = await approvedBrand(request, 'Linkwise');
  const category = await createCategory(request, 'Link gear');
  const session = await apiSession(request, brand.owner);
  const made = await request.post(`/api/creator/products/${brand.teamId}`, {
    headers: session.headers,
    data: { name: 'Grinder One', categoryId: category.id, status: 'DRAFT' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const product = (await made.json()) as { id: string };
  const other = await request.post(`/api/creator/short-links/${brand.teamId}`, {
    headers: session.headers,
    data: { destination: `${landingUrl}?other=1`, slug: otherSlug },
  });
  expect(other.status(), await other.text()).toBe(201);
  await session.signOut();

  // The product's page: no links yet, and "add short link" with the product chosen.
  await signInTo(page, brand.owner, `/dashboard/creator/products/${product.id}`);
  const card = page.getByTestId('product-links');
  await expect(card.getByRole('heading', { name: 'Short links' })).toBeVisible();
  await expect(card.getByText(/No short links for this product yet/)).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'product-links-empty');
  await card.getByRole('button', { name: 'Add short link' }).click();
  const dialog = modal(page, 'addShortLink');
  await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveValue('Grinder One');
  await dialog.getByRole('textbox', { name: 'Destination', exact: true }).fill(landingUrl);
  await dialog.getByLabel('Slug').fill(slug);
  await expect(dialog.getByText('This slug is available')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Short link created')).toBeVisible();
  const row = card.getByTestId('product-link-row').filter({ hasText: `/s/${slug}` });
  await expect(row).toBeVisible();
  await expect(card.getByTestId('product-link-row')).toHaveCount(1);

  // A visitor's click reaches the product's page once the rollup has run.
  const visitor = await newDevice(browser);
  await visitor.page.goto(`/s/${slug}`);
  await expect(visitor.page.getByRole('heading', { name: 'The spring box' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('1 click in the last 30 days, from all of its short links.')).toBeVisible({
      timeout: 15_000,
    });
  }).toPass({ timeout: 90_000 });
  await expect(row.getByLabel('1 click in the last 30 days')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'product-links');

  // The team's list, filtered by the product: only its link, and the filter is in the address.
  await page.goto('/dashboard/creator/links');
  const rows = page.getByTestId('short-link-row');
  await expect(rows.filter({ hasText: otherSlug }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: 'Grinder One' }).click();
  await expect(page).toHaveURL(new RegExp(`productId=${product.id}`));
  await expect(rows.filter({ hasText: otherSlug })).toHaveCount(0);
  await expect(rows.filter({ hasText: slug }).first()).toBeVisible();
  // The list's column is the last 30 days' clicks, as the product's card counts them.
  await expect(rows.filter({ hasText: slug }).first().getByLabel('1 click in the last 30 days')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'short-links-by-product');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue('Grinder One');
  await expect(rows.filter({ hasText: otherSlug })).toHaveCount(0);

  await visitor.context.close();
});
