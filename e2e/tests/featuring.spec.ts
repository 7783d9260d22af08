import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts.js';
import { expectAccessible } from './support/a11y.js';
import { modal } from './support/admin.js';
import { apiSession, openDrawnPage, screens } from './support/app.js';
import { approvedBrand, LANDSCAPE, publishedProduct, uniqueCategory } from './support/catalogue.js';
import { signInTo } from './support/settings.js';

// An admin opens featuring on a category (the "add and edit category featuring" modal), a brand whose credits an
// admin granted starts a campaign with a bid (the "new campaign" modal), the admin runs the day's auction by hand,
// a visitor sees the sponsored card labelled as such with who paid and why, and the brand sees the day's result and
// the SPEND entry on its ledger. Each screen is checked with axe-core at 1280 and 390 px.

test('an admin opens featuring, a brand bids, the day closes, a visitor sees who paid and the brand its result', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const today = new Date().toISOString().slice(0, 10);
  const category = await uniqueCategory(request, 'Grinders');
  const brand = await approvedBrand(request, 'Bidwell');
  const product = await publishedProduct(request, brand, {
    name: `Burr grinder ${brand.creatorProfile.slice(-5)}`,
    categoryId: category.id,
    pictures: [LANDSCAPE()],
  });

  // The team's credits come from an admin's grant (the credits area), never a balance written by hand.
  const admin = await apiSession(request, E2E_ADMIN);
  const grant = await request.post(`/api/admin/credits/${brand.teamId}/grants`, {
    headers: admin.headers,
    data: { credits: 200, reason: 'Featuring journey' },
  });
  expect(grant.status(), await grant.text()).toBe(201);

  // The admin opens featuring on the category.
  await signInTo(page, E2E_ADMIN, '/admin/featuring');
  await expect(page.getByRole('heading', { name: 'Category featuring', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add category featuring' }).first().click();
  const form = modal(page, 'addCategoryFeaturing');
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: 'Category' }).fill(category.name);
  await page.getByRole('option', { name: category.name }).click();
  await form.getByRole('textbox', { name: 'Sponsored slots' }).fill('2');
  await form.getByRole('textbox', { name: 'Reserve price' }).fill('7');
  await form.getByLabel('First day').fill(today);
  await expectAccessible(page);
  await screens(page, 'featuring-admin-modal');
  await form.getByRole('button', { name: 'Add featuring' }).click();
  await expect(page.getByText('Featuring added')).toBeVisible();
  await expect(page.getByTestId('featuring-row').filter({ hasText: category.name }).first()).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'featuring-admin-list');

  // The brand starts a campaign with a bid on the category, seeing its reserve.
  const brandPage = await (await browser.newContext()).newPage();
  await signInTo(brandPage, brand.owner, '/dashboard/creator/campaigns');
  await expect(brandPage.getByText('No campaign yet')).toBeVisible();
  await expectAccessible(brandPage);
  await brandPage.getByRole('button', { name: 'New campaign' }).first().click();
  const campaignForm = modal(brandPage, 'newCampaign');
  await campaignForm.getByLabel('Name').fill('Spring grinders');
  await campaignForm.getByRole('textbox', { name: 'Total budget' }).fill('100');
  const option = campaignForm.getByTestId('campaign-option').filter({ hasText: category.name });
  await expect(option).toContainText('reserve 7 credits a day');
  await option.getByLabel(`Bid on ${category.name}`).check();
  await option.getByRole('combobox', { name: `Product for ${category.name}` }).click();
  await brandPage.getByRole('option', { name: product.name }).click();
  await option.getByRole('textbox', { name: `Max. bid for ${category.name}` }).fill('12');
  await expectAccessible(brandPage);
  await screens(brandPage, 'featuring-new-campaign');
  await campaignForm.getByRole('button', { name: 'Start campaign' }).click();
  await expect(brandPage.getByRole('heading', { name: 'Spring grinders', level: 1 })).toBeVisible();
  await expect(brandPage.getByTestId('campaign-held')).toHaveText('100');
  await expect(brandPage.getByTestId('campaign-bid')).toContainText(product.name);

  // The admin runs today's auction: alone above the reserve, the brand pays the reserve.
  await page.getByLabel('Day to close').fill(today);
  await page.getByRole('button', { name: 'Run the auction' }).click();
  await expect(page.getByText(new RegExp(`${today}: \\d+ featurings closed`))).toBeVisible();
  await page
    .getByRole('button', { name: `Auction log of ${category.name}` })
    .first()
    .click();
  const log = modal(page, 'featuringAuctionLog');
  await expect(log.getByTestId('auction-day').first()).toContainText('Won, paid 7');
  await expectAccessible(page);
  await screens(page, 'featuring-auction-log');

  // A visitor sees the sponsored card, labelled, with who paid and why.
  // The cards come in the page's first HTML: "Why am I seeing this?" only opens once the app has hydrated it.
  const visitor = await (await browser.newContext()).newPage();
  await openDrawnPage(visitor, `/categories/${(await categorySlug(request, category.id)) ?? ''}`);
  const card = visitor.getByTestId('sponsored-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Sponsored', { exact: true })).toBeVisible();
  await expect(card).toContainText(product.name);
  await card.getByRole('button', { name: 'Why am I seeing this?' }).click();
  const why = visitor.getByTestId('sponsored-why');
  await expect(why).toContainText(`Paid by ${brand.brandName}`);
  await expect(why).toContainText(`On behalf of ${brand.brandName}`);
  await expect(why).toContainText(`Won the «${category.name}» featuring for`);
  await expect(why).toContainText('not personalised');
  await expectAccessible(visitor);
  await screens(visitor, 'featuring-sponsored-card');
  await why.getByRole('link', { name: 'How ranking works' }).click();
  await expect(visitor.getByRole('heading', { name: 'How ranking works', level: 1 })).toBeVisible();
  await expectAccessible(visitor);
  await screens(visitor, 'featuring-how-ranking-works');

  // The brand sees the day's result, and the SPEND entry on its ledger.
  await brandPage.reload();
  const result = brandPage.getByTestId('campaign-result').first();
  await expect(result).toContainText(today);
  await expect(result).toContainText('Won, rank 1');
  await expect(brandPage.getByTestId('campaign-spent')).toHaveText('7');
  await expectAccessible(brandPage);
  await screens(brandPage, 'featuring-campaign-page');
  const owner = await apiSession(request, brand.owner);
  const entries = await request.get(`/api/creator/credits/${brand.teamId}/entries?take=50`, { headers: owner.headers });
  expect(entries.status()).toBe(200);
  const spends = (
    (await entries.json()) as { data: { kind: string; credits?: number; amount?: number }[] }
  ).data.filter((entry) => entry.kind === 'SPEND');
  expect(spends).toHaveLength(1);
  await owner.signOut();
  await admin.signOut();
});

async function categorySlug(request: APIRequestContext, id: string) {
  const list = (await (await request.get('/api/categories')).json()) as { data: { id: string; slug: string }[] };
  return list.data.find((c) => c.id === id)?.slug;
}
