import { inject } from 'vitest';
import { USER_AGENT_PASSWORD_RETS_ONLY_MESSAGE, type TMlsConfiguration } from '@shared/schemas/mls.schema';
import { signUpActiveAgent } from '../../../test/accounts';
import type { createApiClient } from '../../../test/http-client';
import { createMlsConfiguration, localMlsConfiguration, localRetsConfiguration } from '../../../test/mls';
import { sharedTestDb } from '../../../test/test-deps';
import { getMlsConfiguration } from '../../data/mls-configuration-repository';
import { mlsCredentialsBox } from '../../services/mls/configurations/mls-credentials';

type TClient = ReturnType<typeof createApiClient>;
type TTestResult = { success: boolean; message: string };

const USER_AGENT_PASSWORD = 'ua-secret-3c94e1';

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

describe('new credentials for an MLS configuration (PATCH), as an MLS rotates passwords', () => {
  let agent: TClient;
  let agentId: string;

  beforeAll(async () => {
    const signedUp = await signUpActiveAgent();
    agent = signedUp.client;
    agentId = signedUp.userId;
  });

  const patch = (id: string, changes: Record<string, unknown>, client = agent) =>
    client.request<TMlsConfiguration>('PATCH', `/api/mls/configurations/${id}`, { json: changes });
  const test = async (id: string) => (await agent.post<TTestResult>(`/api/mls/configurations/${id}/test`)).body;

  it('takes a new client secret, sealed and never answered, and Test logs in with it; an empty one is refused and changes nothing', async () => {
    const secret = localMlsConfiguration().password;
    const id = await createMlsConfiguration(agent, localMlsConfiguration({ password: 'an-expired-secret' }));
    expect((await test(id)).success).toBe(false);

    const updated = await patch(id, { password: secret });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, hasPassword: true, passwordMask: '••••••••' });
    expect(JSON.stringify(updated.body)).not.toContain(secret);
    const stored = await getMlsConfiguration(sharedTestDb(), agentId, id);
    expect(stored?.sealedPassword).not.toContain(secret);
    expect(mlsCredentialsBox().open(stored!.sealedPassword)).toBe(secret);
    expect(await test(id)).toMatchObject({ success: true });

    const empty = await patch(id, { password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: [{ path: 'password', message: 'Password is required' }] });
    expect(await test(id)).toMatchObject({ success: true });
  });

  it('takes a new username, and keeps the configuration (its id, and so the listings it imported) the same', async () => {
    const id = await createMlsConfiguration(agent, localMlsConfiguration({ username: 'a-former-client-id' }));
    const updated = await patch(id, { username: `  ${localMlsConfiguration().username}  ` });
    expect(updated.body).toMatchObject({ id, username: localMlsConfiguration().username });
    expect(await test(id)).toMatchObject({ success: true });
    expect((await patch(id, { username: ' ' })).body).toMatchObject({ errors: [{ path: 'username', message: 'Username is required' }] });
  });

  it('sets and removes a RETS user agent password, and refuses one for a RESO configuration', async () => {
    const rets = await createMlsConfiguration(agent, localRetsConfiguration());
    const set = await patch(rets, { userAgentPassword: USER_AGENT_PASSWORD });
    expect(set.body.userAgentPasswordMask).toBe('••••••••');
    expect(JSON.stringify(set.body)).not.toContain(USER_AGENT_PASSWORD);
    expect(mlsCredentialsBox().open((await getMlsConfiguration(sharedTestDb(), agentId, rets))!.sealedUserAgentPassword!)).toBe(USER_AGENT_PASSWORD);
    expect((await patch(rets, { userAgentPassword: '', isActive: true })).body.userAgentPasswordMask).toBe('••••••••');
    expect((await patch(rets, { userAgentPassword: null })).body.userAgentPasswordMask).toBeNull();

    const reso = await createMlsConfiguration(agent);
    const refused = await patch(reso, { userAgentPassword: USER_AGENT_PASSWORD });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: USER_AGENT_PASSWORD_RETS_ONLY_MESSAGE, errors: [{ path: 'userAgentPassword' }] });
  });

  it("does not let another agent change a configuration's credentials", async () => {
    const id = await createMlsConfiguration(agent);
    const other = await signUpActiveAgent();
    expect((await patch(id, { password: 'stolen' }, other.client)).status).toBe(404);
    expect(await test(id)).toMatchObject({ success: true });
  });
});
