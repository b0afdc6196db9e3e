import { uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import {
  createBuyerThroughApi,
  headerSignInLink,
  hidden,
  passwordInput,
  sessionStatus,
  toastRegion,
  toastWith,
  userMenuButton,
  visible,
  waitForPath,
} from './support/ui';

describe('sign in', () => {
  test('a returning user gets the server message for a wrong password, then signs in and is welcomed back', async ({ journey }) => {
    const { page, problems } = journey;
    const account = { name: 'Robin Returning', email: uniqueEmail('robin'), password: 'correct horse battery' };
    await createBuyerThroughApi(journey, account, { signedIn: false });
    problems.expectHttpError('POST', '/api/auth/signin', 401);

    await page.goto('/');
    await headerSignInLink(page).click();
    await waitForPath(page, '/signin');
    await visible(page.getByRole('heading', { name: 'Sign in' }));

    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    const password = passwordInput(page);
    await password.fill('not my password');
    // Show/hide password.
    const toggle = page.getByRole('button', { name: 'Show password' });
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const failure = await visible(toastWith(page, 'Sign-in failed'));
    expect(await failure.textContent()).toContain('Invalid email or password.');
    // A wrong password is the form's error, not a lost session: no 'Unauthorized' toast, no redirect.
    expect(await toastWith(page, 'Unauthorized').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(await sessionStatus(journey)).toBe(401);

    await password.fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await visible(toastWith(page, 'Welcome back!'));
    // At most one toast at a time: the welcome replaced the failure.
    await hidden(toastWith(page, 'Sign-in failed'));
    expect(await toastRegion(page).getByRole('listitem').count()).toBe(1);
    await waitForPath(page, '/');
    await visible(page.getByRole('heading', { level: 1, name: 'Buyer Portal' }));
    await visible(page.getByText('Welcome back, Robin.'));
    await visible(userMenuButton(page, 'Robin'));
    expect(await headerSignInLink(page).count()).toBe(0);
    expect(await sessionStatus(journey)).toBe(200);
  });

  test('the seeded demo agent signs in and reaches the agent dashboard', async ({ journey: { page } }) => {
    await page.goto('/signin');
    await page.getByRole('textbox', { name: 'Email' }).fill('agent@demo.openhouse.market');
    await passwordInput(page).fill('demo-agent-2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await waitForPath(page, '/');
    // Agents get the professional header; its Dashboard tab leads to the agent dashboard.
    await visible(userMenuButton(page, 'Avery'));
    await page.getByRole('navigation', { name: 'Professional' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await waitForPath(page, '/agent/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Agent Dashboard' }));
    await visible(page.getByText('Lone Star Realty', { exact: true }));
  });
});
