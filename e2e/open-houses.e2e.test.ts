import { keepScreenshot, uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { austinDate, createOpenHouseThroughApi, DEMO_AGENT, demoAgentApi, saveOpenHouseThroughApi } from './support/open-houses';
import { cardInPagedList, createBuyerThroughApi, hidden, signInThroughApi, toastWith, visible, waitForPath } from './support/ui';

const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)}`;

describe('open houses', () => {
  test('an agent creates an open house with the simple form, then finds it in Manage and on /map under This Week', async ({ journey }) => {
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
    await visible(page.getByRole('heading', { level: 1, name: 'Austin Open Houses' }));
    expect(await page.getByRole('radio', { name: 'This Week' }).isChecked()).toBe(true);
    await visible(page.getByRole('article', { name: title }));
    // No coordinates from the simple form: the pin stands near the centre, at a place derived from the listing id.
    const pin = await visible(page.getByRole('button', { name: new RegExp(`^${title}, \\$525,000, This week, `) }));
    // Pins near the centre can overlap, so select it the keyboard way (the pins are one tab stop, Enter selects).
    await pin.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) }).getAttribute('aria-current')).toBe('true');

    await page.getByText('Today Only', { exact: true }).click();
    await hidden(page.getByRole('article', { name: title }));
  });

  test('a buyer saves an open house from its map card, RSVPs, then cancels the RSVP', async ({ journey }) => {
    const { page } = journey;
    const title = uniqueTitle('E2E Townhouse');
    const agent = await demoAgentApi(journey.baseUrl);
    const tomorrow = austinDate(1);
    const created = await createOpenHouseThroughApi(agent, { title, startsAt: `${tomorrow}T14:00`, endsAt: `${tomorrow}T16:00` }).finally(() => agent.dispose());
    await createBuyerThroughApi(journey, { name: 'Sky Saver', email: uniqueEmail('sky'), password: 'correct horse battery' }, { signedIn: true });

    await page.goto('/map');
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
    const created = await createOpenHouseThroughApi(agent, { title, startsAt: new Date(endsAt - 4_000).toISOString(), endsAt: new Date(endsAt).toISOString() }).finally(() => agent.dispose());
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

  test('/map is public: filters, counts, pins and cards, selection both ways, and no request leaves the site', async ({ journey }) => {
    const { page, baseUrl } = journey;
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:')) outside.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Map View' }).click();
    await waitForPath(page, '/map');
    await visible(page.getByRole('heading', { level: 1, name: 'Austin Open Houses' }));
    const pins = page.getByRole('group', { name: 'Austin open houses: map pins' }).getByRole('button');
    await visible(pins.first());
    await keepScreenshot(page, 'map', { fullPage: false });

    const propertiesCount = async () => Number(await page.locator('[role="status"] dt', { hasText: /^Propert/ }).locator('xpath=following-sibling::dd').textContent());
    const week = await propertiesCount();
    expect(week).toBeGreaterThan(0);
    expect(await pins.count()).toBe(week);
    await page.getByText('This Month', { exact: true }).click();
    await page.waitForFunction((count) => document.querySelectorAll('[aria-label="Austin open houses: map pins"] button').length >= count, week);
    expect(await propertiesCount()).toBeGreaterThanOrEqual(week);

    // The pin and the card select each other.
    const firstPin = pins.first();
    await firstPin.focus();
    await page.keyboard.press('Enter');
    expect(await firstPin.getAttribute('aria-pressed')).toBe('true');
    const cards = page.getByRole('list', { name: 'Austin open houses' }).getByRole('listitem');
    expect(await cards.first().getAttribute('aria-current')).toBe('true');
    await cards.nth(1).getByRole('button', { name: /^Show on map: / }).click();
    expect(await pins.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await firstPin.getAttribute('aria-pressed')).toBe('false');

    // The slider is a labelled range announced as a price; at its lowest it can only narrow the list.
    const slider = page.getByRole('slider', { name: 'Max price' });
    await slider.focus();
    await page.keyboard.press('Home');
    expect(await slider.getAttribute('aria-valuetext')).toBe('Up to $200,000');
    expect(await pins.count()).toBeLessThanOrEqual(week);

    expect(outside).toEqual([]);
  });
});
