import { expect, test } from '@playwright/test';
import { ROUTE_TAGS } from '@plaudit/contract';
import { apiSignIn, createVerifiedPerson, screens } from './support/app.js';

// Journey of a brand developer on /api/docs: the calls grouped by area with their summaries, both credentials
// entered once in Authorize, and "Try it out" on GET /api/auth/me sending them and answering the person.

test('the API docs group calls by tag with summaries, and "Try it out" sends the bearer token and x-session-id', async ({
  page,
  request,
}) => {
  const person = await createVerifiedPerson(request, 'docs');
  const tokens = await apiSignIn(request, person);

  await page.goto('/api/docs');
  // Swagger UI renders the document in the browser; from 150 tags and operations on it keeps only what is near the
  // window in the page (a virtual list), so the sections are read while scrolling from the top to the bottom.
  const headings = page.locator('h3.opblock-tag');
  await expect(headings.first()).toBeVisible({ timeout: 30_000 });
  // One section per area of the route table, in its order.
  const seen: string[] = [];
  for (let atBottom = false; !atBottom;) {
    for (const tag of await headings.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-tag') ?? ''))) {
      if (!seen.includes(tag)) seen.push(tag);
    }
    atBottom = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY === before;
    });
    // The virtual list renders the rows that scrolled into view on the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  expect(seen).toEqual(ROUTE_TAGS.map((tag) => tag.name));
  await page.evaluate(() => window.scrollTo(0, 0));
  // The auth area alone (the filter box), as a developer looking for sign-in would: all of it on the page.
  await page.getByPlaceholder('Filter by tag or path').fill('auth');
  const me = page.locator('#operations-auth-authMe');
  await expect(me).toContainText('Read the signed-in person');
  await screens(page, 'api-docs');

  await page.getByRole('button', { name: 'Authorize' }).first().click();
  const dialog = page.locator('.modal-ux');
  for (const [scheme, value] of [
    ['bearerAuth', tokens.accessToken.token],
    ['sessionId', tokens.sessionId],
  ] as const) {
    const form = dialog.locator('.auth-container').filter({ has: page.locator('h4', { hasText: scheme }) });
    await form.locator('input').fill(value);
    await form.getByRole('button', { name: 'Apply credentials' }).click();
    await expect(form.getByRole('button', { name: 'Remove authorization' })).toBeVisible();
  }
  await dialog.locator('button.close-modal').click();

  await me.locator('.opblock-summary').click();
  await me.getByRole('button', { name: 'Try it out' }).click();
  const [sent] = await Promise.all([
    page.waitForRequest((req) => new URL(req.url()).pathname === '/api/auth/me'),
    me.getByRole('button', { name: 'Execute' }).click(),
  ]);
  expect(sent.headers().authorization).toBe(`Bearer ${tokens.accessToken.token}`);
  expect(sent.headers()['x-session-id']).toBe(tokens.sessionId);
  const answer = me.locator('.live-responses-table tbody .response');
  await expect(answer.locator('.response-col_status')).toHaveText('200');
  await expect(answer.locator('.response-col_description')).toContainText(person.email);
});
