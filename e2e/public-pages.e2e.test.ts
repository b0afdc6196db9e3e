import { keepScreenshot, uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { hidden, visible, waitForPath } from './support/ui';

describe('public pages', () => {
  test('an unknown path shows the 404 screen', async ({ journey: { page } }) => {
    await page.goto('/no-such-page/at-all');
    await visible(page.getByRole('heading', { level: 1, name: '404 Page Not Found' }));
    await visible(page.getByText('Did you forget to add the page to the router?'));
    await keepScreenshot(page, 'not-found');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await waitForPath(page, '/');
    await visible(page.getByRole('heading', { level: 1, name: /Open houses that fill themselves/ }));
  });

  test('signed out, /dashboard does not exist: the 404 screen', async ({ journey: { page } }) => {
    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: '404 Page Not Found' }));
  });

  test('joining the waitlist replaces the form with the thank-you', async ({ journey: { page } }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Join the private beta waitlist' }).click();
    await waitForPath(page, '/waitlist');
    await visible(page.getByRole('heading', { level: 1, name: 'Private Beta' }));

    // An empty e-mail is caught before anything is sent.
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await visible(page.getByText('Invalid email', { exact: true }));

    const role = page.getByRole('combobox', { name: 'I am a' });
    expect(await role.inputValue()).toBe('AGENT');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('waiting'));
    await role.selectOption({ label: 'Broker' });
    const joined = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/waitlist');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const response = await joined;
    expect(response.status()).toBeLessThan(300);
    expect(response.request().postDataJSON()).toMatchObject({ role: 'BROKER' });

    await visible(page.getByText("You're on the list — thanks!"));
    await visible(page.getByText("We'll be in touch soon with your beta access."));
    await hidden(page.getByRole('button', { name: 'Join Waitlist' }));
    expect(await page.getByRole('textbox', { name: 'Email' }).count()).toBe(0);
    await keepScreenshot(page, 'waitlist-thanks', { fullPage: false });
  });

  test('the header shows the BETA badge (the runtime runs in private beta)', async ({ journey: { page } }) => {
    await page.goto('/');
    const badge = await visible(page.getByRole('banner').getByText('BETA', { exact: true }));
    expect(await badge.getAttribute('title')).toBe('Private beta');
  });

  test("the footer's API Documentation link opens the API reference with the route list", async ({ journey: { page } }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const docs = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/docs' && response.request().isNavigationRequest());
    await footer.getByRole('link', { name: 'API Documentation' }).click();
    const response = await docs;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');

    await waitForPath(page, '/api/docs');
    await visible(page.getByRole('heading', { level: 1, name: 'OpenHouse Market API' }));
    for (const route of [
      'GET /api/auth/user',
      'POST /api/auth/signup/buyer',
      'POST /api/auth/signin',
      'GET /api/auth/logout',
      'POST /api/waitlist',
      'GET /api/docs',
    ]) {
      await visible(page.getByRole('heading', { level: 2, name: route, exact: true }));
    }
    await visible(page.getByRole('link', { name: 'OpenAPI 3.1 JSON' }));
  });

  test('the footer links to the privacy policy, dated today, and the terms lead back home', async ({ journey: { page } }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await waitForPath(page, '/privacy');
    await visible(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    await visible(page.getByText(`Last updated: ${today}`));

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await waitForPath(page, '/terms');
    await visible(page.getByRole('heading', { level: 1, name: 'Terms of Service' }));
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await waitForPath(page, '/');
  });

  test('on a phone-sized screen the header menu toggles open and closed', async ({ journey: { page } }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const menu = await visible(page.getByRole('navigation', { name: 'Mobile' }));
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const label of ['Pricing', 'Features', 'Browse Listings', 'Map View', 'Sign In', 'Get Started'])
      await visible(menu.getByRole('link', { name: label }));
    await keepScreenshot(page, 'mobile-menu', { fullPage: false });

    await menu.getByRole('link', { name: 'Get Started' }).click();
    await waitForPath(page, '/signup');
    await hidden(page.getByRole('navigation', { name: 'Mobile' }));
  });

  test("the header's Pricing link from another page opens the landing scrolled to the plans", async ({ journey: { page } }) => {
    await page.goto('/signin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#pricing');
    const heading = await visible(page.getByRole('heading', { level: 2, name: 'Simple pricing' }));
    await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(900);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    for (const plan of ['Free Trial', 'Solo Agent', 'Team']) await visible(page.getByRole('heading', { level: 3, name: plan, exact: true }));
  });

  test("the Free Trial card's Start Free Trial opens the professional sign-up (issue 40: not the sign-in screen)", async ({ journey: { page } }) => {
    await page.goto('/');
    const trial = page.locator('#pricing li').filter({ has: page.getByRole('heading', { name: 'Free Trial', exact: true }) });
    await trial.getByRole('link', { name: 'Start Free Trial' }).click();
    await waitForPath(page, '/signup/pro');
    await visible(page.getByRole('heading', { name: 'Create a professional account' }));
  });
});
