import { keepScreenshot, uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { DEMO_BROKER } from './support/open-houses';
import {
  measureRedirectAfterSessionCheck,
  passwordInput,
  sessionStatus,
  signInThroughApi,
  termsCheckbox,
  toastWith,
  userMenuButton,
  visible,
  waitForPath,
} from './support/ui';

describe('agent', () => {
  test('a newcomer signs up as an agent and lands on /agent/dashboard with the professional header', async ({ journey }) => {
    const { page } = journey;

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await waitForPath(page, '/signup');
    await page.getByRole('link', { name: /I'm an agent or broker/ }).click();

    await waitForPath(page, '/signup/pro');
    await visible(page.getByRole('heading', { name: 'Create a professional account' }));
    // Agent is the default role.
    expect(await page.getByRole('radio', { name: /^Agent/ }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Sam Seller');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('sam'));
    await passwordInput(page).fill('correct horse battery');
    await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('(512) 555-0100');
    await page.getByRole('textbox', { name: 'License number (optional)' }).fill('TX-1234567');
    await page.getByRole('textbox', { name: 'Brokerage name (optional)' }).fill('Hill Country Homes');
    await termsCheckbox(page).check();
    await keepScreenshot(page, 'pro-sign-up');
    await page.getByRole('button', { name: 'Create Professional Account' }).click();

    await waitForPath(page, '/agent/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Agent Dashboard' }));
    // A new account is welcomed, not welcomed back.
    await visible(page.getByText('Welcome, Sam · Real Estate Agent'));
    // Where sign-up lands is the one agent dashboard: it counts the trial's days.
    // The days come from the payment provider's trial end; the subscriptions journey moves the stand-in's clock 15 days
    // ahead for the rest of the run, so the count is read, not fixed.
    await visible(page.getByRole('heading', { name: /^Free trial: \d+ days left$/ }));

    // The professional header: the tab nav instead of the public nav, and the user menu with the first name.
    const tabs = page.getByRole('navigation', { name: 'Professional' });
    for (const [label, href] of [
      ['Browse Listings', '/listings'],
      ['Map View', '/map'],
      ['Dashboard', '/agent/dashboard'],
      ['Create Listing', '/create-listing'],
    ] as const) {
      expect(await (await visible(tabs.getByRole('link', { name: label, exact: true }))).getAttribute('href')).toBe(href);
    }
    expect(await tabs.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current')).toBe('page');
    await visible(userMenuButton(page, 'Sam'));
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).count()).toBe(0);

    // The dashboard: quick actions, the profile card with what was given at sign-up, no open houses yet.
    const quickActions = page.getByRole('navigation', { name: 'Quick actions' });
    for (const label of ['Edit Account', 'Create Open House', 'Manage Open Houses', 'Browse Listings', 'Map View']) {
      await visible(quickActions.getByRole('link', { name: label }));
    }
    await visible(page.getByRole('link', { name: 'Customize' }));
    await visible(page.getByText('Sam Seller', { exact: true }));
    await visible(page.getByText('Hill Country Homes'));
    await visible(page.getByText('You have no open houses yet.'));
    expect(await sessionStatus(journey)).toBe(200);
    await keepScreenshot(page, 'agent-dashboard');
  });

  test('a signed-out visit to /agent/dashboard is sent to /', async ({ journey: { page } }) => {
    await page.goto('/agent/dashboard');
    await waitForPath(page, '/');
    await visible(page.getByRole('heading', { level: 1, name: /Open houses that fill themselves/ }));
  });

  test('a newcomer signs up as a broker and lands on /broker/dashboard', async ({ journey: { page } }) => {
    await page.goto('/signup/pro');
    await page.getByRole('radio', { name: /^Broker/ }).check();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Bea Broker');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('bea'));
    await passwordInput(page).fill('correct horse battery');
    await page.getByRole('textbox', { name: 'Brokerage name (optional)' }).fill('Bluebonnet Brokers');
    await termsCheckbox(page).check();
    await page.getByRole('button', { name: 'Create Professional Account' }).click();

    await waitForPath(page, '/broker/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Broker Dashboard' }));
    await visible(page.getByText('Bluebonnet Brokers · Bea Broker'));
    await visible(
      page
        .getByRole('region', { name: 'Team', exact: true })
        .getByText('No pending requests. Agents who name Bluebonnet Brokers on their account appear here.'),
    );
    for (const card of ['Financial overview', 'Performance analytics', 'Brokerage settings']) await visible(page.getByRole('heading', { name: card }));
    await visible(page.getByRole('navigation', { name: 'Professional' }));
    await visible(userMenuButton(page, 'Bea'));
  });

  test('a signed-out visit to /broker/dashboard says Access Denied and goes to /signin', async ({ journey: { page } }) => {
    const redirectDelay = await measureRedirectAfterSessionCheck(page, '/signin');
    await page.goto('/broker/dashboard');
    const toast = await visible(toastWith(page, 'Access Denied'));
    expect(await toast.textContent()).toContain('Please sign in to access the broker dashboard.');
    await waitForPath(page, '/signin');
    // The spec's 1.5 s delay, counted from when the app learnt the visitor is signed out.
    expect(await redirectDelay()).toBeGreaterThanOrEqual(1_500);
  });

  test('on a phone the professional header stays on one line and its user menu still works', async ({ journey }) => {
    const { page } = journey;
    await signInThroughApi(journey, DEMO_BROKER.email, DEMO_BROKER.password);
    await page.setViewportSize({ width: 390, height: 844 });
    // The user menu's code is held back at first: the header must fit while its placeholder stands in too (a slow
    // phone sees that state; a CI run once measured it and found the name cut short).
    let releaseUserMenu = () => {};
    const userMenuReleased = new Promise<void>((resolve) => (releaseUserMenu = resolve));
    await page.route(/\/assets\/user-menu-[^/]+\.js$/, async (route) => {
      await userMenuReleased;
      await route.continue();
    });
    await page.goto('/agent/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Agent Dashboard' }));

    const brand = await visible(page.getByRole('banner').getByRole('link', { name: 'OpenHouse Market' }));
    const expectHeaderOnOneLine = async () => {
      expect((await brand.boundingBox())?.height).toBeLessThanOrEqual(36);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The whole name shows (not "OpenHouse Ma…").
      expect(await brand.evaluate((link) => [...link.querySelectorAll('span')].every((span) => span.scrollWidth <= span.clientWidth))).toBe(true);
    };
    await expectHeaderOnOneLine();
    releaseUserMenu();
    await visible(userMenuButton(page, 'Blake'));
    await expectHeaderOnOneLine();
    // Every tab is whole on screen: none cut off at the edge.
    for (const tab of await page.getByRole('navigation', { name: 'Professional' }).getByRole('link').all()) {
      const box = (await tab.boundingBox())!;
      expect([await tab.textContent(), box.x >= 0 && box.x + box.width <= 390]).toEqual([await tab.textContent(), true]);
    }
    await keepScreenshot(page, 'agent-dashboard-phone', { fullPage: false });

    // Only the avatar shows, but the button is still labelled with the first name; a tap opens the menu.
    await userMenuButton(page, 'Blake').click();
    await visible(page.getByRole('menuitem', { name: 'Log Out' }));
  });
});
