import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSession, openDrawnPage, screens, uniqueId } from './support/app.js';
import { E2E_ADMIN, modal } from './support/admin.js';
import { approvedBrand, atBothWidths, LANDSCAPE, publishedProduct, uniqueCategory } from './support/catalogue.js';
import { signInTo } from './support/settings.js';
import { expectAccessible } from './support/a11y.js';

// "Tests": an admin creates a DRAW trophy, nominates three products, locks and awards it; a visitor opens the
// trophy page and downloads the protocol, and the verifier (`npm run cli -- verify-protocol`, the built CLI) checks
// it against the key the server publishes; the winner's brand page shows the trophy. Screens, and axe-core on each,
// at 1280 and 390 px.

const CLI = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server', 'dist', 'cli.js');

/** Three published products of one brand in a fresh catalogue category, and a fresh trophy category. */
async function contest(request: APIRequestContext, prefix: string) {
  const brand = await approvedBrand(request, `${prefix} Audio`);
  const category = await uniqueCategory(request, `${prefix} speakers`);
  const products = [];
  for (const name of ['Bookshelf', 'Soundbar', 'Subwoofer']) {
    products.push(
      await publishedProduct(request, brand, {
        name: `${prefix} ${name} ${uniqueId()}`,
        categoryId: category.id,
        pictures: [LANDSCAPE()],
      }),
    );
  }
  const admin = await apiSession(request, E2E_ADMIN);
  const res = await request.post('/api/admin/trophy-categories', {
    headers: admin.headers,
    data: { name: `${prefix} draws ${uniqueId()}`, icon: 'sparkles' },
  });
  expect(res.status(), await res.text()).toBe(201);
  await admin.signOut();
  return { brand, category, products, trophyCategory: (await res.json()) as { id: string; name: string } };
}

