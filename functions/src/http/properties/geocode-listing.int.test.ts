import { inject } from 'vitest';
import type { TListNotificationsResponse } from '@shared/schemas/notification.schema';
import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { makeListing } from '../../../test/listings';
import { until } from '../../../test/notifications';
import { createTestDeps } from '../../../test/test-deps';
import { sqsQueueSender } from '../../adapters/queue/queue-sender';
import { makeProperty } from '../../data/testing/make-records';
import { getProperty, putNewProperty } from '../../data/property-repository';
import { scanUnplacedListingIds } from '../../data/unplaced-listing-scan';
import { placeUnplacedListing } from '../../services/properties/place-unplaced-listings';

type TListing = { id: string; coordinates: { lat: number; lng: number } | null; locationPrecision: string | null; timeZone: string };
type TViewport = { pins: { id: string; lat: number; lng: number }[] };
type TPage = { items: { id: string }[] };
type TClient = ReturnType<typeof createApiClient>;

const CHEROKEE_AVE = { address: '512 Cherokee Ave SE', city: 'Atlanta', state: 'GA' as const, zipCode: '30312' };
/** ZIP 30312's centre (zipcodes, through the places gazetteer). */
const ZIP_30312 = { lat: 33.747, lng: -84.378 };
/** Atlanta, GA as the location search offers it (the gazetteer's box). */
const ATLANTA_BBOX = [-84.554, 33.605, -84.075, 33.98];

/** A slot later today in Atlanta (its wall clock), as the listing form sends it. */
function atlantaSlotToday() {
  const wall = (minutes: number) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(Date.now() + minutes * 60_000))
        .map((part) => [part.type, part.value]),
    );
  const start = wall(3);
  const end = wall(63);
  const sameDay = end.day === start.day;
  return {
    date: `${start.year}-${start.month}-${start.day}`,
    startTime: `${start.hour}:${start.minute}`,
    endTime: sameDay ? `${end.hour}:${end.minute}` : '23:59',
  };
}

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const mapPins = async (when: string) =>
  (
    await createApiClient().get<TViewport>(
      `/api/map/listings?${query({ west: ATLANTA_BBOX[0]!, south: ATLANTA_BBOX[1]!, east: ATLANTA_BBOX[2]!, north: ATLANTA_BBOX[3]!, zoom: 13, when })}`,
    )
  ).body.pins;
const browseAtlanta = async () =>
  (await createApiClient().get<TPage>(`/api/properties?${query({ bbox: ATLANTA_BBOX.join(','), limit: 100, sort: 'newest' })}`)).body.items;
const searchAlertLinks = async (client: TClient) =>
  (await client.get<TListNotificationsResponse>('/api/notifications')).body.items.filter((n) => n.kind === 'search').map((n) => n.link);

