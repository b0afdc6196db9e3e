import { request, type APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueEmail } from './browser';
import { confirmEmailThroughOutbox } from './email-confirmation';

/** A 1x1 PNG: a real image (the server checks the file's signature, not only its declared type). */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export type TCreatedAgent = { id: string; email: string; password: string; displayName: string; api: APIRequestContext };

/**
 * Signs up an agent (or, with `role`, a broker) through the API in its own request context, its address confirmed (set-up for journeys
 * about what others do with the agent's profile). Dispose `api` when done.
 */
export async function createAgentThroughApi(baseUrl: string, displayName: string, role: 'AGENT' | 'BROKER' = 'AGENT'): Promise<TCreatedAgent> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
  const email = uniqueEmail(displayName.split(' ')[0]?.toLowerCase() ?? 'agent');
  const password = 'correct horse battery';
  const signup = await api.post('/api/auth/signup/pro', {
    data: { role, displayName, email, password, brokerageName: 'Hill Country Homes', consents: { terms: true, marketing: false } },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  await confirmEmailThroughOutbox(api, baseUrl, email);
  const me = await api.get('/api/auth/user');
  expect(me.status()).toBe(200);
  const { id } = (await me.json()) as { id: string };
  return { id, email, password, displayName, api };
}
