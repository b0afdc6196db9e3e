import { geoCountersOf } from '../../data/geo-counter-records';
import { cellRuns, coverBox, coverCount, encodeGeohash } from '../../data/geohash';
import type { TOpenHouseRecord } from '../../data/property-records';
import type { TGeoOpenHouse } from '../../data/open-house-geo-repository';
import { openHouseGeoKeys } from '../../data/property-index-keys';
import { answersFromCounts, clusterPrecision, clustersFromCounts, coverPrecision, openHouseMatches, type TViewportInput } from './list-map-viewport';

describe('the cover of a map box', () => {
  /** A 1280 × 800 screen over Manhattan at zoom 12 (0.44° × 0.21°). */
  const cityScreen = { west: -74.2257, south: 40.6087, east: -73.7863, north: 40.8169 };

  it('reads a city screen in cells of ~5 km, a few runs of them, not in four times its area', () => {
    const precision = coverPrecision(cityScreen)!;
    expect(precision).toBe(5);
    const cells = coverBox(cityScreen, precision);
    expect(cellRuns(cells, 2).length).toBeLessThanOrEqual(32);
    // 32 whole cells would have meant ~40 km cells: 6 of them, four times the screen.
    expect(coverCount(cityScreen, 4)).toBeLessThanOrEqual(32);
  });

  it('reads the lower 48 by the index partitions and refuses what needs more than 128 of them', () => {
    expect(coverPrecision({ west: -125, south: 24, east: -66, north: 50 })).toBe(2);
    expect(coverPrecision({ west: -180, south: -90, east: 180, north: 90 })).toBeNull();
  });

  it('counts clusters on cells that get finer as the map zooms in', () => {
    expect([3, 5, 8, 10, 11].map(clusterPrecision)).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('zoomed-out clusters from the geo counters', () => {
  const nation: TViewportInput = { west: -125, south: 24, east: -66, north: 50, zoom: 4, show: 'listings', when: 'week' };

  it('answer show=listings up to zoom 7 with no filter but under contract; open houses and filters read the listings', () => {
    expect(answersFromCounts(nation)).toBe(true);
    expect(answersFromCounts({ ...nation, zoom: 7, includeUnderContract: true })).toBe(true);
    expect(answersFromCounts({ ...nation, zoom: 8 })).toBe(false);
    expect(answersFromCounts({ ...nation, show: 'openHouses' })).toBe(false);
    for (const filter of [{ minPrice: 1 }, { maxPrice: 1 }, { priceRange: '300k-500k' }, { minBedrooms: 0 }, { propertyType: 'condo' }]) {
      expect(answersFromCounts({ ...nation, ...filter })).toBe(false);
    }
  });

  const denver = [
    { lat: 39.7525, lng: -105.0002 },
    { lat: 39.7355, lng: -104.9842 },
  ];
  const boulder = { lat: 40.0176, lng: -105.2797 };
  const counters = geoCountersOf([
    ...denver.map((coordinates) => ({ coordinates, marketStatus: 'active' as const })),
    { coordinates: boulder, marketStatus: 'pending' as const },
    { coordinates: { lat: 30.2622, lng: -97.76 }, marketStatus: 'active' as const },
  ]);

  it("add cells up to the zoom's cells, at the exact mean position, under contract only on request", () => {
    const coarse = clustersFromCounts(counters, nation, 2, false);
    expect(coarse.total).toBe(3);
    const colorado = coarse.clusters.find((cluster) => cluster.cell === encodeGeohash(39.75, -105, 2))!;
    expect(colorado).toEqual({ cell: '9x', count: 2, lat: 39.744, lng: -104.9922 });
    const withPending = clustersFromCounts(counters, nation, 2, true);
    expect(withPending.total).toBe(4);
    expect(withPending.clusters.find((cluster) => cluster.cell === '9x')).toEqual({ cell: '9x', count: 3, lat: 39.8352, lng: -105.088033 });
    const fine = clustersFromCounts(counters, nation, 4, true);
    expect(fine.clusters.every((cluster) => cluster.cell.length === 4)).toBe(true);
    expect(fine.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(4);
  });

  it('count only the cells that touch the box, whole, and skip emptied cells', () => {
    // A box over downtown Denver: Boulder's cell (north-west of it) and Austin's do not touch it; Denver's counts whole.
    const box = { west: -105.05, south: 39.7, east: -104.9, north: 39.8 };
    expect(clustersFromCounts(counters, box, 4, true).total).toBe(2);
    const emptied = counters.map((counter) => ({ ...counter, activeCount: 0, activeLatE6: 0, activeLngE6: 0 }));
    expect(clustersFromCounts(emptied, nation, 4, false)).toEqual({ clusters: [], total: 0 });
  });
});

/** Open houses as the geo index holds them (only those whose listing copy is on the map) and listOpenHousesInCells parses them. */
const inGeoIndex = (openHouses: readonly TOpenHouseRecord[]): TGeoOpenHouse[] =>
  openHouses.flatMap(({ notes: _notes, ...openHouse }) => {
    const geo = openHouseGeoKeys(openHouse);
    if (!geo) return [];
    const { startsAt, endsAt, listing } = openHouse;
    return [
      { openHouse, startsAtMs: Date.parse(startsAt), endsAtMs: Date.parse(endsAt), coordinates: listing.coordinates!, geohash: geo.gsi5sk.split('#')[0]! },
    ];
  });

describe('open houses in a map box (read from the geo index)', () => {
  // Friday 27 November 2026, 18:00 UTC: noon in Denver, 8 AM in Honolulu.
  const now = new Date('2026-11-27T18:00:00Z');
  const box: TViewportInput = { west: -170, south: 18, east: -66, north: 50, zoom: 13, show: 'openHouses', when: 'today' };
  const listing = (overrides: Partial<TOpenHouseRecord['listing']> = {}): TOpenHouseRecord['listing'] => ({
    title: 'Loft',
    address: '1701 Wynkoop St',
    city: 'Denver',
    state: 'CO',
    price: 650_000,
    bedrooms: 3,
    bathrooms: 2,
    bathroomsFull: 2,
    bathroomsHalf: 0,
    squareFeet: 1500,
    lotSizeSquareFeet: null,
    propertyType: 'condo',
    coordinates: { lat: 39.7525, lng: -105.0002 },
    timeZone: 'America/Denver',
    status: 'active',
    marketStatus: 'active',
    coverImage: null,
    ...overrides,
  });
  let serial = 0;
  const openHouse = (propertyId: string, startsAt: string, hours: number, listingOverrides: Partial<TOpenHouseRecord['listing']> = {}): TOpenHouseRecord => ({
    id: `OH${++serial}`,
    propertyId,
    userId: 'agent',
    startsAt,
    endsAt: new Date(new Date(startsAt).getTime() + hours * 3_600_000).toISOString(),
    notes: null,
    createdAt: startsAt,
    listing: listing(listingOverrides),
  });
  const idsOf = (input: TViewportInput, openHouses: TOpenHouseRecord[]) =>
    openHouseMatches(inGeoIndex(openHouses), input, now).map((match) => match.openHouse.propertyId);

  it('counts each listing once, with its first open house of the window, earliest first', () => {
    const matches = openHouseMatches(
      inGeoIndex([openHouse('A', '2026-11-27T19:00:00Z', 2), openHouse('B', '2026-11-27T20:00:00Z', 2), openHouse('A', '2026-11-27T22:00:00Z', 1)]),
      box,
      now,
    );
    expect(matches.map((match) => [match.openHouse.propertyId, match.openHouse.startsAt])).toEqual([
      ['A', '2026-11-27T19:00:00Z'],
      ['B', '2026-11-27T20:00:00Z'],
    ]);
    expect(matches[0]).toMatchObject({ coordinates: { lat: 39.7525, lng: -105.0002 }, geohash: encodeGeohash(39.7525, -105.0002, 9) });
  });

  it("keeps the window in each listing's own zone and drops ended open houses", () => {
    const honolulu = { city: 'Honolulu', state: 'HI', coordinates: { lat: 21.2793, lng: -157.8292 }, timeZone: 'Pacific/Honolulu' };
    const openHouses = [
      openHouse('ended', '2026-11-27T15:00:00Z', 2),
      openHouse('on-now', '2026-11-27T17:00:00Z', 2),
      // 11 PM in Honolulu is still today there; 10 AM tomorrow in Denver is not.
      openHouse('honolulu-tonight', '2026-11-28T09:00:00Z', 1, honolulu),
      openHouse('denver-tomorrow', '2026-11-28T17:00:00Z', 2),
    ];
    expect(idsOf(box, openHouses)).toEqual(['on-now', 'honolulu-tonight']);
    expect(idsOf({ ...box, when: 'week' }, openHouses)).toEqual(['on-now', 'honolulu-tonight', 'denver-tomorrow']);
  });

  it('filters as the screen does: the box, price, bedrooms, type, under contract on request, never off the market or without a place', () => {
    const openHouses = [
      openHouse('cheap', '2026-11-27T19:00:00Z', 1, { price: 300_000, bedrooms: 1 }),
      openHouse('pending', '2026-11-27T19:00:00Z', 1, { marketStatus: 'pending' }),
      openHouse('closed', '2026-11-27T19:00:00Z', 1, { marketStatus: 'closed' }),
      openHouse('unmapped', '2026-11-27T19:00:00Z', 1, { coordinates: null }),
      openHouse('house', '2026-11-27T19:00:00Z', 1, { propertyType: 'single-family', bedrooms: 4 }),
    ];
    expect(idsOf(box, openHouses)).toEqual(['cheap', 'house']);
    expect(idsOf({ ...box, includeUnderContract: true }, openHouses)).toEqual(['cheap', 'pending', 'house']);
    expect(idsOf({ ...box, maxPrice: 400_000 }, openHouses)).toEqual(['cheap']);
    expect(idsOf({ ...box, minBedrooms: 4 }, openHouses)).toEqual(['house']);
    expect(idsOf({ ...box, propertyType: 'condo' }, openHouses)).toEqual(['cheap']);
    expect(idsOf({ ...box, west: -80, east: -70, south: 30, north: 45 }, openHouses)).toEqual([]);
  });
});
