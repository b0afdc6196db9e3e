import { VISITOR } from '../../services/actor';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { TPublicProfileResponse } from '@shared/schemas/public-profile.schema';
import * as ENTITY from '../../data/entity-names';
import * as keys from '../../data/keys';
import { createProfileLead } from '../../services/leads/create-profile-lead';
import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { createApiClient, uniqueEmail } from '../../../test/http-client';
import { createListing } from '../../../test/listings';
import { idOf } from '../../../test/messages';
import { createTestDeps } from '../../../test/test-deps';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; errors?: { path: string; message: string }[] };

const HOUR = 3_600_000;
const profileOf = (client: TClient, userId: string, kind: 'agent' | 'broker' = 'agent') =>
  client.get<TPublicProfileResponse & TError>(`/api/${kind}/${userId}/profile`);
const setVisibility = (client: TClient, settings: { profileVisibility?: string; contactVisibility?: string }) =>
  client.request('PUT', '/api/settings', { json: settings });

/** An open house of the agent at a time the product's own forms would refuse (in the past). */
async function putOpenHouse(userId: string, startsAt: Date, hours = 2) {
  const { deps } = createTestDeps();
  const id = ulid();
  const propertyId = ulid();
  const start = startsAt.toISOString();
  await deps.db.client.send(
    new PutCommand({
      TableName: deps.db.tableName,
      Item: {
        ...keys.openHouse(propertyId, start, id),
        ...keys.openHouseByAgent(userId, start, id),
        entity: ENTITY.openHouse,
        id,
        propertyId,
        userId,
        startsAt: start,
        endsAt: new Date(startsAt.getTime() + hours * HOUR).toISOString(),
      },
    }),
  );
}

describe('GET /api/agent/{userId}/profile and /api/broker/{userId}/profile', () => {
  let agent: { client: TClient; email: string; userId: string };
  let broker: { client: TClient; userId: string };
  let buyer: { client: TClient; userId: string };
  let otherAgent: TClient;
  const visitor = () => createApiClient();

  beforeAll(async () => {
    const [a, b, c, d] = await Promise.all([signUpActiveAgent(), signUpAs('BROKER'), signUpAs('BUYER'), signUpAs('AGENT', { phone: '512-555-0199' })]);
    agent = { client: a.client, email: a.email, userId: a.userId };
    broker = { client: b.client, userId: await idOf(b.client) };
    buyer = { client: c.client, userId: await idOf(c.client) };
    otherAgent = d.client;
  });

  it('shows public fields only, real counted figures, and no sample figures as facts', async () => {
    const { client, userId } = await signUpActiveAgent();
    await createListing(client);
    await createListing(client);
    await createListing(client, { status: 'draft' });
    const now = Date.now();
    await putOpenHouse(userId, new Date(now - 72 * HOUR));
    await putOpenHouse(userId, new Date(now - 26 * HOUR));
    await putOpenHouse(userId, new Date(now - HOUR)); // under way: not held yet
    await putOpenHouse(userId, new Date(now + 48 * HOUR));

    const page = await profileOf(visitor(), userId);
    expect(page.status).toBe(200);
    expect(page.body.user).toEqual({
      id: userId,
      firstName: 'Test',
      lastName: 'AGENT',
      profileImageUrl: null,
      email: expect.stringContaining('@example.test'),
    });
    expect(page.body.profile).toMatchObject({
      role: 'AGENT',
      displayName: 'Test AGENT',
      brokerageName: null,
      profileTheme: 'professional',
      accentColor: 'blue',
      tagline: null,
    });
    expect(page.body.stats).toEqual({
      activeListings: 2,
      openHousesHeld: 2,
      selfReported: { yearsExperience: null, transactionsCompleted: null, averageResponseTime: null, clientSatisfactionRate: null, averageDaysOnMarket: null },
    });
    expect(page.body).toMatchObject({ isContactVisible: true, isOwner: false });
    expect(JSON.stringify(page.body)).not.toMatch(/passwordHash|consents|timeframe|financing|subscriptionStatus|stripe/);

    await client.request('PUT', '/api/profile', {
      json: { yearsExperience: 7, clientSatisfactionRate: '97%', tagline: '<script>x</script>', certifications: ['CRS'], companyName: 'Co' },
    });
    const after = await profileOf(visitor(), userId);
    expect(after.body.stats?.selfReported).toMatchObject({ yearsExperience: 7, clientSatisfactionRate: '97%', transactionsCompleted: null });
    expect(after.body.profile).toMatchObject({ tagline: '<script>x</script>', certifications: ['CRS'], companyName: 'Co' });

    await client.request('PUT', '/api/profile', { json: { showStats: false, showCertifications: 'false', showCompanyInfo: false } });
    const hidden = await profileOf(visitor(), userId);
    expect(hidden.body.stats).toBeNull();
    expect(hidden.body.profile).toMatchObject({ certifications: [], companyName: null, showStats: false, showCertifications: false, showCompanyInfo: false });
  });

  it("answers 404 with the spec's texts for unknown users, buyers and the wrong role; 404 for an id of any shape", async () => {
    const unknown = await profileOf(visitor(), ulid());
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Agent Not Found');
    expect((await profileOf(visitor(), buyer.userId)).body.message).toBe('Agent Not Found');
    const agentAsBroker = await profileOf(visitor(), agent.userId, 'broker');
    expect(agentAsBroker.status).toBe(404);
    expect(agentAsBroker.body.message).toBe('Broker Not Found');
    expect((await profileOf(visitor(), broker.userId, 'broker')).body.profile?.role).toBe('BROKER');
    expect((await profileOf(visitor(), broker.userId, 'agent')).body.profile?.role).toBe('BROKER');
    expect((await visitor().get('/api/agent/not-an-id/profile')).status).toBe(404);
  });

  it('enforces profile visibility: private only for the owner, registered for any signed-in user', async () => {
    const { client, userId } = await signUpActiveAgent();
    await setVisibility(client, { profileVisibility: 'private' });
    for (const caller of [visitor(), buyer.client, otherAgent]) {
      const response = await profileOf(caller, userId);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Agent Not Found');
    }
    const own = await profileOf(client, userId);
    expect(own.status).toBe(200);
    expect(own.body.isOwner).toBe(true);

    await setVisibility(client, { profileVisibility: 'registered' });
    expect((await profileOf(visitor(), userId)).status).toBe(404);
    expect((await profileOf(buyer.client, userId)).status).toBe(200);
    expect((await profileOf(otherAgent, userId)).status).toBe(200);
  });

  it('enforces contact visibility: public, agents only, private', async () => {
    const { client } = await signUpAs('BROKER', { phone: '512-555-0142' });
    const id = await idOf(client);
    const contact = async (caller: TClient) => {
      const { body } = await profileOf(caller, id);
      return { email: body.user.email ?? null, phone: body.profile.phone, isContactVisible: body.isContactVisible };
    };
    expect(await contact(visitor())).toMatchObject({ phone: '512-555-0142', isContactVisible: true, email: expect.any(String) });

    await setVisibility(client, { contactVisibility: 'agents' });
    expect(await contact(visitor())).toEqual({ email: null, phone: null, isContactVisible: false });
    expect(await contact(buyer.client)).toEqual({ email: null, phone: null, isContactVisible: false });
    expect(await contact(otherAgent)).toMatchObject({ phone: '512-555-0142', isContactVisible: true });

    await setVisibility(client, { contactVisibility: 'private' });
    expect(await contact(otherAgent)).toEqual({ email: null, phone: null, isContactVisible: false });
    expect(await contact(client)).toMatchObject({ phone: '512-555-0142', isContactVisible: true });
  });
});

