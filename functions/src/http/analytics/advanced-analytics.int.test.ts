import type { TAdvancedAnalyticsResponse } from '@shared/schemas/advanced-analytics.schema';
import type { TAnalyticsResponse } from '@shared/schemas/analytics.schema';
import type { TAnalyticsEvent } from '../../data/analytics-rollups';
import { putOnPlan, signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { seedAnalyticsEvents } from '../../../test/analytics';
import { approve, uniqueBrokerage } from '../../../test/brokerage';
import type { createApiClient } from '../../../test/http-client';
import { createListing } from '../../../test/listings';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; errors?: { path: string; message: string }[] };

const CHICAGO = 'America/Chicago';
/** June 2026 (30 days) beside its previous period, May 2 – May 31. */
const JUNE = 'from=2026-06-01&to=2026-06-30';
const advancedOf = (client: TClient, query = JUNE) => client.get<TAdvancedAnalyticsResponse & TError>(`/api/analytics/advanced?${query}`);

const listingEvent = (
  agentId: string,
  listing: { id: string; title: string },
  at: string,
  counts: TAnalyticsEvent['counts'],
  leadStatus?: TAnalyticsEvent['leadStatus'],
): TAnalyticsEvent => ({
  agentId,
  listing: { ...listing, timeZone: CHICAGO },
  at,
  counts,
  ...(leadStatus ? { leadStatus } : {}),
});
const arrives = { from: null, to: 'new' } as const;

/** An agent with two listings and activity in June and in the weeks before. */
async function agentWithHistory() {
  const agent = await signUpActiveAgent();
  const bungalow = {
    id: (await createListing(agent.client, { title: '=HYPERLINK("http://evil.test","Open"), a bungalow' })).id,
    title: '=HYPERLINK("http://evil.test","Open"), a bungalow',
  };
  const cottage = { id: (await createListing(agent.client, { title: 'Quiet cottage' })).id, title: 'Quiet cottage' };
  const { userId } = agent;
  await seedAnalyticsEvents([
    // June (the range)
    listingEvent(userId, bungalow, '2026-06-10T18:00:00Z', { views: 5 }),
    listingEvent(userId, bungalow, '2026-06-11T18:00:00Z', { inquiries: 1 }, arrives),
    listingEvent(userId, bungalow, '2026-06-12T18:00:00Z', { inquiries: 1 }, arrives),
    listingEvent(userId, cottage, '2026-06-01T17:00:00Z', { signIns: 3, contactableSignIns: 2, openHouses: 1 }),
    ...[1, 2, 3].map(() => listingEvent(userId, cottage, '2026-06-01T17:30:00Z', {}, arrives)),
    { agentId: userId, listing: null, agentTimeZone: CHICAGO, at: '2026-06-20T15:00:00Z', counts: { inquiries: 1 }, leadStatus: arrives },
    listingEvent(userId, bungalow, '2026-06-13T18:00:00Z', {}, { from: 'new', to: 'contacted' }),
    listingEvent(userId, cottage, '2026-06-14T18:00:00Z', {}, { from: 'new', to: 'contacted' }),
    listingEvent(userId, cottage, '2026-06-15T18:00:00Z', {}, { from: 'contacted', to: 'showing-scheduled' }),
    listingEvent(userId, cottage, '2026-06-25T18:00:00Z', {}, { from: 'showing-scheduled', to: 'under-contract' }),
    // The previous period: May 15, and 10 PM on May 31 in Chicago (already June 1 in UTC)
    listingEvent(userId, bungalow, '2026-05-15T18:00:00Z', { views: 3 }),
    listingEvent(userId, bungalow, '2026-06-01T03:00:00Z', { views: 1 }),
    listingEvent(userId, bungalow, '2026-05-20T18:00:00Z', {}, { from: 'new', to: 'contacted' }),
    // Before both: May 1 and July 1 count nowhere
    listingEvent(userId, bungalow, '2026-05-01T18:00:00Z', { views: 7 }),
    listingEvent(userId, cottage, '2026-07-01T18:00:00Z', { views: 11 }),
  ]);
  return { ...agent, bungalow, cottage };
}

const counts = (overrides: Partial<TAnalyticsResponse['totals']> = {}) => ({
  views: 0,
  saves: 0,
  inquiries: 0,
  signIns: 0,
  leads: 0,
  openHouses: 0,
  contactableSignIns: 0,
  ...overrides,
});

