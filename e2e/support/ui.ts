import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TJourney } from './journey';
import { confirmEmailThroughOutbox } from './email-confirmation';

/** Waits until the SPA (or a full navigation) shows `path`. */
export const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

/** Waits until the locator is visible, and answers it for chaining. */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/** Waits until nothing the locator matches is shown. */
export const hidden = (locator: Locator) => locator.waitFor({ state: 'hidden' });

/** The toast viewport (Radix: a region named 'Notifications (F8)'); its toasts are list items. */
export const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** The visible toast showing `title`. */
export const toastWith = (page: Page, title: string) => toastRegion(page).getByRole('listitem').filter({ hasText: title });

/**
 * Records the text of every toast the page shows, in sessionStorage so it outlives a full navigation. A toast
 * that shows only until a redirect (the spec's 500 ms 'Unauthorized') can be asserted after the fact, however
 * late a loaded runner would have polled for it. Install before the page loads; read with `toastsShown`.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const key = '__toastsShown';
    const record = (text: string) => sessionStorage.setItem(key, JSON.stringify([...JSON.parse(sessionStorage.getItem(key) ?? '[]'), text]));
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[role="region"] li')) {
        if (seen.has(toast) || !toast.textContent) continue;
        seen.add(toast);
        record(toast.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('__toastsShown') ?? '[]') as string[]);
}

/** The header's account menu trigger, labelled with the user's first name (or 'User'). */
export const userMenuButton = (page: Page, label: string) => page.getByRole('banner').getByRole('button', { name: label, exact: true });

/** The signed-out header's Sign In link. */
export const headerSignInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true });

/** The password input (its label starts with 'Password'; the 'Show password' toggle's does not). */
export const passwordInput = (page: Page) => page.getByLabel(/^Password/);

/** The terms consent checkbox of both sign-up forms. */
export const termsCheckbox = (page: Page) => page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ });

/**
 * Measures, inside the page, how long after the session check answered the SPA moved to
 * `path`: the app cannot know the visitor is signed out before that answer (its `session-known` mark; without the
 * signed_in hint cookie it answers without asking GET /api/auth/user), and the clock is the page's own,
 * so it does not matter how late the test runner notices. Install before the page loads.
 */
export async function measureRedirectAfterSessionCheck(page: Page, path: string): Promise<() => Promise<number>> {
  await page.addInitScript((path) => {
    const marks: { movedAt?: number } = {};
    (window as unknown as { __redirect: typeof marks }).__redirect = marks;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        if (marks.movedAt === undefined && location.pathname === path) marks.movedAt = performance.now();
      };
    }
  }, path);
  return async () => {
    const { answeredAt, movedAt } = await page.evaluate(() => ({
      answeredAt: performance.getEntriesByName('session-known', 'mark')[0]?.startTime,
      movedAt: (window as unknown as { __redirect: { movedAt?: number } }).__redirect.movedAt,
    }));
    expect(answeredAt, 'the session check never answered').toBeTypeOf('number');
    expect(movedAt, `never moved to ${path}`).toBeTypeOf('number');
    return (movedAt ?? 0) - (answeredAt ?? 0);
  };
}

export type TNewAccount = { name: string; email: string; password: string };

/**
 * Creates a buyer account through the API, its address confirmed, as set-up for journeys about something else (signing in, out).
 * It signs the context in, so `signedIn: false` drops the session cookie again.
 */
export async function createBuyerThroughApi(journey: TJourney, account: TNewAccount, options: { signedIn: boolean }): Promise<void> {
  const response = await journey.context.request.post('/api/auth/signup/buyer', {
    headers: { Origin: journey.baseUrl },
    data: {
      name: account.name,
      email: account.email,
      password: account.password,
      timeframe: 'just-browsing',
      financing: 'exploring-lenders',
      represented: false,
      consents: { terms: true, marketing: false },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await confirmEmailThroughOutbox(journey.context.request, journey.baseUrl, account.email);
  if (!options.signedIn) await journey.context.clearCookies();
}

/** Signs in on the /signin screen the page is on, as a person does: e-mail, password, Sign In. */
export async function signInWithForm(page: Page, account: { email: string; password: string }): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Sign in' }));
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await passwordInput(page).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs the context in through the API (set-up only; the sign-in screen has its own journey). */
export async function signInThroughApi(journey: TJourney, email: string, password: string): Promise<void> {
  const response = await journey.context.request.post('/api/auth/signin', { headers: { Origin: journey.baseUrl }, data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** GET /api/auth/user with the context's cookies: 200 signed in, 401 signed out. */
export async function sessionStatus(journey: TJourney): Promise<number> {
  const response = await journey.context.request.get('/api/auth/user');
  return response.status();
}

/**
 * A card in a list that shows a page at a time (the map's list): presses "Show more listings" as a person
 * would until the card is there, or the list has no more.
 */
export async function cardInPagedList(page: Page, name: string): Promise<Locator> {
  const card = page.getByRole('article', { name });
  const more = page.getByRole('button', { name: 'Show more listings' });
  await card.or(more).first().waitFor({ state: 'visible' });
  while (!(await card.isVisible()) && (await more.isVisible())) {
    await more.click();
    await card.or(more).first().waitFor({ state: 'visible' });
  }
  return visible(card);
}
