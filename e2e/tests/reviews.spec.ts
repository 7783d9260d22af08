import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createVerifiedPerson, openDrawnPage, screens, uniqueId, waitForMail } from './support/app.js';
import { createModerator } from './support/admin.js';
import {
  approvedBrand,
  approvedYoutuber,
  atBothWidths,
  LANDSCAPE,
  publishedProduct,
  uniqueCategory,
  type Brand,
  type PublishedProduct,
} from './support/catalogue.js';
import { signInTo } from './support/settings.js';
import { expectAccessible } from './support/a11y.js';

// "Tests": a person reviews a product and sees it (a new account's review waits for a moderator, who
// approves it); the brand replies; another person reports it; a moderator removes it from the reported queue; the
// author sees why. A YouTuber's video review waits in the pending queue and is approved, and its video loads only
// after a click and consent. Screens, and axe-core on each, at 1280 and 390 px.

const productPath = (brand: Brand, product: PublishedProduct) => `/brands/${brand.creatorProfile}/${product.slug}`;

async function reviewedProduct(request: APIRequestContext, prefix: string) {
  const brand = await approvedBrand(request, `${prefix} Roasters`);
  const category = await uniqueCategory(request, 'Coffee gear');
  const product = await publishedProduct(request, brand, {
    name: `${prefix} Grinder ${uniqueId()}`,
    categoryId: category.id,
    pictures: [LANDSCAPE()],
  });
  return { brand, product };
}

/** Picks a rating as a person does: a real click on the star (its label; the radio inside is visually hidden). */
async function chooseStars(modal: Locator, stars: number) {
  const radio = modal.getByRole('radio', { name: `${stars} stars` });
  await modal.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}

/** The moderator opens a queue and the item of `productName` in it. */
async function openQueueItem(page: Page, queue: 'pending' | 'reported', productName: string) {
  await page.goto(`/admin/reviews?queue=${queue}`);
  const item = page.getByTestId('moderation-item').filter({ hasText: productName });
  await expect(item).toHaveCount(1);
  await item.click();
  await expect(page.getByTestId('moderation-detail')).toContainText(productName);
}

