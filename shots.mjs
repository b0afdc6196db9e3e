import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]]) {
  const context = await browser.newContext({ viewport, baseURL: base });
  const page = await context.newPage();
  const r = await page.request.post('/api/auth/signin', { data: { email: 'buyer@demo.openhouse.market', password: 'demo-buyer-2026' }, headers: { origin: base } });
  console.log('signin', r.status());
  await page.goto('/saved-searches');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/saved-searches-${name}.png`, fullPage: false });
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.waitFor();
  console.log(name, 'bell label:', await bell.getAttribute('aria-label'));
  await bell.click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/bell-${name}.png`, fullPage: false });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(name, 'horizontal overflow:', overflow);
  await context.close();
}
await browser.close();
