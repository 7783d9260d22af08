import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
const sizes = [];
page.on('response', async (res) => {
  const url = res.url();
  if (!url.endsWith('.js')) return;
  const h = await res.allHeaders();
  sizes.push([url.split('/').pop(), h['content-encoding'], Number(h['content-length'] ?? (await res.body()).length)]);
});
await page.goto(process.argv[2] ?? 'http://localhost:3215/', { waitUntil: 'networkidle' });
let total = 0;
for (const [name, enc, n] of sizes) { total += n; console.log(name, enc, n); }
console.log('TOTAL JS bytes (as sent):', total, (total / 1024).toFixed(1), 'KB');
await browser.close();
