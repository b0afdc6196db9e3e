import type { TSavedSearchAreaRecord } from '../../data/saved-search-area-repository';
import type { TPropertyRecord } from '../../data/property-records';
import { makeProperty } from '../../data/testing/make-records';
import { isMatch } from './match-listing-events';

describe('isMatch', () => {
  const search = (source: 'listings' | 'map', filters: TSavedSearchAreaRecord['filters']): TSavedSearchAreaRecord => ({
    userId: 'u',
    searchId: 's',
    name: '3+ beds under $750K',
    source,
    frequency: 'instant',
    filters,
    bbox: null,
  });
  const withOpenHouse = {
    upcomingOpenHouses: [{ id: 'oh', startsAt: '2026-12-01T15:00:00.000Z', endsAt: '2026-12-01T17:00:00.000Z' }],
  } as Partial<TPropertyRecord>;

  it('holds "3+ beds under $750K" as one search from either screen: price as min and max, bedrooms on the map too', () => {
    const filters = { minBedrooms: 3, minPrice: 300_000, maxPrice: 750_000 };
    for (const source of ['listings', 'map'] as const) {
      expect(isMatch(makeProperty({ ...withOpenHouse, price: 750_000, bedrooms: 3 }), search(source, filters)), source).toBe(true);
      expect(isMatch(makeProperty({ ...withOpenHouse, price: 750_001, bedrooms: 3 }), search(source, filters)), source).toBe(false);
      expect(isMatch(makeProperty({ ...withOpenHouse, price: 299_999, bedrooms: 4 }), search(source, filters)), source).toBe(false);
      expect(isMatch(makeProperty({ ...withOpenHouse, price: 500_000, bedrooms: 2 }), search(source, filters)), source).toBe(false);
    }
  });
});
