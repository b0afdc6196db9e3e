import { describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_COOKIE } from '@shared/constants/session-hint';
import { getPropertyQueryOptions } from '../lib/api/get-property';
import { makeProperty } from '../testing/factories';
import { jsonResponse, mockApi } from '../testing/mock-api';
import { FIRST_RENDER_DATA_WAIT_MS, prefetchRouteData } from './prefetch-route-data';
import { createQueryClient } from './query-client';

describe('prefetchRouteData', () => {
  it('asks for a listing page with the filters in the URL, under the key the screen reads', async () => {
    const api = mockApi();
    const queryClient = createQueryClient();
    await prefetchRouteData(queryClient, { pathname: '/listings', search: '?priceRange=300k-500k' }).settled;
    expect(api.callsTo('GET', '/api/properties')[0]?.query).toMatchObject({ minPrice: '300000', maxPrice: '500000' });
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[1]),
    ).toEqual(['browse']);
  });

  it("asks for the opened listing; never for the whole country's open houses on /map (the map asks for its box)", async () => {
    const api = mockApi();
    await prefetchRouteData(createQueryClient(), { pathname: '/property/01ABC', search: '' }).settled;
    await prefetchRouteData(createQueryClient(), { pathname: '/map', search: '' }).settled;
    expect(api.callsTo('GET', '/api/properties/01ABC')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/map/all-open-houses')).toHaveLength(0);
  });

  it("renders first once the listing is in, when it answers soon after the screen's code, so that render shows it", async () => {
    const property = makeProperty({ id: '01ABC' });
    const later = () => new Promise<Response>((resolve) => setTimeout(() => resolve(jsonResponse(property)), 100));
    mockApi({ 'GET /api/properties/01ABC': later });
    // The screen's code is in already (as when it downloaded faster than the API answered).
    await prefetchRouteData(createQueryClient(), { pathname: '/property/01ABC', search: '' }).settled;
    const queryClient = createQueryClient();
    await prefetchRouteData(queryClient, { pathname: '/property/01ABC', search: '' }).firstRender;
    expect(queryClient.getQueryData(getPropertyQueryOptions('01ABC').queryKey)).toMatchObject({ id: '01ABC' });
  });

  it(`renders first without the listing when it has not answered ${FIRST_RENDER_DATA_WAIT_MS} ms after the screen's code`, async () => {
    mockApi({ 'GET /api/properties/01ABC': () => new Promise<Response>(() => undefined) });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const queryClient = createQueryClient();
    const rendered = vi.fn();
    void prefetchRouteData(queryClient, { pathname: '/property/01ABC', search: '' }).firstRender.then(rendered);
    await vi.waitFor(() => expect(rendered).toHaveBeenCalled());
    expect(queryClient.getQueryData(getPropertyQueryOptions('01ABC').queryKey)).toBeUndefined();
  });

  it("asks for nothing on /: the landing's featured listings are below its first screen and load as they come near", async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    const api = mockApi();
    await prefetchRouteData(createQueryClient(), { pathname: '/', search: '' }).settled;
    expect(api.calls).toHaveLength(0);
  });

  it('asks for nothing on a page whose data depends on who is signed in', async () => {
    const api = mockApi();
    await prefetchRouteData(createQueryClient(), { pathname: '/messages', search: '' }).settled;
    expect(api.calls).toHaveLength(0);
  });
});
