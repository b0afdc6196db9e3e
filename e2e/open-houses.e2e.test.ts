import { keepScreenshot, uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { DESKTOP, layoutShiftsSinceLoad, PHONE } from './support/layout-checks';
import {
  austinDate,
  createMappedOpenHouseThroughApi,
  createOpenHouseThroughApi,
  DEMO_AGENT,
  demoAgentApi,
  saveOpenHouseThroughApi,
} from './support/open-houses';
import { dragMap, markerBoxes, overlappingMarkers, topOf } from './support/map-markers';
import { cardInPagedList, createBuyerThroughApi, signInThroughApi, toastWith, visible, waitForPath } from './support/ui';

const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)}`;
/** Austin and its suburbs, as a location search for "Austin" would link it. */
const AUSTIN_BOX = '-97.95,30.1,-97.55,30.5';

describe('open houses', () => {
  test('an agent creates an open house with the simple form, then finds it in Manage and goes to the map', async ({ journey }) => {
    const { page } = journey;
    const title = uniqueTitle('E2E Bungalow');
    const tomorrow = austinDate(1);
    await signInThroughApi(journey, DEMO_AGENT.email, DEMO_AGENT.password);

    await page.goto('/agent/dashboard');
    // Create Open House asks 'for which listing?' first: the agent's own listings (searchable, a page at a time) or a new listing.
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Create Open House' }).click();
    const picker = await visible(page.getByRole('dialog', { name: 'Add an open house' }));
    await visible(picker.getByRole('list', { name: 'Your listings' }));
    await visible(picker.getByText(/^Showing \d+ of \d+ listings$/));
    await keepScreenshot(page, 'open-house-listing-picker', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'open-house-listing-picker-phone', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    const first = picker.getByRole('list', { name: 'Your listings' }).getByRole('button').first();
    const firstName = (await first.locator('span span').first().textContent()) ?? '';
    await first.click();
    const existing = await visible(page.getByRole('form', { name: `New open house for ${firstName}` }));
    await keepScreenshot(page, 'open-house-listing-picker-form', { fullPage: false });
    await existing.getByRole('button', { name: 'Cancel' }).click();
    await waitForPath(page, '/manage-open-houses');
    await page.goto('/agent/dashboard');
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Create Open House' }).click();
    await (await visible(page.getByRole('dialog', { name: 'Add an open house' }))).getByRole('link', { name: /New listing/ }).click();
    await waitForPath(page, '/create-open-house');
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Full address/).fill('1100 Congress Ave, Austin, TX 78701');
    await page.getByLabel(/^Listing price/).fill('525000');
    await page.getByLabel(/^Start date and time/).fill(`${tomorrow}T10:00`);
    await page.getByLabel(/^End date and time/).fill(`${tomorrow}T12:00`);
    await keepScreenshot(page, 'create-open-house');
    await page.getByRole('button', { name: 'Create Open House' }).click();

    await visible(toastWith(page, 'Open house created successfully!'));
    await waitForPath(page, '/manage-open-houses');
    await visible(page.getByRole('heading', { level: 1, name: 'Your Open Houses' }));
    const managed = page.getByRole('article', { name: title });
    await visible(managed.getByText(/10:00 AM – 12:00 PM C[DS]T/));
    await keepScreenshot(page, 'manage-open-houses', { fullPage: false });

    await page.getByRole('navigation', { name: 'Professional' }).getByRole('link', { name: 'Map View' }).click();
    await waitForPath(page, '/map');
    // The national map opens on the whole country, This Week.
    await visible(page.getByRole('heading', { level: 1, name: 'Open Houses Across the US' }));
    expect(await page.getByRole('radio', { name: 'This Week' }).isChecked()).toBe(true);
  });

  test('a buyer saves an open house from its map card, RSVPs, then cancels the RSVP', async ({ journey }) => {
    const { page } = journey;
    const title = uniqueTitle('E2E Townhouse');
    const agent = await demoAgentApi(journey.baseUrl);
    const tomorrow = austinDate(1);
    const { propertyId } = await createMappedOpenHouseThroughApi(agent, { title, date: tomorrow, coordinates: { lat: 30.2745, lng: -97.7403 } }).finally(() =>
      agent.dispose(),
    );
    await createBuyerThroughApi(journey, { name: 'Sky Saver', email: uniqueEmail('sky'), password: 'correct horse battery' }, { signedIn: true });
    const listing = (await (await journey.context.request.get(`/api/properties/${propertyId}`)).json()) as { upcomingOpenHouses: { id: string }[] };
    const created = { propertyId, openHouseId: listing.upcomingOpenHouses[0]?.id ?? '' };

    // The list beside the map holds the listings of the linked box (a few blocks around the Capitol).
    await page.goto('/map?bbox=-97.745,30.27,-97.735,30.28');
    const card = await cardInPagedList(page, title);
    await card.getByRole('button', { name: /^Save open house: / }).click();
    await visible(toastWith(page, 'Open House Saved'));
    await visible(card.getByRole('link', { name: /^Saved: / }));

    // The property page offers the same open house as a calendar file.
    const calendar = await journey.context.request.get(`/api/properties/${created.propertyId}/open-houses/${created.openHouseId}/calendar`);
    expect(calendar.headers()['content-type']).toContain('text/calendar');

    await card.getByRole('link', { name: /^Saved: / }).click();
    await waitForPath(page, '/saved-open-houses');
    await visible(page.getByRole('tab', { name: /^Upcoming \(1\)$/ }));
    const saved = page.getByRole('article', { name: title });
    await visible(saved.getByText('Interested', { exact: true }));
    await saved.getByRole('button', { name: `RSVP to ${title}` }).click();
    await visible(toastWith(page, 'Status Updated'));
    await visible(saved.getByText("RSVP'd", { exact: true }));
    await visible(saved.getByRole('switch', { name: 'Departure reminder' }));
    await keepScreenshot(page, 'saved-open-houses-rsvp', { fullPage: false });

    await saved.getByRole('button', { name: `Cancel RSVP to ${title}` }).click();
    await visible(saved.getByText('RSVP cancelled', { exact: true }));
    expect(await saved.getByRole('button', { name: `RSVP to ${title}` }).count()).toBe(0);
  });

  test('a past open house shows under Past Events and can be marked attended', async ({ journey }) => {
    const { page } = journey;
    const title = uniqueTitle('E2E Past House');
    const agent = await demoAgentApi(journey.baseUrl);
    // Starts a few seconds from now and is over a few seconds later: the server accepts only future starts.
    const endsAt = Date.now() + 7_000;
    const created = await createOpenHouseThroughApi(agent, {
      title,
      startsAt: new Date(endsAt - 4_000).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    }).finally(() => agent.dispose());
    await createBuyerThroughApi(journey, { name: 'Pat Past', email: uniqueEmail('pat'), password: 'correct horse battery' }, { signedIn: true });
    await saveOpenHouseThroughApi(journey, created);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt + 500 - Date.now())));
    await page.goto('/saved-open-houses');
    await page.getByRole('tab', { name: 'Past Events (1)' }).click();
    const past = await visible(page.getByRole('article', { name: title }));
    await visible(past.getByText(/^Took place on /));
    await past.getByRole('button', { name: `Mark ${title} as attended` }).click();
    await visible(toastWith(page, 'Status Updated'));
    await visible(past.getByText(/^Visited on /));
    await visible(past.getByText('Attended', { exact: true }));
  });

  test('/map: a shared Austin box shows clusters or pins, zooms to pins, opens a listing from a pin; the list counts the area and follows a pan (desktop and phone)', async ({
    journey,
  }) => {
    const { page, baseUrl } = journey;
    const outside: string[] = [];
    // The base map's files in the order asked for: the state shapes come with MapLibre, not after its style has loaded.
    const mapFiles: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) outside.push(request.url());
      const name = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (/^states-10m.*\.json$/.test(name)) mapFiles.push('states');
      if (/^maplibre-gl-worker.*\.mjs$/.test(name)) mapFiles.push('worker');
    });
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      mapFiles.length = 0;
      await page.goto(`/map?bbox=${AUSTIN_BOX}&place=Austin`);
      await visible(page.getByRole('heading', { level: 1, name: 'Austin Open Houses' }));
      const count = await visible(page.getByText(/^[\d,]+ open houses? in this area$/));
      expect(Number((await count.textContent())?.split(' ')[0]?.replace(/,/g, ''))).toBeGreaterThan(0);
      const firstResult = await visible(page.getByRole('list', { name: 'Open houses in this area' }).getByRole('listitem').first());
      // Nothing jumps while the count and the list arrive (the count once pushed the phone's buttons down a line).
      const shifts = await layoutShiftsSinceLoad(page);
      expect(
        shifts.reduce((total, shift) => total + shift.value, 0),
        JSON.stringify(shifts),
      ).toBeLessThan(0.02);
      // A phone opens on the list, its first result on the first screen (the filters fold away behind Filters).
      if (size === 'phone') {
        expect(await topOf(firstResult)).toBeLessThanOrEqual(400);
        await page.getByRole('button', { name: 'Filters', expanded: false }).click();
        await visible(page.getByRole('radio', { name: 'This Week' }));
        await page.getByRole('button', { name: 'Filters', expanded: true }).click();
        await page.getByRole('group', { name: 'Show the map or the list' }).getByRole('button', { name: 'Map' }).click();
      }
      const map = page.getByRole('region', { name: 'Map of open houses' }).first();
      const clusters = map.getByRole('button', { name: /open houses? here: zoom in$/ });
      const pins = map.locator('button', { hasText: /^\$[\d.]+[KM]?$/ });
      await visible(clusters.or(pins).first());
      // On a desktop the whole map is on the first screen, so a pin's card (at its bottom) opens where it is seen.
      if (size === 'desktop') {
        expect(await topOf(map)).toBeLessThanOrEqual(300);
        const box = (await map.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
      }
      // The offline base map says what it is, and its land came with MapLibre's code.
      await visible(page.getByText('Offline base map: state and county lines only'));
      expect(mapFiles.indexOf('states')).toBeGreaterThanOrEqual(0);
      expect(mapFiles.indexOf('states')).toBeLessThan(mapFiles.indexOf('worker'));
      expect(overlappingMarkers(await markerBoxes(map))).toEqual([]);
      await keepScreenshot(page, `map-${size}`, { fullPage: false });
      // A pan by hand moves the list and the URL with the camera once it rests (the URL replaced, not a new entry).
      if (size === 'desktop') {
        const before = { url: page.url(), entries: await page.evaluate(() => history.length) };
        await dragMap(page, map, -160, 90);
        await page.waitForURL((url) => url.href !== before.url && url.searchParams.has('bbox'));
        expect(new URL(page.url()).searchParams.get('bbox')).not.toBe(AUSTIN_BOX);
        expect(await page.evaluate(() => history.length)).toBe(before.entries);
        await visible(page.getByRole('heading', { level: 1, name: 'Open Houses in This Area' }));
        await visible(page.getByText(/^[\d,]+ open houses? in this area$|^No open houses match these filters$/));
      }
      // Zoom as a person would: into a cluster until the pins show (a cluster's zoom also moves the list there).
      for (let step = 0; step < 6 && (await pins.count()) === 0; step++) {
        // A cluster can give way to pins while it is being clicked (the answer for the new camera arrived): then the pins are there.
        await clusters
          .first()
          .click({ timeout: 3_000 })
          .catch(() => undefined);
        await page.waitForTimeout(1_200); // the zoom's easing and the answer for the new camera
        await clusters.or(pins).first().waitFor({ state: 'visible' });
      }
      // Pins can overlap: choose one the keyboard way (a pin is a button).
      await pins.first().focus();
      await page.keyboard.press('Enter');
      const card = await visible(page.getByRole('dialog', { name: /^Selected listing: / }));
      const cardBox = (await card.boundingBox())!;
      expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(viewport.height);
      await keepScreenshot(page, `map-pin-card-${size}`, { fullPage: false });
      expect(page.url()).toMatch(/[?&]bbox=/);
      await visible(page.getByText(/^[\d,]+ open houses? in this area$/));
      await card.getByRole('link', { name: 'View Details' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/property/'));
    }
    expect(outside).toEqual([]);
  });

  test('/map across the US: no two markers overlap, a lone listing is its price, and Alaska, Hawaii and the territories are one choice away', async ({
    journey,
  }) => {
    const { page } = journey;
    await page.setViewportSize(DESKTOP);
    await page.goto('/map?when=month');
    await visible(page.getByRole('heading', { level: 1, name: 'Open Houses Across the US' }));
    const map = page.getByRole('region', { name: 'Map of open houses' }).first();
    await visible(map.getByRole('button', { name: /open houses? here: zoom in$/ }).first());
    expect(overlappingMarkers(await markerBoxes(map))).toEqual([]);
    expect(await map.getByRole('button', { name: '1 open house here: zoom in' }).count()).toBe(0);
    await keepScreenshot(page, 'map-national', { fullPage: false });
    const region = page.getByRole('combobox', { name: 'Region' });
    expect(await region.inputValue()).toBe('Contiguous US');
    expect(await region.locator('option').allTextContents()).toEqual([
      'This area',
      'Contiguous US',
      'Alaska',
      'Hawaii',
      'Puerto Rico',
      'U.S. Virgin Islands',
      'Guam',
      'Northern Mariana Islands',
      'American Samoa',
    ]);
    await region.selectOption('Hawaii');
    await visible(page.getByRole('heading', { level: 1, name: 'Hawaii Open Houses' }));
    expect(new URL(page.url()).searchParams.get('place')).toBe('Hawaii');
    expect(new URL(page.url()).searchParams.get('when')).toBe('month');
    await visible(page.getByText(/^[\d,]+ open houses? in this area$/));
    await keepScreenshot(page, 'map-hawaii', { fullPage: false });
    await region.selectOption('Contiguous US');
    await visible(page.getByRole('heading', { level: 1, name: 'Open Houses Across the US' }));
  });
});
