import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { REPO_ROOT } from '../infra/lib/paths';
import { launchBrowser } from './support/browser';
import { SITE_POLICY, watchCspViolations } from './support/csp-watch';
import { DEMO_AGENT, DEMO_BROKER } from './support/open-houses';
import { VISITOR_SCREENS } from './support/visitor-screens';

/** Every screen of the route table that needs no id (web/src/app/routes.tsx), and the 404 screen. */
const SCREENS = [
  '/',
  '/signup',
  '/signup/buyer',
  '/signup/pro',
  '/signin',
  '/waitlist',
  '/terms',
  '/privacy',
  '/listings',
  '/map',
  '/create-listing',
  '/create-open-house',
  '/manage-open-houses',
  '/saved-open-houses',
  '/subscribe',
  '/theme',
  '/buyer/home',
  '/agent/dashboard',
  '/broker/dashboard',
  '/dashboard',
  '/settings',
  '/account',
  '/messages',
  '/no-such-page',
];

type TWatchedPage = { page: Page; context: BrowserContext; violations: string[] };

/** A page whose CSP violations (the DOM event, and Chromium's console report) are collected across navigations. */
async function watchedPage(browser: Browser): Promise<TWatchedPage> {
  const context = await browser.newContext({ baseURL: inject('e2eBaseUrl'), viewport: { width: 1280, height: 900 } });
  const violations = await watchCspViolations(context);
  return { page: await context.newPage(), context, violations };
}

async function signIn(context: BrowserContext, account: { email: string; password: string }): Promise<string> {
  const signedIn = await context.request.post('/api/auth/signin', { headers: { Origin: inject('e2eBaseUrl') }, data: account });
  expect(signedIn.status()).toBe(200);
  return ((await (await context.request.get('/api/auth/user')).json()) as { id: string }).id;
}

/** Opens each screen as it is served (the policy must be on the document), and lets it finish loading. */
async function visitAll(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    // Leave the app first: a client-side redirect of the last screen (Access Denied → /signin) can neither put the
    // page on `path` already (a same-document goto has no response) nor abort this navigation.
    await page.goto('about:blank');
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy'], path).toMatch(SITE_POLICY);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  }
}

describe('the Content-Security-Policy', () => {
  let browser: Browser;
  let listingPaths: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const { context } = await watchedPage(browser);
    const agentId = await signIn(context, DEMO_AGENT);
    const brokerId = await signIn(context, DEMO_BROKER);
    const listings = (await (await context.request.get(`/api/properties?userId=${agentId}`)).json()) as { items: { id: string }[] };
    const propertyId = listings.items[0]!.id;
    listingPaths = [`/property/${propertyId}`, `/agent/${agentId}`, `/broker/${brokerId}`, '/brokerage/Lone%20Star%20Realty'];
    await context.close();
  });

  afterAll(() => browser?.close());

  it('is strict in the built SPA: its index.html has no inline script', () => {
    const html = readFileSync(join(REPO_ROOT, 'web', 'dist', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, body] of scripts) {
      expect(tag).toMatch(/\ssrc="\/assets\//);
      expect(body!.trim()).toBe('');
    }
  });

  it('is on every screen a signed-out visitor opens', async () => {
    const context = await browser.newContext({ baseURL: inject('e2eBaseUrl') });
    for (const path of [...SCREENS, ...listingPaths]) {
      const response = await context.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-security-policy'], path).toMatch(SITE_POLICY);
    }
    await context.close();
  });

  // every-screen.e2e.test.ts walks every screen of every role, the signed-out ones of VISITOR_SCREENS and the
  // listing and profile pages among them, and reports each violation it meets there (the DOM event and
  // Chromium's console report, as here): this walk opens only the signed-out screens that walk does not.
  it('blocks nothing on the other signed-out screens', async () => {
    const { page, context, violations } = await watchedPage(browser);
    await visitAll(
      page,
      SCREENS.filter((path) => !(VISITOR_SCREENS as readonly string[]).includes(path)),
    );
    await context.close();
    expect(violations).toEqual([]);
  }, 180_000);

  it('lets the HTML API reference render, its stylesheet applied', async () => {
    const { page, context, violations } = await watchedPage(browser);
    await visitAll(page, ['/api/docs']);
    expect(
      await page
        .locator('.m.get')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe('rgb(37, 99, 235)');
    await context.close();
    expect(violations).toEqual([]);
  });

  it('reports a violation when a page does break the policy (the watch itself works)', async () => {
    const { page, context, violations } = await watchedPage(browser);
    await visitAll(page, ['/terms']);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    await context.close();
  });
});