describe('GET /api/analytics/advanced', () => {
  it('compares the range with the previous period of the same length: totals, sources, funnel and every listing', async () => {
    const { client, bungalow, cottage } = await agentWithHistory();
    const { status, body } = await advancedOf(client);
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: '2026-06-01', to: '2026-06-30', previous: { from: '2026-05-02', to: '2026-05-31' }, scope: 'agent' });
    expect(body.totals).toEqual({
      current: counts({ views: 5, inquiries: 3, signIns: 3, leads: 6, openHouses: 1, contactableSignIns: 2 }),
      previous: counts({ views: 4 }),
    });
    expect(body.sources.map(({ source, current, previous }) => [source, current, previous])).toEqual([
      ['open-house', 3, 0],
      ['listing', 2, 0],
      ['profile', 1, 0],
    ]);
    expect(body.funnel.map(({ stage, status: leadStatus, current, previous }) => [stage, leadStatus, current, previous])).toEqual([
      ['leads', 'new', 6, 0],
      ['contacted', 'contacted', 2, 1],
      ['showing', 'showing-scheduled', 1, 0],
      ['offer', 'under-contract', 1, 0],
      ['closed', 'closed', 0, 0],
    ]);
    expect(body.listings).toEqual([
      {
        listingId: bungalow.id,
        title: bungalow.title,
        agentId: expect.any(String),
        agentName: null,
        current: counts({ views: 5, inquiries: 2, leads: 2 }),
        previous: counts({ views: 4 }),
      },
      {
        listingId: cottage.id,
        title: 'Quiet cottage',
        agentId: expect.any(String),
        agentName: null,
        current: counts({ signIns: 3, leads: 3, openHouses: 1, contactableSignIns: 2 }),
        previous: counts(),
      },
    ]);

    // A range read day by day at both edges (June 10–12 beside June 7–9) agrees with the rollups of those days.
    const short = (await advancedOf(client, 'from=2026-06-10&to=2026-06-12')).body;
    expect(short.previous).toEqual({ from: '2026-06-07', to: '2026-06-09' });
    expect(short.totals.current).toEqual(counts({ views: 5, inquiries: 2, leads: 2 }));
    expect(short.listings.map((row) => [row.title, row.current.views, row.previous.views])).toEqual([[bungalow.title, 5, 0]]);
  });

  it('accepts up to 731 days and refuses more, a backwards range and a bad date (400 with the field)', async () => {
    const { client } = await signUpActiveAgent();
    const twoYears = await advancedOf(client, 'from=2024-12-01&to=2026-12-01');
    expect(twoYears.status).toBe(200);
    expect(twoYears.body.previous).toEqual({ from: '2022-12-01', to: '2024-11-30' });
    expect((await advancedOf(client, 'from=2024-12-01&to=2026-12-02')).body.errors).toEqual([
      expect.objectContaining({ path: 'query.from', message: 'Choose at most 731 days' }),
    ]);
    expect((await advancedOf(client, 'from=2026-06-10&to=2026-06-01')).body.errors).toEqual([expect.objectContaining({ path: 'query.to' })]);
    for (const query of ['from=2026-02-30', 'to=June', 'from=1999-01-01&to=1999-01-02', 'timeZone=Mars/Olympus'])
      expect((await advancedOf(client, query)).status, query).toBe(400);
  });

  it("shows a broker their approved team's listings with each agent's name, not a pending agent's", async () => {
    const name = uniqueBrokerage('Advanced');
    const broker = await signUpActiveAgent('BROKER', { brokerageName: name });
    const member = await signUpActiveAgent('AGENT', { brokerageName: name, displayName: 'Member Mia' });
    const pending = await signUpActiveAgent('AGENT', { brokerageName: name });
    expect((await approve(broker.client, member.userId)).status).toBe(200);
    const own = { id: (await createListing(broker.client, { title: 'Broker loft' })).id, title: 'Broker loft' };
    const members = { id: (await createListing(member.client, { title: 'Member house' })).id, title: 'Member house' };
    const pendings = { id: (await createListing(pending.client, { title: 'Not yet team' })).id, title: 'Not yet team' };
    await seedAnalyticsEvents([
      listingEvent(broker.userId, own, '2026-06-05T18:00:00Z', { views: 2 }),
      listingEvent(member.userId, members, '2026-06-06T18:00:00Z', { views: 4, inquiries: 1 }, arrives),
      listingEvent(member.userId, members, '2026-05-06T18:00:00Z', { views: 1 }),
      listingEvent(pending.userId, pendings, '2026-06-06T18:00:00Z', { views: 9 }),
    ]);
    const { body } = await advancedOf(broker.client);
    expect(body.scope).toBe('team');
    expect(body.totals.current).toMatchObject({ views: 6, inquiries: 1 });
    expect(body.listings.map((row) => [row.title, row.agentName, row.current.views, row.previous.views])).toEqual([
      ['Member house', 'Member Mia', 4, 1],
      ['Broker loft', expect.any(String), 2, 0],
    ]);
    // The member sees only their own.
    expect((await advancedOf(member.client)).body.listings.map((row) => row.title)).toEqual(['Member house']);
  });

  it("adds up one listing counted by two members (a pooled lead's holder moves its status in their own rollups), under its own agent", async () => {
    const name = uniqueBrokerage('Pooled');
    const broker = await signUpActiveAgent('BROKER', { brokerageName: name });
    const member = await signUpActiveAgent('AGENT', { brokerageName: name, displayName: 'Member Max' });
    expect((await approve(broker.client, member.userId)).status).toBe(200);
    const loft = { id: (await createListing(broker.client, { title: 'Broker loft' })).id, title: 'Broker loft' };
    await seedAnalyticsEvents([
      listingEvent(broker.userId, loft, '2026-06-05T18:00:00Z', { views: 6, inquiries: 1 }, arrives),
      listingEvent(member.userId, loft, '2026-06-07T18:00:00Z', {}, { from: 'new', to: 'contacted' }),
    ]);
    const { body } = await advancedOf(broker.client);
    expect(body.listings).toHaveLength(1);
    expect(body.listings[0]).toMatchObject({ title: 'Broker loft', agentId: broker.userId, current: { views: 6, inquiries: 1 } });
    expect(body.sources.find((row) => row.source === 'listing')?.current).toBe(1);
  });
});

