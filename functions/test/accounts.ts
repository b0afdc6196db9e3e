import { createApiClient, uniqueEmail } from './http-client';

export const TEST_PASSWORD = 'correct-horse-battery';

/** Signs a fresh browser up as a buyer, an agent or a broker. */
export async function signUpAs(role: 'BUYER' | 'AGENT' | 'BROKER', overrides: Record<string, unknown> = {}) {
  const client = createApiClient();
  const email = uniqueEmail(role.toLowerCase());
  const response =
    role === 'BUYER'
      ? await client.post('/api/auth/signup/buyer', { name: 'Test Buyer', email, password: TEST_PASSWORD, consents: { terms: true }, ...overrides })
      : await client.post('/api/auth/signup/pro', { role, displayName: `Test ${role}`, email, password: TEST_PASSWORD, brokerageName: 'Test Realty', consents: { terms: true }, ...overrides });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { client, email };
}
