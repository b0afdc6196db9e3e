import type { Page } from 'playwright-core';
import { LISTING_PAGE_SIZE, PRICE_BUCKETS, type TListingSort } from '@shared/constants/listing';
import type { TListPropertiesResponse } from '@shared/schemas/property.schema';
import { keepScreenshot } from './support/browser';
import { describe, expect, test, type TJourney } from './support/journey';
import { hidden, visible, waitForPath } from './support/ui';

type TBrowseQuery = { q?: string; minPrice?: number; maxPrice?: number; minBedrooms?: number; sort?: TListingSort; cursor?: string };

/**
 * What the server answers for a browse page (the same call the screen makes): the expectations come from
 * here, not from the seed's size, since other journeys add listings.
 */
async function browsePage(journey: TJourney, query: TBrowseQuery): Promise<TListPropertiesResponse> {
  const params: Record<string, string | number> = { limit: LISTING_PAGE_SIZE };
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params[name] = value;
  const response = await journey.context.request.get('/api/properties', { params });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TListPropertiesResponse;
}

type TShownCard = { id: string; price: number; bedrooms: number };

/** The cards in the results, in order, as the visitor reads them: id (View Details link), price, bedrooms. */
const shownCards = (page: Page): Promise<TShownCard[]> =>
  page
    .getByRole('list', { name: 'Properties', exact: true })
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const texts = [...card.querySelectorAll('p, li')].map((element) => element.textContent?.trim() ?? '');
        const price = texts.find((text) => /^\$[\d,]+$/.test(text)) ?? '';
        const bedrooms = texts.find((text) => /^\d\+? bd$/.test(text)) ?? '';
        const link = card.querySelector('a[href^="/property/"]')?.getAttribute('href') ?? '';
        return { id: link.replace('/property/', ''), price: Number(price.replace(/[$,]/g, '')), bedrooms: parseInt(bedrooms, 10) };
      }),
    );

const shownIds = async (page: Page) => (await shownCards(page)).map((card) => card.id);
const ids = (...pages: TListPropertiesResponse[]) => pages.flatMap((answer) => answer.items.map((item) => item.id));

/** 'Showing 12 of 61 properties', or 'Showing 12 properties' where the server cannot count the whole (null). */
const resultsLine = (page: Page, shown: number, total: number | null) =>
  page.getByText(
    total === null ? `Showing ${shown} ${shown === 1 ? 'property' : 'properties'}` : `Showing ${shown} of ${total} ${total === 1 ? 'property' : 'properties'}`,
    { exact: true },
  );

/** Waits until the screen shows exactly the server's first page for `answer`, and its count line. */
async function expectFirstPage(page: Page, answer: TListPropertiesResponse): Promise<void> {
  await visible(resultsLine(page, answer.items.length, answer.total));
  await expect.poll(() => shownIds(page)).toEqual(ids(answer));
}

const filtersBar = (page: Page) => ({
  minPrice: page.getByRole('combobox', { name: 'Min price', exact: true }),
  maxPrice: page.getByRole('combobox', { name: 'Max price', exact: true }),
  bedrooms: page.getByRole('combobox', { name: 'Bedrooms', exact: true }),
  sort: page.getByRole('combobox', { name: 'Sort by', exact: true }),
  clear: page.getByRole('button', { name: 'Clear Filters' }),
});

const filteredBadge = (page: Page) => page.getByText('Filtered Results', { exact: true });
const searchOf = (page: Page) => new URL(page.url()).searchParams;
const isAscending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

