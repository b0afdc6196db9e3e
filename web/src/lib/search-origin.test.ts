import { backToSearchOf } from './search-origin';

describe('backToSearchOf', () => {
  it('leads back to the search screen a listing was opened from, with its filters; else to /listings', () => {
    expect(backToSearchOf({ searchOrigin: '/map?bbox=-98,30,-97,31&minBedrooms=3' })).toEqual({
      to: '/map?bbox=-98,30,-97,31&minBedrooms=3',
      label: 'Back to map',
    });
    expect(backToSearchOf({ searchOrigin: '/listings?maxPrice=750000' })).toEqual({ to: '/listings?maxPrice=750000', label: 'Back to listings' });
    for (const state of [null, undefined, { searchOrigin: 'https://evil.example/listings' }, { searchOrigin: '/account' }]) {
      expect(backToSearchOf(state)).toEqual({ to: '/listings', label: 'Back to listings' });
    }
  });
});
