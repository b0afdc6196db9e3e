import { signUpActiveAgent, signUpAs, userIdOf } from '../../../test/accounts';
import { endSubscriptionAtProvider } from '../../../test/billing';
import { createApiClient } from '../../../test/http-client';
import { chicagoDate, chicagoWallTime, createListing } from '../../../test/listings';

type TError = { message: string; errors?: { path: string; message: string }[] };
type TOpenHouse = { id: string; startsAt: string; endsAt: string; date: string; startTime: string; endTime: string; timeZone: string };
type TMap = {
  from: string;
  to: string;
  cursor?: string | null;
  properties: { id: string; title: string; price: number; coordinates: unknown; openHouses: TOpenHouse[] }[];
};

/** Every page of GET /api/map/all-open-houses, following its cursor (the pages' listings together, and the first page). */
async function allMapPages(): Promise<{ first: TMap; properties: TMap['properties'] }> {
  const first = (await createApiClient().get<TMap>('/api/map/all-open-houses')).body;
  const properties = [...first.properties];
  for (let cursor = first.cursor; cursor;) {
    const page = await createApiClient().get<TMap>(`/api/map/all-open-houses?cursor=${encodeURIComponent(cursor)}`);
    expect(page.status).toBe(200);
    properties.push(...page.body.properties);
    cursor = page.body.cursor;
  }
  return { first, properties };
}

describe('POST /api/open-houses (the simple form)', () => {
  it('refuses an agent without a subscription (it would publish a listing), and changes nothing', async () => {
    const { client, email } = await signUpAs('AGENT');
    await endSubscriptionAtProvider(await userIdOf(email));
    const response = await client.post<TError & { code: string }>('/api/open-houses', {
      title: 'Unpaid bungalow',
      address: '2100 Lake Austin Blvd, Austin, TX 78703',
      price: '615000',
      startsAt: chicagoWallTime(24 * 60),
      endsAt: chicagoWallTime(24 * 60 + 120),
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: 'You need an active subscription to create listings.' });
    const own = await client.get<{ properties: unknown[] }>('/api/agent/properties-with-open-houses');
    expect(own.body.properties).toEqual([]);
  });

  it('creates a real listing and open house for a subscribed agent', async () => {
    const { client } = await signUpActiveAgent();
    const response = await client.post<{ propertyId: string; openHouseId: string; message: string }>('/api/open-houses', {
      title: 'Sunny bungalow',
      address: '2100 Lake Austin Blvd, Austin, TX 78703',
      price: '615000',
      startsAt: chicagoWallTime(24 * 60),
      endsAt: chicagoWallTime(24 * 60 + 120),
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Open house created successfully!');
    const property = await createApiClient().get<Record<string, unknown>>(`/api/properties/${response.body.propertyId}`);
    expect(property.body).toMatchObject({
      title: 'Sunny bungalow',
      address: '2100 Lake Austin Blvd',
      city: 'Austin',
      state: 'TX',
      zipCode: '78703',
      price: 615000,
      status: 'active',
    });
    const openHouses = await createApiClient().get<{ items: TOpenHouse[] }>(`/api/properties/${response.body.propertyId}/open-houses`);
    expect(openHouses.body.items).toHaveLength(1);
    expect(openHouses.body.items[0]).toMatchObject({
      id: response.body.openHouseId,
      timeZone: 'America/Chicago',
      startTime: chicagoWallTime(24 * 60).slice(11),
    });
  });

  it('refuses buyers (403), missing fields, one already over and an end before the start (400), writing nothing', async () => {
    const buyer = await signUpAs('BUYER');
    expect((await buyer.client.post('/api/open-houses', {})).status).toBe(403);
    const { client } = await signUpActiveAgent();
    const missing = await client.post<TError>('/api/open-houses', {});
    expect(missing.body.errors?.map((e) => e.path)).toEqual(expect.arrayContaining(['title', 'address', 'price', 'startsAt', 'endsAt']));
    const past = await client.post<TError>('/api/open-houses', {
      title: 'T',
      address: 'A',
      price: 1,
      startsAt: chicagoWallTime(-120),
      endsAt: chicagoWallTime(-60),
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      message: 'The open house has already ended.',
      errors: [{ path: 'endsAt', message: 'The open house must end in the future' }],
    });
    const own = await client.get<{ properties: unknown[] }>('/api/agent/properties-with-open-houses');
    expect(own.body.properties).toEqual([]);
    const backwards = await client.post<TError>('/api/open-houses', {
      title: 'T',
      address: 'A',
      price: 1,
      startsAt: chicagoWallTime(120),
      endsAt: chicagoWallTime(60),
    });
    expect(backwards.body.errors).toEqual([{ path: 'endsAt', message: 'The end must be after the start' }]);
  });

  it('creates one already under way (an agent at the door starts it there): started half an hour ago, ending in an hour and a half', async () => {
    const { client } = await signUpActiveAgent();
    const response = await client.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
      title: 'Door open now',
      address: '2100 Lake Austin Blvd, Austin, TX 78703',
      price: '615000',
      startsAt: chicagoWallTime(-30),
      endsAt: chicagoWallTime(90),
    });
    expect(response.status).toBe(201);
    const openHouses = await createApiClient().get<{ items: TOpenHouse[] }>(`/api/properties/${response.body.propertyId}/open-houses`);
    expect(openHouses.body.items.map((item) => item.id)).toEqual([response.body.openHouseId]);
    expect(Date.parse(openHouses.body.items[0]!.startsAt)).toBeLessThan(Date.now());
  });
});

