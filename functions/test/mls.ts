import { inject } from 'vitest';
import type { TMlsSyncLog } from '@shared/schemas/mls.schema';
import type { createApiClient } from './http-client';
import { listMlsMappings } from '../src/data/mls-mapping-repository';
import { sharedTestDb } from './test-deps';

type TClient = ReturnType<typeof createApiClient>;

/** A configuration body for the local MLS the test runtime started (RESO Web API, client credentials), as its demo agent member. */
export const localMlsConfiguration = (overrides: Record<string, unknown> = {}) => {
  const mls = inject('localMls');
  return {
    mlsProvider: 'Other',
    providerUrl: mls.serviceRoot,
    tokenUrl: mls.tokenUrl,
    username: mls.clientId,
    password: mls.clientSecret,
    agentMlsId: mls.members.demoAgent,
    ...overrides,
  };
};

/** The same local MLS over RETS 1.7.2. */
export const localRetsConfiguration = (overrides: Record<string, unknown> = {}) => {
  const mls = inject('localMls');
  return {
    mlsProvider: 'RETS Standard',
    providerUrl: mls.retsLoginUrl,
    username: mls.retsUsername,
    password: mls.retsPassword,
    agentMlsId: mls.members.demoAgent,
    ...overrides,
  };
};

export async function createMlsConfiguration(client: TClient, body: Record<string, unknown> = localMlsConfiguration()): Promise<string> {
  const response = await client.post<{ id: string }>('/api/mls/configurations', body);
  if (response.status !== 201) throw new Error(`creating the MLS configuration failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id;
}

/** The runtime's queue poller runs the worker; the log row says when it is done. */
export async function waitForSync(client: TClient, configId: string): Promise<TMlsSyncLog> {
  for (;;) {
    const logs = await client.get<{ items: TMlsSyncLog[] }>(`/api/mls/configurations/${configId}/logs`);
    const latest = logs.body.items[0];
    if (latest && latest.status !== 'in_progress') return latest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A full sync started over HTTP, waited for to its log. */
export async function fullSync(client: TClient, configId: string): Promise<TMlsSyncLog> {
  const started = await client.post(`/api/mls/configurations/${configId}/sync`, { syncType: 'full' });
  if (started.status !== 202) throw new Error(`the sync did not start: ${started.status} ${JSON.stringify(started.body)}`);
  return waitForSync(client, configId);
}

/** The number the local MLS gives a listing (the end of its ListingKey). */
export const listingNumberOf = (listingKey: string) => Number(/\d+$/.exec(listingKey)![0]);

/** The listing each of the configuration's MLS listings (by number in the feed) became. */
export async function listingsByNumber(configId: string): Promise<Map<number, string>> {
  const mappings = (await listMlsMappings(sharedTestDb(), configId)).filter((mapping) => mapping.syncStatus === 'synced');
  return new Map(mappings.map((mapping) => [listingNumberOf(mapping.mlsListingId), mapping.propertyId!]));
}
