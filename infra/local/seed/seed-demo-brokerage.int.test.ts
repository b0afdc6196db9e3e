import { userActor } from '../../../functions/src/services/actor';
import { inject } from 'vitest';
import { createTestDeps } from '../../../functions/test/test-deps';
import { ensureTable } from '../provision';

/** The demo brokerage in a table of its own: the broker owns Lone Star Realty, the demo agents are its members. */
describe('demo brokerage', () => {
  beforeAll(() => {
    Object.assign(process.env, inject('handlerEnv'));
  });

  it("makes the demo agents approved members of the demo broker's brokerage, and stays so when run again", async () => {
    const tableName = `seed-brokerage-test-${Date.now().toString(36)}`;
    await ensureTable(inject('dynamoDbEndpoint'), tableName);
    const { deps } = createTestDeps(new Date());
    deps.db.tableName = tableName;
    const { DEMO_ACCOUNTS } = await import('./demo-accounts');
    const { createAccount } = await import('../../../functions/src/services/auth/create-account');
    const { getUserWithProfile } = await import('../../../functions/src/data/user-repository');
    const { listBrokerageTeam } = await import('../../../functions/src/services/brokerage/list-brokerage-team');
    const { seedDemoBrokerage } = await import('./seed-demo-brokerage');

    const accountIds: Record<string, string> = {};
    for (const { hasActiveSubscription: _, ...account } of DEMO_ACCOUNTS.filter((a) => a.role !== 'BUYER'))
      accountIds[account.email] = (await createAccount(deps, account)).id;
    const broker = (await getUserWithProfile(deps.db, accountIds['broker@demo.openhouse.market']!))!;
    const teamNow = () => listBrokerageTeam(deps, userActor(broker));
    expect((await teamNow()).members).toEqual([]);

    await seedDemoBrokerage(deps, accountIds);
    await seedDemoBrokerage(deps, accountIds);
    const team = await teamNow();
    expect(team).toMatchObject({ brokerageName: 'Lone Star Realty', pending: [] });
    expect(team.members.map((m) => m.displayName).sort()).toEqual(['Avery Agent', 'Jordan Rivera']);
  });
});