describe('GET /api/brokerage/{brokerageName}/broker', () => {
  it('finds the broker by name: URL-encoded, trimmed, any case; agents of the brokerage do not count', async () => {
    const name = `Smith & Sons / Realty ${uniqueEmail('x').slice(0, 20)}`;
    const agentOnly = `Agents Only ${uniqueEmail('y').slice(0, 20)}`;
    const [broker] = await Promise.all([signUpAs('BROKER', { brokerageName: name }), signUpAs('AGENT', { brokerageName: agentOnly })]);
    const brokerId = await idOf(broker.client);
    for (const asked of [name, name.toUpperCase(), `  ${name.toLowerCase()}  `]) {
      const response = await createApiClient().get(`/api/brokerage/${encodeURIComponent(asked)}/broker`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ brokerId });
    }
    const none = await createApiClient().get<TError>(`/api/brokerage/${encodeURIComponent(agentOnly)}/broker`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Broker Not Found');
    expect((await createApiClient().get(`/api/brokerage/${encodeURIComponent('No Such Brokerage Anywhere')}/broker`)).status).toBe(404);
  });
});

describe('POST /api/agent/{userId}/leads (Contact Agent on a public profile)', () => {
  it("creates a lead without a listing that reaches the agent's inbox and dashboard", async () => {
    const { client, userId } = await signUpActiveAgent();
    const sent = await createApiClient().post<{ id: string; success: boolean; message: string }>(`/api/agent/${userId}/leads`, {
      name: 'Robin Reyes',
      email: 'Robin@Example.test',
      phone: '512-555-0101',
      message: 'Do you cover Round Rock?',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ success: true, message: 'Your inquiry has been sent successfully!', id: expect.any(String) });
    const inbox = await client.get<{ items: Record<string, unknown>[]; unreadCount: number }>('/api/messages');
    expect(inbox.body.unreadCount).toBe(1);
    expect(inbox.body.items).toEqual([
      expect.objectContaining({
        id: sent.body.id,
        source: 'profile',
        from: 'Robin Reyes',
        email: 'robin@example.test',
        subject: 'Contact from your profile',
        property: null,
        unread: true,
      }),
    ]);
    expect((await client.get('/api/dashboard/stats')).body).toMatchObject({ totalLeads: 1 });
  });

  it('refuses invalid forms, buyers, unknown users and profiles the caller may not see', async () => {
    const [{ client, userId }, buyer] = await Promise.all([signUpActiveAgent(), signUpAs('BUYER')]);
    const invalid = await createApiClient().post<TError>(`/api/agent/${userId}/leads`, { email: 'x@example.test' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toContainEqual({ path: 'name', message: 'Please fill in all required fields.' });
    const toBuyer = await createApiClient().post<TError>(`/api/agent/${await idOf(buyer.client)}/leads`, { name: 'Al', email: 'al@example.test' });
    expect(toBuyer.status).toBe(404);
    expect(toBuyer.body.message).toBe('Agent Not Found');
    await setVisibility(client, { profileVisibility: 'private' });
    expect((await createApiClient().post(`/api/agent/${userId}/leads`, { name: 'Al', email: 'al@example.test' })).status).toBe(404);
  });

  it('shares the inquiry rate limits: 5 per agent per connection and hour', async () => {
    const { userId } = await signUpActiveAgent();
    const { deps } = createTestDeps(new Date());
    const send = () => createProfileLead(deps, VISITOR, { agentId: userId, ipKey: `rate-${userId}`, lead: { name: 'Spam', email: 'spam@example.test' } });
    for (let i = 0; i < 5; i++) await send();
    await expect(send()).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Too many inquiries from your connection. Please try again in an hour.' });
  });
});
