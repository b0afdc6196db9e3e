import { ALREADY_CLAIMED, NOT_IN_A_TEAM } from '@shared/schemas/team-lead.schema';
import { putOnPlan, signUpActiveAgent, TEST_PASSWORD } from '../../../test/accounts';
import { removeMember, uniqueBrokerage } from '../../../test/brokerage';
import { createApiClient } from '../../../test/http-client';
import { until } from '../../../test/notifications';
import {
  assign,
  claim,
  openHouseWithSignIn,
  poolStanding,
  setAvailable,
  setRules,
  teamLeads,
  teamWithTwoAgents,
  untilInView,
  visitorSignsIn,
} from '../../../test/team-leads';
import { createTestDeps, sharedTestDb } from '../../../test/test-deps';
import { accountErased, scanWholeTable } from '../../../test/account-data';
import { listLeadsByAddress } from '../../data/lead-removal-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { userActor } from '../../services/actor';
import { claimTeamLead } from '../../services/team-leads/claim-team-lead';
import { removeLeadDetails } from '../../services/privacy/remove-lead-details';
import { getTeamLead } from '../../data/team-lead-repository';
import { getLeadPipeline } from '../../data/lead-pipeline-repository';
import { returnUncontactedLead } from '../../services/team-leads/return-uncontacted-lead';
import { returnScheduleName } from '../../services/team-leads/assignment-effects';

const POOL_PLANS_ONLY = 'Shared lead pool is part of the Team Monthly and Team Annual plans.';

type TClient = ReturnType<typeof createApiClient>;

/** A new session: a plan written straight into the table is not seen by a session the server holds cached (5 s). */
async function signInAgain(email: string) {
  const client = createApiClient();
  expect((await client.post('/api/auth/signin', { email, password: TEST_PASSWORD })).status).toBe(200);
  return client;
}

/** The in-app notifications of a person that point at a lead. */
const leadNotificationsOf = async (client: TClient, leadId: string) =>
  ((await client.get<{ items: { link: string | null }[] }>('/api/notifications')).body.items ?? []).filter((n) => n.link?.includes(leadId));

