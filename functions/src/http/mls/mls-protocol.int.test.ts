import { inject } from 'vitest';
import type { TMlsConfiguration } from '@shared/schemas/mls.schema';
import { signUpActiveAgent } from '../../../test/accounts';
import type { createApiClient } from '../../../test/http-client';
import { createMlsConfiguration, localMlsConfiguration, localRetsConfiguration } from '../../../test/mls';
import { sharedTestDb } from '../../../test/test-deps';
import { getMlsConfiguration } from '../../data/mls-configuration-repository';
import { mlsCredentialsBox } from '../../services/mls/configurations/mls-credentials';

type TClient = ReturnType<typeof createApiClient>;

const USER_AGENT_PASSWORD = 'ua-secret-5b1f9d';

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

describe('MLS configurations of providers that speak RETS or RESO, and the RETS user agent password', () => {
  let agent: TClient;
  let agentId: string;

  beforeAll(async () => {
    const signedUp = await signUpActiveAgent();
    agent = signedUp.client;
    agentId = signedUp.userId;
  });

  it('stores a Flexmls configuration as RETS by default with its user agent password sealed, never answered, and Test logs in over RETS', async () => {
    const created = await agent.post<TMlsConfiguration>(
      '/api/mls/configurations',
      localRetsConfiguration({ mlsProvider: 'Flexmls', userAgentPassword: USER_AGENT_PASSWORD }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ mlsProvider: 'Flexmls', protocol: 'RETS', version: 'RETS/1.7.2', tokenUrl: null, userAgentPasswordMask: '••••••••' });
    const list = await agent.get<{ items: TMlsConfiguration[] }>('/api/mls/configurations');
    expect(list.body.items.find((item) => item.id === created.body.id)).toMatchObject({ protocol: 'RETS', userAgentPasswordMask: '••••••••' });
    expect(JSON.stringify([created.body, list.body])).not.toContain(USER_AGENT_PASSWORD);

    const stored = await getMlsConfiguration(sharedTestDb(), agentId, created.body.id);
    expect(stored?.sealedUserAgentPassword).toEqual(expect.any(String));
    expect(stored?.sealedUserAgentPassword).not.toContain(USER_AGENT_PASSWORD);
    expect(mlsCredentialsBox().open(stored!.sealedUserAgentPassword!)).toBe(USER_AGENT_PASSWORD);

    const test = await agent.post<{ success: boolean; message: string }>(`/api/mls/configurations/${created.body.id}/test`);
    expect(test.body).toMatchObject({ success: true, details: expect.stringContaining('RETS server') });
  });

  it('stores a Flexmls configuration that asks for RESO Web API as RESO, and refuses a user agent password on it', async () => {
    const id = await createMlsConfiguration(agent, localMlsConfiguration({ mlsProvider: 'Flexmls', protocol: 'RESO Web API' }));
    const config = (await agent.get<{ items: TMlsConfiguration[] }>('/api/mls/configurations')).body.items.find((item) => item.id === id);
    expect(config).toMatchObject({ protocol: 'RESO Web API', version: null, userAgentPasswordMask: null });
    const test = await agent.post<{ success: boolean; message: string }>(`/api/mls/configurations/${id}/test`);
    expect(test.body).toMatchObject({ success: true, details: expect.stringContaining('Property') });

    const refused = await agent.post(
      '/api/mls/configurations',
      localMlsConfiguration({ mlsProvider: 'Flexmls', protocol: 'RESO Web API', userAgentPassword: 'x' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: [{ path: 'userAgentPassword', message: 'A user agent password applies only to RETS configurations' }] });
  });
});