describe('a listing typed by hand is placed on the map from its address', () => {
  let agent: TClient;
  beforeAll(async () => {
    ({ client: agent } = await signUpActiveAgent());
  });

  it('geocodes the address on create (ZIP centre offline, saying so): on the map today, in /listings for Atlanta, in place search, and told to Atlanta saved searches', async () => {
    const buyer = await signUpAs('BUYER');
    const search = await buyer.client.post('/api/users/saved-searches', {
      name: 'Atlanta homes',
      source: 'listings',
      frequency: 'instant',
      area: { bbox: ATLANTA_BBOX, place: 'Atlanta, GA' },
      filters: {},
    });
    expect(search.status).toBe(201);

    const created = await agent.post<TListing>(
      '/api/properties',
      makeListing({ ...CHEROKEE_AVE, title: 'Cabbagetown cottage', openHouse: atlantaSlotToday() }),
    );
    expect(created.status).toBe(201);
    expect(created.body.coordinates).toEqual(ZIP_30312);
    expect(created.body.locationPrecision).toBe('zip');
    expect(created.body.timeZone).toBe('America/New_York');
    const { id } = created.body;

    expect((await mapPins('today')).map((pin) => pin.id)).toContain(id);
    expect((await browseAtlanta()).map((item) => item.id)).toContain(id);
    const suggestions = (await createApiClient().get<{ suggestions: { kind: string; propertyId?: string }[] }>('/api/places/suggest?q=512%20Cherokee')).body
      .suggestions;
    expect(suggestions.filter((s) => s.kind === 'address').map((s) => s.propertyId)).toContain(id);
    const links = await until(
      () => searchAlertLinks(buyer.client),
      (found) => found.includes(`/property/${id}`),
      "the Atlanta search's alert",
    );
    expect(links).toContain(`/property/${id}`);
  });

  it('keeps a pin the agent moved on later saves while the address stays, and geocodes again once it changes', async () => {
    const created = await agent.post<TListing>('/api/properties', makeListing({ ...CHEROKEE_AVE, address: '514 Cherokee Ave SE' }));
    const pin = { lat: 33.7402, lng: -84.3712 };
    const moved = await agent.request<TListing>('PUT', `/api/properties/${created.body.id}`, {
      json: makeListing({ ...CHEROKEE_AVE, address: '514 Cherokee Ave SE', coordinates: pin }),
    });
    expect(moved.body).toMatchObject({ coordinates: pin, locationPrecision: 'pin' });

    const priceCut = await agent.request<TListing>('PUT', `/api/properties/${created.body.id}`, {
      json: makeListing({ ...CHEROKEE_AVE, address: '514  cherokee ave SE', price: 425_000 }),
    });
    expect(priceCut.status).toBe(200);
    expect(priceCut.body).toMatchObject({ coordinates: pin, locationPrecision: 'pin' });
    expect((await browseAtlanta()).map((item) => item.id)).toContain(created.body.id);

    const elsewhere = await agent.request<TListing>('PUT', `/api/properties/${created.body.id}`, {
      json: makeListing({ address: '1201 Barton Springs Rd', city: 'Austin', state: 'TX', zipCode: '78704' }),
    });
    expect(elsewhere.body.locationPrecision).toBe('zip');
    expect(elsewhere.body.coordinates).not.toEqual(pin);
    expect((await browseAtlanta()).map((item) => item.id)).not.toContain(created.body.id);
  });

  it('saves an address it cannot place without a position, and takes the pin the agent then places', async () => {
    const unknown = makeListing({ address: '1 Nowhere Rd', city: 'Notaplace', state: 'GA', zipCode: '99999' });
    const created = await agent.post<TListing>('/api/properties', unknown);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ coordinates: null, locationPrecision: null });
    const placed = await agent.request<TListing>('PUT', `/api/properties/${created.body.id}`, {
      json: { ...unknown, coordinates: { lat: 33.75, lng: -84.39 } },
    });
    expect(placed.body).toMatchObject({ coordinates: { lat: 33.75, lng: -84.39 }, locationPrecision: 'pin' });
  });

  it('the backfill places a listing stored without a position through the edit path (geo index, open-house copies), once', async () => {
    Object.assign(process.env, inject('handlerEnv'));
    const { deps } = createTestDeps(new Date());
    const old = makeProperty({
      ...CHEROKEE_AVE,
      address: '520 Cherokee Ave SE',
      title: 'Stored before geocoding',
      coordinates: null,
      locationPrecision: null,
      timeZone: 'America/New_York',
    });
    await putNewProperty(deps.db, old);
    expect(await scanUnplacedListingIds(deps.db)).toContain(old.id);
    expect((await browseAtlanta()).map((item) => item.id)).not.toContain(old.id);

    expect(await placeUnplacedListing({ ...deps, notificationQueue: sqsQueueSender }, old.id)).toBe(true);
    expect(await getProperty(deps.db, old.id)).toMatchObject({ coordinates: ZIP_30312, locationPrecision: 'zip' });
    expect((await browseAtlanta()).map((item) => item.id)).toContain(old.id);
    expect(await scanUnplacedListingIds(deps.db)).not.toContain(old.id);
    expect(await placeUnplacedListing(deps, old.id)).toBe(false);
  });
});
