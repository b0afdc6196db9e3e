import type { TAccount } from '@shared/schemas/account.schema';
import type { TPublicProfileResponse } from '@shared/schemas/public-profile.schema';
import { TEST_PASSWORD, signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { approve, membershipOf, removeMember, teamOf, uniqueBrokerage } from '../../../test/brokerage';
import { createApiClient, uniqueEmail } from '../../../test/http-client';
import { chicagoDate, createListing } from '../../../test/listings';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string };
type TMap = { properties: { id: string }[] };

const visitor = () => createApiClient();
const brokerageMapIds = async (brokerId: string) =>
  (await visitor().get<TMap>(`/api/broker/${brokerId}/brokerage-open-houses`)).body.properties.map((p) => p.id);
const ownBrokerageMapIds = async (broker: TClient) => (await broker.get<TMap>('/api/broker/brokerage-open-houses')).body.properties.map((p) => p.id);
const brokerageLinkOf = async (userId: string) => (await visitor().get<TPublicProfileResponse>(`/api/agent/${userId}/profile`)).body.profile.brokerageName;
const cardBrokerageOf = async (userId: string) =>
  (await visitor().get<{ items: { agent: { brokerageName: string | null } | null }[] }>(`/api/properties?userId=${userId}`)).body.items[0]?.agent
    ?.brokerageName;
const putAccount = (client: TClient, body: Record<string, unknown>) =>
  client.request<TAccount & TError>('PUT', '/api/account', { json: { firstName: 'Test', ...body } });
const brokerOf = async (name: string) => visitor().get<{ brokerId: string } & TError>(`/api/brokerage/${encodeURIComponent(name)}/broker`);

describe("an agent who names a brokerage asks to join it; only the broker's approval makes them part of it", () => {
  it("keeps a claiming agent out of the brokerage's open houses, profile link and team until the broker approves", async () => {
    const name = uniqueBrokerage('Lone Star');
    const broker = await signUpActiveAgent('BROKER', { brokerageName: name });
    const agent = await signUpActiveAgent('AGENT', { brokerageName: `  ${name.toUpperCase()} ` });
    const listing = await createListing(agent.client, { openHouse: { date: chicagoDate(1), startTime: '10:00', endTime: '11:00' } });
    const brokersOwn = await createListing(broker.client, { openHouse: { date: chicagoDate(2), startTime: '10:00', endTime: '11:00' } });

    expect(await membershipOf(agent.client)).toEqual({ brokerageName: `${name.toUpperCase()}`, status: 'pending' });
    expect(await brokerageMapIds(broker.userId)).toEqual([brokersOwn.id]);
    expect(await ownBrokerageMapIds(broker.client)).toEqual([brokersOwn.id]);
    expect(await brokerageLinkOf(agent.userId)).toBeNull();
    expect(await cardBrokerageOf(agent.userId)).toBeNull();
    expect((await teamOf(broker.client)).body).toMatchObject({
      brokerageName: name,
      pending: [{ userId: agent.userId, status: 'pending', displayName: 'Test AGENT' }],
      members: [],
    });

    expect((await approve(broker.client, agent.userId)).status).toBe(200);
    expect(await membershipOf(agent.client)).toMatchObject({ status: 'approved' });
    expect((await brokerageMapIds(broker.userId)).sort()).toEqual([listing.id, brokersOwn.id].sort());
    expect(await ownBrokerageMapIds(broker.client)).toHaveLength(2);
    expect(await brokerageLinkOf(agent.userId)).toBe(name.toUpperCase());
    expect(await cardBrokerageOf(agent.userId)).toBe(name.toUpperCase());
    expect(await cardBrokerageOf(broker.userId)).toBe(name);
    expect(await brokerageLinkOf(broker.userId)).toBe(name);

    expect((await removeMember(broker.client, agent.userId)).body).toMatchObject({ pending: [], members: [] });
    expect(await membershipOf(agent.client)).toMatchObject({ status: 'removed' });
    expect(await brokerageMapIds(broker.userId)).toEqual([brokersOwn.id]);
    expect(await brokerageLinkOf(agent.userId)).toBeNull();
  });

  it('makes a request when an agent sets the brokerage on /account, and ends it when they name another', async () => {
    const name = uniqueBrokerage();
    const broker = await signUpActiveAgent('BROKER', { brokerageName: name });
    const { client, email, userId } = await signUpActiveAgent('AGENT', { brokerageName: undefined });
    expect(await membershipOf(client)).toEqual({ brokerageName: null, status: 'none' });

    expect((await putAccount(client, { email, brokerageName: name.toLowerCase() })).status).toBe(200);
    expect(await membershipOf(client)).toMatchObject({ status: 'pending' });
    expect((await teamOf(broker.client)).body.pending.map((m) => m.userId)).toEqual([userId]);

    const unknown = uniqueBrokerage('Nobody');
    expect((await putAccount(client, { email, brokerageName: unknown })).status).toBe(200);
    expect(await membershipOf(client)).toEqual({ brokerageName: unknown, status: 'not_found' });
    expect((await teamOf(broker.client)).body.pending).toEqual([]);
  });

  it('does not count an agent who named a brokerage before its broker registered it', async () => {
    const name = uniqueBrokerage();
    const agent = await signUpActiveAgent('AGENT', { brokerageName: name });
    expect(await membershipOf(agent.client)).toMatchObject({ status: 'not_found' });
    await createListing(agent.client, { openHouse: { date: chicagoDate(1), startTime: '10:00', endTime: '11:00' } });
    const broker = await signUpActiveAgent('BROKER', { brokerageName: name });
    expect(await membershipOf(agent.client)).toMatchObject({ status: 'not_requested' });
    expect(await brokerageMapIds(broker.userId)).toEqual([]);
    expect((await teamOf(broker.client)).body.pending).toEqual([]);
  });
});