describe('browse listings', () => {
  test('/listings over the seeded data: Load More, a price ceiling, sort, bedrooms, the URL keeps them, Clear Filters resets', async ({ journey }) => {
    const { page } = journey;
    const everything = await browsePage(journey, {});
    // The seeded catalogue: 60 Austin listings, 32 in eight other metros, and whatever other journeys added.
    expect(everything.total).toBeGreaterThanOrEqual(92);
    const total = everything.total ?? 0;

    await page.goto('/listings');
    await visible(page.getByRole('heading', { level: 1, name: 'Browse Properties' }));
    await expectFirstPage(page, everything);
    expect(everything.items).toHaveLength(LISTING_PAGE_SIZE);
    expect(await filteredBadge(page).count()).toBe(0);
    const bar = filtersBar(page);
    expect(await bar.clear.isDisabled()).toBe(true);
    await keepScreenshot(page, 'browse-first-page');

    // Load More Properties appends the server's next page: 24 distinct cards, the first 12 unchanged.
    const secondPage = await browsePage(journey, { cursor: everything.nextCursor ?? undefined });
    await page.getByRole('button', { name: 'Load More Properties' }).click();
    await visible(resultsLine(page, 2 * LISTING_PAGE_SIZE, total));
    await expect.poll(() => shownIds(page)).toEqual(ids(everything, secondPage));
    expect(new Set(await shownIds(page)).size).toBe(2 * LISTING_PAGE_SIZE);

    // A price ceiling (Max price $750K, whole price bands: the count stays exact): the count changes, every card's
    // price is under it, the badge shows, the URL says so.
    const bucket = { min: 0, max: 750_000 };
    const inBucket = await browsePage(journey, { maxPrice: bucket.max });
    expect(inBucket.total).toBeGreaterThan(0);
    expect(inBucket.total).toBeLessThan(total);
    await bar.maxPrice.selectOption({ label: '$750K' });
    await expectFirstPage(page, inBucket);
    expect(searchOf(page).get('maxPrice')).toBe(String(bucket.max));
    await visible(filteredBadge(page));
    for (const card of await shownCards(page)) {
      expect(card.price).toBeGreaterThanOrEqual(bucket.min);
      expect(card.price).toBeLessThanOrEqual(bucket.max);
    }

    // Price: Low to High (an order, not a filter).
    const ascending = await browsePage(journey, { maxPrice: bucket.max, sort: 'price-asc' });
    await bar.sort.selectOption({ label: 'Price: Low to High' });
    await expectFirstPage(page, ascending);
    expect(searchOf(page).get('sort')).toBe('price-asc');
    const ascendingPrices = (await shownCards(page)).map((card) => card.price);
    expect(isAscending(ascendingPrices)).toBe(true);
    expect(ascendingPrices[0]).toBeLessThan(ascendingPrices.at(-1)!);
    // The order holds across pages: Load More continues from the server's cursor.
    expect(ascending.nextCursor).not.toBeNull();
    const ascendingMore = await browsePage(journey, { maxPrice: bucket.max, sort: 'price-asc', cursor: ascending.nextCursor ?? undefined });
    await page.getByRole('button', { name: 'Load More Properties' }).click();
    const shownTwoPages = Math.min(2 * LISTING_PAGE_SIZE, inBucket.total ?? 0);
    await visible(resultsLine(page, shownTwoPages, inBucket.total ?? 0));
    await expect.poll(() => shownIds(page)).toEqual(ids(ascending, ascendingMore));
    const twoPages = await shownCards(page);
    expect(new Set(twoPages.map((card) => card.id)).size).toBe(shownTwoPages);
    expect(isAscending(twoPages.map((card) => card.price))).toBe(true);
    for (const card of twoPages) expect(card.price).toBeLessThanOrEqual(bucket.max);

    // At least three bedrooms, on top of the ceiling and the order.
    const withBedrooms = await browsePage(journey, { maxPrice: bucket.max, minBedrooms: 3, sort: 'price-asc' });
    expect(withBedrooms.total).toBeGreaterThan(0);
    expect(withBedrooms.total).toBeLessThan(inBucket.total ?? 0);
    await bar.bedrooms.selectOption({ label: '3+' });
    await expectFirstPage(page, withBedrooms);
    const filteredCards = await shownCards(page);
    for (const card of filteredCards) {
      expect(card.bedrooms).toBeGreaterThanOrEqual(3);
      expect(card.price).toBeGreaterThanOrEqual(bucket.min);
      expect(card.price).toBeLessThanOrEqual(bucket.max);
    }
    expect(isAscending(filteredCards.map((card) => card.price))).toBe(true);
    expect(Object.fromEntries(searchOf(page))).toEqual({ maxPrice: String(bucket.max), minBedrooms: '3', sort: 'price-asc' });
    await keepScreenshot(page, 'browse-filtered');

    // A reload (or a shared link) keeps every filter: the controls, the results and the badge.
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Browse Properties' }));
    await expectFirstPage(page, withBedrooms);
    expect(await bar.maxPrice.inputValue()).toBe(String(bucket.max));
    expect(await bar.bedrooms.inputValue()).toBe('3');
    expect(await bar.sort.inputValue()).toBe('price-asc');
    await visible(filteredBadge(page));

    // Back undoes the last filter.
    await page.goBack();
    await expectFirstPage(page, ascending);
    expect(await bar.bedrooms.inputValue()).toBe('all');
    await page.goForward();
    await expectFirstPage(page, withBedrooms);

    // Clear Filters: all listings again, newest first, no badge, nothing in the URL.
    await bar.clear.click();
    await expectFirstPage(page, everything);
    await hidden(filteredBadge(page));
    expect(page.url().endsWith('/listings')).toBe(true);
    expect(await bar.minPrice.inputValue()).toBe('');
    expect(await bar.maxPrice.inputValue()).toBe('');
    expect(await bar.bedrooms.inputValue()).toBe('all');
    expect(await bar.sort.inputValue()).toBe('newest');
    expect(await bar.clear.isDisabled()).toBe(true);
  });

  test("the landing page's search row opens /listings with the chosen filters applied", async ({ journey }) => {
    const { page } = journey;
    const bucket = PRICE_BUCKETS.find((item) => item.value === '750k-plus')!;
    // The landing keeps its price bands; /listings gets the band as the one filter set's range ($750K and up).
    const expected = await browsePage(journey, { minPrice: bucket.min - 1, minBedrooms: 4 });
    expect(expected.items.length).toBeGreaterThan(0);

    await page.goto('/');
    const search = await visible(page.getByRole('search', { name: 'Search listings' }));
    // Featured Open Houses: up to six active listings.
    const featured = page.getByRole('list', { name: 'Featured properties' }).getByRole('article');
    await expect.poll(() => featured.count()).toBe(6);

    await search.getByRole('combobox', { name: 'Price range' }).selectOption({ label: bucket.label });
    await search.getByRole('combobox', { name: 'Bedrooms' }).selectOption({ label: '4+ Bedrooms' });
    await search.getByRole('button', { name: 'Search' }).click();

    await waitForPath(page, '/listings');
    expect(Object.fromEntries(searchOf(page))).toEqual({ minPrice: String(bucket.min - 1), minBedrooms: '4' });
    await visible(page.getByRole('heading', { level: 1, name: 'Browse Properties' }));
    const bar = filtersBar(page);
    expect(await bar.minPrice.inputValue()).toBe(String(bucket.min - 1));
    expect(await bar.bedrooms.inputValue()).toBe('4');
    await expectFirstPage(page, expected);
    await visible(filteredBadge(page));
    for (const card of await shownCards(page)) {
      expect(card.bedrooms).toBeGreaterThanOrEqual(4);
      expect(card.price).toBeGreaterThanOrEqual(bucket.min - 1);
      expect(card.price).toBeLessThanOrEqual(bucket.max);
    }
    await keepScreenshot(page, 'browse-from-landing');
  });
});
