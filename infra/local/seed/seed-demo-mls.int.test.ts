import { inject } from 'vitest';
import { signUpActiveAgent } from '../../../functions/test/accounts';
import { createMlsConfiguration, localMlsConfiguration } from '../../../functions/test/mls';
import { createTestDeps } from '../../../functions/test/test-deps';
import { deleteMlsConfigurationWithHistory, getMlsConfiguration, listMlsConfigurations } from '../../../functions/src/data/mls-configuration-repository';
import { findUserIdByEmail } from '../../../functions/src/data/user-repository';
import { createAccount } from '../../../functions/src/services/auth/create-account';
import { ensureTable } from '../provision';
import { DEMO_ACCOUNTS } from './demo-accounts';

type TTestResult = { success: boolean; message: string };

/** Where the first start's local MLS was (PORT+105 of a default start); nothing listens there in the tests. */
const FIRST_START_MLS = 'http://127.0.0.1:9';

/** Issue 27: the demo MLS configuration follows the local MLS's port from one start to the next. */
describe('the demo MLS configuration', () => {
  beforeAll(() => {
    Object.assign(process.env, inject('handlerEnv'));
  });

  it('is re-pointed at the running local MLS, so its Test signs in to the MLS again; the agent’s own configuration stays', async () => {
    const { client, userId } = await signUpActiveAgent();
    const { deps } = createTestDeps(new Date());
    const { repointDemoMlsConfiguration, seedDemoMlsConfiguration } = await import('./seed-demo-mls');
    const demoId = (await seedDemoMlsConfiguration(deps, { agentId: userId, localMlsUrl: FIRST_START_MLS }))!;
    const ownId = await createMlsConfiguration(
      client,
      localMlsConfiguration({ providerUrl: 'http://127.0.0.1:10/reso/odata', tokenUrl: 'http://127.0.0.1:10/oauth2/token' }),
    );
    const test = async (id: string) => (await client.post<TTestResult>(`/api/mls/configurations/${id}/test`)).body;

    const before = await test(demoId);
    expect(before.success).toBe(false);
    expect(before.message).toBe(`Could not sign in to the MLS at ${new URL(FIRST_START_MLS).host}: the host could not be reached`);

    const runningMls = new URL(inject('localMls').serviceRoot).origin;
    const demoBefore = (await getMlsConfiguration(deps.db, userId, demoId))!;
    expect(await repointDemoMlsConfiguration(deps, { agentId: userId, configurationId: demoId, localMlsUrl: runningMls })).toEqual({
      configurationId: demoId,
      moved: true,
    });
    expect(await test(demoId)).toMatchObject({ success: true });
    const demoAfter = (await getMlsConfiguration(deps.db, userId, demoId))!;
    expect(demoAfter).toMatchObject({ providerUrl: inject('localMls').serviceRoot, tokenUrl: inject('localMls').tokenUrl, updatedAt: demoBefore.updatedAt });
    expect(await repointDemoMlsConfiguration(deps, { agentId: userId, configurationId: demoId, localMlsUrl: runningMls })).toEqual({
      configurationId: demoId,
      moved: false,
    });
    expect((await getMlsConfiguration(deps.db, userId, ownId))!.providerUrl).toBe('http://127.0.0.1:10/reso/odata');
  }, 90_000); // A sign-up (scrypt) and two logins to the local MLS, on a machine shared by several test runs.

  it('is followed at every start by the seed, found by its recorded id, and stays gone once deleted', async () => {
    const tableName = `seed-mls-test-${Date.now().toString(36)}`;
    await ensureTable(inject('dynamoDbEndpoint'), tableName);
    const { deps } = createTestDeps(new Date());
    deps.db.tableName = tableName;
    const { hasActiveSubscription: _, ...agent } = DEMO_ACCOUNTS.find((account) => account.role === 'AGENT')!;
    await createAccount(deps, agent);
    const agentId = (await findUserIdByEmail(deps.db, agent.email))!;
    const { seedDemoMls } = await import('./seed-demo-data');
    const configurations = () => listMlsConfigurations(deps.db, agentId);

    expect(await seedDemoMls(deps, 'http://127.0.0.1:8895/reso/odata')).toBe(true);
    const [seeded] = await configurations();
    expect(seeded).toMatchObject({ providerUrl: 'http://127.0.0.1:8895/reso/odata', tokenUrl: 'http://127.0.0.1:8895/oauth2/token' });

    expect(await seedDemoMls(deps, 'http://127.0.0.1:4105/reso/odata')).toBe(true);
    expect(await configurations()).toEqual([{ ...seeded, providerUrl: 'http://127.0.0.1:4105/reso/odata', tokenUrl: 'http://127.0.0.1:4105/oauth2/token' }]);
    expect(await seedDemoMls(deps, 'http://127.0.0.1:4105/reso/odata')).toBe(false);

    await deleteMlsConfigurationWithHistory(deps.db, (await configurations())[0]!);
    expect(await seedDemoMls(deps, 'http://127.0.0.1:4205/reso/odata')).toBe(false);
    expect(await configurations()).toEqual([]);
  }, 90_000);
});
