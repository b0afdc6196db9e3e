import { filtersFromSearchParams } from './listing-search-params';
import { savedSearchUrl, searchFromListings, searchFromMap, searchSummary, suggestedSearchName } from './saved-search';

describe('saved searches in the web', () => {
  it('keeps the /listings filters and place, and rebuilds the same URL from them (the sort is left out)', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        'q=pool&minBedrooms=3&minBathrooms=2&propertyType=condo&includeUnderContract=true&sort=price-asc&bbox=-105.1,39.6,-104.8,39.9&place=Denver',
      ),
    );
    const search = searchFromListings(filters);
    expect(search).toEqual({
      source: 'listings',
      filters: { q: 'pool', minBedrooms: 3, minBathrooms: 2, propertyType: 'condo', includeUnderContract: true },
      area: { bbox: [-105.1, 39.6, -104.8, 39.9], place: 'Denver' },
    });
    const url = new URL(savedSearchUrl(search), 'http://localhost');
    expect(url.pathname).toBe('/listings');
    expect(filtersFromSearchParams(url.searchParams)).toEqual({ ...filters, sort: 'newest' });
  });

  it('keeps the /map box, place and filters, and rebuilds the map URL (defaults left out)', () => {
    const search = searchFromMap({ bbox: [-97.9, 30.1, -97.6, 30.4], place: 'Austin', when: 'week', includeUnderContract: true });
    expect(search).toEqual({
      source: 'map',
      filters: { when: 'week', includeUnderContract: true },
      area: { bbox: [-97.9, 30.1, -97.6, 30.4], place: 'Austin' },
    });
    expect(savedSearchUrl(search)).toBe('/map?bbox=-97.9%2C30.1%2C-97.6%2C30.4&place=Austin&includeUnderContract=true');
    expect(savedSearchUrl({ source: 'map', filters: { when: 'today', maxPrice: 700_000 }, area: null })).toBe('/map?when=today&maxPrice=700000');
    expect(savedSearchUrl({ source: 'listings', filters: {}, area: null })).toBe('/listings');
  });

  it('names and summarises a search from its place and filters', () => {
    expect(suggestedSearchName({ filters: { minBedrooms: 3, maxPrice: 750_000 }, area: { bbox: [0, 0, 1, 1], place: 'Denver' } })).toBe(
      'Denver: 3+ beds, Under $750K',
    );
    expect(suggestedSearchName({ filters: {}, area: { bbox: [0, 0, 1, 1], place: 'Denver' } })).toBe('Homes in Denver');
    expect(suggestedSearchName({ filters: {}, area: null })).toBe('All homes');
    expect(searchSummary({ filters: { q: 'pool', when: 'today' }, area: null })).toBe('“pool” · Today Only · Anywhere');
    expect(searchSummary({ filters: {}, area: { bbox: [0, 0, 1, 1], place: null } })).toBe('All homes · Chosen area');
  });
});
