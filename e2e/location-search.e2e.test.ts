import type { Page } from 'playwright-core';
import { describe, expect, test } from './support/journey';
import { PHONE, horizontalOverflow, layoutShiftsSinceLoad } from './support/layout-checks';
import { visible, waitForPath } from './support/ui';

/** The scripts the page asks for, by file name, with `load` where the page's load event came. */
function recordScripts(page: Page): () => string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  page.once('load', () => names.push('load'));
  return () => [...names];
}

/** What a first visit to / must not run before its first screen is in (issue 40.7: phone speed). */
const isDeferredCode = (name: string) => /^(zod|location-search|toaster)-/.test(name);

describe('location search', () => {
  test('a first visit to / on a phone loads no zod, search or toaster code with its first screen; what is typed before the search code arrives, Enter too, is acted on; places are found on / and /listings', async ({
    journey,
  }) => {
    const { page } = journey;
    await page.setViewportSize(PHONE);
    const scripts = recordScripts(page);
    // The search box's code held back: the visitor types into the stand-in meanwhile.
    let releaseSearchCode = () => {};
    const isHeld = new Promise<void>((resolve) => (releaseSearchCode = resolve));
    await page.route(/\/location-search-[^/]*\.js$/, async (route) => {
      await isHeld;
      await route.continue();
    });
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }));
    await expect.poll(() => scripts().includes('load')).toBe(true);
    expect(scripts().slice(0, scripts().indexOf('load')).filter(isDeferredCode)).toEqual([]);
    expect(await layoutShiftsSinceLoad(page)).toEqual([]);

    const search = page.getByRole('combobox', { name: 'Find open houses near a place' });
    await search.click();
    await search.pressSequentially('Denver');
    await search.press('Enter');
    releaseSearchCode();
    await waitForPath(page, '/map');
    expect(new URL(page.url()).searchParams.get('place')).toBe('Denver, CO');
    expect(scripts().some((name) => name.startsWith('location-search-'))).toBe(true);

    await page.goto('/');
    await search.fill('Denver');
    const places = page.getByRole('listbox', { name: 'Places' });
    await visible(places.getByRole('option', { name: /Denver, CO/ }));
    await visible(page.getByRole('status').filter({ hasText: /suggestions? available/ }));
    // A long label wraps inside the popup instead of widening the page.
    await search.fill('Saint Clair Shores');
    await visible(places.getByRole('option', { name: /Saint Clair Shores, MI/ }));
    expect(await horizontalOverflow(page)).toBe(0);

    await search.fill('80202');
    await visible(places.getByRole('option', { name: /80202, Denver, CO/ }));
    await search.press('ArrowDown');
    await search.press('Enter');
    await waitForPath(page, '/map');
    const url = new URL(page.url());
    expect(url.searchParams.get('place')).toBe('80202, Denver, CO');
    expect(url.searchParams.get('bbox')?.split(',').map(Number)).toHaveLength(4);

    // /listings: the demo listings are in Austin; the place becomes a removable filter and stays in the URL.
    await page.goto('/listings');
    const limit = await visible(page.getByRole('combobox', { name: 'Limit to a place' }));
    await limit.fill('Austin');
    await visible(page.getByRole('listbox', { name: 'Places' }).getByRole('option', { name: /^Austin, TX/ }));
    await limit.press('Enter');
    const chip = await visible(page.getByRole('button', { name: 'Remove the place filter Austin, TX' }));
    expect(new URL(page.url()).searchParams.get('bbox')).toMatch(/^-9\d\.\d+,3\d\.\d+,-9\d\.\d+,3\d\.\d+$/);
    await visible(page.getByRole('article').first());
    expect(await horizontalOverflow(page)).toBe(0);
    await chip.click();
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('bbox'));
  });
});
