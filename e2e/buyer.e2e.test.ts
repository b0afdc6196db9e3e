import { keepScreenshot, uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { newestConfirmationPath } from './support/email-confirmation';
import { DESKTOP, PHONE, doBoxesOverlap, horizontalOverflow, layoutFindings } from './support/layout-checks';
import { austinDate, createMappedOpenHouseThroughApi, demoAgentApi } from './support/open-houses';
import {
  cardInPagedList,
  createBuyerThroughApi,
  headerSignInLink,
  hidden,
  measureRedirectAfterSessionCheck,
  passwordInput,
  signInWithForm,
  sessionStatus,
  termsCheckbox,
  toastWith,
  userMenuButton,
  visible,
  waitForPath,
} from './support/ui';

describe('buyer', () => {
  test('a newcomer goes Get Started → buyer sign-up and lands on /buyer/home signed in, then confirms the address from the outbox and the banner goes', async ({
    journey,
  }) => {
    const { page } = journey;
    const email = uniqueEmail('jane');

    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1, name: /Open houses that fill themselves/ }));
    await keepScreenshot(page, 'landing');

    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await waitForPath(page, '/signup');
    await visible(page.getByRole('heading', { name: 'Create your account' }));
    await page.getByRole('link', { name: /I'm a home buyer/ }).click();

    await waitForPath(page, '/signup/buyer');
    await visible(page.getByRole('heading', { name: 'Create a buyer account' }));
    await keepScreenshot(page, 'buyer-sign-up');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Jane Newcomer');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await passwordInput(page).fill('correct horse battery');
    await page.getByLabel('Buying timeframe').selectOption({ label: '1–3 months' });
    await page.getByLabel('Financing').selectOption({ label: 'Pre-approved' });
    await termsCheckbox(page).check();
    await page.getByRole('button', { name: 'Create Buyer Account' }).click();

    await waitForPath(page, '/buyer/home');
    await visible(page.getByRole('heading', { level: 1, name: 'Buyer Portal' }));
    await visible(page.getByText('Welcome, Jane.'));
    // The preferences given at sign-up came back from the server with the session.
    await visible(page.getByText('1–3 months'));
    await visible(page.getByText('Pre-approved'));
    // Signed in: the header's user menu carries the first name, and the sign-in links are gone.
    await visible(userMenuButton(page, 'Jane'));
    expect(await headerSignInLink(page).count()).toBe(0);
    expect(await sessionStatus(journey)).toBe(200);
    expect(await page.title()).toBe('Buyer Portal · OpenHouse Market');
    await keepScreenshot(page, 'buyer-home');

    // The session is a cookie, so a full reload keeps the buyer signed in.
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Buyer Portal' }));
    await visible(userMenuButton(page, 'Jane'));

    // Until the address is confirmed a banner says so, on a desktop and on a phone, with a Resend button.
    const banner = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await visible(banner.getByText(`Confirm your e-mail address ${email} with the link we sent there.`));
    await visible(banner.getByRole('button', { name: 'Resend link' }));
    await keepScreenshot(page, 'email-banner-desktop', { fullPage: false });
    await page.setViewportSize(PHONE);
    await visible(banner.getByRole('button', { name: 'Resend link' }));
    expect(await horizontalOverflow(page)).toBe(0);
    await keepScreenshot(page, 'email-banner-phone', { fullPage: false });

    // The link the sign-up mailed, read from the local outbox as the buyer reads their mail, on the phone.
    await page.goto('/dev/outbox');
    const mail = await visible(
      page
        .getByRole('article')
        .filter({ hasText: email })
        .filter({ has: page.getByRole('heading', { name: 'Confirm your e-mail address for OpenHouse Market' }) }),
    );
    const link = /https?:\/\/\S+\/confirm-email\/[\w-]+/.exec(await mail.locator('pre').innerText())?.[0] ?? '';
    expect(new URL(link).pathname).toBe(await newestConfirmationPath(journey.context.request, email));
    await page.goto(new URL(link).pathname);
    // Opening the link confirms nothing by itself (mail scanners open links): the button does.
    const confirm = await visible(page.getByRole('button', { name: 'Confirm my e-mail address' }));
    expect(await horizontalOverflow(page)).toBe(0);
    await keepScreenshot(page, 'confirm-email-phone');
    await confirm.click();
    await visible(page.getByRole('status').filter({ hasText: `Thanks: ${email} is confirmed.` }));
    await keepScreenshot(page, 'email-confirmed-phone');
    await hidden(banner);

    // The banner is gone at both sizes, after a reload too; the link, used, says so.
    await page.goto('/buyer/home');
    await visible(page.getByRole('heading', { level: 1, name: 'Buyer Portal' }));
    expect(await banner.count()).toBe(0);
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Buyer Portal' }));
    expect(await banner.count()).toBe(0);
    journey.problems.expectHttpError('POST', new URL(link).pathname.replace('/confirm-email/', '/api/auth/confirm-email/'), 410);
    await page.goto(new URL(link).pathname);
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'This confirmation link was already used.' }));
    await keepScreenshot(page, 'confirm-email-used-desktop', { fullPage: false });
  });

  test('a signed-in buyer logs out from the user menu and is back on the landing, signed out; a heart then asks to sign in and the home lands in Saved homes', async ({
    journey,
  }) => {
    const { page, context } = journey;
    const lou = { name: 'Lou Leaving', email: uniqueEmail('lou'), password: 'correct horse battery' };
    await createBuyerThroughApi(journey, lou, { signedIn: true });

    await page.goto('/buyer/home');
    await visible(page.getByRole('heading', { name: 'Buyer Portal' }));
    const menuButton = await visible(userMenuButton(page, 'Lou'));

    // The menu opens on hover and closes when the pointer leaves (spec), listing the account screens and Log Out.
    await menuButton.hover();
    await visible(page.getByRole('menu'));
    await page.getByRole('heading', { name: 'Buyer Portal' }).hover();
    await hidden(page.getByRole('menu'));
    await menuButton.hover();
    const menu = await visible(page.getByRole('menu'));
    for (const item of ['Settings', 'Account', 'Theme', 'Messages', 'Log Out']) await visible(menu.getByRole('menuitem', { name: item }));
    await keepScreenshot(page, 'user-menu', { fullPage: false });

    // Log Out is a full navigation to /api/auth/logout, which ends the session and redirects to /.
    const logout = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/logout' && request.isNavigationRequest());
    await menu.getByRole('menuitem', { name: 'Log Out' }).click();
    await logout;
    await waitForPath(page, '/');

    await visible(page.getByRole('heading', { level: 1, name: /Open houses that fill themselves/ }));
    await visible(headerSignInLink(page));
    await hidden(userMenuButton(page, 'Lou'));
    expect(await sessionStatus(journey)).toBe(401);
    // Only the device cookie stays: it marks this browser as one that signed in before (sign-in back-off).
    expect((await context.cookies()).filter((cookie) => cookie.httpOnly).map((cookie) => cookie.name)).toEqual(['device']);

    // Signed out, a heart asks to sign in; signed in again, the home is saved in the account and Lou is back on the page.
    await page.goto('/listings');
    const card = await visible(page.getByRole('article').first());
    const listingName = (await card.getByRole('heading').first().textContent()) ?? '';
    await card.getByRole('button', { name: `Favorite ${listingName}` }).click();
    const prompt = await visible(page.getByRole('dialog', { name: 'Sign in to save this home' }));
    await keepScreenshot(page, 'heart-sign-in-prompt', { fullPage: false });
    await prompt.getByRole('link', { name: 'Sign in to save' }).click();
    await waitForPath(page, '/signin');
    await signInWithForm(page, lou);
    await waitForPath(page, '/listings');
    await visible(toastWith(page, 'Property Saved'));
    const heart = page.getByRole('article', { name: listingName }).getByRole('button', { name: `Favorite ${listingName}` });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // The Buyer Portal's Saved homes lists it, and a reload reads it from the account, not this browser.
    await page.goto('/buyer/home');
    await page.getByRole('link', { name: /Saved homes/ }).click();
    await waitForPath(page, '/saved-homes');
    const saved = await visible(page.getByRole('list', { name: 'Your saved homes' }));
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await visible(saved.getByRole('article', { name: listingName }));
    await visible(page.getByText('Showing 1 of 1 saved home'));
    await keepScreenshot(page, 'saved-homes');
  });

  test('signed out, Save on a map card explains, keeps the open house through sign-in and comes back to the same map with it saved (desktop and phone)', async ({
    journey,
  }) => {
    const { page } = journey;
    const run = Date.now().toString(36);
    const title = `Saved Signed Out ${run}`;
    const agent = await demoAgentApi(journey.baseUrl);
    await createMappedOpenHouseThroughApi(agent, { title, date: austinDate(2), coordinates: { lat: 30.2655, lng: -97.7455 } }).finally(() => agent.dispose());
    const mo = { name: 'Mo Mapper', email: uniqueEmail('mo'), password: 'correct horse battery' };
    await createBuyerThroughApi(journey, mo, { signedIn: false });
    const mapPath = '/map?bbox=-97.75,30.26,-97.74,30.27';

    // Desktop: Save explains why and what happens; Not now leaves the visitor where they were, nothing kept.
    await page.setViewportSize(DESKTOP);
    await page.goto(mapPath);
    const card = await cardInPagedList(page, title);
    await card.getByRole('button', { name: /^Save open house: / }).click();
    let prompt = await visible(page.getByRole('dialog', { name: 'Sign in to save this open house' }));
    await visible(prompt.getByText(/Sign in and .+ is saved; you come back to this page\./));
    expect(await layoutFindings(page, '/map (sign in to save an open house)', 'desktop')).toEqual([]);
    await keepScreenshot(page, 'open-house-sign-in-prompt-desktop', { fullPage: false });
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await hidden(prompt);
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(mapPath);

    // Phone: Save → Sign in to save → signed in, back on the same map with the open house saved.
    await page.setViewportSize(PHONE);
    await card.getByRole('button', { name: /^Save open house: / }).click();
    prompt = await visible(page.getByRole('dialog', { name: 'Sign in to save this open house' }));
    expect(await layoutFindings(page, '/map (sign in to save an open house)', 'phone')).toEqual([]);
    await keepScreenshot(page, 'open-house-sign-in-prompt-phone', { fullPage: false });
    await prompt.getByRole('link', { name: 'Sign in to save' }).click();
    await waitForPath(page, '/signin');
    await signInWithForm(page, mo);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === mapPath);
    // The toast sits under the header on a phone, not over the brand and the menu.
    const savedToast = await visible(toastWith(page, 'Open House Saved'));
    expect(await doBoxesOverlap(savedToast, page.getByRole('banner'))).toBe(false);
    const savedCard = await cardInPagedList(page, title);
    await visible(savedCard.getByRole('link', { name: /^Saved: / }));
    await keepScreenshot(page, 'open-house-saved-after-sign-in-phone', { fullPage: false });

    await savedCard.getByRole('link', { name: /^Saved: / }).click();
    await waitForPath(page, '/saved-open-houses');
    await visible(page.getByRole('article', { name: title }));
  });

  test("submitting an empty buyer sign-up shows each field's message and sends nothing", async ({ journey: { page } }) => {
    const signUpCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/signup')) signUpCalls.push(request.url());
    });

    await page.goto('/signup/buyer');
    await page.getByRole('button', { name: 'Create Buyer Account' }).click();

    for (const message of ['Name is required', 'Invalid email', 'Password must be at least 8 characters', 'You must agree to terms']) {
      await visible(page.getByText(message, { exact: true }));
    }
    // Each message is tied to its field, and the first invalid field gets the focus.
    const name = page.getByRole('textbox', { name: 'Full name' });
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await termsCheckbox(page).getAttribute('aria-invalid')).toBe('true');
    expect(signUpCalls).toEqual([]);
    await keepScreenshot(page, 'buyer-sign-up-errors');
    await waitForPath(page, '/signup/buyer');
  });

  test('signing up again with a taken e-mail (other case) shows the server message and stays on the form', async ({ journey }) => {
    const { page, problems } = journey;
    const email = uniqueEmail('taken');
    await createBuyerThroughApi(journey, { name: 'First Owner', email, password: 'correct horse battery' }, { signedIn: false });
    problems.expectHttpError('POST', '/api/auth/signup/buyer', 409);

    await page.goto('/signup/buyer');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Second Try');
    await page.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
    await passwordInput(page).fill('another password');
    await termsCheckbox(page).check();
    await page.getByRole('button', { name: 'Create Buyer Account' }).click();

    await visible(toastWith(page, 'An account with this e-mail already exists. Sign in instead.'));
    await waitForPath(page, '/signup/buyer');
    expect(await page.getByRole('button', { name: 'Create Buyer Account' }).isEnabled()).toBe(true);
    expect(await sessionStatus(journey)).toBe(401);
  });

  test('a signed-out visit to /buyer/home says Access Denied and goes to /signin', async ({ journey: { page } }) => {
    const redirectDelay = await measureRedirectAfterSessionCheck(page, '/signin');
    await page.goto('/buyer/home');
    const toast = await visible(toastWith(page, 'Access Denied'));
    await keepScreenshot(page, 'access-denied', { fullPage: false });
    expect(await toast.textContent()).toContain('Please sign in to access the buyer portal.');
    await waitForPath(page, '/signin');
    // The spec's 1.5 s delay, counted from when the app learnt the visitor is signed out.
    expect(await redirectDelay()).toBeGreaterThanOrEqual(1_500);
    await visible(page.getByRole('heading', { name: 'Sign in' }));
  });
});
