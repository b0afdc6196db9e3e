import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { signUpActiveAgent, signUpAs, userIdOf } from '../../../test/accounts';
import { endSubscriptionAtProvider } from '../../../test/billing';
import { createApiClient } from '../../../test/http-client';
import { createTestDeps } from '../../../test/test-deps';
import type { TCreatePropertyRequest } from '@shared/schemas/property.schema';
import { chicagoDate, createListing, makeListing } from '../../../test/listings';

type TError = { message: string; errors?: { path: string; message: string }[] };
type TProperty = {
  id: string;
  status: string;
  price: number;
  upcomingOpenHouses: { startsAt: string; endsAt: string }[];
  viewCount: number;
  agent: { name: string } | null;
  images: string[];
};
type TList = { items: { id: string; price: number; bedrooms: number; title: string }[]; nextCursor: string | null; total: number | null };

const token = () => `zq${Math.random().toString(36).slice(2, 9)}`;

describe('POST /api/properties', () => {
  it('refuses visitors (401), buyers (403) and agents without an active subscription (403)', async () => {
    expect((await createApiClient().post('/api/properties', makeListing())).status).toBe(401);
    expect((await (await signUpAs('BUYER')).client.post('/api/properties', makeListing())).status).toBe(403);
    const lapsed = await signUpAs('AGENT');
    await endSubscriptionAtProvider(await userIdOf(lapsed.email));
    const inactive = await lapsed.client.post<TError>('/api/properties', makeListing());
    expect(inactive.status).toBe(403);
    expect(inactive.body.message).toBe('You need an active subscription to create listings.');
  });

  it('creates a listing with its open house, in the listing time zone, with the spec defaults', async () => {
    const { client } = await signUpActiveAgent();
    const date = chicagoDate(3);
    const response = await client.post<TProperty & Record<string, unknown>>('/api/properties', {
      address: '77 Rainey St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      price: '525,000',
      propertyType: 'condo',
      openHouse: { date, startTime: '13:00', endTime: '15:30' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      price: 525000,
      bedrooms: 1,
      bathrooms: 1,
      squareFeet: 0,
      status: 'active',
      title: '77 Rainey St',
      timeZone: 'America/Chicago',
      images: [],
    });
    const [openHouse] = response.body.upcomingOpenHouses;
    const local = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Chicago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
    expect(local(openHouse!.startsAt)).toBe('13:00');
    expect(local(openHouse!.endsAt)).toBe('15:30');
    expect((response.body.nextOpenHouse as { id: string }).id).toBeTruthy();
  });

  it.each([
    [{ price: 'abc' }, 'price', 'Price must be a whole number of dollars'],
    [{ price: 12.5 }, 'price', 'Price must be a whole number of dollars'],
    [{ zipCode: '7870' }, 'zipCode', 'Enter a 5-digit ZIP code'],
    [{ state: 'ON' }, 'state', 'Choose a state'],
    [{ bedrooms: 100 }, 'bedrooms', 'Bedrooms must be 0 (studio) to 99'],
    [{ bathroomsHalf: 1.5 }, 'bathroomsHalf', 'Half bathrooms must be a whole number'],
    [{ propertyType: 'commercial' }, 'propertyType', 'Choose a property type'],
    [{ yearBuilt: 1200 }, 'yearBuilt', 'Year built must be 1600 or later'],
    [{ address: '  ' }, 'address', 'Address is required'],
    [{ openHouse: { date: '2026-05-01', startTime: '15:00', endTime: '14:00' } }, 'openHouse.endTime', 'End time must be after start time'],
    [{ openHouse: { date: '2026-05-01' } }, 'openHouse.startTime', 'Invalid input: expected string, received undefined'],
  ])('refuses %j with a field error', async (override, path, message) => {
    const { client } = await signUpActiveAgent();
    const response = await client.post<TError>('/api/properties', makeListing(override as never));
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path, message });
  });

  it('rejects a listing whose open house is over as a whole: nothing is written', async () => {
    const { client } = await signUpActiveAgent();
    const response = await client.post<TError>('/api/properties', makeListing({ openHouse: { date: chicagoDate(-1), startTime: '10:00', endTime: '11:00' } }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'openHouse.endTime', message: 'The open house must end in the future' }]);
    const me = await client.get<{ id: string }>('/api/auth/user');
    const own = await client.get<TList>(`/api/properties?userId=${me.body.id}&status=all`);
    expect(own.body.items).toEqual([]);
  });
});

