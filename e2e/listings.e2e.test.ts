import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { drawHousePicture } from '../infra/local/seed/house-picture';
import { keepScreenshot, newPage, uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { austinDate, DEMO_AGENT } from './support/open-houses';
import { endTrialAtProvider } from './support/subscriptions';
import { createBuyerThroughApi, recordToasts, signInThroughApi, toastWith, visible, waitForPath } from './support/ui';

/** Two small real PNG photos on disk, chosen through the uploader's file input as a user would. */
let photoDir: string;
let photoPaths: [string, string];
beforeAll(() => {
  photoDir = mkdtempSync(join(tmpdir(), 'e2e-listing-photos-'));
  const front = join(photoDir, 'front.png');
  const garden = join(photoDir, 'garden.png');
  writeFileSync(
    front,
    drawHousePicture(
      { wall: [236, 224, 200], roof: [120, 60, 50], door: [40, 70, 120], sky: [120, 170, 230], lawn: [90, 160, 80], storeys: 2, view: 'front' },
      320,
      210,
    ),
  );
  writeFileSync(
    garden,
    drawHousePicture(
      { wall: [200, 210, 220], roof: [60, 60, 70], door: [150, 40, 40], sky: [150, 190, 240], lawn: [80, 150, 70], storeys: 1, view: 'garden' },
      320,
      210,
    ),
  );
  photoPaths = [front, garden];
});
afterAll(() => rmSync(photoDir, { recursive: true, force: true }));

/** The number on one of the agent home's four tiles ('New Leads' …), once the stats have loaded. */
async function tileValue(page: Page, label: string): Promise<number> {
  const value = page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
  await expect.poll(() => value.textContent(), { message: `the ${label} tile never showed a number` }).toMatch(/^[\d,]+$/);
  return Number((await value.textContent())?.replace(/,/g, ''));
}

/** Text as the page shows it, with the narrow / no-break spaces Intl puts in times made plain. */
const plainText = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** 'Sat, May 30' for an ISO calendar date, whatever this machine's zone. */
const calendarDay = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));

/** A route handler's hold: requests wait on `held` until `release()`. */
function gate() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

/** 40 characters, as long subdivision names run. */
const LONG_SUBDIVISION = 'Barton Creek Preserve at Rob Roy Phase 2';

