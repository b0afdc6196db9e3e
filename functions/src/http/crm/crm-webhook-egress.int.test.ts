import { inject } from 'vitest';
import type { TGetCrmConnectionResponse } from '@shared/schemas/crm.schema';
import { signUpActiveAgent } from '../../../test/accounts';

type TError = { message: string; errors?: { path: string; message: string }[] };

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

describe('CRM webhook addresses under the egress rule', () => {
  it.each([
    'https://[::ffff:169.254.169.254]/latest/meta-data/',
    'https://[::ffff:10.0.0.1]/hook',
    'https://[::ffff:127.0.0.1]:4000/hook',
    'https://[::127.0.0.1]/hook',
    'https://[64:ff9b::a9fe:a9fe]/hook',
    'https://198.18.0.1/hook',
    'https://[fd00::1]/hook',
    'https://0xa9.0xfe.0xa9.0xfe/hook',
  ])('refuses %s with 400, storing nothing', async (url) => {
    const { client: agent } = await signUpActiveAgent();
    const response = await agent.request<TError>('PUT', '/api/crm/connection/webhook', { json: { url } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'url', message: 'Use a public address, not one inside a private network' }]);
    expect((await agent.get<TGetCrmConnectionResponse>('/api/crm/connection')).body.connection).toBeNull();
  });

  it('refuses credentials and fragments in the address', async () => {
    const { client: agent } = await signUpActiveAgent();
    const withUser = await agent.request<TError>('PUT', '/api/crm/connection/webhook', { json: { url: 'https://user:pass@hooks.example.com/hook' } });
    expect(withUser.status).toBe(400);
    expect(withUser.body.errors).toEqual([{ path: 'url', message: 'Remove the user name or password from the address; credentials have their own fields' }]);
    const withFragment = await agent.request<TError>('PUT', '/api/crm/connection/webhook', { json: { url: 'https://hooks.example.com/hook#x' } });
    expect(withFragment.body.errors).toEqual([{ path: 'url', message: 'Remove the #fragment from the address' }]);
  });
});
