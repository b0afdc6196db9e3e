import { bathroomsLabel, bedroomsLabel, formatDateTime, formatListedDate, formatOpenHouse, formatPrice, lotSizeLabel } from './format';
import { filtersFromSearchParams, listingsUrl } from './listing-search-params';

describe('listing formats', () => {
  it('shows an open house in the listing time zone, whatever the viewer’s', () => {
    expect(formatOpenHouse('2026-01-10T16:00:00.000Z', '2026-01-10T18:30:00.000Z', 'America/Chicago')).toBe('Sat, Jan 10, 10:00 AM – 12:30 PM CST');
    expect(formatOpenHouse('2026-05-30T18:00:00.000Z', '2026-05-30T20:00:00.000Z', 'America/Denver')).toBe('Sat, May 30, 12:00 PM – 2:00 PM MDT');
  });

  it('names both days when an open house runs past midnight, and survives an unknown zone', () => {
    expect(formatOpenHouse('2026-05-31T04:00:00.000Z', '2026-05-31T06:00:00.000Z', 'America/Chicago')).toBe('Sat, May 30, 11:00 PM – Sun, May 31, 1:00 AM CDT');
    expect(formatOpenHouse('2026-05-30T18:00:00.000Z', '2026-05-30T20:00:00.000Z', 'Mars/Olympus')).toBe('Sat, May 30, 1:00 PM – 3:00 PM CDT');
  });

  it('prices in whole dollars; says bedrooms and baths as stated: Studio, 7, 2 full + 1 half as 2.5', () => {
    expect(formatPrice(1_250_000)).toBe('$1,250,000');
    expect([bedroomsLabel(0), bedroomsLabel(2), bedroomsLabel(7)]).toEqual(['Studio', '2', '7']);
    expect(bathroomsLabel({ bathroomsFull: 2, bathroomsHalf: 1 })).toBe('2.5');
    expect(bathroomsLabel({ bathroomsFull: 4, bathroomsHalf: 1 })).toBe('4.5');
    // A listing stored before the counts: one number.
    expect(bathroomsLabel({ bathrooms: 1.5 })).toBe('1.5');
  });

  it('says a lot in square feet under half an acre, in acres above', () => {
    expect(lotSizeLabel(8712)).toBe('8,712 sq ft');
    expect(lotSizeLabel(2_286_900)).toBe('52.5 acres');
    expect(lotSizeLabel(43_560)).toBe('1 acre');
  });

  it("says the MLS's listing date as that calendar day, and our publish instant in the listing's zone", () => {
    expect(formatListedDate('2026-04-20', 'Pacific/Honolulu')).toBe('Apr 20, 2026');
    expect(formatListedDate('2026-04-21T03:00:00.000Z', 'Pacific/Honolulu')).toBe('Apr 20, 2026');
  });

  it("says when something happened as the day and time in the listing's zone, whatever the viewer's", () => {
    expect(formatDateTime('2026-11-26T23:00:00.000Z', 'America/Chicago')).toBe('Nov 26, 2026, 5:00 PM CST');
    expect(formatDateTime('2026-11-27T03:00:00.000Z', 'Pacific/Honolulu')).toBe('Nov 26, 2026, 5:00 PM HST');
  });
});

describe('listing search parameters', () => {
  it('round-trips the filters through the /listings URL, leaving defaults out', () => {
    expect(listingsUrl({ q: ' austin ', maxPrice: 750_000, minBedrooms: 2, sort: 'newest' })).toBe('/listings?q=austin&maxPrice=750000&minBedrooms=2');
    expect(listingsUrl({})).toBe('/listings');
    expect(filtersFromSearchParams(new URLSearchParams('q=austin&minPrice=300000&maxPrice=750000&minBedrooms=2&sort=price-desc'))).toEqual({
      q: 'austin',
      minPrice: 300_000,
      maxPrice: 750_000,
      minBedrooms: 2,
      sort: 'price-desc',
    });
  });

  it('reads an older link’s price bucket as its min and max', () => {
    expect(filtersFromSearchParams(new URLSearchParams('priceRange=300k-500k'))).toMatchObject({ minPrice: 300_000, maxPrice: 500_000 });
    expect(filtersFromSearchParams(new URLSearchParams('priceRange=750k-plus'))).toMatchObject({ minPrice: 750_000, maxPrice: undefined });
    expect(filtersFromSearchParams(new URLSearchParams('priceRange=under-300k'))).toMatchObject({ minPrice: undefined, maxPrice: 300_000 });
  });

  it('ignores parameters it does not understand', () => {
    expect(filtersFromSearchParams(new URLSearchParams('priceRange=cheap&minBedrooms=9&sort=random'))).toEqual({
      q: '',
      minPrice: undefined,
      maxPrice: undefined,
      minBedrooms: undefined,
      sort: 'newest',
    });
  });
});
