import { chromium } from 'playwright';
const base = 'http://localhost:3215';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const only = process.argv[2];
async function shot(name, url, { width, dark = false, admin = false, after } = {}) {
  if (only && !name.startsWith(only)) return;
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light', locale: 'en-GB' });
  const page = await ctx.newPage();
  if (admin) {
    await page.goto(`${base}/auth/login?callbackUrl=${encodeURIComponent(url)}`);
    await page.getByLabel('Email').fill('admin@plaudit.local');
    await page.getByLabel('Password', { exact: true }).fill('plaudit-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`**${url}`);
  } else {
    await page.goto(base + url);
  }
  await page.waitForLoadState('networkidle');
  if (admin) await page.getByTestId('admin-category-row').first().waitFor();
  await page.waitForTimeout(400);
  if (after) await after(page);
  await page.screenshot({ path: `/tmp/hcat-shots/${name}.png`, fullPage: true });
  await ctx.close();
}
await shot('home-1280', '/', { width: 1280 });
await shot('home-390', '/', { width: 390 });
await shot('home-dark-1280', '/', { width: 1280, dark: true });
await shot('category-1280', '/categories/coffee-tea', { width: 1280 });
await shot('category-390', '/categories/coffee-tea', { width: 390 });
await shot('category-empty-390', '/categories/fashion', { width: 390 });
await shot('category-404-1280', '/categories/nope', { width: 1280 });
await shot('admin-1280', '/admin/categories', { width: 1280, admin: true });
await shot('admin-390', '/admin/categories', { width: 390, admin: true });
await shot('admin-dark-1280', '/admin/categories', { width: 1280, admin: true, dark: true });
await shot('admin-modal-1280', '/admin/categories', { width: 1280, admin: true, after: async (page) => {
  await page.getByRole('button', { name: 'Edit Coffee & Tea' }).click();
  await page.waitForTimeout(600);
} });
await browser.close();
console.log('done');
