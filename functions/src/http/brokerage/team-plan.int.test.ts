import { putOnPlan, signUpActiveAgent, signUpAs, TEST_PASSWORD } from '../../../test/accounts';
import { approve, decline, membershipOf, removeMember, teamOf, uniqueBrokerage } from '../../../test/brokerage';
import { createApiClient } from '../../../test/http-client';

const TEAM_PLANS_ONLY = 'Team member management is part of the Team Monthly and Team Annual plans.';

/** A new session: a plan written straight into the table is not seen by a session the server holds cached (5 s). */
async function signInAgain(email: string) {
  const client = createApiClient();
  expect((await client.post('/api/auth/signin', { email, password: TEST_PASSWORD })).status).toBe(200);
  return client;
}

describe('team member management is a Team plan capability', () => {
  it('refuses a broker paid up on a Solo plan with 403 naming the Team plans, and changes nothing', async () => {
    const name = uniqueBrokerage('Solo Plan');
    const broker = await signUpActiveAgent('BROKER', { brokerageName: name });
    const agent = await signUpActiveAgent('AGENT', { brokerageName: name });
    await putOnPlan(broker.userId, 'solo_annual');

    for (const response of [
      await approve(broker.client, agent.userId),
      await decline(broker.client, agent.userId),
      await removeMember(broker.client, agent.userId),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'PLAN_UPGRADE_REQUIRED', message: TEAM_PLANS_ONLY });
    }
    expect(await membershipOf(agent.client)).toMatchObject({ status: 'pending' });
    expect((await teamOf(broker.client)).body).toMatchObject({ pending: [{ userId: agent.userId }], members: [] });

    await putOnPlan(broker.userId, 'team_monthly');
    expect((await approve(await signInAgain(broker.email), agent.userId)).status).toBe(200);
  });

  it("lets a broker in the free trial manage the team (a trial has every plan's capabilities)", async () => {
    const name = uniqueBrokerage('Trial');
    const broker = await signUpAs('BROKER', { brokerageName: name });
    const agent = await signUpActiveAgent('AGENT', { brokerageName: name });
    expect((await approve(broker.client, agent.userId)).status).toBe(200);
  });
});
