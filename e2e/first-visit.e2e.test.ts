import type { Page } from 'playwright-core';
import { describe, expect, test } from './support/journey';
import { DEMO_AGENT, DEMO_BUYER } from './support/open-houses';
import { recordToasts, signInThroughApi, signInWithForm, toastWith, visible, waitForPath } from './support/ui';

async function signInWelcomedBack(page: Page, account: { email: string; password: string }) {
  await signInWithForm(page, account);
  await visible(toastWith(page, 'Welcome back!'));
}

describe('what a first visit finds', () => {
  test('a signed-out visit to /create-listing says why, goes to sign-in, and comes back after signing in', async ({ journey: { page } }) => {
    const toastsShown = await recordToasts(page);
    await page.goto('/create-listing');
    await waitForPath(page, '/signin');
    expect(await toastsShown()).toContainEqual(expect.stringMatching(/Unauthorized.*You need to be logged in to create listings\./));
    await signInWelcomedBack(page, DEMO_AGENT);
    await waitForPath(page, '/create-listing');
    await visible(page.getByRole('heading', { level: 1, name: 'Create New Listing' }));
  });

  test('a signed-out visit to /subscribe says why and comes back there after signing in', async ({ journey: { page } }) => {
    const toastsShown = await recordToasts(page);
    await page.goto('/subscribe');
    await waitForPath(page, '/signin');
    expect(await toastsShown()).toContainEqual(expect.stringMatching(/Unauthorized.*You need to be logged in to subscribe\./));
    await signInWelcomedBack(page, DEMO_BUYER);
    await waitForPath(page, '/subscribe');
  });

  test('returnTo only takes paths on this site', async ({ journey: { page, baseUrl } }) => {
    await page.goto('/signin?returnTo=%2F%2Fevil.example%2Fphish');
    await signInWelcomedBack(page, DEMO_BUYER);
    await waitForPath(page, '/');
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
  });

  test('a buyer header offers what a buyer can use, and no Create Listing', async ({ journey }) => {
    const { page } = journey;
    await signInThroughApi(journey, DEMO_BUYER.email, DEMO_BUYER.password);
    await page.goto('/terms');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await visible(nav.getByRole('link', { name: 'Saved Open Houses' }));
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Browse Listings', 'Map View', 'Saved Open Houses', 'Saved Searches', 'My Day', 'Messages']);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Create Listing' }).count()).toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await visible(mobile.getByRole('link', { name: 'Saved Open Houses' }));
    expect(await mobile.getByRole('link', { name: 'Create Listing' }).count()).toBe(0);
  });
});
