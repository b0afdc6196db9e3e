import { request } from 'playwright-core';
import { makeListing } from '../functions/test/listings';
import { parseCalendar } from '../functions/test/calendar';
import { uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { layoutFindings, DESKTOP, PHONE } from './support/layout-checks';
import { austinDate, saveOpenHouseThroughApi } from './support/open-houses';
import { activateSubscription } from './support/subscriptions';
import { createBuyerThroughApi, visible } from './support/ui';

/** The first Saturday at least two days ahead, in Austin. */
function nextSaturday(): string {
  for (let days = 2; ; days++) {
    const date = austinDate(days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6) return date;
  }
}

/** Four open houses a few km apart in central Austin, and a fifth in Dallas open for half an hour: it cannot fit. */
const HOUSES = [
  { title: 'Maple Bungalow', coordinates: { lat: 30.2672, lng: -97.7431 }, startTime: '10:00', endTime: '12:00' },
  { title: 'Birch Cottage', coordinates: { lat: 30.3005, lng: -97.7302 }, startTime: '10:30', endTime: '12:30' },
  { title: 'Cedar House', coordinates: { lat: 30.2501, lng: -97.7604 }, startTime: '11:00', endTime: '13:00' },
  { title: 'Aspen Ranch', coordinates: { lat: 30.2903, lng: -97.7005 }, startTime: '12:00', endTime: '14:00' },
  { title: 'Dallas Loft', coordinates: { lat: 32.7767, lng: -96.797 }, startTime: '10:00', endTime: '10:30' },
];

describe('plan my day', () => {
  test('a buyer on a phone gets the order of four saved open houses, the warning for a fifth, shares the plan, and the link opens signed out; the screens fit both sizes', async ({
    journey,
  }) => {
    const { page, context, baseUrl } = journey;
    const run = Date.now().toString(36);
    const date = nextSaturday();

    const agentEmail = uniqueEmail('planner-agent');
    const agent = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
    const signUp = await agent.post('/api/auth/signup/pro', {
      data: { role: 'AGENT', displayName: `Planner Agent ${run}`, email: agentEmail, password: 'correct horse battery', consents: { terms: true } },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    await activateSubscription(agentEmail);
    const openHouses: { propertyId: string; openHouseId: string }[] = [];
    for (const house of HOUSES) {
      const created = await agent.post('/api/properties', {
        data: makeListing({
          title: `${house.title} ${run}`,
          address: `${house.title} Lane, a long street name that wraps`,
          coordinates: house.coordinates,
          openHouse: { date, startTime: house.startTime, endTime: house.endTime },
        }),
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const items = ((await (await agent.get(`/api/properties/${id}/open-houses`)).json()) as { items: { id: string }[] }).items;
      openHouses.push({ propertyId: id, openHouseId: items[0]!.id });
    }
    await agent.dispose();

    await createBuyerThroughApi(journey, { name: `Pat ${run}`, email: uniqueEmail('planner-buyer'), password: 'correct horse battery' }, { signedIn: true });
    for (const openHouse of openHouses) await saveOpenHouseThroughApi(journey, openHouse);

    await page.setViewportSize(PHONE);
    await page.goto('/saved-open-houses');
    await page.getByRole('link', { name: 'Plan my day' }).click();
    const itinerary = await visible(page.getByRole('list', { name: 'Itinerary' }));
    expect(await page.getByRole('combobox', { name: 'Day' }).inputValue()).toBe(date);
    const stops = itinerary.getByRole('article');
    expect(await stops.count()).toBe(4);
    const titles = await stops.getByRole('heading').allTextContents();
    expect(titles.map((t) => t.replace(/^Stop \d: /, '').replace(` ${run}`, '')).sort()).toEqual([
      'Aspen Ranch',
      'Birch Cottage',
      'Cedar House',
      'Maple Bungalow',
    ]);
    await visible(stops.first().getByText(/Arrive \d{1,2}:\d{2} [AP]M CDT|Arrive \d{1,2}:\d{2} [AP]M CST/));
    const warning = page.getByRole('region', { name: '1 open house does not fit' });
    await visible(warning.getByText(`Dallas Loft ${run}`));
    await visible(warning.getByRole('button', { name: `Drop it: Dallas Loft ${run}` }));

    // "My current location": the site may ask for the position (Permissions-Policy geolocation=(self)), and the plan starts there.
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation({ latitude: 30.2672, longitude: -97.7431 });
    await page.getByRole('combobox', { name: 'Start from' }).selectOption({ label: 'My current location' });
    await page.getByRole('button', { name: 'Update plan' }).click();
    await visible(page.getByText(/^Start: Your location at /));
    expect(await page.getByRole('combobox', { name: 'Start from' }).locator('option:checked').textContent()).toBe('Your location');

    const calendar = await context.request.get(`/api/users/day-plans/${date}/calendar`);
    expect(calendar.status()).toBe(200);
    expect(parseCalendar(await calendar.text()).events).toHaveLength(4);

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const link = await visible(page.getByRole('textbox', { name: /Anyone with this link/ }));
    const shareUrl = await link.inputValue();
    expect(shareUrl).toMatch(/\/my-day\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(await layoutFindings(page, '/my-day', 'phone')).toEqual([]);
    await page.setViewportSize(DESKTOP);
    expect(await layoutFindings(page, '/my-day', 'desktop')).toEqual([]);

    await context.clearCookies();
    await page.setViewportSize(PHONE);
    await page.goto(new URL(shareUrl).pathname);
    const shared = await visible(page.getByRole('list', { name: 'Itinerary' }));
    expect(await shared.getByRole('article').count()).toBe(4);
    await visible(page.getByRole('region', { name: '1 open house does not fit' }));
    expect(await page.getByRole('button', { name: /Drop|Leave out|Share/ }).count()).toBe(0);
    expect(await layoutFindings(page, '/my-day/shared', 'phone')).toEqual([]);
    await page.setViewportSize(DESKTOP);
    expect(await layoutFindings(page, '/my-day/shared', 'desktop')).toEqual([]);
  });
});
