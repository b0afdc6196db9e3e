import { describe, expect, it } from 'vitest';
import { FEATURED_LISTINGS_LIMIT } from '@shared/constants/listing';
import { SESSION_HINT_COOKIE } from '@shared/constants/session-hint';
import { FEATURED_LISTINGS_QUERY } from '../features/landing/api/featured-listings-query';
import { getPropertiesQueryOptions } from '../lib/api/get-properties';
import { makeListResponse, makePropertySummary } from '../testing/factories';
import { jsonResponse, mockApi } from '../testing/mock-api';
import { prefetchRouteData } from './prefetch-route-data';
import { createQueryClient } from './query-client';

describe('prefetchRouteData', () => {
  it('asks for a listing page with the filters in the URL, under the key the screen reads', async () => {
    const api = mockApi();
    const queryClient = createQueryClient();
    await prefetchRouteData(queryClient, { pathname: '/listings', search: '?priceRange=300k-500k' }).settled;
    expect(api.callsTo('GET', '/api/properties')[0]?.query).toMatchObject({ minPrice: '300000', maxPrice: '500000' });
    expect(queryClient.getQueryCache().getAll().map((query) => query.queryKey[1])).toEqual(['browse']);
  });

  it('asks for the opened listing; never for the whole country\'s open houses on /map (the map asks for its box)', async () => {
    const api = mockApi();
    await prefetchRouteData(createQueryClient(), { pathname: '/property/01ABC', search: '' }).settled;
    await prefetchRouteData(createQueryClient(), { pathname: '/map', search: '' }).settled;
    expect(api.callsTo('GET', '/api/properties/01ABC')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/map/all-open-houses')).toHaveLength(0);
  });

  it("asks for the landing's featured listings on a first visit to /, under the key the landing reads; not when a session may exist", async () => {
    const withSession = mockApi();
    await prefetchRouteData(createQueryClient(), { pathname: '/', search: '' }).settled;
    expect(withSession.callsTo('GET', '/api/properties')).toHaveLength(0);

    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    const api = mockApi({ 'GET /api/properties': () => jsonResponse(makeListResponse([makePropertySummary()])) });
    const queryClient = createQueryClient();
    await prefetchRouteData(queryClient, { pathname: '/', search: '' }).settled;
    expect(api.callsTo('GET', '/api/properties')[0]?.query).toEqual({ status: 'active', limit: String(FEATURED_LISTINGS_LIMIT) });
    expect(queryClient.getQueryData(getPropertiesQueryOptions(FEATURED_LISTINGS_QUERY).queryKey)?.items).toHaveLength(1);
  });

  it('asks for nothing on a page whose data depends on who is signed in', async () => {
    const api = mockApi();
    await prefetchRouteData(createQueryClient(), { pathname: '/messages', search: '' }).settled;
    expect(api.calls).toHaveLength(0);
  });
});
