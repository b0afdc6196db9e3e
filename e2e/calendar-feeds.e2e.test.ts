import { parseCalendar } from '../functions/test/calendar';
import { describe, expect, test } from './support/journey';
import { austinDate, createOpenHouseThroughApi, DEMO_AGENT, demoAgentApi } from './support/open-houses';
import { signInThroughApi, toastWith, visible } from './support/ui';
import type { Page } from 'playwright-core';

/**
 * The feed as a calendar app's next poll reads it: fetched from the page without cookies, past the
 * browser's HTTP cache (the feed may be cached for a few minutes, and this journey polls within seconds).
 */
const fetchFeed = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const response = await fetch(address, { credentials: 'omit', cache: 'no-store' });
    return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text() };
  }, url);

describe('calendar feeds', () => {
  test('an agent copies their feed address; the feed holds their open house, drops it once removed, and a reset retires the address', async ({ journey }) => {
    const { page, context } = journey;
    const title = `E2E Feed Cottage ${Date.now().toString(36)}`;
    const agent = await demoAgentApi(journey.baseUrl);
    const tomorrow = austinDate(1);
    const created = await createOpenHouseThroughApi(agent, { title, startsAt: `${tomorrow}T15:00`, endsAt: `${tomorrow}T17:00` }).finally(() =>
      agent.dispose(),
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.baseUrl });
    await signInThroughApi(journey, DEMO_AGENT.email, DEMO_AGENT.password);

    await page.goto('/manage-open-houses');
    const panel = page.getByRole('region', { name: 'Calendar feed' });
    await visible(panel.getByLabel('Feed address'));
    await panel.getByRole('button', { name: 'Copy URL' }).click();
    await visible(toastWith(page, 'Feed address copied'));
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(/\/api\/calendar\/agents\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await panel.getByLabel('Feed address').inputValue()).toBe(url);
    expect(await panel.getByRole('link', { name: /^Subscribe in Google Calendar/ }).getAttribute('href')).toContain(
      encodeURIComponent(url.replace(/^https?:\/\//, 'webcal://')),
    );

    const feed = await fetchFeed(page, url);
    expect(feed.status).toBe(200);
    expect(feed.contentType).toBe('text/calendar; charset=utf-8');
    const event = parseCalendar(feed.text).events.find((e) => e.uid.startsWith(`${created.openHouseId}@`));
    expect(event).toMatchObject({ summary: `Open house: ${title}`, tzid: 'America/Chicago' });

    const managed = page.getByRole('article', { name: title });
    await managed.getByRole('button', { name: /^Delete open house / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Open House' }).click();
    await visible(toastWith(page, 'Open House Deleted'));
    const afterRemoval = parseCalendar((await fetchFeed(page, url)).text);
    expect(afterRemoval.events.some((e) => e.uid.startsWith(`${created.openHouseId}@`))).toBe(false);

    await panel.getByRole('button', { name: 'Reset address' }).click();
    await page.getByRole('alertdialog', { name: 'Reset the calendar feed address?' }).getByRole('button', { name: 'Reset address' }).click();
    await visible(toastWith(page, 'Feed address reset'));
    const fresh = await panel.getByLabel('Feed address').inputValue();
    expect(fresh).not.toBe(url);
    journey.problems.expectHttpError('GET', new URL(url).pathname, 404);
    expect((await fetchFeed(page, url)).status).toBe(404);
    expect((await fetchFeed(page, fresh)).status).toBe(200);
  });
});
