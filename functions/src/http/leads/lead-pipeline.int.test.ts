import { LEADS_PAGE_SIZE } from '@shared/constants/lead-capture';
import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { storeListingLeads } from '../../../test/leads';
import { createApiClient } from '../../../test/http-client';
import { chicagoWallTime, createListing } from '../../../test/listings';

type TClient = ReturnType<typeof createApiClient>;
type TLead = {
  id: string;
  source: string;
  openHouse: { startsAt: string; endsAt: string; timeZone: string } | null;
  consentGivenAt: string | null;
  name: string;
  email: string;
  listingId: string | null;
  status: string;
  notes: string | null;
  nextFollowUp: string | null;
  score: number;
  reasons: { label: string; points: number }[];
  answers: { question: string; answer: string }[];
};
type TList = { items: TLead[]; total: number; nextCursor: string | null };
type TError = { message: string; errors?: { path: string; message: string }[] };

let clientIds = 0;

/** An open house of a new listing of `agent` with a saved sign-in form asking one yes/no question. */
async function signInSheetOf(agent: TClient, title: string) {
  const created = await agent.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
    title,
    address: '2100 Lake Austin Blvd, Austin, TX 78703',
    price: '615000',
    startsAt: chicagoWallTime(30),
    endsAt: chicagoWallTime(150),
  });
  const { propertyId, openHouseId } = created.body;
  await agent.request('PUT', `/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`, {
    json: { questions: [{ id: 'first-home', kind: 'yes-no', label: 'First home?' }] },
  });
  return { propertyId, openHouseId };
}

const signIn = (openHouseId: string, overrides: Record<string, unknown>, visitor: TClient = createApiClient()) =>
  visitor.post(`/api/open-houses/${openHouseId}/sign-ins`, {
    clientId: `pipeline-${Date.now().toString(36)}-${(clientIds++).toString(36)}`,
    workingWithAgent: 'no',
    consent: false,
    answers: {},
    ...overrides,
  });

describe('GET /api/leads', () => {
  it('lists every lead of the caller with a score and its reasons; filters, searches and sorts', async () => {
    const { client: agent } = await signUpActiveAgent();
    const first = await signInSheetOf(agent, 'Pipeline cottage');
    const second = await signInSheetOf(agent, 'Pipeline loft');
    const listing = await createListing(agent, { title: 'Pipeline bungalow' });
    await createApiClient().post(`/api/properties/${listing.id}/leads`, { name: 'Ivy Inquiry', email: 'ivy@example.test', message: 'Is it still available?' });
    // Harper signs in at both open houses from her account: the same person, so both visits count.
    const harperAccount = (await signUpAs('BUYER')).client;
    await signIn(
      first.openHouseId,
      {
        name: 'Hot Harper',
        email: 'harper@example.test',
        phone: '512-555-0101',
        financing: 'pre-approved',
        timeframe: 'now',
        consent: true,
        answers: { 'first-home': 'yes' },
      },
      harperAccount,
    );
    await signIn(second.openHouseId, { name: 'Hot Harper', email: 'harper@example.test' }, harperAccount);
    await signIn(first.openHouseId, { name: 'Agent Andy', email: 'andy@example.test', workingWithAgent: 'yes' });

    const all = await agent.get<TList>('/api/leads?sort=score');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    const harper = all.body.items[0]!;
    expect(harper).toMatchObject({ name: 'Hot Harper', source: 'open-house', status: 'new', answers: [{ question: 'First home?', answer: 'Yes' }] });
    expect(harper.reasons).toEqual([
      { label: 'Starting score', points: 20 },
      { label: 'Pre-approved', points: 20 },
      { label: 'Wants to buy now', points: 25 },
      { label: 'Left a phone number', points: 5 },
      { label: 'Agreed to be contacted', points: 5 },
      { label: 'Interested in 2 of your listings', points: 5 },
      { label: 'Signed in at 2 of your open houses', points: 10 },
    ]);
    expect(harper.score).toBe(90);
    const andy = all.body.items.find((lead) => lead.name === 'Agent Andy');
    expect(andy).toMatchObject({
      score: 0,
      reasons: [
        { label: 'Starting score', points: 20 },
        { label: 'Already has an agent', points: -30 },
        { label: 'Raised to 0, the lowest score', points: 10 },
      ],
    });
    const sheet = (await createApiClient().get<{ startsAt: string; endsAt: string; timeZone: string }>(`/api/open-houses/${first.openHouseId}/sign-in-form`))
      .body;
    expect(harper.openHouse).toEqual({ startsAt: sheet.startsAt, endsAt: sheet.endsAt, timeZone: sheet.timeZone });
    expect(Date.parse(harper.consentGivenAt ?? '')).toBeGreaterThan(Date.now() - 600_000);
    expect(andy?.consentGivenAt).toBeNull();
    expect(all.body.items.find((lead) => lead.name === 'Ivy Inquiry')).toMatchObject({ openHouse: null, consentGivenAt: null });
    expect(all.body.items.at(-1)?.name).toBe('Agent Andy');

    expect((await agent.get<TList>('/api/leads?source=listing')).body.items.map((l) => l.name)).toEqual(['Ivy Inquiry']);
    expect((await agent.get<TList>(`/api/leads?listingId=${second.propertyId}`)).body.items.map((l) => l.name)).toEqual(['Hot Harper']);
    expect((await agent.get<TList>('/api/leads?q=ANDY@')).body.items.map((l) => l.name)).toEqual(['Agent Andy']);
    const recent = await agent.get<TList>('/api/leads');
    expect(recent.body.items.map((l) => l.name)).toEqual(['Agent Andy', 'Hot Harper', 'Hot Harper', 'Ivy Inquiry']);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await agent.get<TList>(`/api/leads?from=${tomorrow}`)).body.total).toBe(0);

    const other = await signUpActiveAgent();
    expect((await other.client.get<TList>('/api/leads')).body).toEqual({ items: [], total: 0, nextCursor: null });
    const bad = await agent.get<TError>('/api/leads?status=hot&sort=random');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.path).sort()).toEqual(['query.sort', 'query.status']);
  });
});

