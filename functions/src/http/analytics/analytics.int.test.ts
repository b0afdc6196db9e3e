import type { TAnalyticsResponse } from '@shared/schemas/analytics.schema';
import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { approve, uniqueBrokerage } from '../../../test/brokerage';
import { createApiClient } from '../../../test/http-client';
import { chicagoDate, chicagoWallTime, createListing } from '../../../test/listings';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; errors?: { path: string; message: string }[] };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Yesterday to the day after tomorrow (UTC): today's events and an open house starting within the hour. */
const AROUND_TODAY = `from=${day(-1)}&to=${day(2)}`;

let clientIds = 0;

async function openHouseWithSheet(agent: TClient, title: string) {
  const created = await agent.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
    title,
    address: '2100 Lake Austin Blvd, Austin, TX 78703',
    price: '615000',
    startsAt: chicagoWallTime(30),
    endsAt: chicagoWallTime(150),
  });
  const { propertyId, openHouseId } = created.body;
  await agent.request('PUT', `/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`, { json: { questions: [] } });
  return { propertyId, openHouseId };
}

const signIn = (openHouseId: string, name: string, consent: boolean) =>
  createApiClient().post(`/api/open-houses/${openHouseId}/sign-ins`, {
    clientId: `analytics-${Date.now().toString(36)}-${(clientIds++).toString(36)}`,
    name,
    email: `${name.toLowerCase()}@example.test`,
    workingWithAgent: 'no',
    consent,
    answers: {},
  });

const analyticsOf = (client: TClient, query = AROUND_TODAY) => client.get<TAnalyticsResponse & TError>(`/api/analytics?${query}`);

