import { describe, expect, test } from './support/journey';
import { PHONE, horizontalOverflow } from './support/layout-checks';
import { visible, waitForPath } from './support/ui';

describe('location search', () => {
  test('on a phone a visitor types a city on the landing page and lands on the map there, then limits /listings to a place', async ({ journey }) => {
    const { page } = journey;
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const search = await visible(page.getByRole('combobox', { name: 'Find open houses near a place' }));
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
