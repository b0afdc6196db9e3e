import { signUpActiveAgent } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { chicagoDate, createListing, makeListing } from '../../../test/listings';
import { encodeGeohash } from '../../data/geohash';

type TError = { message: string; errors?: { path: string; message: string }[] };
type TPin = {
  id: string;
  lat: number;
  lng: number;
  price: number;
  title: string;
  coverImage: string | null;
  nextOpenHouse: { id: string; startsAt: string; endsAt: string } | null;
};
type TViewport = {
  view: 'clusters' | 'pins';
  total: number;
  truncated: boolean;
  clusters: { cell: string; count: number; lat: number; lng: number; single?: TPin }[];
  pins: TPin[];
};

const DENVER_BOX = { west: -105.1, south: 39.6, east: -104.8, north: 39.85 };
/** The contiguous US with Hawaii (66 cells of the coarsest grid). */
const NATION_BOX = { west: -170, south: 18, east: -66, north: 50 };

const viewport = (params: Record<string, string | number>) =>
  createApiClient().get<TViewport & TError>(`/api/map/listings?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`);

const slot = (days: number) => ({ date: chicagoDate(days), startTime: '10:00', endTime: '12:00' });

describe('GET /api/map/listings (viewport)', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { client } = await signUpActiveAgent();
    const made = async (name: string, overrides: Parameters<typeof createListing>[1]) => {
      ids[name] = (await createListing(client, { title: `Map ${name}`, ...overrides })).id;
    };
    await made('denverHouse', {
      address: '1701 Wynkoop St',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
      coordinates: { lat: 39.7525, lng: -105.0002 },
      price: 650_000,
      bedrooms: 3,
      openHouse: slot(2),
    });
    await made('denverCondo', {
      address: '1200 Grant St',
      city: 'Denver',
      state: 'CO',
      zipCode: '80203',
      coordinates: { lat: 39.7355, lng: -104.9842 },
      price: 380_000,
      bedrooms: 1,
      propertyType: 'condo',
      openHouse: slot(3),
    });
    await made('denverLater', {
      address: '800 S Pearl St',
      city: 'Denver',
      state: 'CO',
      zipCode: '80209',
      coordinates: { lat: 39.7012, lng: -104.9802 },
      price: 900_000,
      bedrooms: 4,
      openHouse: slot(20),
    });
    await made('denverNoOpenHouse', {
      address: '300 W 11th Ave',
      city: 'Denver',
      state: 'CO',
      zipCode: '80204',
      coordinates: { lat: 39.7335, lng: -104.9915 },
      price: 500_000,
    });
    await made('denverDraft', {
      address: '1600 Glenarm Pl',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
      coordinates: { lat: 39.7445, lng: -104.9885 },
      status: 'draft',
      openHouse: slot(2),
    });
    await made('boulder', {
      address: '1300 Pearl St',
      city: 'Boulder',
      state: 'CO',
      zipCode: '80302',
      coordinates: { lat: 40.0176, lng: -105.2797 },
      openHouse: slot(2),
    });
    await made('austin', { coordinates: { lat: 30.2622, lng: -97.76 }, openHouse: slot(2) });
    await made('honolulu', {
      address: '2255 Kalakaua Ave',
      city: 'Honolulu',
      state: 'HI',
      zipCode: '96815',
      coordinates: { lat: 21.2793, lng: -157.8292 },
      openHouse: slot(2),
    });
  });

  const ours = (pins: TPin[]) =>
    pins
      .filter((pin) => Object.values(ids).includes(pin.id))
      .map((pin) => pin.id)
      .sort();
  const idsOf = (...names: string[]) => names.map((name) => ids[name]!).sort();

  it('answers the pins in a box around Denver: only Denver listings with an open house this week, never a draft', async () => {
    const response = await viewport({ ...DENVER_BOX, zoom: 13 });
    expect(response.status).toBe(200);
    expect(response.body.view).toBe('pins');
    expect(response.body.truncated).toBe(false);
    expect(response.body.clusters).toEqual([]);
    expect(ours(response.body.pins)).toEqual(idsOf('denverHouse', 'denverCondo'));
    for (const pin of response.body.pins) {
      expect(pin.lat >= DENVER_BOX.south && pin.lat <= DENVER_BOX.north && pin.lng >= DENVER_BOX.west && pin.lng <= DENVER_BOX.east).toBe(true);
    }
    const house = response.body.pins.find((pin) => pin.id === ids.denverHouse)!;
    expect(house).toMatchObject({
      lat: 39.7525,
      lng: -105.0002,
      price: 650_000,
      title: 'Map denverHouse',
      address: '1701 Wynkoop St',
      city: 'Denver',
      state: 'CO',
      bedrooms: 3,
      marketStatus: 'active',
      timeZone: 'America/Denver',
    });
    expect(house.coverImage === null || typeof house.coverImage === 'string').toBe(true);
    expect(house.nextOpenHouse?.startsAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('widens to This Month and, for the list, to every public listing (a draft never)', async () => {
    const month = await viewport({ ...DENVER_BOX, zoom: 13, when: 'month' });
    expect(ours(month.body.pins)).toEqual(idsOf('denverHouse', 'denverCondo', 'denverLater'));
    const listings = await viewport({ ...DENVER_BOX, zoom: 13, show: 'listings' });
    expect(ours(listings.body.pins)).toEqual(idsOf('denverHouse', 'denverCondo', 'denverLater', 'denverNoOpenHouse'));
    expect(listings.body.pins.find((pin) => pin.id === ids.denverNoOpenHouse)?.nextOpenHouse).toBeNull();
  });

  it('filters as the screen does: price, bedrooms, type', async () => {
    const query = { ...DENVER_BOX, zoom: 13, show: 'listings' };
    expect(ours((await viewport({ ...query, maxPrice: 600_000 })).body.pins)).toEqual(idsOf('denverCondo', 'denverNoOpenHouse'));
    expect(ours((await viewport({ ...query, minPrice: 600_000, maxPrice: 1_000_000 })).body.pins)).toEqual(idsOf('denverHouse', 'denverLater'));
    expect(ours((await viewport({ ...query, minBedrooms: 4 })).body.pins)).toEqual(idsOf('denverLater'));
    expect(ours((await viewport({ ...query, propertyType: 'condo' })).body.pins)).toEqual(idsOf('denverCondo'));
    expect(ours((await viewport({ ...query, priceRange: '300k-500k' })).body.pins)).toEqual(idsOf('denverCondo', 'denverNoOpenHouse'));
  });

  it('answers clusters for the whole country at a low zoom, whose counts add up to the total', async () => {
    const response = await viewport({ ...NATION_BOX, zoom: 3 });
    expect(response.status).toBe(200);
    expect(response.body.view).toBe('clusters');
    expect(response.body.pins).toEqual([]);
    expect(response.body.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(response.body.total);
    expect(response.body.truncated).toBe(false);
    const countAt = (lat: number, lng: number) => response.body.clusters.find((cluster) => cluster.cell === encodeGeohash(lat, lng, 2))?.count ?? 0;
    // Denver's two and Boulder (this week) share Colorado's cell (9x); Honolulu and Austin have theirs (87, 9v).
    expect(encodeGeohash(39.7525, -105.0002, 2)).toBe(encodeGeohash(40.0176, -105.2797, 2));
    expect(countAt(39.7525, -105.0002)).toBeGreaterThanOrEqual(3);
    expect(countAt(21.2793, -157.8292)).toBeGreaterThanOrEqual(1);
    expect(countAt(30.2622, -97.76)).toBeGreaterThanOrEqual(1);
    for (const cluster of response.body.clusters) expect(cluster.cell).toHaveLength(2);
    // A finer zoom splits the country into smaller cells, with the same total.
    const finer = await viewport({ ...NATION_BOX, zoom: 6 });
    expect(finer.body.total).toBe(response.body.total);
    expect(finer.body.clusters.every((cluster) => cluster.cell.length === 4)).toBe(true);
    expect(finer.body.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(response.body.total);
  });

  it('drops a listing from the map when it leaves public, and moves it with its coordinates', async () => {
    const { client } = await signUpActiveAgent();
    const mover = {
      title: 'Map mover',
      address: '2000 Blake St',
      city: 'Denver',
      state: 'CO' as const,
      zipCode: '80205',
      coordinates: { lat: 39.7545, lng: -104.9935 },
    };
    const { id } = await createListing(client, mover);
    const update = async (overrides: Parameters<typeof makeListing>[0]) =>
      (await client.request('PUT', `/api/properties/${id}`, { json: makeListing({ ...mover, ...overrides }) })).status;
    const inDenver = async () => (await viewport({ ...DENVER_BOX, zoom: 13, show: 'listings' })).body.pins.some((pin) => pin.id === id);
    expect(await inDenver()).toBe(true);
    expect(await update({ coordinates: { lat: 30.27, lng: -97.74 } })).toBe(200);
    expect(await inDenver()).toBe(false);
    expect(await update({})).toBe(200);
    expect(await inDenver()).toBe(true);
    expect(await update({ status: 'draft' })).toBe(200);
    expect(await inDenver()).toBe(false);
  });

  it('answers the zoomed-out list view from per-cell counts that follow publish, move, under contract, unpublish and delete exactly', async () => {
    const { client } = await signUpActiveAgent();
    // Places no other test uses: central Idaho and eastern Montana (each its own 4-character cell; a fresh stack).
    const idaho = { lat: 44.512345, lng: -114.498765 };
    const montana = { lat: 46.404321, lng: -105.840123 };
    const ranch = {
      title: 'Map counted ranch',
      address: '100 Salmon River Rd',
      city: 'Challis',
      state: 'ID' as const,
      zipCode: '83226',
      coordinates: idaho,
      bedrooms: 3,
    };
    const clusterAt = async (place: { lat: number; lng: number }, query: Record<string, string | number> = {}) => {
      const response = await viewport({ ...NATION_BOX, zoom: 6, show: 'listings', ...query });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ view: 'clusters', truncated: false, pins: [] });
      return response.body.clusters.find((cluster) => cluster.cell === encodeGeohash(place.lat, place.lng, 4)) ?? null;
    };
    expect(await clusterAt(idaho)).toBeNull();
    expect(await clusterAt(montana)).toBeNull();

    const { id } = await createListing(client, ranch);
    expect(await clusterAt(idaho)).toEqual({ cell: encodeGeohash(idaho.lat, idaho.lng, 4), count: 1, lat: idaho.lat, lng: idaho.lng });
    // A second listing in the cell: the count and the mean position follow.
    const neighbour = await createListing(client, {
      ...ranch,
      title: 'Map counted neighbour',
      address: '102 Salmon River Rd',
      coordinates: { lat: 44.512355, lng: -114.498775 },
    });
    expect(await clusterAt(idaho)).toMatchObject({ count: 2, lat: 44.51235, lng: -114.49877 });
    // Coarser zooms add the same counts up to bigger cells.
    const coarse = await viewport({ ...NATION_BOX, zoom: 3, show: 'listings' });
    expect(coarse.body.clusters.find((cluster) => cluster.cell === encodeGeohash(idaho.lat, idaho.lng, 2))?.count).toBeGreaterThanOrEqual(2);

    const update = async (overrides: Parameters<typeof makeListing>[0]) =>
      (await client.request('PUT', `/api/properties/${id}`, { json: makeListing({ ...ranch, ...overrides }) })).status;
    expect(await update({ coordinates: montana, address: '100 Main St', city: 'Miles City', state: 'MT', zipCode: '59301' })).toBe(200);
    expect(await clusterAt(idaho)).toMatchObject({ count: 1 });
    expect(await clusterAt(montana)).toEqual({ cell: encodeGeohash(montana.lat, montana.lng, 4), count: 1, lat: montana.lat, lng: montana.lng });
    // Under contract leaves the default view and comes back with includeUnderContract, as browse does.
    expect(await update({ coordinates: montana, address: '100 Main St', city: 'Miles City', state: 'MT', zipCode: '59301', marketStatus: 'pending' })).toBe(
      200,
    );
    expect(await clusterAt(montana)).toBeNull();
    expect(await clusterAt(montana, { includeUnderContract: 'true' })).toMatchObject({ count: 1 });
    // Filters are not counted: with one, the answer reads the listings (the ranch has 3 bedrooms).
    expect(await clusterAt(idaho, { minBedrooms: 4 })).toBeNull();
    expect(await clusterAt(idaho, { minBedrooms: 3 })).toMatchObject({ count: 1 });
    // Unpublished, then deleted: out of every count.
    expect(await update({ status: 'draft' })).toBe(200);
    expect(await clusterAt(montana, { includeUnderContract: 'true' })).toBeNull();
    expect(await clusterAt(idaho)).toMatchObject({ count: 1 });
    // Published again, back on the market (a form without a market status keeps the listing's).
    expect(await update({ marketStatus: 'active' })).toBe(200);
    expect(await clusterAt(idaho)).toMatchObject({ count: 2 });
    expect((await client.request('DELETE', `/api/properties/${id}`)).status).toBe(200);
    expect((await client.request('DELETE', `/api/properties/${neighbour.id}`)).status).toBe(200);
    expect(await clusterAt(idaho)).toBeNull();
  });

  it('shows an open house at every zoom as soon as it is written, and follows its listing under contract, unpublished and deleted', async () => {
    const { client } = await signUpActiveAgent();
    // Central Wyoming: no other test lists there.
    const riverton = { lat: 43.024567, lng: -108.380123 };
    const wyoming = { west: -111, south: 41, east: -104, north: 45 };
    const house = {
      title: 'Map open house in Riverton',
      address: '500 N Federal Blvd',
      city: 'Riverton',
      state: 'WY' as const,
      zipCode: '82501',
      coordinates: riverton,
      price: 415_000,
      openHouse: slot(1),
    };
    const cellCount = async (query: Record<string, string | number> = {}) => {
      const response = await viewport({ ...wyoming, zoom: 6, ...query });
      expect(response.body).toMatchObject({ view: 'clusters', truncated: false });
      return response.body.clusters.find((cluster) => cluster.cell === encodeGeohash(riverton.lat, riverton.lng, 4))?.count ?? 0;
    };
    const pinned = async (query: Record<string, string | number> = {}) =>
      (await viewport({ west: -108.4, south: 43.01, east: -108.36, north: 43.04, zoom: 14, ...query })).body.pins.some((pin) => pin.id === id);
    // Read first, so a stale copy of the open houses would be there to serve.
    expect(await cellCount()).toBe(0);
    const { id } = await createListing(client, house);
    expect(await cellCount()).toBe(1);
    // A cluster of one carries its listing's pin, so the map draws its price, not a "1".
    const alone = (await viewport({ ...wyoming, zoom: 6 })).body.clusters.find((cluster) => cluster.cell === encodeGeohash(riverton.lat, riverton.lng, 4));
    expect(alone?.single).toMatchObject({
      id,
      price: 415_000,
      lat: riverton.lat,
      lng: riverton.lng,
      city: 'Riverton',
      nextOpenHouse: { startsAt: expect.any(String) },
    });
    expect(await pinned()).toBe(true);
    const update = async (overrides: Parameters<typeof makeListing>[0]) =>
      (await client.request('PUT', `/api/properties/${id}`, { json: makeListing({ ...house, ...overrides }) })).status;
    expect(await update({ marketStatus: 'pending' })).toBe(200);
    expect(await cellCount()).toBe(0);
    expect(await cellCount({ includeUnderContract: 'true' })).toBe(1);
    expect(await update({ marketStatus: 'active', status: 'draft' })).toBe(200);
    expect(await cellCount()).toBe(0);
    expect(await update({ status: 'active' })).toBe(200);
    expect(await pinned()).toBe(true);
    expect((await client.request('DELETE', `/api/properties/${id}`)).status).toBe(200);
    expect(await pinned()).toBe(false);
    expect(await cellCount()).toBe(0);
  });

  it('shows an open house added to a listing in its box, moves it with the listing and drops it when removed; answers may be kept 30 s at the edge', async () => {
    const { client } = await signUpActiveAgent();
    // Central Nevada and eastern Oregon: no other test lists there.
    const tonopah = { lat: 38.067123, lng: -117.230456 };
    const burns = { lat: 43.586234, lng: -119.054321 };
    const boxAround = (place: { lat: number; lng: number }) => ({
      west: place.lng - 0.02,
      south: place.lat - 0.02,
      east: place.lng + 0.02,
      north: place.lat + 0.02,
      zoom: 14,
    });
    const home = { title: 'Map added open house', address: '100 Main St', city: 'Tonopah', state: 'NV' as const, zipCode: '89049', coordinates: tonopah };
    const { id } = await createListing(client, home);
    const pinnedAt = async (place: { lat: number; lng: number }) => (await viewport(boxAround(place))).body.pins.some((pin) => pin.id === id);
    expect(await pinnedAt(tonopah)).toBe(false);
    const added = await client.post<{ id: string }>(`/api/properties/${id}/open-houses`, { date: chicagoDate(2), startTime: '10:00', endTime: '12:00' });
    expect(added.status).toBe(201);
    const answer = await viewport(boxAround(tonopah));
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(answer.body.pins.find((pin) => pin.id === id)?.nextOpenHouse?.id).toBe(added.body.id);
    const move = await client.request('PUT', `/api/properties/${id}`, {
      json: makeListing({ ...home, city: 'Burns', state: 'OR', zipCode: '97720', coordinates: burns }),
    });
    expect(move.status).toBe(200);
    expect(await pinnedAt(tonopah)).toBe(false);
    expect(await pinnedAt(burns)).toBe(true);
    expect((await client.request('DELETE', `/api/properties/${id}/open-houses/${added.body.id}`)).status).toBe(200);
    expect(await pinnedAt(burns)).toBe(false);
  });

  it('refuses a bad box with 400 and the fields at fault', async () => {
    const across = await viewport({ west: 170, south: 10, east: -170, north: 20, zoom: 4 });
    expect(across.status).toBe(400);
    expect(across.body.errors?.map((e) => e.path)).toEqual(['query.west']);
    const outside = await viewport({ ...DENVER_BOX, north: 95, zoom: 4 });
    expect(outside.status).toBe(400);
    expect(outside.body.errors?.map((e) => e.path)).toContain('query.north');
    const missing = await createApiClient().get<TError>('/api/map/listings?west=-105');
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((e) => e.path)).toEqual(expect.arrayContaining(['query.south', 'query.east', 'query.north', 'query.zoom']));
    const world = await viewport({ west: -180, south: -90, east: 180, north: 90, zoom: 1 });
    expect(world.status).toBe(400);
    expect(world.body.message).toBe('This box is too large for one map query: zoom in.');
  });
});
