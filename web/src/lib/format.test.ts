import { bathroomsLabel, bedroomsLabel, formatOpenHouse, formatPrice } from './format';
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

  it('prices in whole dollars; the top bedroom and bathroom options read 5+ and 3+', () => {
    expect(formatPrice(1_250_000)).toBe('$1,250,000');
    expect([bedroomsLabel(2), bedroomsLabel(5), bathroomsLabel(1.5), bathroomsLabel(3)]).toEqual(['2', '5+', '1.5', '3+']);
  });
});

describe('listing search parameters', () => {
  it('round-trips the filters through the /listings URL, leaving defaults out', () => {
    expect(listingsUrl({ q: ' austin ', priceRange: '750k-plus', minBedrooms: 2, sort: 'newest' })).toBe('/listings?q=austin&priceRange=750k-plus&minBedrooms=2');
    expect(listingsUrl({})).toBe('/listings');
    expect(filtersFromSearchParams(new URLSearchParams('q=austin&priceRange=750k-plus&minBedrooms=2&sort=price-desc'))).toEqual({
      q: 'austin',
      priceRange: '750k-plus',
      minBedrooms: 2,
      sort: 'price-desc',
    });
  });

  it('ignores parameters it does not understand', () => {
    expect(filtersFromSearchParams(new URLSearchParams('priceRange=cheap&minBedrooms=9&sort=random'))).toEqual({ q: '', priceRange: undefined, minBedrooms: undefined, sort: 'newest' });
  });
});