describe("GET /api/leads scores a buyer's messages, and a signed-in buyer's views and saves", () => {
  it('counts the messages the buyer wrote and the listings of the agent they viewed and saved, and forgets an unsaved one', async () => {
    const { client: agent } = await signUpActiveAgent();
    const listings = await Promise.all(['Viewed cottage', 'Viewed loft', 'Viewed ranch'].map((title) => createListing(agent, { title })));
    const buyer = await signUpAs('BUYER');
    for (const listing of listings) expect((await buyer.client.get(`/api/properties/${listing.id}`)).status).toBe(200);
    expect((await buyer.client.request('PUT', `/api/users/saved-listings/${listings[0]?.id}`)).status).toBe(200);
    await buyer.client.post(`/api/properties/${listings[1]?.id}/leads`, { name: 'Signed-in Sam', email: buyer.email, message: 'Can I see it Sunday?' });
    await buyer.client.post(`/api/properties/${listings[1]?.id}/leads`, { name: 'Signed-in Sam', email: buyer.email, message: 'Or Monday?' });

    const reasonsOfSam = async () => (await agent.get<TList>('/api/leads')).body.items.find((lead) => lead.name === 'Signed-in Sam')?.reasons;
    expect(await reasonsOfSam()).toEqual(
      expect.arrayContaining([
        { label: 'Wrote to you 2 times', points: 5 },
        { label: 'Viewed 3 of your listings', points: 10 },
        { label: 'Saved your listing', points: 10 },
      ]),
    );
    expect((await buyer.client.request('DELETE', `/api/users/saved-listings/${listings[0]?.id}`)).status).toBe(200);
    expect((await reasonsOfSam())?.map((reason) => reason.label)).not.toContain('Saved your listing');

    const anonymous = createApiClient();
    await anonymous.get(`/api/properties/${listings[2]?.id}`);
    await anonymous.post(`/api/properties/${listings[2]?.id}/leads`, { name: 'Anonymous Ann', email: 'ann@example.test', message: 'Hi' });
    const ann = (await agent.get<TList>('/api/leads')).body.items.find((lead) => lead.name === 'Anonymous Ann');
    expect(ann?.reasons.map((reason) => reason.label)).toEqual(['Starting score', 'Wrote a message']);
  });
});