describe('GET /api/analytics', () => {
  it('answers an agent with no activity with zeros over the last 30 days', async () => {
    const { client } = await signUpActiveAgent();
    const response = await analyticsOf(client, '');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ to: day(0), from: day(-29), bucket: 'day', scope: 'agent', listings: [], agents: [] });
    expect(response.body.series).toHaveLength(30);
    expect(response.body.totals).toEqual({ views: 0, saves: 0, inquiries: 0, signIns: 0, leads: 0, openHouses: 0, contactableSignIns: 0 });
    expect(response.body.conversion).toMatchObject({ signInsPerOpenHouse: null, leadsPerSignIn: null });
  });

  it('counts views, saves, inquiries, sign-ins, open houses and lead statuses per listing, day and week', async () => {
    const { client: agent, userId } = await signUpActiveAgent();
    const listing = await createListing(agent, { title: 'Analytics bungalow' });
    const sheet = await openHouseWithSheet(agent, 'Analytics cottage');
    const visitor = createApiClient();
    await visitor.get(`/api/properties/${listing.id}`, { 'user-agent': 'viewer-one' });
    await visitor.get(`/api/properties/${listing.id}`, { 'user-agent': 'viewer-one' });
    await visitor.get(`/api/properties/${listing.id}`, { 'user-agent': 'viewer-two' });
    const { client: buyer } = await signUpAs('BUYER');
    await buyer.request('PUT', `/api/users/saved-listings/${listing.id}`);
    await buyer.request('PUT', `/api/users/saved-listings/${listing.id}`);
    const inquiry = await visitor.post<{ id: string }>(`/api/properties/${listing.id}/leads`, {
      name: 'Ivy Inquiry',
      email: 'ivy@example.test',
      message: 'Still available?',
    });
    await visitor.post(`/api/agent/${userId}/leads`, { name: 'Paul Profile', email: 'paul@example.test', message: 'Can you help me sell?' });
    await signIn(sheet.openHouseId, 'Consenting', true);
    await signIn(sheet.openHouseId, 'Silent', false);
    expect((await agent.request('PATCH', `/api/leads/${inquiry.body.id}`, { json: { status: 'contacted' } })).status).toBe(200);
    expect((await agent.request('PATCH', `/api/leads/${inquiry.body.id}`, { json: { notes: 'Called once' } })).status).toBe(200);

    const { body, status } = await analyticsOf(agent);
    expect(status).toBe(200);
    expect(body.totals).toEqual({ views: 2, saves: 1, inquiries: 2, signIns: 2, leads: 4, openHouses: 1, contactableSignIns: 1 });
    expect(body.conversion).toEqual({ openHouses: 1, signIns: 2, contactableSignIns: 1, signInsPerOpenHouse: 2, leadsPerSignIn: 0.5 });
    expect(body.leadStatusNow).toMatchObject({ new: 3, contacted: 1, closed: 0 });
    // The listings are in Austin: today's events count on today's date in Chicago.
    expect(body.timeZones).toEqual(['America/Chicago']);
    const today = body.series.find((point) => point.start === chicagoDate(0));
    expect(today).toMatchObject({ views: 2, saves: 1, inquiries: 2, signIns: 2, leads: 4, leadsByStatus: { new: 4, contacted: 1 } });
    expect(body.listings.map(({ title, views, saves, inquiries, signIns, leads }) => ({ title, views, saves, inquiries, signIns, leads }))).toEqual([
      { title: 'Analytics bungalow', views: 2, saves: 1, inquiries: 1, signIns: 0, leads: 1 },
      { title: 'Analytics cottage', views: 0, saves: 0, inquiries: 0, signIns: 2, leads: 2 },
    ]);
    expect((await agent.get('/api/dashboard/stats')).body).toMatchObject({ totalViews: 2, totalLeads: 4 });

    const weekly = (await analyticsOf(agent, `${AROUND_TODAY}&bucket=week`)).body;
    expect(weekly.series.every((point) => new Date(`${point.start}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(weekly.series.reduce((sum, point) => sum + point.views, 0)).toBe(2);

    const oneListing = (await analyticsOf(agent, `${AROUND_TODAY}&listingId=${sheet.propertyId}`)).body;
    expect(oneListing).toMatchObject({ listingId: sheet.propertyId, leadStatusNow: null, totals: { views: 0, signIns: 2, openHouses: 1, inquiries: 0 } });
    expect(oneListing.listings.map((row) => row.listingId)).toEqual([sheet.propertyId]);
  });

  it('counts each event on the calendar day where its listing is: an 8 PM open house in Honolulu on that evening’s date, not the next UTC day', async () => {
    const { client: agent } = await signUpActiveAgent();
    const created = await agent.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
      title: 'Waikiki evening',
      address: '2005 Kalia Rd, Honolulu, HI 96815',
      price: '915000',
      startsAt: '2026-12-10T20:00',
      endsAt: '2026-12-10T21:30',
    });
    expect(created.status).toBe(201);
    const { body, status } = await analyticsOf(agent, 'from=2026-12-09&to=2026-12-12&timeZone=Pacific/Honolulu');
    expect(status).toBe(200);
    expect(body.timeZones).toEqual(['Pacific/Honolulu']);
    expect(body.series.filter((point) => point.openHouses > 0).map((point) => [point.start, point.openHouses])).toEqual([['2026-12-10', 1]]);
    expect((await analyticsOf(agent, 'timeZone=Mars/Olympus')).status).toBe(400);
  });

  it('keeps the current lead statuses exact when status changes race (a loser is told 409 and changes nothing)', async () => {
    const { client: agent } = await signUpActiveAgent();
    const listing = await createListing(agent);
    const inquiry = await createApiClient().post<{ id: string }>(`/api/properties/${listing.id}/leads`, {
      name: 'Rae Race',
      email: 'rae@example.test',
      message: 'Hi',
    });
    const statuses = ['contacted', 'showing-scheduled', 'under-contract', 'closed', 'lost'] as const;
    const answers = await Promise.all(statuses.map((status) => agent.request('PATCH', `/api/leads/${inquiry.body.id}`, { json: { status } })));
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    const final = (await agent.get<{ items: { status: string }[] }>('/api/leads')).body.items[0]!.status;
    const now = (await analyticsOf(agent)).body.leadStatusNow!;
    expect(Object.entries(now).filter(([, count]) => count > 0)).toEqual([[final, 1]]);
  });

  it("refuses another agent's listing and an unknown one (404), and bad ranges (400, with the field)", async () => {
    const { client: owner } = await signUpActiveAgent();
    const { client: other } = await signUpActiveAgent();
    const listing = await createListing(owner);
    expect((await analyticsOf(other, `listingId=${listing.id}`)).status).toBe(404);
    expect((await analyticsOf(owner, 'listingId=01HZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
    const month = await analyticsOf(owner, 'bucket=month');
    expect(month.status).toBe(400);
    expect(month.body.errors).toEqual([expect.objectContaining({ path: 'query.bucket' })]);
    expect((await analyticsOf(owner, 'from=2026-03-10&to=2026-03-01')).body.errors).toEqual([expect.objectContaining({ path: 'query.to' })]);
    expect((await analyticsOf(owner, 'from=2024-01-01&to=2026-01-01')).body.errors).toEqual([expect.objectContaining({ path: 'query.from' })]);
    expect((await analyticsOf(owner, 'from=2026-02-30')).status).toBe(400);
  });

  it('refuses dates outside 2000–2100 (a `to` past year 9999 once looped until the process died) and keeps answering', async () => {
    const { client: agent } = await signUpAs('AGENT');
    for (const query of ['to=9999-12-31', 'from=9999-12-01', 'to=1999-12-31', 'from=2101-01-01&to=2101-01-02', 'to=+10000-01-01']) {
      const refused = await analyticsOf(agent, query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.message, query).toEqual(expect.any(String));
    }
    expect((await analyticsOf(agent, 'to=9999-12-31')).body.errors).toEqual([
      expect.objectContaining({ path: 'query.to', message: 'Choose a date between 2000 and 2100' }),
    ]);
    const edge = await analyticsOf(agent, 'to=2100-12-31');
    expect(edge.status).toBe(200);
    expect(edge.body.series).toHaveLength(30);
  });

  it("shows a broker their own and their approved agents' numbers, per agent, and not a pending agent's", async () => {
    const name = uniqueBrokerage('Analytics');
    const broker = await signUpActiveAgent('BROKER', { brokerageName: name });
    const member = await signUpActiveAgent('AGENT', { brokerageName: name, displayName: 'Member Mia' });
    const pending = await signUpActiveAgent('AGENT', { brokerageName: name });
    expect((await approve(broker.client, member.userId)).status).toBe(200);
    const memberListing = await createListing(member.client, { title: 'Team listing' });
    const pendingListing = await createListing(pending.client, { title: 'Not yet team' });
    const visitor = createApiClient();
    for (const id of [memberListing.id, pendingListing.id])
      await visitor.post(`/api/properties/${id}/leads`, { name: 'Ivy', email: 'ivy@example.test', message: 'Hello' });

    const team = (await analyticsOf(broker.client)).body;
    expect(team).toMatchObject({ scope: 'team', totals: { inquiries: 1, leads: 1 } });
    expect(team.agents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ agentId: member.userId, name: 'Member Mia', inquiries: 1 }),
        expect.objectContaining({ agentId: broker.userId, inquiries: 0 }),
      ]),
    );
    expect(team.agents).toHaveLength(2);
    expect(team.listings.map((row) => row.title)).toEqual(['Team listing']);
    expect((await analyticsOf(broker.client, `${AROUND_TODAY}&listingId=${memberListing.id}`)).body.totals.inquiries).toBe(1);
    expect((await analyticsOf(broker.client, `listingId=${pendingListing.id}`)).status).toBe(404);
  });
});
