import { matchesListingFilters, type TFilterableListing, type TListingFilters } from './listing-filters';

const HOME: TFilterableListing = {
  price: 500_000,
  bedrooms: 3,
  bathrooms: 2,
  propertyType: 'condo',
  marketStatus: 'active',
  searchText: 'loft on wynkoop denver co 80202 condo',
};

describe('matchesListingFilters', () => {
  const cases: [string, Partial<TFilterableListing>, TListingFilters, boolean][] = [
    ['no filter lets an Active listing through', {}, {}, true],
    ['min and max price include both ends', { price: 500_000 }, { minPrice: 500_000, maxPrice: 500_000 }, true],
    ['a price below the min is out', { price: 499_999 }, { minPrice: 500_000 }, false],
    ['a price above the max is out', { price: 500_001 }, { maxPrice: 500_000 }, false],
    ['a bucket includes its top', { price: 500_000 }, { priceRange: '300k-500k' }, true],
    ['a bucket excludes the one below it', { price: 300_000 }, { priceRange: '300k-500k' }, false],
    ['a bucket and a max keep their overlap', { price: 450_000 }, { priceRange: '300k-500k', maxPrice: 400_000 }, false],
    ['an unknown bucket sets no limit', { price: 5_000_000 }, { priceRange: 'somewhere' }, true],
    ['bedrooms: the minimum is included', { bedrooms: 3 }, { minBedrooms: 3 }, true],
    ['bedrooms: fewer is out', { bedrooms: 2 }, { minBedrooms: 3 }, false],
    ['bedrooms: a minimum of 0 sets none', { bedrooms: 0 }, { minBedrooms: 0 }, true],
    ['bathrooms count halves: 2.5 passes 2.5+', { bathrooms: 2.5 }, { minBathrooms: 2.5 }, true],
    ['bathrooms: fewer is out', { bathrooms: 2 }, { minBathrooms: 2.5 }, false],
    ['type must be the one asked', { propertyType: 'single-family' }, { propertyType: 'condo' }, false],
    ['Coming Soon is shown by default', { marketStatus: 'coming-soon' }, {}, true],
    ['Active Under Contract is hidden by default', { marketStatus: 'active-under-contract' }, {}, false],
    ['Pending is hidden by default', { marketStatus: 'pending' }, {}, false],
    ['under contract is shown on request', { marketStatus: 'pending' }, { includeUnderContract: true }, true],
    ['no market status is Active', { marketStatus: undefined }, {}, true],
    ['a text search needs every word', {}, { q: 'Wynkoop, Denver' }, true],
    ['a missing word is out', {}, { q: 'wynkoop boulder' }, false],
    ['an empty text search sets no limit', { searchText: undefined }, { q: '' }, true],
    ['a listing without search text matches no text search', { searchText: undefined }, { q: 'denver' }, false],
  ];

  it.each(cases)('%s', (_name, listing, filters, expected) => {
    expect(matchesListingFilters({ ...HOME, ...listing }, filters)).toBe(expected);
  });
});
