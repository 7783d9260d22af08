import { expect, test } from '@playwright/test';
import { screens, signIn } from './support/app.js';
import { E2E_ADMIN } from './support/admin.js';
import { expectAccessible } from './support/a11y.js';

// Journey: the admin opens the background jobs from the admin navigation. This server has no Redis,
// so the jobs run in-process: the page says so, lists what is scheduled, and has no failed jobs to show.

test('the admin reads the background jobs', async ({ page }) => {
  await page.goto('/auth/login?callbackUrl=%2Fadmin');
  await signIn(page, E2E_ADMIN);
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Background jobs', level: 1 })).toBeVisible();
  await expect(page.getByText('In-process', { exact: true })).toBeVisible();
  const scheduled = page.getByRole('table', { name: 'Scheduled jobs' });
  await expect(scheduled.getByRole('row', { name: /New-review mails every minute/ })).toBeVisible();
  await expect(scheduled.getByRole('row', { name: /Analytics rollup/ })).toBeVisible();
  await expect(page.getByText('No failed jobs')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'admin-jobs');
});