describe('open houses of a listing', () => {
  it('adds open houses for the owner only, refuses overlaps, and removes them', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const date = chicagoDate(5);
    const first = await client.post<TOpenHouse>(`/api/properties/${id}/open-houses`, {
      date,
      startTime: '10:00',
      endTime: '12:00',
      notes: 'Park on the street',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ date, startTime: '10:00', endTime: '12:00' });
    const overlap = await client.post<TError>(`/api/properties/${id}/open-houses`, { date, startTime: '11:30', endTime: '13:00' });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe('This open house overlaps another open house of this listing.');
    expect((await client.post(`/api/properties/${id}/open-houses`, { date, startTime: '12:00', endTime: '13:00' })).status).toBe(201);
    const intruder = await signUpActiveAgent();
    expect((await intruder.client.post(`/api/properties/${id}/open-houses`, { date: chicagoDate(6), startTime: '10:00', endTime: '11:00' })).status).toBe(403);

    const listed = await createApiClient().get<{ items: TOpenHouse[] }>(`/api/properties/${id}/open-houses`);
    expect(listed.body.items.map((o) => o.startTime)).toEqual(['10:00', '12:00']);
    expect((await intruder.client.request('DELETE', `/api/properties/${id}/open-houses/${first.body.id}`)).status).toBe(403);
    expect((await client.request('DELETE', `/api/properties/${id}/open-houses/${first.body.id}`)).status).toBe(200);
    expect((await createApiClient().get<{ items: TOpenHouse[] }>(`/api/properties/${id}/open-houses`)).body.items).toHaveLength(1);
    const property = await createApiClient().get<{ upcomingOpenHouses: unknown[]; nextOpenHouse: { id: string } }>(`/api/properties/${id}`);
    expect(property.body.upcomingOpenHouses).toHaveLength(1);
  });

  it('serves an RFC 5545 calendar file in the listing time zone', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client, { title: 'Loft, with views; downtown' });
    const oh = await client.post<TOpenHouse>(`/api/properties/${id}/open-houses`, { date: '2027-07-04', startTime: '13:00', endTime: '15:00' });
    const response = await fetch(`${createApiClient().baseUrl}/api/properties/${id}/open-houses/${oh.body.id}/calendar`);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago');
    expect(text).toContain(`UID:${oh.body.id}@localhost`);
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(text).toContain('DTSTART;TZID=America/Chicago:20270704T130000');
    expect(text).toContain('DTEND;TZID=America/Chicago:20270704T150000');
    expect(text).toContain('SUMMARY:Open house: Loft\\, with views\\; downtown');
    expect(text).toContain(`/property/${id}`);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('the map', () => {
  it('lists active listings with open houses in the window, by time, with card fields', async () => {
    const { client } = await signUpActiveAgent();
    const active = await createListing(client, {
      title: 'Map test home',
      price: 455_000,
      coordinates: { lat: 30.27, lng: -97.75 },
      openHouse: { date: chicagoDate(2), startTime: '11:00', endTime: '13:00' },
    });
    const draft = await createListing(client, { status: 'draft', openHouse: { date: chicagoDate(2), startTime: '11:00', endTime: '13:00' } });
    const far = await createListing(client, { openHouse: { date: chicagoDate(45), startTime: '11:00', endTime: '13:00' } });
    const map = await allMapPages();
    const ids = map.properties.map((p) => p.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(far.id);
    expect(map.properties.find((p) => p.id === active.id)).toMatchObject({
      title: 'Map test home',
      price: 455_000,
      coordinates: { lat: 30.27, lng: -97.75 },
    });
    expect(Date.parse(map.first.to) - Date.parse(map.first.from)).toBeGreaterThanOrEqual(30 * 86_400_000);
    const forged = await createApiClient().get<{ errors?: { path: string }[] }>('/api/map/all-open-houses?cursor=abc.def');
    expect(forged.status).toBe(400);
    expect(forged.body.errors?.map((e) => e.path)).toEqual(['query.cursor']);
  });

  it('keeps the map cards in step with edits to the listing', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client, { title: 'Before', openHouse: { date: chicagoDate(3), startTime: '09:00', endTime: '10:00' } });
    await client.request('PUT', `/api/properties/${id}`, {
      json: { ...(await import('../../../test/listings')).makeListing({ title: 'After', price: 999_000 }) },
    });
    const map = await allMapPages();
    expect(map.properties.find((p) => p.id === id)).toMatchObject({ title: 'After', price: 999_000 });
  });

  it("shows one agent's, the agent's own (drafts too) and a brokerage's open houses", async () => {
    const brokerage = `Realty ${Math.random().toString(36).slice(2, 7)}`;
    const broker = await signUpActiveAgent('BROKER', { brokerageName: `  ${brokerage.toUpperCase()} ` });
    const agent = await signUpActiveAgent('AGENT', { brokerageName: brokerage });
    expect((await broker.client.post(`/api/brokerage/team/${agent.userId}/approve`)).status).toBe(200);
    const outsider = await signUpActiveAgent('AGENT', { brokerageName: 'Some Other Realty' });
    const active = await createListing(agent.client, { openHouse: { date: chicagoDate(1), startTime: '10:00', endTime: '11:00' } });
    const draft = await createListing(agent.client, { status: 'draft', openHouse: { date: chicagoDate(1), startTime: '12:00', endTime: '13:00' } });
    const brokersOwn = await createListing(broker.client, { openHouse: { date: chicagoDate(2), startTime: '10:00', endTime: '11:00' } });
    await createListing(outsider.client, { openHouse: { date: chicagoDate(1), startTime: '10:00', endTime: '11:00' } });

    const publicView = await createApiClient().get<TMap>(`/api/agent/${agent.userId}/properties-with-open-houses`);
    expect(publicView.body.properties.map((p) => p.id)).toEqual([active.id]);
    const own = await agent.client.get<TMap>('/api/agent/properties-with-open-houses');
    expect(own.body.properties.map((p) => p.id)).toEqual([active.id, draft.id]);
    expect((await createApiClient().get('/api/agent/01HZZZZZZZZZZZZZZZZZZZZZZZ/properties-with-open-houses')).status).toBe(404);

    const brokerageMap = await createApiClient().get<TMap>(`/api/broker/${broker.userId}/brokerage-open-houses`);
    expect(brokerageMap.body.properties.map((p) => p.id).sort()).toEqual([active.id, brokersOwn.id].sort());
    expect((await broker.client.get<TMap>('/api/broker/brokerage-open-houses')).body.properties).toHaveLength(2);
    expect((await agent.client.get('/api/broker/brokerage-open-houses')).status).toBe(403);
    expect((await createApiClient().get(`/api/broker/${agent.userId}/brokerage-open-houses`)).status).toBe(404);
  });
});
