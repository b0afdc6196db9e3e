import { userActor } from '../../../functions/src/services/actor';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TBrokerageWrite } from '../../../functions/src/data/brokerage-writes';
import { getUserWithProfile } from '../../../functions/src/data/user-repository';
import { planBrokerageWrites } from '../../../functions/src/services/brokerage/plan-brokerage-writes';
import { changeTeamMembership } from '../../../functions/src/services/brokerage/change-team-membership';
import { membershipStatusOf } from '../../../functions/src/services/brokerage/membership-status';
import type { TDeps } from '../../../functions/src/services/deps';

const DEMO_BROKER = 'broker@demo.openhouse.market';
const DEMO_AGENTS = ['agent@demo.openhouse.market', 'agent2@demo.openhouse.market'];

const commit = async (deps: TDeps, writes: readonly TBrokerageWrite[]) => {
  if (writes.length) await deps.db.client.send(new TransactWriteCommand({ TransactItems: writes.map((w) => w.item) }));
};

/**
 * Makes the demo broker the owner of their brokerage and the demo agents its approved members, the way
 * the product does it: the broker claims the name, each agent asks to join, the broker approves.
 * Accounts seeded before brokerages had owners get the same state; members already approved are left alone.
 */
export async function seedDemoBrokerage(deps: TDeps, accountIds: Record<string, string>): Promise<void> {
  const broker = await getUserWithProfile(deps.db, accountIds[DEMO_BROKER] ?? '');
  const brokerageName = broker?.profile.brokerageName;
  if (!broker || !brokerageName) return;
  await commit(deps, await planBrokerageWrites(deps, { userId: broker.user.id, role: 'BROKER', before: null, after: brokerageName }));
  for (const email of DEMO_AGENTS) {
    const agent = await getUserWithProfile(deps.db, accountIds[email] ?? '');
    if (!agent || (await membershipStatusOf(deps, agent.profile)) === 'approved') continue;
    await commit(deps, await planBrokerageWrites(deps, { userId: agent.user.id, role: 'AGENT', before: null, after: agent.profile.brokerageName }));
    await changeTeamMembership(deps, userActor(broker), { agentId: agent.user.id, move: 'approve' });
  }
}