describe('GET /api/leads counts only the same lead or the same signed-in account toward a score', () => {
  it('does not raise the victim’s score when a stranger signs in typing the victim’s e-mail, with or without an account', async () => {
    const { client: agent } = await signUpActiveAgent();
    const sheets = await Promise.all(['Victim cottage', 'Stranger loft', 'Stranger ranch'].map((title) => signInSheetOf(agent, title)));
    const victim = await signUpAs('BUYER');
    expect((await signIn(sheets[0]!.openHouseId, { name: 'Vera Victim', email: 'victim@example.com' }, victim.client)).status).toBe(201);
    const before = (await agent.get<TList>('/api/leads')).body.items.find((lead) => lead.name === 'Vera Victim');
    const victimLead = async () => (await agent.get<TList>('/api/leads')).body.items.find((lead) => lead.id === before?.id);
    expect(before?.reasons).toEqual([{ label: 'Starting score', points: 20 }]);

    // A stranger signs in at the agent's other open houses typing victim@example.com: anonymously, then from their own account.
    const stranger = await signUpAs('BUYER');
    expect((await signIn(sheets[1]!.openHouseId, { name: 'Vera Victim', email: 'victim@example.com' })).status).toBe(201);
    expect((await signIn(sheets[2]!.openHouseId, { name: 'Vera Victim', email: 'victim@example.com' }, stranger.client)).status).toBe(201);
    expect((await signIn(sheets[1]!.openHouseId, { name: 'Mallory', email: 'VICTIM@example.com' }, stranger.client)).status).toBe(201);
    await createApiClient().post(`/api/properties/${sheets[2]!.propertyId}/leads`, { name: 'Vera Victim', email: 'victim@example.com', message: 'Call me' });

    const after = await victimLead();
    expect(after?.score).toBe(20);
    expect(after?.reasons).toEqual([{ label: 'Starting score', points: 20 }]);
    // The stranger's own account's two sign-ins do count together, on the stranger's leads only.
    const strangers = (await agent.get<TList>('/api/leads')).body.items.filter(
      (lead) => lead.id !== before?.id && lead.openHouse !== null && lead.reasons.some((reason) => reason.label === 'Signed in at 2 of your open houses'),
    );
    expect(strangers).toHaveLength(2);
  });
});

describe('GET /api/leads, page by page', () => {
  /** Follows `nextCursor` from the first page to the last. */
  async function everyPage(agent: TClient, query: string): Promise<TList[]> {
    const pages = [(await agent.get<TList>(`/api/leads?${query}`)).body];
    while (pages.at(-1)?.nextCursor) pages.push((await agent.get<TList>(`/api/leads?${query}&cursor=${pages.at(-1)?.nextCursor}`)).body);
    return pages;
  }

  it('pages through every matching lead once, in order, by recency and by score', async () => {
    const agent = await signUpActiveAgent();
    const stored = await storeListingLeads(agent.userId, LEADS_PAGE_SIZE * 2 + 7);

    const recent = await everyPage(agent.client, 'sort=recent');
    expect(recent.map((page) => page.items.length)).toEqual([LEADS_PAGE_SIZE, LEADS_PAGE_SIZE, 7]);
    expect(recent.every((page) => page.total === stored.length)).toBe(true);
    expect(recent.flatMap((page) => page.items.map((lead) => lead.id))).toEqual(stored.map((lead) => lead.id).reverse());

    const byScore = (await everyPage(agent.client, 'sort=score')).flatMap((page) => page.items);
    expect(new Set(byScore.map((lead) => lead.id)).size).toBe(stored.length);
    expect(byScore.map((lead) => lead.score)).toEqual(byScore.map((lead) => lead.score).sort((a, b) => b - a));
  });

  it('resumes after the last lead shown: a lead arriving between two pages is neither repeated nor skipped', async () => {
    const agent = await signUpActiveAgent();
    const stored = await storeListingLeads(agent.userId, LEADS_PAGE_SIZE + 5);
    const first = (await agent.client.get<TList>('/api/leads')).body;
    const [newest] = await storeListingLeads(agent.userId, 1);

    const second = (await agent.client.get<TList>(`/api/leads?cursor=${first.nextCursor}`)).body;
    expect(second.total).toBe(stored.length + 1);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((lead) => lead.id)).toEqual(stored.map((lead) => lead.id).reverse());
    expect((await agent.client.get<TList>('/api/leads')).body.items[0]?.id).toBe(newest?.id);
  });

  it("refuses a cursor on other filters or another agent's leads", async () => {
    const agent = await signUpActiveAgent();
    await storeListingLeads(agent.userId, LEADS_PAGE_SIZE + 1);
    const { nextCursor } = (await agent.client.get<TList>('/api/leads?sort=score')).body;
    expect(nextCursor).toEqual(expect.any(String));

    const onOtherFilters = await agent.client.get<TError>(`/api/leads?sort=recent&cursor=${nextCursor}`);
    expect(onOtherFilters.status).toBe(400);
    expect(onOtherFilters.body).toMatchObject({ message: 'Invalid cursor', errors: [{ path: 'query.cursor', message: 'Invalid cursor' }] });
    const other = await signUpActiveAgent();
    expect((await other.client.get<TError>(`/api/leads?sort=score&cursor=${nextCursor}`)).status).toBe(400);
  });
});

