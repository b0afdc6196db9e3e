import { chromium } from 'playwright-core';
const BASE = process.env.BASE ?? 'http://127.0.0.1:4317';
const OUT = '/tmp/fm/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const which = process.argv.slice(2);
async function ctx(size, account) {
  const context = await browser.newContext({ viewport: sizes[size], baseURL: BASE });
  if (account) {
    const r = await context.request.post('/api/auth/signin', { data: account, headers: { Origin: BASE } });
    if (r.status() !== 200) throw new Error('signin ' + r.status() + (await r.text()));
  }
  return context;
}
const AGENT = { email: 'agent@demo.openhouse.market', password: 'demo-agent-2026' };
const BUYER = { email: 'buyer@demo.openhouse.market', password: 'demo-buyer-2026' };
const shot = (page, name) => page.screenshot({ path: `${OUT}/${name}.png` });
for (const size of Object.keys(sizes)) {
  if (which.includes('visitor')) {
    const c = await ctx(size); const p = await c.newPage();
    await p.goto('/'); await p.waitForTimeout(2500); await p.getByText('Recently listed homes').scrollIntoViewIfNeeded(); await shot(p, `landing-featured-${size}`);
    await p.goto('/signin'); await p.waitForTimeout(1500); await shot(p, `signin-first-${size}`);
    await p.goto('/map'); await p.waitForTimeout(4000);
    const save = p.getByRole('button', { name: /^Save open house: / }).first();
    await save.scrollIntoViewIfNeeded(); await save.click(); await p.waitForTimeout(800); await shot(p, `map-save-dialog-${size}`);
    await c.close();
  }
  if (which.includes('buyer')) {
    const c = await ctx(size, BUYER); const p = await c.newPage();
    await p.goto('/buyer/home'); await p.waitForTimeout(2500); await shot(p, `buyer-home-${size}`);
    await p.getByRole('banner').getByRole('button', { name: /Notifications/ }).click().catch(() => {}); await p.waitForTimeout(1200); await shot(p, `buyer-bell-${size}`);
    await p.keyboard.press('Escape');
    await p.goto('/map'); await p.waitForTimeout(4000);
    const add = p.getByRole('button', { name: /^Add to my day: / }).first();
    await add.scrollIntoViewIfNeeded(); await add.click(); await p.waitForTimeout(1500); await shot(p, `map-add-to-my-day-${size}`);
    await p.goto('/my-day'); await p.waitForTimeout(3000); await shot(p, `my-day-${size}`);
    await c.close();
  }
  if (which.includes('agent')) {
    const c = await ctx(size, AGENT); const p = await c.newPage();
    await p.goto('/agent/dashboard'); await p.waitForTimeout(3000); await shot(p, `agent-dashboard-${size}`);
    await p.goto('/manage-open-houses'); await p.waitForTimeout(3000); await shot(p, `manage-open-houses-${size}`);
    await c.close();
  }
  if (which.includes('toast')) {
    const c = await ctx(size); const p = await c.newPage();
    await p.goto('/signin'); await p.waitForTimeout(1500);
    await p.getByRole('textbox', { name: 'Email' }).fill(AGENT.email); await p.getByLabel(/^Password/).fill(AGENT.password);
    await p.getByRole('button', { name: 'Sign In', exact: true }).click(); await p.waitForTimeout(2500); await shot(p, `toast-after-signin-agent-${size}`);
    await c.close();
  }
}
await browser.close();