describe('GET /api/analytics/export', () => {
  it('answers the per-listing comparison as CSV with a file name for the range, escaped and safe from formulas', async () => {
    const { client, bungalow, cottage } = await agentWithHistory();
    const response = await client.get<string>(`/api/analytics/export?${JUNE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="analytics-2026-06-01-to-2026-06-30.csv"');
    const lines = response.body.split('\r\n');
    const previous = '(previous period 2026-05-02 to 2026-05-31)';
    expect(lines[0]).toBe(
      [
        'Listing',
        'Listing ID',
        ...['Views', 'Saves', 'Inquiries', 'Open-house sign-ins', 'Leads', 'Open houses'].flatMap((name) => [name, `${name} ${previous}`]),
      ].join(','),
    );
    // The title starts like a formula: a leading apostrophe, then quoted for its comma and quotes.
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.test"",""Open""), a bungalow",${bungalow.id},5,4,0,0,2,0,0,0,2,0,0,0`);
    expect(lines[2]).toBe(`Quiet cottage,${cottage.id},0,0,0,0,0,0,3,0,3,0,1,0`);
    expect(lines[3]).toBe('All activity 2026-06-01 to 2026-06-30,,5,4,0,0,3,0,3,0,6,0,1,0');
    expect(lines.slice(4)).toEqual(['']);
  });

  it('neutralizes every formula start in a title (= + - @) and adds the agent column for a team', async () => {
    const name = uniqueBrokerage('Csv');
    const broker = await signUpActiveAgent('BROKER', { brokerageName: name, displayName: '@Broker Bea' });
    const titles = ['+1 bedroom flat', '-10% price cut', '@home on Elm', 'Plain, "quoted" title'];
    const listings = await Promise.all(titles.map(async (title) => ({ id: (await createListing(broker.client, { title })).id, title })));
    await seedAnalyticsEvents(listings.map((listing, index) => listingEvent(broker.userId, listing, '2026-06-05T18:00:00Z', { views: 10 - index })));
    const csv = (await broker.client.get<string>(`/api/analytics/export?${JUNE}`)).body;
    const firstCells = csv
      .split('\r\n')
      .slice(1, 4)
      .map((line) => line.split(',').slice(0, 2).join(','));
    expect(firstCells).toEqual(["'+1 bedroom flat,'@Broker Bea", "'-10% price cut,'@Broker Bea", "'@home on Elm,'@Broker Bea"]);
    expect(csv.split('\r\n')[4]!.startsWith('"Plain, ""quoted"" title",\'@Broker Bea,')).toBe(true);
    expect(csv.split('\r\n')[0]!.startsWith('Listing,Agent,Listing ID,Views,')).toBe(true);
  });
});

describe('advanced analytics is part of the Solo Annual and Team plans', () => {
  it('refuses Solo monthly on the advanced and export routes (403 naming the plans) and any range but the last 30 days, and answers the basic view', async () => {
    const solo = await signUpActiveAgent();
    await putOnPlan(solo.userId, 'solo_monthly');
    const message = 'Advanced analytics is part of the Solo Annual, Team Monthly and Team Annual plans.';
    for (const path of [`/api/analytics/advanced?${JUNE}`, '/api/analytics/advanced', `/api/analytics/export?${JUNE}`]) {
      const refused = await solo.client.get<TError & { code?: string }>(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message, path).toBe(message);
    }
    const basic = await solo.client.get<TAnalyticsResponse & TError>('/api/analytics');
    expect(basic.status).toBe(200);
    expect(basic.body).toMatchObject({ advancedAnalytics: false });
    expect(basic.body.series).toHaveLength(30);
    const older = await solo.client.get<TError>(`/api/analytics?${JUNE}`);
    expect(older.status).toBe(403);
    expect(older.body.message).toBe(`Only the last 30 days are in basic analytics. ${message}`);
  });

  it('grants it to Solo annual and to a running trial', async () => {
    const annual = await signUpActiveAgent();
    await putOnPlan(annual.userId, 'solo_annual');
    expect((await advancedOf(annual.client)).status).toBe(200);
    expect((await annual.client.get<TAnalyticsResponse>(`/api/analytics?${JUNE}`)).body.advancedAnalytics).toBe(true);
    const { client: trial } = await signUpAs('AGENT');
    expect((await advancedOf(trial)).status).toBe(200);
    expect((await trial.get(`/api/analytics/export?${JUNE}`)).status).toBe(200);
  });
});
