import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TApiKeyScope } from '@shared/constants/api-keys';
import type { TCreateApiKeyResponse } from '@shared/schemas/api-key.schema';
import { fetch } from 'undici';
import { inject } from 'vitest';
import { rateCounterEntity } from '../src/data/rate-limit-repository';
import { getSubscription, saveSubscription } from '../src/data/subscription-repository';
import { toEpochSeconds } from '../src/data/table';
import type { createApiClient } from './http-client';
import { sharedTestDb } from './test-deps';

type TClient = ReturnType<typeof createApiClient>;
export type TKeyedResponse<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/** Creates a key through the settings route, as the owner's browser does. */
export async function createKey(client: TClient, scopes: TApiKeyScope[], name = 'Test key'): Promise<TCreateApiKeyResponse> {
  const response = await client.post<TCreateApiKeyResponse>('/api/settings/api-keys', { name, scopes });
  if (response.status !== 201) throw new Error(`create key failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A call as another system makes it: the key in Authorization, no cookies, no Origin. */
export async function callWithKey<T = Record<string, unknown>>(
  key: string,
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
): Promise<TKeyedResponse<T>> {
  const response = await fetch(inject('apiBaseUrl') + path, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/** Test set-up: the key's counter of `scope` holds `attempts` for each window of `windowSeconds` from now for `windows` windows. */
export async function fillRateWindows(scope: string, keyId: string, windowSeconds: number, attempts: number, windows = 1): Promise<void> {
  const db = sharedTestDb();
  const first = Math.floor(toEpochSeconds(new Date()) / windowSeconds) * windowSeconds;
  for (let index = 0; index < windows; index++) {
    const windowStart = first + index * windowSeconds;
    const item = rateCounterEntity.toItem({ scope, key: keyId, windowStart, attempts });
    await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...item, expiresAt: windowStart + windowSeconds } }));
  }
}

/** Test set-up: the account's subscription ends (canceled at the provider, as a lapsed plan reads). */
export async function lapseSubscription(userId: string): Promise<void> {
  const subscription = await getSubscription(sharedTestDb(), userId);
  if (!subscription) throw new Error('no subscription to lapse');
  await saveSubscription(sharedTestDb(), { ...subscription, status: 'canceled' });
}