describe('listing by hand in any US state or territory', () => {
  /** The hour:minute an instant shows on a zone's wall clock. */
  const wallClock = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

  it('lists a Georgia studio with 1 full + 1 half bath and its facts, in Atlanta’s zone; "Listed" is when it was published', async () => {
    const { client } = await signUpActiveAgent();
    const response = await client.post<Record<string, unknown>>('/api/properties', {
      address: '230 Peachtree St NW Unit 1204',
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30303',
      price: 289_000,
      propertyType: 'condo',
      bedrooms: 0,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFeet: 540,
      yearBuilt: 1985,
      associationFee: 410,
      associationFeeFrequency: 'monthly',
      subdivisionName: 'Peachtree Center Residences at Downtown',
      coordinates: { lat: 33.7596, lng: -84.3877 },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      state: 'GA',
      timeZone: 'America/New_York',
      bedrooms: 0,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      marketStatus: 'active',
      yearBuilt: 1985,
      associationFee: 410,
      associationFeeFrequency: 'monthly',
      subdivisionName: 'Peachtree Center Residences at Downtown',
      daysOnMarket: 0,
    });
    expect(Date.parse(response.body.listedAt as string)).toBeGreaterThan(Date.now() - 120_000);
  });

  it('lists in Honolulu with its open house on Hawaii’s clock, on the listing and in the calendar file', async () => {
    const { client } = await signUpActiveAgent();
    const date = chicagoDate(4);
    const response = await client.post<TProperty & { timeZone: string }>('/api/properties', {
      address: '1600 Ala Moana Blvd',
      city: 'Honolulu',
      state: 'HI',
      zipCode: '96815',
      price: 1_450_000,
      propertyType: 'land',
      lotSizeAcres: 2.5,
      openHouse: { date, startTime: '10:00', endTime: '12:00' },
    });
    expect(response.status).toBe(201);
    // No coordinates: the state's zone.
    expect(response.body).toMatchObject({ timeZone: 'Pacific/Honolulu', propertyType: 'land', lotSizeSquareFeet: 108_900 });
    const [openHouse] = response.body.upcomingOpenHouses as { id: string; startsAt: string; endsAt: string }[];
    expect([wallClock(openHouse!.startsAt, 'Pacific/Honolulu'), wallClock(openHouse!.endsAt, 'Pacific/Honolulu')]).toEqual(['10:00', '12:00']);
    const ics = await (await fetch(`${createApiClient().baseUrl}/api/properties/${response.body.id}/open-houses/${openHouse!.id}/calendar`)).text();
    expect(ics).toContain(`DTSTART;TZID=Pacific/Honolulu:${date.replaceAll('-', '')}T100000`);
    expect(ics).toContain('BEGIN:VTIMEZONE');
  });

  it('reads a listing sent in the older form (one bathrooms number) as full and half baths', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client, { bathrooms: 2.5, bedrooms: 7 });
    expect((await client.get(`/api/properties/${id}`)).body).toMatchObject({ bedrooms: 7, bathrooms: 2.5, bathroomsFull: 2, bathroomsHalf: 1 });
  });

  it('keeps a pending listing in browse only when asked, and a closed one off browse but on its page', async () => {
    const { client } = await signUpActiveAgent();
    const tag = token();
    const active = await createListing(client, { title: `${tag} active` });
    const pending = await createListing(client, { title: `${tag} pending`, marketStatus: 'pending' });
    const closed = await createListing(client, { title: `${tag} closed`, marketStatus: 'closed' });
    const ids = async (query: string) => (await createApiClient().get<TList>(`/api/properties?q=${tag}${query}`)).body.items.map((i) => i.id).sort();
    expect(await ids('')).toEqual([active.id]);
    expect(await ids('&includeUnderContract=true')).toEqual([active.id, pending.id].sort());
    const page = await createApiClient().get<{ marketStatus: string; daysOnMarket: number | null }>(`/api/properties/${closed.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ marketStatus: 'closed', daysOnMarket: null });
  });
});

describe('GET /api/properties/{id}', () => {
  it('shows an active listing to anyone, with the agent, and 404s an unknown id', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const response = await createApiClient().get<TProperty>(`/api/properties/${id}`);
    expect(response.status).toBe(200);
    expect(response.body.agent?.name).toBe('Test AGENT');
    expect((await createApiClient().get<TError>('/api/properties/01HZZZZZZZZZZZZZZZZZZZZZZZ')).body).toEqual({
      message: 'Property Not Found',
      code: 'NOT_FOUND',
    });
    expect((await createApiClient().get<TError>('/api/properties/not-an-id')).body).toEqual({ message: 'Property Not Found', code: 'NOT_FOUND' });
  });

  it('shows a draft to its owner only', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client, { status: 'draft' });
    expect((await client.get(`/api/properties/${id}`)).status).toBe(200);
    expect((await createApiClient().get(`/api/properties/${id}`)).status).toBe(404);
    expect((await (await signUpActiveAgent()).client.get(`/api/properties/${id}`)).status).toBe(404);
  });

  it('counts a view once per viewer per half hour, never the owner, and feeds the dashboard', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const visitor = createApiClient();
    const first = await visitor.get<TProperty>(`/api/properties/${id}`, { 'user-agent': 'viewer-one' });
    const again = await visitor.get<TProperty>(`/api/properties/${id}`, { 'user-agent': 'viewer-one' });
    const other = await visitor.get<TProperty>(`/api/properties/${id}`, { 'user-agent': 'viewer-two' });
    await client.get(`/api/properties/${id}`);
    expect([first.body.viewCount, again.body.viewCount, other.body.viewCount]).toEqual([1, 1, 2]);
    const stats = await client.get('/api/dashboard/stats');
    expect(stats.body).toMatchObject({ totalViews: 2 });
  });
});

describe('GET /api/properties (browse)', () => {
  async function seedSearchable(prices: [number, number][]) {
    const { client } = await signUpActiveAgent();
    const tag = token();
    for (const [price, bedrooms] of prices) await createListing(client, { title: `${tag} home ${price}`, price, bedrooms });
    return tag;
  }

  it('filters by price bucket (inclusive bounds) and bedrooms, and sorts on the server', async () => {
    const tag = await seedSearchable([
      [300_000, 2],
      [300_001, 3],
      [500_000, 4],
      [750_001, 5],
      [120_000, 1],
    ]);
    const titles = async (query: string) => (await createApiClient().get<TList>(`/api/properties?q=${tag}&${query}`)).body.items.map((i) => i.price);
    expect(await titles('priceRange=under-300k&sort=price-asc')).toEqual([120_000, 300_000]);
    expect(await titles('priceRange=300k-500k&sort=price-desc')).toEqual([500_000, 300_001]);
    expect(await titles('priceRange=750k-plus')).toEqual([750_001]);
    expect(await titles('minBedrooms=3&sort=price-asc')).toEqual([300_001, 500_000, 750_001]);
    expect(await titles('sort=bedrooms-desc')).toEqual([750_001, 500_000, 300_001, 300_000, 120_000]);
    expect(await titles('sort=newest')).toEqual([120_000, 750_001, 500_000, 300_001, 300_000]);
    expect(await titles('minBedrooms=4&sort=bedrooms-desc&priceRange=300k-500k')).toEqual([500_000]);
    expect(await titles('minBedrooms=4&sort=bedrooms-desc&priceRange=500k-750k')).toEqual([]);
  });

  it('pages with a cursor: no duplicates, no gaps, same order', async () => {
    const prices: [number, number][] = [1, 2, 3, 4, 5, 6, 7].map((n) => [200_000 + n * 1000, 2]);
    const tag = await seedSearchable(prices);
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const response: { body: TList } = await createApiClient().get<TList>(
        `/api/properties?q=${tag}&sort=price-asc&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...response.body.items.map((i) => i.price));
      cursor = response.body.nextCursor;
      pages++;
    }
    expect(seen).toEqual(prices.map(([p]) => p));
    expect(pages).toBe(3);
  });

  it('answers the exact total from the counters and keeps it right across edits and deletes', async () => {
    const total = async () => (await createApiClient().get<TList>('/api/properties?priceRange=750k-plus&minBedrooms=5&limit=1')).body.total ?? -1;
    const before = await total();
    const { client } = await signUpActiveAgent();
    const a = await createListing(client, { price: 2_000_000, bedrooms: 5 });
    const b = await createListing(client, { price: 2_100_000, bedrooms: 5 });
    await createListing(client, { price: 2_200_000, bedrooms: 5, status: 'draft' });
    expect(await total()).toBe(before + 2);
    expect((await client.request('PUT', `/api/properties/${a.id}`, { json: makeListing({ price: 400_000, bedrooms: 5 }) })).status).toBe(200);
    expect(await total()).toBe(before + 1);
    expect((await client.request('DELETE', `/api/properties/${b.id}`)).status).toBe(200);
    expect(await total()).toBe(before);
  });

  it('gives a null total for a text search, refuses a forged cursor, and caps the page size', async () => {
    const client = createApiClient();
    expect((await client.get<TList>('/api/properties?q=austin')).body.total).toBeNull();
    const forged = await client.get<TError>(`/api/properties?cursor=${Buffer.from('{"pk":1}').toString('base64url')}`);
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Invalid cursor');
    expect((await client.get('/api/properties?limit=101')).status).toBe(400);
  });

  it("lists an agent's own drafts only to that agent", async () => {
    const { client, userId } = await signUpActiveAgent();
    await createListing(client, { status: 'draft' });
    await createListing(client);
    expect((await client.get<TList>(`/api/properties?userId=${userId}&status=all`)).body.items).toHaveLength(2);
    expect((await createApiClient().get<TList>(`/api/properties?userId=${userId}&status=all`)).body.items).toHaveLength(1);
  });
});

