import { inject } from 'vitest';
import type { TMlsTestResult } from '@shared/schemas/mls.schema';
import { signUpActiveAgent } from '../../../test/accounts';
import type { createApiClient } from '../../../test/http-client';
import { createMlsConfiguration, localMlsConfiguration, localRetsConfiguration } from '../../../test/mls';

type TClient = ReturnType<typeof createApiClient>;

/** The test runtime's local MLS: 40 listings, 12 of them the demo agent's (list 1–10, co-list 12 and 15), 9 the second demo agent's. */
const LISTINGS = 40;
const OWN = { demoAgent: 12, demoAgent2: 9 };

describe('Test says how many listings in the feed are the member’s, as the MLS server counts them', () => {
  let agent: TClient;

  beforeAll(async () => {
    Object.assign(process.env, inject('handlerEnv'));
    agent = (await signUpActiveAgent()).client;
  });

  const test = async (body: Record<string, unknown>) => {
    const response = await agent.post<TMlsTestResult>(`/api/mls/configurations/${await createMlsConfiguration(agent, body)}/test`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it.each([
    ['RESO Web API ($filter with $count, $top=0)', localMlsConfiguration],
    ['RETS (DMQL2 with Count=2)', localRetsConfiguration],
  ])('over %s: the demo agent’s and the second agent’s own, typed in any case', async (_, configuration) => {
    expect(await test(configuration())).toMatchObject({
      success: true,
      message: `Connected. ${OWN.demoAgent} of ${LISTINGS} listings in the feed are yours.`,
      feed: { total: LISTINGS, yours: OWN.demoAgent },
      details: expect.any(String),
    });
    const second = await test(configuration({ agentMlsId: inject('localMls').members.demoAgent2.toLowerCase() }));
    expect(second).toMatchObject({
      success: true,
      message: `Connected. ${OWN.demoAgent2} of ${LISTINGS} listings in the feed are yours.`,
      feed: { total: LISTINGS, yours: OWN.demoAgent2 },
    });
  });

  it('says none are theirs, naming the ID to check, when no listing names the member', async () => {
    expect(await test(localMlsConfiguration({ agentMlsId: 'ATX-A-0000' }))).toMatchObject({
      success: true,
      message: `Connected. None of ${LISTINGS} listings in the feed are yours: no listing names your agent MLS ID ATX-A-0000. Check the ID with your MLS.`,
      feed: { total: LISTINGS, yours: 0 },
    });
  });

  it('counts nothing when the connection is refused: the failure alone', async () => {
    expect(await test(localMlsConfiguration({ password: 'wrong-secret' }))).toEqual({
      success: false,
      message: expect.stringMatching(/refused the credentials/),
    });
  });
});

describe('Test before saving: the form’s values say the same as a saved configuration’s Test', () => {
  let agent: TClient;

  beforeAll(async () => {
    Object.assign(process.env, inject('handlerEnv'));
    agent = (await signUpActiveAgent()).client;
  });

  const testUnsaved = async (body: Record<string, unknown>) => {
    const response = await agent.post<TMlsTestResult>('/api/mls/configurations/test', body);
    expect(response.status).toBe(200);
    return response.body;
  };
  const configurations = async () => (await agent.get<{ items: unknown[] }>('/api/mls/configurations')).body.items;

  it.each([
    ['RESO Web API', localMlsConfiguration],
    ['RETS', localRetsConfiguration],
  ])('over %s: “N of M listings in the feed are yours”, nothing stored, no credential answered', async (_, configuration) => {
    const body = configuration();
    const result = await testUnsaved(body);
    expect(result).toMatchObject({
      success: true,
      message: `Connected. ${OWN.demoAgent} of ${LISTINGS} listings in the feed are yours.`,
      feed: { total: LISTINGS, yours: OWN.demoAgent },
    });
    expect(JSON.stringify(result)).not.toContain(String(body.password));
    expect(await configurations()).toEqual([]);
  });

  it('answers a refused login as a saved Test does, refuses an invalid form as create does, and keeps the egress guard', async () => {
    expect(await testUnsaved(localMlsConfiguration({ password: 'wrong-secret' }))).toEqual({
      success: false,
      message: expect.stringMatching(/refused the credentials/),
    });
    const invalid = await agent.post<{ errors: { path: string }[] }>('/api/mls/configurations/test', localMlsConfiguration({ agentMlsId: undefined }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((error) => error.path)).toEqual(['agentMlsId']);
    expect(
      await testUnsaved({
        mlsProvider: 'Other',
        providerUrl: 'http://169.254.169.254/latest/meta-data/',
        username: 'bearer',
        password: 'token-1234',
        agentMlsId: 'EGRESS-1',
      }),
    ).toEqual({
      success: false,
      message: 'The address of the MLS server is not allowed: Use a public address, not one inside a private network (link-local)',
    });
    expect(await configurations()).toEqual([]);
  });
});