describe('PATCH /api/leads/{id}', () => {
  it("sets status, notes and follow-up for the lead's agent only, and filters by status", async () => {
    const { client: agent } = await signUpActiveAgent();
    const { openHouseId } = await signInSheetOf(agent, 'Pipeline ranch');
    const created = await signIn(openHouseId, { name: 'Nora Notes', email: 'nora@example.test' });
    const id = (created.body as { id: string }).id;

    const updated = await agent.request<TLead>('PATCH', `/api/leads/${id}`, {
      json: { status: 'contacted', notes: 'Call after 5pm', nextFollowUp: '2026-12-01' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ id, status: 'contacted', notes: 'Call after 5pm', nextFollowUp: '2026-12-01' });
    const cleared = await agent.request<TLead>('PATCH', `/api/leads/${id}`, { json: { nextFollowUp: null } });
    expect(cleared.body).toEqual({ id, status: 'contacted', notes: 'Call after 5pm', nextFollowUp: null });
    expect((await agent.get<TList>('/api/leads?status=contacted')).body.items.map((l) => l.id)).toEqual([id]);
    expect((await agent.get<TList>('/api/leads?status=new')).body.items).toEqual([]);

    const bad = await agent.request<TError>('PATCH', `/api/leads/${id}`, { json: { status: 'hot', nextFollowUp: 'tomorrow' } });
    expect(bad.status).toBe(400);
    const intruder = await signUpActiveAgent();
    expect((await intruder.client.request('PATCH', `/api/leads/${id}`, { json: { status: 'lost' } })).status).toBe(404);
    expect((await agent.get<TList>('/api/leads')).body.items[0]).toMatchObject({ status: 'contacted', notes: 'Call after 5pm', nextFollowUp: null });
  });
});

describe('GET /api/leads/export', () => {
  it('sends the filtered leads as CSV a spreadsheet cannot run as formulas', async () => {
    const { client: agent } = await signUpActiveAgent();
    const { openHouseId } = await signInSheetOf(agent, 'Pipeline duplex');
    await signIn(openHouseId, { name: '=HYPERLINK("http://evil.test","Click")', email: 'mallory@example.test', financing: 'cash' });
    await signIn(openHouseId, { name: 'Plain, Person', email: 'plain@example.test', workingWithAgent: 'yes' });

    const csv = await agent.request<string>('GET', '/api/leads/export?sort=score');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="leads.csv"');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('Received,Name,Email,Phone,Source,Listing,Status,Score,Score reasons,Next follow-up,Notes,Message,Answers,Consent to be contacted');
    expect(lines[1]).toContain(
      `,"'=HYPERLINK(""http://evil.test"",""Click"")",mallory@example.test,,Visited Open House,Pipeline duplex,New,45,Starting score +20; Pays cash +25,`,
    );
    expect(lines[2]).toContain(',"Plain, Person",plain@example.test,');
    expect(lines).toHaveLength(4);
    const onlyAgented = await agent.request<string>('GET', '/api/leads/export?q=plain');
    expect(onlyAgented.body.split('\r\n')).toHaveLength(3);
  });
});