describe('the shared lead pool of a Team brokerage', () => {
  it("pools a member's open-house lead for the team; a member claims it, its agent sees who holds it, the broker reassigns it, and it keeps its history", async () => {
    const { broker, agentA, agentB } = await teamWithTwoAgents();
    const { openHouseId } = await openHouseWithSignIn(agentA.client);
    const leadId = await visitorSignsIn(openHouseId, 'Pat Pooled');

    const pooled = await untilInView(agentB.client, 'pool', leadId);
    expect(pooled).toMatchObject({
      name: 'Pat Pooled',
      source: 'open-house',
      from: { userId: agentA.userId, displayName: 'Avery Agent' },
      holder: null,
      status: null,
      history: [],
    });
    expect((await teamLeads(broker.client, 'all')).body.items.map((lead) => lead.id)).toContain(leadId);

    const claimed = await claim(agentB.client, leadId);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({
      holder: { userId: agentB.userId, displayName: 'Blake Agent' },
      status: 'new',
      history: [{ action: 'claimed', to: { userId: agentB.userId }, by: { userId: agentB.userId } }],
    });
    expect((await teamLeads(agentA.client, 'pool')).body.items.map((lead) => lead.id)).not.toContain(leadId);
    expect((await teamLeads(agentB.client, 'mine')).body.items.map((lead) => lead.id)).toContain(leadId);
    // Agent A, whose open house it came from, sees it claimed by B.
    expect((await teamLeads(agentA.client, 'from-me')).body.items.find((lead) => lead.id === leadId)).toMatchObject({
      holder: { userId: agentB.userId, displayName: 'Blake Agent' },
    });
    // A second claim of a held lead changes nothing.
    const late = await claim(agentA.client, leadId);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ALREADY_CLAIMED);

    const reassigned = await assign(broker.client, leadId, agentA.userId);
    expect(reassigned.status).toBe(200);
    expect(reassigned.body.holder).toMatchObject({ userId: agentA.userId });
    const backToPool = await assign(broker.client, leadId, null);
    expect(backToPool.status).toBe(200);
    expect(backToPool.body.holder).toBeNull();
    expect(backToPool.body.history.map((move) => [move.action, move.to?.userId ?? null, move.by?.userId ?? null])).toEqual([
      ['claimed', agentB.userId, agentB.userId],
      ['assigned', agentA.userId, broker.userId],
      ['returned', null, broker.userId],
    ]);
    expect((await teamLeads(agentB.client, 'pool')).body.items.map((lead) => lead.id)).toContain(leadId);
  });

  it('gives two members claiming at once one winner; the other gets 409 "This lead was already claimed."', async () => {
    const { agentA, agentB } = await teamWithTwoAgents();
    const { openHouseId } = await openHouseWithSignIn(agentA.client);
    const leadId = await visitorSignsIn(openHouseId);
    await untilInView(agentA.client, 'pool', leadId);

    const answers = await Promise.all([claim(agentA.client, leadId), claim(agentB.client, leadId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    const winner = answers.find((a) => a.status === 200)!;
    expect(loser.body.message).toBe(ALREADY_CLAIMED);
    const stored = await getTeamLead(sharedTestDb(), leadId);
    expect(stored?.holderId).toBe(winner.body.holder?.userId);
    expect(stored?.history).toHaveLength(1);
  });

  it('lets only the broker see every lead, assign, and set the rules; assigns only to members; the assignee gets the instant lead alert', async () => {
    const { broker, agentA, agentB } = await teamWithTwoAgents();
    const outsider = await signUpActiveAgent('AGENT', { brokerageName: uniqueBrokerage('Elsewhere') });
    const { openHouseId } = await openHouseWithSignIn(agentA.client);
    const leadId = await visitorSignsIn(openHouseId, 'Alerted Person');
    await untilInView(broker.client, 'pool', leadId);

    expect((await teamLeads(agentA.client, 'all')).status).toBe(403);
    expect((await assign(agentA.client, leadId, agentA.userId)).status).toBe(403);
    expect((await setRules(agentA.client, { roundRobin: true, returnAfterHours: null })).status).toBe(403);
    const notMember = await assign(broker.client, leadId, outsider.userId);
    expect(notMember.status).toBe(400);
    expect((await getTeamLead(sharedTestDb(), leadId))?.holderId).toBeNull();
    expect((await setRules(broker.client, { roundRobin: false, returnAfterHours: 0 })).status).toBe(400);

    expect((await assign(broker.client, leadId, agentB.userId)).status).toBe(200);
    await until(
      () => leadNotificationsOf(agentB.client, leadId),
      (found) => found.length === 1,
      "B's alert of the assigned lead",
    );
  });

  it("shuts a removed member out at once, and a Solo agent's leads never enter any pool", async () => {
    const { broker, agentA, agentB } = await teamWithTwoAgents();
    expect((await teamLeads(agentB.client, 'pool')).status).toBe(200);
    expect((await removeMember(broker.client, agentB.userId)).status).toBe(200);
    const refused = await teamLeads(agentB.client, 'pool');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_IN_A_TEAM);
    expect((await poolStanding(agentB.client)).body).toEqual({ pool: null, message: NOT_IN_A_TEAM });
    // B's own leads from now on stay B's.
    const { openHouseId } = await openHouseWithSignIn(agentB.client);
    const soloLeadId = await visitorSignsIn(openHouseId);
    const { openHouseId: teamOpenHouse } = await openHouseWithSignIn(agentA.client);
    const teamLeadId = await visitorSignsIn(teamOpenHouse);
    await until(
      () => leadNotificationsOf(agentB.client, soloLeadId),
      (found) => found.length === 1,
      "B's alert of their own lead",
    );
    await untilInView(broker.client, 'all', teamLeadId);
    expect(await getTeamLead(sharedTestDb(), soloLeadId)).toBeNull();
    expect((await claim(agentB.client, teamLeadId)).status).toBe(403);
  });

  it('refuses a Solo monthly agent, and the members of a broker whose plan lacks the pool, with 403 naming the Team plans', async () => {
    const solo = await signUpActiveAgent('AGENT', { brokerageName: uniqueBrokerage('Solo') });
    await putOnPlan(solo.userId, 'solo_monthly');
    const client = await signInAgain(solo.email);
    const responses = [await teamLeads(client, 'pool'), await claim(client, 'no-such-lead'), await setAvailable(client, true)];
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'PLAN_UPGRADE_REQUIRED', message: POOL_PLANS_ONLY });
    }
    // The screens ask where the caller stands: no pool, and why.
    expect((await poolStanding(client)).body).toEqual({ pool: null, message: POOL_PLANS_ONLY });

    const { broker, agentA } = await teamWithTwoAgents();
    await putOnPlan(broker.userId, 'solo_annual');
    const member = await teamLeads(agentA.client, 'pool');
    expect(member.status).toBe(403);
    expect(member.body.message).toBe(POOL_PLANS_ONLY);
    // Nor do the team's new leads enter a pool the plan does not include.
    const { openHouseId } = await openHouseWithSignIn(agentA.client);
    const leadId = await visitorSignsIn(openHouseId);
    await until(
      () => leadNotificationsOf(agentA.client, leadId),
      (found) => found.length === 1,
      "A's alert of their lead",
    );
    expect(await getTeamLead(sharedTestDb(), leadId)).toBeNull();
  });

  it("stops a holder working a team lead once the broker's plan no longer has the pool (404, the lead unchanged)", async () => {
    const { broker, agentA, agentB } = await teamWithTwoAgents();
    const { openHouseId } = await openHouseWithSignIn(agentA.client);
    const leadId = await visitorSignsIn(openHouseId);
    await untilInView(agentB.client, 'pool', leadId);
    expect((await claim(agentB.client, leadId)).status).toBe(200);
    await putOnPlan(broker.userId, 'solo_annual');
    const holder = await signInAgain(agentB.email);
    expect((await holder.request('PATCH', `/api/leads/${leadId}`, { json: { status: 'contacted' } })).status).toBe(404);
    expect(await getLeadPipeline(sharedTestDb(), agentB.userId, leadId)).toBeNull();
  });

  it('assigns new leads round-robin among the members who are available, with the alert to each', async () => {
    const { broker, agentA, agentB } = await teamWithTwoAgents();
    expect((await setRules(broker.client, { roundRobin: true, returnAfterHours: null })).status).toBe(200);
    expect((await setAvailable(agentA.client, true)).body).toMatchObject({ available: true, isBroker: false });
    expect((await setAvailable(agentB.client, true)).status).toBe(200);
    expect((await poolStanding(broker.client)).body.pool?.members.map((m) => [m.displayName, m.available])).toEqual([
      ['Avery Agent', true],
      ['Blake Agent', true],
    ]);

    const { openHouseId } = await openHouseWithSignIn(broker.client);
    const first = await visitorSignsIn(openHouseId, 'First Turn');
    const firstLead = await untilInView(broker.client, 'all', first);
    const second = await visitorSignsIn(openHouseId, 'Second Turn');
    const secondLead = await untilInView(broker.client, 'all', second);
    const third = await visitorSignsIn(openHouseId, 'Third Turn');
    const thirdLead = await untilInView(broker.client, 'all', third);

    const holders = [firstLead, secondLead, thirdLead].map((lead) => lead.holder?.userId);
    expect(new Set(holders.slice(0, 2))).toEqual(new Set([agentA.userId, agentB.userId]));
    expect(holders[2]).toBe(holders[0]);
    expect(firstLead.history).toMatchObject([{ action: 'auto-assigned', by: null }]);
    const holderOfFirst = holders[0] === agentA.userId ? agentA : agentB;
    await until(
      () => leadNotificationsOf(holderOfFirst.client, first),
      (found) => found.length === 1,
      "the round-robin holder's alert",
    );

    // B steps out: the next lead goes to A.
    await setAvailable(agentB.client, false);
    const fourth = await visitorSignsIn(openHouseId, 'Fourth Turn');
    expect((await untilInView(broker.client, 'all', fourth)).holder?.userId).toBe(agentA.userId);
  });

  it("gives a lead back to the pool when its holder has not contacted it within the broker's hours (the return schedule fired)", async () => {
    const { broker, agentA, agentB } = await teamWithTwoAgents();
    expect((await setRules(broker.client, { roundRobin: false, returnAfterHours: 2 })).status).toBe(200);
    const { openHouseId } = await openHouseWithSignIn(agentA.client);
    const untouched = await visitorSignsIn(openHouseId, 'Never Called');
    const contacted = await visitorSignsIn(openHouseId, 'Called Back');
    await untilInView(agentB.client, 'pool', untouched);
    await untilInView(agentB.client, 'pool', contacted);
    const heldUntouched = (await claim(agentB.client, untouched)).body;
    const heldContacted = (await claim(agentB.client, contacted)).body;
    expect((await agentB.client.request('PATCH', `/api/leads/${contacted}`, { json: { status: 'contacted' } })).status).toBe(200);
    expect((await teamLeads(agentB.client, 'mine')).body.items.find((lead) => lead.id === contacted)?.status).toBe('contacted');

    const puts: { name: string; at: Date }[] = [];
    const scheduler = { putOnce: async (_entry: unknown, schedule: { name: string; at: Date }) => void puts.push(schedule) };
    const at = (hours: number) => {
      const { deps } = createTestDeps(new Date(Date.parse(heldUntouched.heldSince!) + hours * 3600 * 1000));
      return { ...deps, scheduler, notificationQueue: { send: async () => undefined } };
    };
    const fired = (lead: typeof heldUntouched) => ({ leadId: lead.id, holderId: agentB.userId, heldSince: lead.heldSince! });

    // Fired early (the hours were made longer): set again for the due time, nothing moves.
    expect(await returnUncontactedLead(at(1), fired(heldUntouched))).toBe('rescheduled');
    expect(puts.map((p) => p.name)).toEqual([returnScheduleName(untouched)]);
    expect((await getTeamLead(sharedTestDb(), untouched))?.holderId).toBe(agentB.userId);

    expect(await returnUncontactedLead(at(3), fired(heldContacted))).toBe('kept');
    expect(await returnUncontactedLead(at(3), fired(heldUntouched))).toBe('returned');
    const returned = await untilInView(agentA.client, 'pool', untouched);
    expect(returned.history.map((move) => move.action)).toEqual(['claimed', 'auto-returned']);
    expect((await getTeamLead(sharedTestDb(), contacted))?.holderId).toBe(agentB.userId);
    // A stale schedule (an older holding) moves nothing.
    expect(await returnUncontactedLead(at(5), fired(heldUntouched))).toBe('kept');
  });

  it('lets a member close their account: their own leads leave the pool, the leads they hold go back to it, and no key names them', async () => {
    const { broker, agentA, agentB } = await teamWithTwoAgents();
    const ownLead = await visitorSignsIn((await openHouseWithSignIn(agentB.client, 'Own bungalow')).openHouseId, 'Olive Own');
    const heldLead = await visitorSignsIn((await openHouseWithSignIn(agentA.client, 'Held bungalow')).openHouseId, 'Hal Held');
    await untilInView(broker.client, 'all', ownLead);
    await untilInView(agentB.client, 'pool', heldLead);
    expect((await claim(agentB.client, heldLead)).status).toBe(200);
    expect((await setAvailable(agentB.client, true)).status).toBe(200);

    expect((await agentB.client.post('/api/account/delete', { password: TEST_PASSWORD })).status).toBe(202);
    await accountErased(agentB.userId);

    const all = (await teamLeads(broker.client, 'all')).body.items;
    expect(all.map((lead) => lead.id)).not.toContain(ownLead);
    expect(all.find((lead) => lead.id === heldLead)).toMatchObject({ holder: null });
    expect((await teamLeads(agentA.client, 'pool')).body.items.map((lead) => lead.id)).toContain(heldLead);
    const keyNames = /^(pk|sk|gsi\dpk|gsi\dsk)$/;
    const keyedByB = (await scanWholeTable()).filter(({ item }) =>
      Object.entries(item).some(([name, value]) => keyNames.test(name) && String(value).includes(agentB.userId)),
    );
    expect(keyedByB.map(({ item }) => `${String(item.pk)} ${String(item.sk)}`)).toEqual([]);
  });

  it("blanks the pool's copy of a lead when its person asks to be removed: the team no longer sees them", async () => {
    const { broker, agentA } = await teamWithTwoAgents();
    const leadId = await visitorSignsIn((await openHouseWithSignIn(agentA.client)).openHouseId, 'Rita Removed');
    const pooled = await untilInView(broker.client, 'all', leadId);
    const { deps } = createTestDeps();
    for (const lead of (await listLeadsByAddress(deps.db, pooled.email)).filter((lead) => lead.id === leadId)) await removeLeadDetails(deps, lead, 'request');
    const after = (await teamLeads(broker.client, 'all')).body.items.find((lead) => lead.id === leadId);
    expect(after).toMatchObject({ name: 'Removed at the person’s request', email: '', phone: null, message: null });
    expect((await getTeamLead(sharedTestDb(), leadId))?.lead.answers).toEqual([]);
  });

  it('keeps a claim that was written when the return schedule cannot be set (the claimer is not told to retry into "already claimed")', async () => {
    const { broker, agentA, agentB } = await teamWithTwoAgents();
    expect((await setRules(broker.client, { roundRobin: false, returnAfterHours: 4 })).status).toBe(200);
    const leadId = await visitorSignsIn((await openHouseWithSignIn(agentA.client)).openHouseId);
    await untilInView(agentB.client, 'pool', leadId);
    const { deps } = createTestDeps();
    const failingScheduler = { putOnce: async () => Promise.reject(new Error('scheduler unavailable')) };
    const notificationQueue = { send: async () => undefined };
    const account = (await getUserWithProfile(deps.db, agentB.userId))!;
    const claimed = await claimTeamLead({ ...deps, scheduler: failingScheduler, notificationQueue } as never, userActor(account), { id: leadId });
    expect(claimed.holder).toMatchObject({ userId: agentB.userId });
    expect((await getTeamLead(sharedTestDb(), leadId))?.holderId).toBe(agentB.userId);
  });

  it('puts the leads a member held back in the pool when they name another brokerage on their account (they left the team)', async () => {
    const { broker, agentA, agentB } = await teamWithTwoAgents();
    const leadId = await visitorSignsIn((await openHouseWithSignIn(agentA.client)).openHouseId);
    await untilInView(agentB.client, 'pool', leadId);
    expect((await claim(agentB.client, leadId)).status).toBe(200);
    const moved = await agentB.client.request('PUT', '/api/account', {
      json: { firstName: 'Blake', email: agentB.email, brokerageName: uniqueBrokerage('Elsewhere') },
    });
    expect(moved.status).toBe(200);
    const lead = (await teamLeads(broker.client, 'all')).body.items.find((item) => item.id === leadId);
    expect(lead?.holder).toBeNull();
    expect(lead?.history.map((move) => [move.action, move.by?.userId ?? null])).toEqual([
      ['claimed', agentB.userId],
      ['returned', agentB.userId],
    ]);
  });

  it('puts the leads a removed member held back in the pool, the broker named as who returned them', async () => {
    const { broker, agentA, agentB } = await teamWithTwoAgents();
    const leadId = await visitorSignsIn((await openHouseWithSignIn(agentA.client)).openHouseId);
    await untilInView(agentB.client, 'pool', leadId);
    expect((await claim(agentB.client, leadId)).status).toBe(200);
    expect((await removeMember(broker.client, agentB.userId)).status).toBe(200);
    const lead = (await teamLeads(broker.client, 'all')).body.items.find((item) => item.id === leadId);
    expect(lead?.holder).toBeNull();
    expect(lead?.history.map((move) => [move.action, move.by?.userId ?? null])).toEqual([
      ['claimed', agentB.userId],
      ['returned', broker.userId],
    ]);
    expect((await teamLeads(agentA.client, 'pool')).body.items.map((item) => item.id)).toContain(leadId);
  });
});
