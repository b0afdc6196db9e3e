import type { TMapViewportResponse } from '@shared/schemas/map.schema';
import { inViewCountText, pinsToListings, type TViewportPin } from './in-view-list';

// Saturday 30 May 2026, noon in Austin (CDT, UTC-5).
const NOW = new Date('2026-05-30T17:00:00Z');

const pin = (overrides: Partial<TViewportPin>): TViewportPin => ({
  id: '01JW0000000000000000000001',
  lat: 30.27,
  lng: -97.74,
  price: 525_000,
  title: 'Bungalow',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  coverImage: null,
  bedrooms: 3,
  bathroomsFull: 2,
  bathroomsHalf: 1,
  squareFeet: 1500,
  lotSizeSquareFeet: null,
  propertyType: 'single-family',
  marketStatus: 'active',
  timeZone: 'America/Chicago',
  nextOpenHouse: { id: '01JWOH00000000000000000001', startsAt: '2026-06-02T15:00:00Z', endsAt: '2026-06-02T17:00:00Z' },
  ...overrides,
});

const answer = (overrides: Partial<TMapViewportResponse>): TMapViewportResponse => ({
  generatedAt: NOW.toISOString(),
  view: 'pins',
  total: 0,
  truncated: false,
  clusters: [],
  pins: [],
  ...overrides,
});

describe('the list beside the map', () => {
  it('turns pins into cards, soonest open house first, each with its category', () => {
    const later = pin({ id: 'later', nextOpenHouse: { id: 'oh-later', startsAt: '2026-06-02T15:00:00Z', endsAt: '2026-06-02T17:00:00Z' } });
    const live = pin({ id: 'live', nextOpenHouse: { id: 'oh-live', startsAt: '2026-05-30T16:00:00Z', endsAt: '2026-05-30T18:00:00Z' } });
    const listings = pinsToListings([later, live], { timeFilter: 'week', maxPrice: 2_000_000 }, NOW);
    expect(listings.map((l) => [l.property.id, l.kind])).toEqual([
      ['live', 'live'],
      ['later', 'this-week'],
    ]);
    expect(listings[0]?.property).toMatchObject({ bathrooms: 2.5, coordinates: { lat: 30.27, lng: -97.74 }, openHouses: [{ id: 'oh-live' }] });
  });

  it('keeps the MLS attribution of an imported listing for its card', () => {
    const attribution = { listingOfficeName: 'Hill Country Realty', mlsName: 'Central Texas MLS', lastUpdatedAt: '2026-05-28T15:00:00.000Z' };
    expect(pinsToListings([pin({ attribution })], { timeFilter: 'week', maxPrice: 2_000_000 }, NOW)[0]?.property.attribution).toEqual(attribution);
  });

  it('says how many open houses the area holds, and that a capped answer holds more', () => {
    expect(inViewCountText(answer({ total: 12 }))).toBe('12 open houses in this area');
    expect(inViewCountText(answer({ total: 1 }))).toBe('1 open house in this area');
    expect(inViewCountText(answer({ total: 0 }))).toBe('0 open houses in this area');
    expect(inViewCountText(answer({ total: 812, truncated: true, pins: Array.from({ length: 500 }, (_, i) => pin({ id: String(i) })) }))).toBe(
      'More than 500 open houses in this area',
    );
  });
});
