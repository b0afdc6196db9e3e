import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { approve, decline, membershipOf, removeMember, teamOf, uniqueBrokerage } from '../../../test/brokerage';
import { createApiClient } from '../../../test/http-client';

const UNKNOWN_ID = '01HZZZZZZZZZZZZZZZZZZZZZZZ';

describe('the Team routes: the broker approves, declines and removes; nobody else can', () => {
  it('approves only a pending request and removes only a member (409 otherwise, nothing changes)', async () => {
    const name = uniqueBrokerage();
    const broker = await signUpActiveAgent('BROKER', { brokerageName: name });
    const agent = await signUpActiveAgent('AGENT', { brokerageName: name });
    const other = await signUpActiveAgent('AGENT', { brokerageName: name });
    const [agentId, otherId] = [agent.userId, other.userId];

    expect((await removeMember(broker.client, agentId)).status).toBe(409);
    const approved = await approve(broker.client, agentId);
    expect(approved.status).toBe(200);
    expect(approved.body.members.map((m) => m.userId)).toEqual([agentId]);
    expect(approved.body.members[0]?.decidedAt).toEqual(expect.any(String));
    expect(approved.body.pending.map((m) => m.userId)).toEqual([otherId]);

    const again = await approve(broker.client, agentId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This agent has no pending request to join your brokerage.');
    expect((await decline(broker.client, agentId)).status).toBe(409);

    expect((await decline(broker.client, otherId)).body).toMatchObject({ pending: [], members: [{ userId: agentId }] });
    expect(await membershipOf(other.client)).toMatchObject({ status: 'declined' });
    expect((await approve(broker.client, otherId)).status).toBe(409);
    expect((await removeMember(broker.client, otherId)).status).toBe(409);

    const removed = await removeMember(broker.client, agentId);
    expect(removed.body).toMatchObject({ pending: [], members: [] });
    const removedAgain = await removeMember(broker.client, agentId);
    expect(removedAgain.status).toBe(409);
    expect(removedAgain.body.message).toBe('This agent is not a member of your brokerage.');
  });

  it("lets no other broker, agent or visitor touch a broker's requests", async () => {
    const name = uniqueBrokerage();
    const broker = await signUpActiveAgent('BROKER', { brokerageName: name });
    const otherBroker = await signUpActiveAgent('BROKER');
    const agent = await signUpActiveAgent('AGENT', { brokerageName: name });
    const colleague = await signUpActiveAgent('AGENT', { brokerageName: name });

    const byOtherBroker = await approve(otherBroker.client, agent.userId);
    expect(byOtherBroker.status).toBe(404);
    expect(byOtherBroker.body.message).toBe('This agent has no pending request to join your brokerage.');
    expect((await decline(otherBroker.client, agent.userId)).status).toBe(404);
    expect((await approve(agent.client, agent.userId)).status).toBe(403);
    expect((await approve(colleague.client, agent.userId)).status).toBe(403);
    expect((await approve(createApiClient(), agent.userId)).status).toBe(401);
    expect((await teamOf(agent.client)).status).toBe(403);
    expect((await teamOf(otherBroker.client)).body).toMatchObject({ pending: [], members: [] });
    expect(await membershipOf(agent.client)).toMatchObject({ status: 'pending' });

    expect((await approve(broker.client, agent.userId)).status).toBe(200);
    expect((await removeMember(otherBroker.client, agent.userId)).status).toBe(404);
    expect((await removeMember(colleague.client, agent.userId)).status).toBe(403);
    expect(await membershipOf(agent.client)).toMatchObject({ status: 'approved' });
  });

  it('answers 404 for an agent with no request and 400 for a malformed id; a buyer has no membership', async () => {
    const broker = await signUpActiveAgent('BROKER');
    expect((await approve(broker.client, UNKNOWN_ID)).status).toBe(404);
    expect((await approve(broker.client, 'not-an-id')).status).toBe(400);
    expect((await createApiClient().get('/api/brokerage/membership')).status).toBe(401);
    expect((await (await signUpAs('BUYER')).client.get('/api/brokerage/membership')).status).toBe(403);
    expect(await membershipOf(broker.client)).toMatchObject({ status: 'owner' });
  });
});
