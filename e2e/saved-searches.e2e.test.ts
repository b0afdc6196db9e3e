import { request } from 'playwright-core';
import { makeListing } from '../functions/test/listings';
import { keepScreenshot, uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { layoutFindings, DESKTOP, PHONE } from './support/layout-checks';
import { activateSubscription } from './support/subscriptions';
import { createBuyerThroughApi, visible } from './support/ui';

/** A small box of central Austin (west, south, east, north). */
const BOX = '-97.77,30.25,-97.73,30.29';

describe('saved searches', () => {
  test('a buyer on a phone saves "3+ beds, $500K–$750K" in a place with instant alerts; a listing published after it rings their bell and shows as new; both open it; the screens fit both sizes', async ({
    journey,
  }) => {
    const { page, baseUrl } = journey;
    const run = Date.now().toString(36);
    const name = `Family homes near the lake with a yard and a room for an office ${run}`;
    await createBuyerThroughApi(journey, { name: `Sam ${run}`, email: uniqueEmail('search-buyer'), password: 'correct horse battery' }, { signedIn: true });

    await page.setViewportSize(PHONE);
    await page.goto(`/listings?minBedrooms=3&priceRange=500k-750k&bbox=${BOX}&place=Austin`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Save this search' }));
    expect(await dialog.getByLabel(/^Name/).inputValue()).toBe('Austin: 3+ beds, $500K–$750K');
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('radio', { name: /Instantly/ }).check();
    expect(await layoutFindings(page, '/listings (Save this search)', 'phone')).toEqual([]);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The same search again (under another name) is refused, naming the one saved.
    journey.problems.expectHttpError('POST', '/api/users/saved-searches', 409);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const again = await visible(page.getByRole('dialog', { name: 'Save this search' }));
    await again.getByRole('button', { name: 'Save search' }).click();
    await visible(again.getByRole('alert').getByText(`You already have this search saved as “${name}”.`, { exact: false }));
    expect(await layoutFindings(page, '/listings (the same search again)', 'phone')).toEqual([]);
    await keepScreenshot(page, 'saved-search-duplicate-phone', { fullPage: false });
    await again.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // An agent publishes a matching listing inside the box, and one too small.
    const agentEmail = uniqueEmail('search-agent');
    const agent = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
    const signUp = await agent.post('/api/auth/signup/pro', {
      data: { role: 'AGENT', displayName: `Search Agent ${run}`, email: agentEmail, password: 'correct horse battery', consents: { terms: true } },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    await activateSubscription(agentEmail);
    for (const listing of [
      { bedrooms: 3, price: 650_000 },
      { bedrooms: 2, price: 600_000 },
    ]) {
      const created = await agent.post('/api/properties', {
        data: makeListing({ title: `Lake house ${run}`, coordinates: { lat: 30.27, lng: -97.75 }, ...listing }),
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await agent.dispose();

    // The notifications worker matches the listing to the search off the request: the bell rings within seconds.
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    for (let attempt = 0; attempt < 20 && !(await bell.isVisible()); attempt++) {
      await page.goto('/saved-searches');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .waitFor();
      if (!(await bell.isVisible())) await page.waitForTimeout(500);
    }
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await visible(card.getByText('1 new', { exact: true }));
    await visible(card.getByText('3+ beds · $500K–$750K · Austin'));
    await visible(card.getByText(/Alerts: instantly/));
    expect(await layoutFindings(page, '/saved-searches', 'phone')).toEqual([]);
    await bell.click();
    const alerts = await visible(page.getByRole('dialog', { name: 'Notifications' }));
    const alert = await visible(alerts.getByRole('link', { name: new RegExp(`^New listing: Lake house ${run}`) }));
    await visible(alert.getByText(`matches “${name}”`, { exact: false }));
    expect(await layoutFindings(page, '/saved-searches (notifications)', 'phone')).toEqual([]);
    await keepScreenshot(page, 'saved-search-alert-phone', { fullPage: false });
    await alert.click();
    await visible(page.getByRole('heading', { level: 1, name: `Lake house ${run}` }));
    await visible(page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }));

    await page.setViewportSize(DESKTOP);
    await page.goto('/saved-searches');
    expect(await layoutFindings(page, '/saved-searches', 'desktop')).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).click();
    await visible(page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`^New listing: Lake house ${run}`) }));
    expect(await layoutFindings(page, '/saved-searches (notifications)', 'desktop')).toEqual([]);
    await keepScreenshot(page, 'saved-search-alert-desktop', { fullPage: false });
    await page.keyboard.press('Escape');

    const visited = page.waitForResponse((response) => response.url().endsWith('/visit') && response.request().method() === 'POST');
    await card.getByRole('link', { name: `Open ${name}` }).click();
    expect((await visited).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/listings');
    const params = new URL(page.url()).searchParams;
    // The $500K–$750K bucket it was saved from comes back as the one filter set's range, both ends included.
    expect([params.get('minBedrooms'), params.get('minPrice'), params.get('maxPrice'), params.get('bbox'), params.get('place')]).toEqual([
      '3',
      '500000',
      '750000',
      BOX,
      'Austin',
    ]);
    await visible(page.getByRole('heading', { name: `Lake house ${run}` }).first());

    await page.goto('/saved-searches');
    await visible(card.getByText('No new homes'));
  });
});