test('a review waits for a moderator, is approved, answered by the brand, reported, removed, and its author sees why', async ({
  page,
  request,
  browser,
}) => {
  const { brand, product } = await reviewedProduct(request, 'Kettle');
  const author = await createVerifiedPerson(request, 'rev');

  // The author writes a review; their account is new, so it waits for a moderator and says why.
  await signInTo(page, author, productPath(brand, product));
  // The reviews section's own summary (the page's header says "No reviews yet" too, before the section has loaded).
  const section = page.getByRole('region', { name: 'Reviews' });
  await expect(section.getByText('No reviews yet')).toBeVisible();
  await section.getByRole('button', { name: 'Write the first review' }).click();
  const modal = page.getByRole('dialog', { name: `Review ${product.name}` });
  await expect(modal).toBeVisible();
  // Nothing is sent without a rating.
  await modal.getByRole('button', { name: 'Publish review' }).click();
  await expect(modal.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  await chooseStars(modal, 4);
  await modal.getByLabel('Title').fill('Even grind, quiet motor');
  await modal
    .getByLabel('Comment')
    .fill('I use it every morning for pour-over. The burrs give an even grind and it is quieter than my old one.');
  await atBothWidths(page, () => expectAccessible(page));
  await screens(page, 'review-modal');
  await modal.getByRole('button', { name: 'Publish review' }).click();
  await expect(modal).toBeHidden();
  const own = page.getByRole('article', { name: 'Your review' });
  await expect(own.getByText('Waiting for a moderator')).toBeVisible();
  await expect(own.getByText('your account is younger than a day')).toBeVisible();

  // A moderator approves it from the pending queue, with the keyboard shortcut.
  const moderator = await createModerator(request);
  const modContext = await browser.newContext();
  const modPage = await modContext.newPage();
  await signInTo(modPage, moderator, '/admin/reviews');
  await openQueueItem(modPage, 'pending', product.name);
  await expect(modPage.getByText("The author's account is younger than a day.")).toBeVisible();
  await atBothWidths(modPage, () => expectAccessible(modPage));
  await screens(modPage, 'moderation-pending');
  await modPage.keyboard.press('a');
  await expect(modPage.getByTestId('moderation-item').filter({ hasText: product.name })).toHaveCount(0);

  // Published: the page shows it and the rating summary counts it.
  await page.reload();
  await expect(own.getByText('Published')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Even grind, quiet motor', exact: true })).toBeVisible();
  await expect(page.getByText('1 review').first()).toBeVisible();

  // The brand replies from its review list.
  const brandContext = await browser.newContext();
  const brandPage = await brandContext.newPage();
  await signInTo(brandPage, brand.owner, '/dashboard/creator/reviews');
  const brandCard = brandPage.getByTestId('creator-review').filter({ hasText: 'Even grind, quiet motor' });
  await brandCard.getByRole('button', { name: 'Reply' }).click();
  await brandCard.getByLabel('Your public reply').fill('Thank you! Try the finest setting for espresso too.');
  await brandCard.getByRole('button', { name: 'Publish reply' }).click();
  await expect(brandCard.getByText('Thank you! Try the finest setting for espresso too.')).toBeVisible();
  await atBothWidths(brandPage, () => expectAccessible(brandPage));
  await screens(brandPage, 'creator-reviews');
  await waitForMail(request, author.email, (m) => /repl/i.test(m.subject));

  // Someone else reports it: a staff account, since a person's account reports only once it is a day old.
  const reporter = await createModerator(request);
  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  await signInTo(reporterPage, reporter, productPath(brand, product));
  const reviewCard = reporterPage.getByRole('article', { name: 'Even grind, quiet motor', exact: true });
  await expect(reviewCard.getByText(`Reply from ${brand.brandName}`)).toBeVisible();
  await reviewCard.getByRole('button', { name: 'Report' }).click();
  const report = reporterPage.getByRole('dialog', { name: 'Report review' });
  await report.getByRole('radio', { name: 'Spam or advertising' }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toBeHidden();
  await expect(reviewCard.getByRole('button', { name: 'Reported' })).toBeDisabled();
  await atBothWidths(reporterPage, () => expectAccessible(reporterPage));
  await screens(reporterPage, 'product-reviews');

  // The moderator removes it from the reported queue, with a reason.
  await openQueueItem(modPage, 'reported', product.name);
  await expect(modPage.getByTestId('moderation-detail').getByText('Spam', { exact: true })).toBeVisible();
  await modPage.getByRole('button', { name: 'Remove', exact: true }).click();
  await modPage.getByLabel(/Rule it breaks/).selectOption('SPAM');
  await modPage.getByLabel('Why is it removed?').fill('It advertises a discount code, which reviews may not.');
  await modPage.getByRole('button', { name: 'Remove review' }).click();
  await expect(modPage.getByTestId('moderation-item').filter({ hasText: product.name })).toHaveCount(0);

  // The author sees why, on the product page, in their reviews and by email.
  await page.reload();
  await expect(own.getByText('Removed')).toBeVisible();
  await expect(own.getByText('It advertises a discount code, which reviews may not.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Even grind, quiet motor', exact: true })).toHaveCount(0);
  await page.goto('/settings/reviews');
  await expect(page.getByText('It advertises a discount code, which reviews may not.')).toBeVisible();
  await atBothWidths(page, () => expectAccessible(page));
  await screens(page, 'my-reviews');
  const mail = await waitForMail(request, author.email, (m) => m.text.includes('It advertises a discount code'));
  expect(mail.text).toContain(product.name);

  await Promise.all([modContext.close(), brandContext.close(), reporterContext.close()]);
});

test("a YouTuber's video review waits in the pending queue, is approved, and its video loads only after consent", async ({
  page,
  request,
  browser,
}) => {
  const { brand, product } = await reviewedProduct(request, 'Moka');
  const { person: youtuber } = await approvedYoutuber(request, 'Brew Channel');

  await signInTo(page, youtuber, productPath(brand, product));
  await page.getByRole('button', { name: 'Add a video review' }).click();
  const modal = page.getByRole('dialog', { name: `Video review of ${product.name}` });
  await chooseStars(modal, 5);
  await modal.getByLabel('YouTube video address').fill('https://vimeo.com/123456');
  await modal.getByRole('button', { name: 'Publish review' }).click();
  await expect(
    modal.getByText('Enter a YouTube video address (youtube.com/watch, youtu.be, shorts or embed)'),
  ).toBeVisible();
  await modal.getByLabel('YouTube video address').fill('https://youtu.be/dQw4w9WgXcQ');
  await modal.getByRole('button', { name: 'Publish review' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('article', { name: 'Your review' }).getByText('Waiting for a moderator')).toBeVisible();

  const moderator = await createModerator(request);
  const modContext = await browser.newContext();
  const modPage = await modContext.newPage();
  await signInTo(modPage, moderator, '/admin/reviews');
  await openQueueItem(modPage, 'pending', product.name);
  await expect(modPage.getByText("Every video review is checked: is the video the YouTuber's own?")).toBeVisible();
  await modPage.getByRole('button', { name: 'Approve' }).click();
  await expect(modPage.getByTestId('moderation-item').filter({ hasText: product.name })).toHaveCount(0);
  await modContext.close();

  // A visitor sees the video review as a facade: no player until a click and consent.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await openDrawnPage(visitorPage, productPath(brand, product));
  const card = visitorPage
    .getByRole('article')
    .filter({ has: visitorPage.getByRole('button', { name: /^Play video/ }) });
  await expect(card).toBeVisible();
  await expect(visitorPage.locator('iframe')).toHaveCount(0);
  await card.getByRole('button', { name: /^Play video/ }).click();
  await expect(
    visitorPage.getByText('This loads the video from YouTube (youtube-nocookie.com), which may set cookies.'),
  ).toBeVisible();
  await expect(visitorPage.locator('iframe')).toHaveCount(0);
  await atBothWidths(visitorPage, () => expectAccessible(visitorPage));
  await screens(visitorPage, 'video-review-consent');
  await visitorPage.getByRole('button', { name: 'Load video' }).click();
  await expect(visitorPage.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toHaveCount(1);
  await visitor.close();
});