describe('PUT and DELETE /api/properties/{id}', () => {
  it('lets only the owner edit; publishing a draft needs an active subscription', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client, { status: 'draft' });
    const edited = await client.request<TProperty & { title: string }>('PUT', `/api/properties/${id}`, {
      json: makeListing({ title: 'Renovated', status: 'draft', price: 480_000 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Renovated', price: 480_000 });
    const other = await (await signUpActiveAgent()).client.request('PUT', `/api/properties/${id}`, { json: makeListing() });
    expect(other.status).toBe(403);

    const lapsed = await signUpAs('AGENT');
    const blocked = await lapsed.client.request('PUT', `/api/properties/${id}`, { json: makeListing() });
    expect(blocked.status).toBe(403);
  });

  it('keeps a typed title through a save that does not change it; an address-only title follows the address', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client, { title: '3-bed condo in Downtown', status: 'draft' });
    const titleAfter = async (changes: Partial<TCreatePropertyRequest>) => {
      const { title: _title, ...withoutTitle } = makeListing({ status: 'draft', ...changes });
      const saved = await client.request<TProperty & { title: string }>('PUT', `/api/properties/${id}`, {
        json: 'title' in changes ? { ...withoutTitle, title: changes.title } : withoutTitle,
      });
      expect(saved.status).toBe(200);
      return saved.body.title;
    };
    // A client that sends no title (the form before it had the field) leaves it, whatever else it saves.
    expect(await titleAfter({ address: '6762 Lamar Blvd' })).toBe('3-bed condo in Downtown');
    expect(await titleAfter({ title: '3-bed condo in Downtown' })).toBe('3-bed condo in Downtown');
    // Cleared on purpose, the street address is the title, and follows it from then on.
    expect(await titleAfter({ title: '' })).toBe('1201 Barton Springs Rd');
    expect(await titleAfter({ address: '6762 Lamar Blvd' })).toBe('6762 Lamar Blvd');
  });

  it('deletes listing and open houses for the owner; the leads stay readable to the owner only', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client, { openHouse: { date: chicagoDate(2), startTime: '10:00', endTime: '12:00' } });
    await createApiClient().post(`/api/properties/${id}/leads`, { name: 'Lee Buyer', email: 'lee@example.test', message: 'Is it still available?' });
    const intruder = await signUpActiveAgent();
    expect((await intruder.client.request('DELETE', `/api/properties/${id}`)).status).toBe(403);

    const deleted = await client.request('DELETE', `/api/properties/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Property and open house deleted successfully' });
    expect((await client.get(`/api/properties/${id}`)).status).toBe(404);
    expect((await client.get('/api/dashboard/stats')).body).toMatchObject({ totalProperties: 0, activeOpenHouses: 0, totalLeads: 1 });
    const leads = await client.get<{ items: { name: string; listingTitle: string }[] }>(`/api/properties/${id}/leads`);
    expect(leads.body.items).toEqual([expect.objectContaining({ name: 'Lee Buyer', listingTitle: '1201 Barton Springs Rd' })]);
    expect((await intruder.client.get(`/api/properties/${id}/leads`)).status).toBe(404);
  });
});

describe('deleting a listing with past open houses', () => {
  it('removes the past open houses too (outside the transaction that removes the upcoming ones)', async () => {
    const { client } = await signUpActiveAgent();
    const start = new Date(Date.now() + 1000);
    const created = await client.post<{ propertyId: string }>('/api/open-houses', {
      title: 'Short showing',
      address: '9 Past St, Austin, TX 78701',
      price: 250000,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 500).toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start.getTime() + 600 - Date.now())));
    expect((await client.request('DELETE', `/api/properties/${created.body.propertyId}`)).status).toBe(200);
    const { deps } = createTestDeps();
    const left = await deps.db.client.send(
      new QueryCommand({
        TableName: deps.db.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `PROPERTY#${created.body.propertyId}` },
      }),
    );
    expect(left.Items?.filter((item) => String(item.sk).startsWith('OPENHOUSE#'))).toEqual([]);
  });
});

describe('GET /api/properties?include=openHouses', () => {
  it("adds each listing's upcoming open houses without extra calls", async () => {
    const { client, userId } = await signUpActiveAgent();
    const { id } = await createListing(client, { openHouse: { date: chicagoDate(2), startTime: '10:00', endTime: '11:00' } });
    await createListing(client);
    const response = await client.get<{ items: { id: string; openHouses?: unknown[] }[] }>(`/api/properties?userId=${userId}&status=all&include=openHouses`);
    expect(response.body.items.map((i) => [i.id === id, i.openHouses?.length])).toEqual([
      [false, 0],
      [true, 1],
    ]);
  });
});
