import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSession, screens, uniqueId } from './support/app.js';
import { E2E_ADMIN, modal } from './support/admin.js';
import {
  approvedBrand,
  atBothWidths,
  LANDSCAPE,
  publishedProduct,
  uniqueCategory,
  type Brand,
} from './support/catalogue.js';
import { signInTo } from './support/settings.js';
import { expectAccessible } from './support/a11y.js';

// Trophies that do not mislead. A brand runs its own trophy among its own products: the category the platform keeps
// for itself is refused, and the trophy page, the badge and its alt text name the brand and say "Brand award", with
// no "Plaudit trophy" anywhere. The new trophy modal keeps what was typed: Escape in its date picker closes only
// the calendar (axe-core runs on the open calendar), and closing with unsaved input asks first.

const year = new Date().getUTCFullYear();

async function categories(request: APIRequestContext, prefix: string) {
  const admin = await apiSession(request, E2E_ADMIN);
  const make = async (data: object) => {
    const res = await request.post('/api/admin/trophy-categories', { headers: admin.headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; name: string };
  };
  const reserved = await make({ name: `${prefix} of the year ${uniqueId()}`, icon: 'trophy', platformOnly: true });
  const open = await make({ name: `${prefix} picks ${uniqueId()}`, icon: 'heart' });
  await admin.signOut();
  return { reserved, open };
}

/** The brand runs a JURY trophy over two of its products and awards the first, all through the API as its owner. */
async function brandAward(
  request: APIRequestContext,
  brand: Brand,
  categoryIds: { reserved: string; open: string },
  name: string,
) {
  const catalogue = await uniqueCategory(request, `${brand.brandName.split(' ')[0]} grinders`);
  const products = [];
  for (const label of ['Grinder One', 'Grinder Two']) {
    products.push(
      await publishedProduct(request, brand, {
        name: `${label} ${uniqueId()}`,
        categoryId: catalogue.id,
        pictures: [LANDSCAPE()],
      }),
    );
  }
  const owner = await apiSession(request, brand.owner);
  const body = {
    name,
    description: 'Our regulars picked their favourite grinder of the year.',
    contentType: 'PRODUCT',
    method: 'JURY',
    periodFrom: `${year}-01-01`,
    periodTo: `${year}-12-31`,
    catalogueCategoryId: catalogue.id,
    teamId: brand.teamId,
  };
  const refused = await request.post('/api/trophies', {
    headers: owner.headers,
    data: { ...body, categoryId: categoryIds.reserved },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errors[0].message).toBe('trophy.error.category_platform_only');

  const created = await request.post('/api/trophies', {
    headers: owner.headers,
    data: { ...body, categoryId: categoryIds.open },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const step = async (path: string, data?: object) => {
    const res = await request.fetch(`/api/trophies/${id}${path}`, {
      method: path === '/candidates' ? 'PUT' : 'POST',
      headers: owner.headers,
      data,
    });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  };
  await step('/open');
  await step('/candidates', { ids: products.map((p) => p.id) });
  await step('/lock');
  await step('/award', {
    winnerId: products[0]!.id,
    justification: 'The grinder our regulars reviewed best and returned least, all year long.',
  });
  await owner.signOut();
  return { id, winner: products[0]! };
}

test("a brand's own trophy names the brand on its page and badge, and never passes for a Plaudit trophy", async ({
  browser,
  request,
  baseURL,
}) => {
  const prefix = `Own${uniqueId().slice(-4)}`;
  const brand = await approvedBrand(request, `${prefix} Coffee`);
  const { reserved, open } = await categories(request, prefix);
  const trophyName = `${prefix} regulars' pick`;
  const { id, winner } = await brandAward(request, brand, { reserved: reserved.id, open: open.id }, trophyName);

  const visitor = await browser.newContext({ baseURL });
  const guest = await visitor.newPage();
  await guest.goto(`/trophies/${id}`);
  await expect(guest.getByRole('heading', { name: trophyName, level: 1 })).toBeVisible();
  await expect(guest.getByText('Awarded by', { exact: true })).toBeVisible();
  await expect(guest.getByRole('link', { name: brand.brandName }).first()).toHaveAttribute(
    'href',
    `/brands/${brand.creatorProfile}`,
  );
  await expect(guest.getByText('Brand award', { exact: true })).toBeVisible();
  await expect(guest.getByText(`A brand award by ${brand.brandName}`)).toBeVisible();
  await expect(guest.getByText(winner.name).first()).toBeVisible();
  await expect(
    guest.getByRole('img', { name: `${trophyName} — brand award by ${brand.brandName}, winner` }),
  ).toBeVisible();
  // No platform wording anywhere on the page, the tab's title included.
  await expect(guest.locator('body')).not.toContainText(/Plaudit trophy|Plaudit-Trophäe|npm run/);
  expect(await guest.title()).toContain(`brand award by ${brand.brandName}`);
  await atBothWidths(guest, () => expectAccessible(guest));
  await screens(guest, 'trophy-brand-award-page');

  // The badge a site embeds says the same.
  const badge = await request.get(`/api/trophies/${id}/badge.svg`);
  const svg = await badge.text();
  expect(svg).toContain('BRAND AWARD · WINNER');
  expect(svg).toContain(`Awarded by ${brand.brandName}`);
  // The badge as a shop page embeds it, both themes (an SVG document on its own does not screenshot).
  await guest.setContent(
    `<body style="margin:16px;font-family:sans-serif"><img src="${baseURL}/api/trophies/${id}/badge.svg" alt="light">` +
      `<div style="background:#1a1b1e;padding:8px;margin-top:8px;width:max-content"><img src="${baseURL}/api/trophies/${id}/badge.svg?theme=dark" alt="dark"></div></body>`,
  );
  await expect(guest.locator('img[alt="dark"]')).toHaveJSProperty('complete', true);
  await screens(guest, 'trophy-brand-award-badge');
  await visitor.close();
});

test('the new trophy modal: Escape in the date picker closes only the calendar; closing with typed input asks first', async ({
  page,
}) => {
  await signInTo(page, E2E_ADMIN, '/admin/trophies');
  await page.getByRole('button', { name: 'New trophy' }).first().click();
  const form = modal(page, 'newTrophy');
  await expect(form).toBeVisible();
  await form.getByLabel('Name').fill('A trophy with a long name typed by hand');
  await form.getByRole('textbox', { name: 'Period from' }).click();
  const calendar = page.locator('[data-dates-dropdown]');
  await expect(calendar).toBeVisible();
  // The open calendar meets WCAG 2.2 AA as far as axe-core can tell.
  await expectAccessible(page);
  await screens(page, 'trophy-new-modal-calendar');

  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('A trophy with a long name typed by hand');

  // Escape again: the modal would close, and asks first since something was typed.
  await page.keyboard.press('Escape');
  const ask = modal(page, 'confirmation');
  await expect(ask.getByText('Discard your changes?')).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(form.getByLabel('Name')).toHaveValue('A trophy with a long name typed by hand');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await modal(page, 'confirmation').getByRole('button', { name: 'Discard changes' }).click();
  await expect(form).toBeHidden();
});

test('choosing candidates for a trophy over last year: the empty state says which rules leave nothing; Lock waits for 2', async ({
  page,
  request,
}) => {
  const prefix = `Past${uniqueId().slice(-4)}`;
  const { open } = await categories(request, prefix);
  const name = `${prefix} grinder of last year`;
  const admin = await apiSession(request, E2E_ADMIN);
  const created = await request.post('/api/trophies', {
    headers: admin.headers,
    data: {
      name,
      description: '',
      categoryId: open.id,
      contentType: 'PRODUCT',
      method: 'DRAW',
      periodFrom: `${year - 1}-01-01`,
      periodTo: `${year - 1}-01-31`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/trophies/${id}/open`, { headers: admin.headers })).ok()).toBe(true);
  await admin.signOut();

  await signInTo(page, E2E_ADMIN, '/admin/trophies');
  await page.goto(`/admin/trophies?search=${encodeURIComponent(prefix)}`);
  await page
    .getByRole('button', { name: `Open ${name}` })
    .first()
    .click();
  const editor = modal(page, 'editTrophy');
  const lock = editor.getByRole('button', { name: 'Lock candidates' });
  await expect(lock).toBeDisabled();
  await expect(editor.getByText('Pick at least 2 candidates before locking: there are 0 so far.')).toBeVisible();
  await editor.getByRole('button', { name: 'Choose candidates' }).click();
  const selection = modal(page, 'productSelection');
  await expect(selection.getByText('Nothing eligible found')).toBeVisible();
  await expect(selection.getByTestId('eligibility-rules')).toContainText(`in the catalogue by Jan 31, ${year - 1}`);
  await expect(selection.getByTestId('eligibility-rules')).toContainText('in any product category');
  await atBothWidths(page, () => expectAccessible(page));
  await screens(page, 'trophy-candidates-empty');
});