describe('listings', () => {
  test("the demo agent publishes a listing with two photos and an open house, opens it, and a visitor's inquiry raises New Leads", async ({
    journey,
    browser,
  }) => {
    const { page, baseUrl } = journey;
    const address = `${1000 + (Date.now() % 8000)} Lantern Bay Rd`;
    const openHouseDate = austinDate(4);
    await signInThroughApi(journey, DEMO_AGENT.email, DEMO_AGENT.password);

    // The agent home: note the tiles before.
    await page.goto('/dashboard');
    await visible(page.getByText('Welcome back, Avery · Real Estate Agent'));
    const before = {
      listings: await tileValue(page, 'Active Listings'),
      views: await tileValue(page, 'Total Views'),
      leads: await tileValue(page, 'New Leads'),
    };

    await page.getByRole('link', { name: 'New Listing', exact: true }).click();
    await waitForPath(page, '/create-listing');
    await visible(page.getByRole('heading', { level: 1, name: 'Create New Listing' }));

    // Basic Information and Property Details.
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill(address);
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Austin');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Texas' });
    await page.getByRole('textbox', { name: 'ZIP Code', exact: true }).fill('78704');
    await page.getByRole('combobox', { name: 'Bedrooms', exact: true }).selectOption({ label: '3' });
    await page.getByRole('combobox', { name: 'Full Baths', exact: true }).selectOption({ label: '2' });
    await page.getByRole('combobox', { name: 'Half Baths', exact: true }).selectOption({ label: '1' });
    await page.getByRole('textbox', { name: 'Square Feet', exact: true }).fill('1850');
    await page.getByRole('textbox', { name: 'Listing Price', exact: true }).fill('487000');
    await page.getByRole('combobox', { name: 'Property Type', exact: true }).selectOption({ label: 'Townhouse' });
    // The optional facts, with long values: a 7-figure lot and a 40-character subdivision.
    await page.getByRole('textbox', { name: 'Lot Size', exact: true }).fill('1250000');
    await page.getByRole('textbox', { name: 'Year Built', exact: true }).fill('1998');
    await page.getByRole('textbox', { name: 'Subdivision', exact: true }).fill(LONG_SUBDIVISION);

    // Two real photos through the uploader's file input: both previewed, each removable before saving.
    await page.getByLabel('Choose Photos').setInputFiles(photoPaths);
    const chosen = page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
    await expect.poll(() => chosen.count()).toBe(2);
    for (const name of ['front.png', 'garden.png']) {
      const preview = await visible(page.getByRole('img', { name: `Preview of ${name}` }));
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
      await visible(page.getByRole('button', { name: `Remove ${name}` }));
    }

    // Open House Schedule, in the listing's local time, and the description.
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill(openHouseDate);
    await page.getByRole('textbox', { name: 'Start Time', exact: true }).fill('14:00');
    await page.getByRole('textbox', { name: 'End Time', exact: true }).fill('16:30');
    await page
      .getByRole('textbox', { name: 'Property description', exact: true })
      .fill('Corner townhouse with a shaded garden, two living areas and a new kitchen.');
    await keepScreenshot(page, 'create-listing-filled');

    // Hold the two direct-to-S3 uploads, then the server's check of them, to watch each photo's progress.
    const siteOrigin = new URL(baseUrl).origin;
    const uploads = gate();
    const confirm = gate();
    const s3Uploads: string[] = [];
    await page.route(
      (url) => url.origin !== siteOrigin,
      async (route) => {
        if (route.request().method() === 'POST') {
          s3Uploads.push(route.request().url());
          await uploads.held;
        }
        await route.continue().catch(() => undefined);
      },
    );
    await page.route(/\/api\/properties\/[^/]+\/photos$/, async (route) => {
      if (route.request().method() === 'POST') await confirm.held;
      await route.continue().catch(() => undefined);
    });
    const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/properties' && response.request().method() === 'POST');

    await page.getByRole('button', { name: 'Publish Listing' }).click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    const propertyId = ((await createdResponse.json()) as { id: string }).id;

    // The listing is saved; each photo shows its own progress bar while it goes to S3, and the form is locked.
    for (const name of ['front.png', 'garden.png']) await visible(page.getByRole('progressbar', { name: `Uploading ${name}` }));
    await visible(page.getByRole('button', { name: 'Saving...' }));
    expect(await page.getByRole('button', { name: 'Save as Draft' }).isDisabled()).toBe(true);
    await expect.poll(() => s3Uploads.length).toBe(2);
    expect(s3Uploads.every((url) => !url.startsWith(siteOrigin))).toBe(true);
    await keepScreenshot(page, 'create-listing-uploading');
    uploads.release();
    // Both uploads finished: each photo waits for the server's check.
    await expect.poll(() => chosen.filter({ hasText: 'Checking…' }).count()).toBe(2);
    confirm.release();

    await waitForPath(page, '/dashboard');
    const toast = await visible(toastWith(page, 'Listing Created'));
    expect(await toast.textContent()).toContain('Property listing created successfully!');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // The new listing heads Recent Listings, and the Active Listings tile counts it.
    const recent = await visible(page.getByRole('table', { name: 'Your most recent listings' }));
    const row = recent.getByRole('row').filter({ hasText: address });
    await visible(row);
    expect(await row.textContent()).toContain('$487,000');
    expect(await row.textContent()).toContain('Active');
    expect(await recent.getByRole('row').nth(1).textContent()).toContain(address);
    expect(await tileValue(page, 'Active Listings')).toBe(before.listings + 1);
    await keepScreenshot(page, 'dashboard-after-create');

    // Its view link opens the property page: both photos in the carousel, and the open house at the chosen local times.
    await row.getByRole('link', { name: `View ${address}` }).click();
    await waitForPath(page, `/property/${propertyId}`);
    await visible(page.getByRole('heading', { level: 1, name: address }));
    await visible(page.getByText(`${address}, Austin, TX 78704`));
    const carousel = await visible(page.getByRole('region', { name: `Photos of ${address}` }));
    const photo = (n: number) => carousel.getByRole('img', { name: `${address}, photo ${n} of 2` });
    const isLoaded = (n: number) => photo(n).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    await visible(photo(1));
    await expect.poll(() => isLoaded(1)).toBe(true);
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await visible(photo(2));
    await expect.poll(() => isLoaded(2)).toBe(true);
    expect(await carousel.getByRole('button', { name: 'Show photo 2' }).getAttribute('aria-current')).toBe('true');
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await visible(photo(1));
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await visible(photo(2));
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await visible(photo(1));
    // Two distinct photos, served from the site; a dot picks one.
    const firstSource = await photo(1).getAttribute('src');
    await carousel.getByRole('button', { name: 'Show photo 2' }).click();
    const secondSource = await photo(2).getAttribute('src');
    expect(firstSource).toMatch(/^\/photos\//);
    expect(secondSource).toMatch(/^\/photos\//);
    expect(secondSource).not.toBe(firstSource);

    const openHouse = page.getByRole('region', { name: 'Upcoming Open House' });
    await visible(openHouse.getByRole('listitem'));
    expect(plainText(await openHouse.getByRole('listitem').textContent())).toMatch(new RegExp(`${calendarDay(openHouseDate)}, 2:00 PM – 4:30 PM C[SD]T`));
    await visible(page.getByText('Corner townhouse with a shaded garden'));
    // The facts as entered: 2 full + 1 half bath read 2.5, the lot in acres and square feet, and Listed is today.
    const features = page.getByRole('region', { name: 'Property Features' });
    await visible(features.getByText('2.5 (2 full, 1 half)'));
    await visible(features.getByText('28.7 acres (1,250,000 sq ft)'));
    await visible(features.getByText(LONG_SUBDIVISION));
    await visible(
      features.getByText(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric', month: 'short', day: 'numeric' }).format(new Date())),
    );
    await keepScreenshot(page, 'property-detail-new-listing');
    // On a phone the long values wrap: nothing runs off the side of the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await features.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'property-detail-new-listing-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A visitor (signed out, another browser context) asks about it.
    const visitor = await newPage(browser);
    try {
      await visitor.page.goto(`/property/${propertyId}`);
      await visible(visitor.page.getByRole('heading', { level: 1, name: address }));
      const inquiry = visitor.page.locator('#inquiry');
      await inquiry.getByRole('textbox', { name: 'Name', exact: true }).fill('Vera Visitor');
      await inquiry.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('vera'));
      await inquiry.getByRole('textbox', { name: 'Message (optional)' }).fill('Is the garden south-facing? Could I see it this weekend?');
      const lead = visitor.page.waitForResponse((response) => new URL(response.url()).pathname === `/api/properties/${propertyId}/leads`);
      await inquiry.getByRole('button', { name: 'Send Inquiry' }).click();
      expect((await lead).status()).toBe(201);
      const sent = await visible(toastWith(visitor.page, 'Inquiry Sent'));
      expect(await sent.textContent()).toContain('Your inquiry has been sent successfully!');
      await visible(inquiry.getByText('Your inquiry has been sent successfully!'));
      // A fresh, empty form for the next question.
      expect(await inquiry.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('');
      expect(visitor.problems.list()).toEqual([]);
    } finally {
      await visitor.context.close();
    }

    // Back on the agent's dashboard, New Leads went up by one, and so did Total Views (the visitor's; the
    // agent's own look at the listing does not count).
    await page.goto('/dashboard');
    await visible(page.getByText('Welcome back, Avery · Real Estate Agent'));
    expect(await tileValue(page, 'New Leads')).toBe(before.leads + 1);
    expect(await tileValue(page, 'Total Views')).toBe(before.views + 1);
    await keepScreenshot(page, 'dashboard-after-inquiry');
  });

  test('signed out, /create-listing says Unauthorized and goes through /api/login to /signin after 500 ms', async ({ journey: { page } }) => {
    // The moment the page leaves for the login, measured in the page against when it learnt it is signed out.
    await page.addInitScript(() => {
      addEventListener('pagehide', () => {
        if (location.pathname !== '/create-listing') return;
        const answered = performance.getEntriesByName('session-known', 'mark')[0];
        if (answered) sessionStorage.setItem('e2e-login-redirect-ms', String(performance.now() - answered.startTime));
      });
    });
    const toastsShown = await recordToasts(page);
    const login = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login' && request.isNavigationRequest());

    await page.goto('/create-listing');
    await login;
    await waitForPath(page, '/signin');
    expect(await toastsShown()).toContainEqual(expect.stringMatching(/Unauthorized.*You need to be logged in to create listings\./));
    await visible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
    const delay = Number(await page.evaluate(() => sessionStorage.getItem('e2e-login-redirect-ms')));
    expect(delay).toBeGreaterThanOrEqual(500);
  });

  test('an agent whose trial has ended is told Subscription Required and taken to /subscribe', async ({ journey }) => {
    const { page, baseUrl } = journey;
    const email = uniqueEmail('nico');
    const signUp = await journey.context.request.post('/api/auth/signup/pro', {
      headers: { Origin: baseUrl },
      data: { role: 'AGENT', displayName: 'Nico Newagent', email, password: 'correct horse battery', consents: { terms: true, marketing: false } },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    await endTrialAtProvider(email);

    await page.goto('/create-listing');
    const toast = await visible(toastWith(page, 'Subscription Required'));
    expect(await toast.textContent()).toContain('You need an active subscription to create listings.');
    await waitForPath(page, '/subscribe');

    const refused = await journey.context.request.post('/api/properties', {
      headers: { Origin: baseUrl },
      data: { address: '2 Trial Way', city: 'Austin', state: 'TX', zipCode: '78701', price: 300000, propertyType: 'condo', status: 'active' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('You need an active subscription to create listings.');
  });

  test('a signed-in buyer sees the access restriction, and the server refuses the listing too', async ({ journey }) => {
    const { page, baseUrl } = journey;
    await createBuyerThroughApi(journey, { name: 'Bea Buyer', email: uniqueEmail('bea'), password: 'correct horse battery' }, { signedIn: true });

    await page.goto('/create-listing');
    await visible(page.getByRole('heading', { level: 1, name: 'Access Restricted' }));
    await visible(page.getByText('Only real estate agents and brokers can create listings.'));
    expect(await page.getByRole('button', { name: 'Publish Listing' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/create-listing');
    expect(await page.title()).toContain('Access Restricted');
    await keepScreenshot(page, 'create-listing-buyer');

    const refused = await journey.context.request.post('/api/properties', {
      headers: { Origin: baseUrl },
      data: { address: '1 Buyer Way', city: 'Austin', state: 'TX', zipCode: '78701', price: 300000, propertyType: 'condo', status: 'active' },
    });
    expect(refused.status()).toBe(403);

    await page.getByRole('main').getByRole('link', { name: 'Browse Listings' }).click();
    await waitForPath(page, '/listings');
    await visible(page.getByRole('heading', { level: 1, name: 'Browse Properties' }));
  });
});