test('an admin runs a DRAW trophy from draft to award; a visitor checks its protocol; the winner shows the trophy', async ({
  page,
  request,
  browser,
}) => {
  // The longest journey: seven screens, each checked by axe-core at two widths, on two cores shared with the server.
  test.setTimeout(240_000);
  const prefix = `Hall${uniqueId().slice(-4)}`;
  const { brand, category, products, trophyCategory } = await contest(request, prefix);
  const trophyName = `${prefix} speaker of the year`;
  const year = new Date().getUTCFullYear();

  // New trophy: the "new trophy" modal, then its edit modal carries on.
  await signInTo(page, E2E_ADMIN, '/admin/trophies');
  await expect(page.getByRole('heading', { name: 'Trophies', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New trophy' }).first().click();
  const form = modal(page, 'newTrophy');
  await expect(form).toBeVisible();
  await form.getByLabel('Name').fill(trophyName);
  await form.getByLabel('Description').fill('The speaker our visitors will remember, drawn fairly among the best.');
  await form.getByRole('combobox', { name: 'Trophy category' }).click();
  await page.getByRole('option', { name: trophyCategory.name }).click();
  await form.getByRole('radio', { name: 'Draw' }).check();
  await form.getByRole('textbox', { name: 'Period from' }).fill(`${year}-01-01`);
  await form.getByRole('textbox', { name: 'Period to' }).fill(`${year}-12-31`);
  await form.getByRole('combobox', { name: 'Product category (optional)' }).click();
  await page.getByRole('option', { name: category.name }).click();
  await atBothWidths(page, () => expectAccessible(page));
  await screens(page, 'trophy-new-modal');
  await form.getByRole('button', { name: 'Create' }).click();

  const editor = modal(page, 'editTrophy');
  await expect(editor.getByText('Draft', { exact: true }).first()).toBeVisible();
  await editor.getByRole('button', { name: 'Open nominations' }).click();
  await expect(editor.getByRole('button', { name: 'Choose candidates' })).toBeVisible();

  // Product selection, stacked on the edit modal: pick the three products.
  await editor.getByRole('button', { name: 'Choose candidates' }).click();
  const selection = modal(page, 'productSelection');
  await expect(selection).toBeVisible();
  for (const product of products) await selection.getByRole('checkbox', { name: `Pick ${product.name}` }).check();
  await expect(selection.getByText('3 of 50 picked')).toBeVisible();
  await atBothWidths(page, () => expectAccessible(page));
  await screens(page, 'trophy-product-selection');
  await selection.getByRole('button', { name: 'Save candidates' }).click();
  await expect(selection).toBeHidden();
  await expect(editor.getByText('3 candidates')).toBeVisible();

  // Lock: the commitment is published.
  await editor.getByRole('button', { name: 'Lock candidates' }).click();
  const confirm = modal(page, 'confirmation');
  await confirm.getByRole('button', { name: 'Lock candidates' }).click();
  await expect(confirm).toBeHidden();
  // The editor reloads the trophy after the lock; its next step appears once it has.
  await expect(editor.getByRole('button', { name: 'Lock candidates' })).toBeHidden();
  await expect(editor.getByRole('button', { name: 'Award', exact: true })).toBeEnabled();

  // Winner selection: the draw.
  await editor.getByRole('button', { name: 'Award', exact: true }).click();
  const winner = modal(page, 'winnerSelection');
  await expect(winner.getByText('Fingerprint of the secret number, published at the lock (SHA-256)')).toBeVisible();
  await winner.getByRole('button', { name: 'How to check this draw' }).click();
  await expect(winner.getByRole('link', { name: 'Download the verifier (trophy-verifier.mjs)' })).toBeVisible();
  await atBothWidths(page, () => expectAccessible(page));
  await screens(page, 'trophy-winner-selection');
  await winner.getByRole('button', { name: 'Draw now' }).click();
  await expect(winner).toBeHidden();
  await expect(editor.getByText(/^Winner: /)).toBeVisible();
  const winnerTitle = (await editor.getByText(/^Winner: /).textContent())!.replace(/^Winner: /, '').trim();
  expect(products.map((p) => p.name)).toContain(winnerTitle);

  // A visitor: the public list and the trophy page, the protocol download.
  const visitor = await browser.newContext({ baseURL: page.url().replace(/\/admin.*$/, ''), acceptDownloads: true });
  const guest = await visitor.newPage();
  await guest.goto('/trophies');
  await guest.getByRole('link', { name: trophyName }).first().click();
  await expect(guest.getByRole('heading', { name: trophyName, level: 1 })).toBeVisible();
  await expect(guest.getByText(winnerTitle).first()).toBeVisible();
  await expect(guest.getByText('The secret number, revealed at the award')).toBeVisible();
  await expect(guest.locator('body')).not.toContainText(/npm run|HMAC/);
  await expect(guest.getByText('Awarded by', { exact: true })).toBeVisible();
  await expect(guest.getByText('Brand award', { exact: true })).toHaveCount(0);
  await guest.getByRole('button', { name: 'How to check this draw' }).click();
  // The verifier a visitor downloads is served, and is the dependency-free script.
  const verifier = await request.get('/trophy-verifier.mjs');
  expect(verifier.status()).toBe(200);
  expect(await verifier.text()).toContain("from 'node:crypto'");
  await atBothWidths(guest, () => expectAccessible(guest));
  await screens(guest, 'trophy-page');
  const [download] = await Promise.all([
    guest.waitForEvent('download'),
    guest.getByRole('link', { name: 'Download the protocol (JSON)' }).click(),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'plaudit-protocol-'));
  const file = join(dir, 'protocol.json');
  await download.saveAs(file);
  expect(JSON.parse(readFileSync(file, 'utf8')).protocol.winner.title).toBe(winnerTitle);

  // The verifier checks the downloaded file against the key the server publishes.
  const keyFile = join(dir, 'key.json');
  writeFileSync(keyFile, await (await request.get('/.well-known/plaudit-protocol-key.json')).text());
  const output = execFileSync(process.execPath, [CLI, 'verify-protocol', file, '--key', keyFile], { encoding: 'utf8' });
  expect(output).toContain('✓ signature');
  expect(output).toContain('✓ winner');
  expect(output).toContain('The protocol holds.');
  // A tampered copy fails.
  const tampered = JSON.parse(readFileSync(file, 'utf8'));
  tampered.protocol.winner.title = 'Somebody else';
  writeFileSync(join(dir, 'tampered.json'), JSON.stringify(tampered));
  expect(() =>
    execFileSync(process.execPath, [CLI, 'verify-protocol', join(dir, 'tampered.json'), '--key', keyFile], {
      encoding: 'utf8',
      stdio: 'pipe',
    }),
  ).toThrow();

  // The winner's brand page shows the trophy, linking back to it.
  await openDrawnPage(guest, `/brands/${brand.creatorProfile}`);
  const strip = guest.getByRole('link', { name: new RegExp(trophyName) }).first();
  await expect(strip).toBeVisible();
  await atBothWidths(guest, () => expectAccessible(guest));
  await screens(guest, 'trophy-brand-page');
  // The badge itself, as a site embedding it would load it.
  const trophyId = new URL(guest.url(), 'http://x').pathname
    ? (await strip.getAttribute('href'))!.split('/').pop()!
    : '';
  const badge = await request.get(`/api/trophies/${trophyId}/badge.svg?theme=dark`);
  expect(badge.status()).toBe(200);
  expect(badge.headers()['content-type']).toContain('image/svg+xml');
  expect(await badge.text()).toContain(trophyName);
  await visitor.close();
});
