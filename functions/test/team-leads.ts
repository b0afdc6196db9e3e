import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { TListTeamLeadsResponse, TTeamLead, TTeamPoolSettings, TTeamPoolStanding } from '@shared/schemas/team-lead.schema';
import { signUpActiveAgent } from './accounts';
import { approve, uniqueBrokerage } from './brokerage';
import { createApiClient } from './http-client';
import { chicagoWallTime } from './listings';
import { until } from './notifications';
import { sharedTestDb } from './test-deps';
import { teamLeadEntity } from '../src/data/team-lead-records';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; code?: string };

/** A Team broker (paid up on Team Annual) with two approved agents, A and B. */
export async function teamWithTwoAgents() {
  const brokerageName = uniqueBrokerage('Pool');
  const broker = await signUpActiveAgent('BROKER', { brokerageName, displayName: 'Bea Broker' });
  const agentA = await signUpActiveAgent('AGENT', { brokerageName, displayName: 'Avery Agent' });
  const agentB = await signUpActiveAgent('AGENT', { brokerageName, displayName: 'Blake Agent' });
  for (const agent of [agentA, agentB]) if ((await approve(broker.client, agent.userId)).status !== 200) throw new Error('approval failed');
  return { brokerageName, broker, agentA, agentB };
}

/** An open house of a new listing of `agent` (tomorrow, two hours) with its visitor sign-in open. */
export async function openHouseWithSignIn(agent: TClient, title = 'Pool bungalow') {
  const created = await agent.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
    title,
    address: '2100 Lake Austin Blvd, Austin, TX 78703',
    price: '615000',
    startsAt: chicagoWallTime(24 * 60),
    endsAt: chicagoWallTime(26 * 60),
  });
  if (created.status !== 201) throw new Error(`open house not created: ${created.status} ${JSON.stringify(created.body)}`);
  const { propertyId, openHouseId } = created.body;
  const form = await agent.request('PUT', `/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`, { json: { questions: [] } });
  if (form.status !== 200) throw new Error(`sign-in form not saved: ${form.status}`);
  return { propertyId, openHouseId };
}

let visitors = 0;
/** A visitor (a browser of their own) signs in at the open house: the lead's id. */
export async function visitorSignsIn(openHouseId: string, name = 'Vera Visitor') {
  const response = await createApiClient().post<{ id: string }>(`/api/open-houses/${openHouseId}/sign-ins`, {
    clientId: `team-pool-sign-in-${Date.now().toString(36)}-${(visitors++).toString(36)}`,
    name,
    email: `vera.${Date.now().toString(36)}.${visitors}@example.test`,
    phone: '512-555-0100',
    workingWithAgent: 'no',
    timeframe: 'now',
    financing: 'pre-approved',
    answers: {},
    consent: true,
  });
  if (response.status !== 201) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id;
}

export const teamLeads = (client: TClient, view: 'pool' | 'mine' | 'from-me' | 'all', cursor?: string) =>
  client.get<TListTeamLeadsResponse & TError>(`/api/team-leads?view=${view}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
export const claim = (client: TClient, leadId: string) => client.post<TTeamLead & TError>(`/api/team-leads/${leadId}/claim`);
export const assign = (client: TClient, leadId: string, assigneeId: string | null) =>
  client.request<TTeamLead & TError>('PUT', `/api/team-leads/${leadId}/assignee`, { json: { assigneeId } });
export const poolStanding = (client: TClient) => client.get<TTeamPoolStanding & TError>('/api/team-leads/settings');
export const setRules = (client: TClient, rules: TTeamPoolSettings['rules']) =>
  client.request<TTeamPoolSettings & TError>('PUT', '/api/team-leads/rules', { json: rules });
export const setAvailable = (client: TClient, available: boolean) =>
  client.request<TTeamPoolSettings & TError>('PUT', '/api/team-leads/availability', { json: { available } });

/** Waits until the lead shows in a view (the notifications worker pools it a moment after the sign-in). */
export async function untilInView(client: TClient, view: 'pool' | 'mine' | 'from-me' | 'all', leadId: string): Promise<TTeamLead> {
  const body = await until(
    async () => (await teamLeads(client, view)).body,
    (b) => Boolean(b.items?.some((lead) => lead.id === leadId)),
    `lead ${leadId} in the ${view} view`,
  );
  return body.items.find((lead) => lead.id === leadId)!;
}

/** A lead in the pool of the team `brokerId` leads, written straight in the table (set-up for owner checks): its id. */
export async function seedTeamLead(brokerId: string): Promise<string> {
  const leadId = ulid();
  const createdAt = new Date().toISOString();
  const lead = {
    id: leadId,
    source: 'profile' as const,
    name: 'Seeded Pool Lead',
    email: 'seeded.pool@example.test',
    phone: null,
    message: null,
    listingTitle: null,
    answers: [],
    score: 20,
    createdAt,
  };
  await sharedTestDb().client.send(
    new PutCommand({
      TableName: sharedTestDb().tableName,
      Item: teamLeadEntity.toItem({ leadId, brokerId, originAgentId: brokerId, holderId: null, heldSince: null, createdAt, lead, history: [] }),
    }),
  );
  return leadId;
}
