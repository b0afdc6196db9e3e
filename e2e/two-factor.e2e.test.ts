import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { createBuyerThroughApi, passwordInput, toastWith, userMenuButton, visible, waitForPath } from './support/ui';

/** What an authenticator app would show `stepsAhead` 30-second steps from now. */
const authenticatorCode = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** GET /api/auth/user from the page itself (the browser's own connections and cookies): 200 signed in, 401 out. */
const sessionStatus = (page: Page) => page.evaluate(async () => (await fetch('/api/auth/user')).status);

/**
 * Logs out from the user menu. The page may still be settling from the sign-in that led here (the header
 * re-rendered, a toast arriving), which can close a menu just opened; so it opens the menu again until Log Out
 * takes. The menu's own hover behaviour is the buyer journey's to test.
 */
async function logOut(page: Page) {
  const logOutItem = page.getByRole('menu').getByRole('menuitem', { name: 'Log Out' });
  for (let attempt = 1; ; attempt += 1) {
    if (!(await logOutItem.isVisible())) await userMenuButton(page, 'Tess').click();
    try {
      await logOutItem.click({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await waitForPath(page, '/');
}

async function enterPassword(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  return visible(page.getByRole('textbox', { name: /Authentication code/ }));
}

describe('two-factor sign-in', () => {
  test('enrol in settings, sign out, sign in with an authenticator code, and a recovery code works once', async ({ journey }) => {
    const { page, problems } = journey;
    const account = { name: 'Tess Totp', email: uniqueEmail('tess'), password: 'correct horse battery' };
    await createBuyerThroughApi(journey, account, { signedIn: true });
    problems.expectHttpError('POST', '/api/auth/signin/two-factor', 401);
    problems.expectHttpError('GET', '/api/auth/user', 401);

    // Enrol: the spec's switch opens the QR code and the key as text; the first code turns it on.
    await page.goto('/settings');
    const twoFactorSwitch = await visible(page.getByRole('switch', { name: 'Two-factor authentication' }));
    expect(await twoFactorSwitch.getAttribute('aria-checked')).toBe('false');
    await twoFactorSwitch.click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Turn on two-factor authentication' }));
    const qrCode = await visible(dialog.getByRole('img', { name: 'QR code for your authenticator app' }));
    // The SVG data URL decodes and draws (a broken image has no natural width).
    await expect.poll(() => qrCode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    const secret = (await (await visible(dialog.getByTestId('two-factor-secret'))).textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await dialog.getByRole('textbox', { name: /Code from your app/ }).fill(await authenticatorCode(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    const codesList = await visible(page.getByRole('list', { name: 'Recovery codes' }));
    const recoveryCodes = await codesList.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await visible(toastWith(page, 'Two-factor authentication on'));
    expect(await page.getByRole('switch', { name: 'Two-factor authentication' }).getAttribute('aria-checked')).toBe('true');

    // The password alone no longer signs in: the code step follows, and the next code opens the session.
    await logOut(page);
    const codeField = await enterPassword(page, account.email, account.password);
    expect(await sessionStatus(page)).toBe(401);
    await codeField.fill(await authenticatorCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await visible(toastWith(page, 'Welcome back!'));
    await waitForPath(page, '/');
    expect(await sessionStatus(page)).toBe(200);

    // A recovery code signs in once.
    await logOut(page);
    await (await enterPassword(page, account.email, account.password)).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/');
    expect(await sessionStatus(page)).toBe(200);

    await logOut(page);
    await (await enterPassword(page, account.email, account.password)).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    const failure = await visible(toastWith(page, 'Sign-in failed'));
    expect(await failure.textContent()).toContain('Invalid authentication code.');
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(await sessionStatus(page)).toBe(401);
  });
});