describe('the first broker of a brokerage owns its name', () => {
  it('refuses a second broker at sign-up, in any case and spacing: 409, and no account is made', async () => {
    const name = uniqueBrokerage('Hill Country');
    const first = await signUpAs('BROKER', { brokerageName: name });
    const email = uniqueEmail('second');
    const body = { role: 'BROKER', displayName: 'Second Broker', email, password: TEST_PASSWORD, consents: { terms: true } };
    const second = await createApiClient().post<TError>('/api/auth/signup/pro', { ...body, brokerageName: `  ${name.toLowerCase().replace(' ', '   ')} ` });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      `The brokerage "${name.toLowerCase().replace(' ', '   ')}" is already registered by another broker. Ask its broker to add you, or choose another name.`,
    );
    expect((await createApiClient().post('/api/auth/signin', { email, password: TEST_PASSWORD })).status).not.toBe(200);
    expect((await brokerOf(name)).body.brokerId).toBe((await first.client.get<{ id: string }>('/api/auth/user')).body.id);
    expect((await createApiClient().post('/api/auth/signup/pro', { ...body, brokerageName: uniqueBrokerage() })).status).toBe(201);
  });

  it('refuses a broker renaming to a taken brokerage on /account (409, nothing changes); a released name is free again', async () => {
    const taken = uniqueBrokerage('Taken');
    const owner = await signUpActiveAgent('BROKER', { brokerageName: taken });
    const own = uniqueBrokerage('Own');
    const other = await signUpActiveAgent('BROKER', { brokerageName: own });

    const refused = await putAccount(other.client, { email: other.email, brokerageName: taken.toUpperCase(), city: 'Austin' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('is already registered by another broker');
    expect((await other.client.get<TAccount>('/api/account')).body).toMatchObject({ brokerageName: own, city: null });
    expect((await brokerOf(own)).body.brokerId).toBe(other.userId);
    expect((await brokerOf(taken)).body.brokerId).toBe(owner.userId);

    expect((await putAccount(owner.client, { email: owner.email, brokerageName: uniqueBrokerage('Renamed') })).status).toBe(200);
    expect((await brokerOf(taken)).status).toBe(404);
    expect((await putAccount(other.client, { email: other.email, brokerageName: taken })).status).toBe(200);
    expect((await brokerOf(taken)).body.brokerId).toBe(other.userId);
  });

  it("does not hand a previous owner's members to the broker who takes the name over", async () => {
    const name = uniqueBrokerage();
    const first = await signUpActiveAgent('BROKER', { brokerageName: name });
    const agent = await signUpActiveAgent('AGENT', { brokerageName: name });
    await createListing(agent.client, { openHouse: { date: chicagoDate(1), startTime: '10:00', endTime: '11:00' } });
    expect((await approve(first.client, agent.userId)).status).toBe(200);
    expect((await putAccount(first.client, { email: first.email, brokerageName: null })).status).toBe(200);

    const next = await signUpActiveAgent('BROKER', { brokerageName: name });
    expect(await brokerageMapIds(next.userId)).toEqual([]);
    expect((await teamOf(next.client)).body).toMatchObject({ pending: [], members: [] });
    expect(await membershipOf(agent.client)).toMatchObject({ status: 'not_requested' });
    expect(await brokerageLinkOf(agent.userId)).toBeNull();
  });
});
