import { request, type APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { LISTING_TIME_ZONE } from '@shared/constants/listing';
import { zonedDate } from '@shared/time/zoned-time';
import type { TJourney } from './journey';

/** The seeded demo accounts (infra/local/seed). */
export const DEMO_AGENT = { email: 'agent@demo.openhouse.market', password: 'demo-agent-2026' } as const;
export const DEMO_AGENT2 = { email: 'agent2@demo.openhouse.market', password: 'demo-agent2-2026' } as const;
export const DEMO_BUYER = { email: 'buyer@demo.openhouse.market', password: 'demo-buyer-2026' } as const;
export const DEMO_BROKER = { email: 'broker@demo.openhouse.market', password: 'demo-broker-2026' } as const;

/** The Austin calendar date `days` from today ('2026-05-31'), as the listing's clock reads it. */
export const austinDate = (days: number): string => zonedDate(new Date(Date.now() + days * 86_400_000), LISTING_TIME_ZONE);

/** An API session as `account`, apart from the browser (set-up for journeys). Dispose it when done. */
export async function signedInApi(baseUrl: string, account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
  const response = await api.post('/api/auth/signin', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

/** An API session as the seeded demo agent (set-up for journeys about buyers). Dispose it when done. */
export const demoAgentApi = (baseUrl: string): Promise<APIRequestContext> => signedInApi(baseUrl, DEMO_AGENT);

export type TCreatedOpenHouse = { propertyId: string; openHouseId: string };

/**
 * POST /api/open-houses as the agent: a listing and its open house. `startsAt`/`endsAt` are Austin wall
 * times ('2026-05-31T14:00') or instants with Z (for an open house a few seconds ahead).
 */
export async function createOpenHouseThroughApi(
  api: APIRequestContext,
  input: { title: string; startsAt: string; endsAt: string; price?: number },
): Promise<TCreatedOpenHouse> {
  const response = await api.post('/api/open-houses', { data: { address: '1100 Congress Ave, Austin, TX 78701', price: 525_000, ...input } });
  expect(response.status(), await response.text()).toBe(201);
  const { propertyId, openHouseId } = (await response.json()) as TCreatedOpenHouse;
  return { propertyId, openHouseId };
}

/**
 * POST /api/properties as the agent: an Austin listing at `coordinates` (so the map places it) with one open
 * house on `date` (Austin) from 14:00 to 16:00.
 */
export async function createMappedOpenHouseThroughApi(
  api: APIRequestContext,
  input: { title: string; date: string; coordinates: { lat: number; lng: number } },
): Promise<{ propertyId: string }> {
  const response = await api.post('/api/properties', {
    data: {
      title: input.title,
      address: '1100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      price: 525_000,
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1500,
      propertyType: 'single-family',
      description: 'A journey listing.',
      status: 'active',
      coordinates: input.coordinates,
      openHouse: { date: input.date, startTime: '14:00', endTime: '16:00' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { propertyId: ((await response.json()) as { id: string }).id };
}

/** POST /api/users/saved-open-houses with the journey's (signed-in) cookies. */
export async function saveOpenHouseThroughApi(journey: TJourney, openHouse: TCreatedOpenHouse): Promise<void> {
  const response = await journey.context.request.post('/api/users/saved-open-houses', { headers: { Origin: journey.baseUrl }, data: openHouse });
  expect(response.status(), await response.text()).toBe(201);
}
