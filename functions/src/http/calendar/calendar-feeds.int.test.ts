import { CALENDAR_FEED_FILE_PATTERN } from '@shared/constants/calendar';
import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { parseCalendar } from '../../../test/calendar';
import { createApiClient } from '../../../test/http-client';
import { chicagoDate, createListing, makeListing } from '../../../test/listings';

type TClient = ReturnType<typeof createApiClient>;
type TFeed = { url: string; createdAt: string };
type TOpenHouse = { id: string; startsAt: string };

/** A calendar app: no cookies, no Origin, just the secret address. */
async function poll(url: string) {
  const response = await fetch(`${createApiClient().baseUrl}${new URL(url).pathname}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const feedOf = async (url: string) => {
  const response = await poll(url);
  expect(response.status).toBe(200);
  return parseCalendar(response.text);
};

async function addOpenHouse(client: TClient, listingId: string, days: number, startTime = '10:00', endTime = '11:00') {
  const response = await client.post<TOpenHouse>(`/api/properties/${listingId}/open-houses`, { date: chicagoDate(days), startTime, endTime });
  expect(response.status).toBe(201);
  return response.body;
}

describe('the agent calendar feed', () => {
  it("gives a stable secret address that serves all the agent's open houses as iCalendar, following changes and removals", async () => {
    const { client } = await signUpActiveAgent();
    const other = await signUpActiveAgent();
    const listing = await createListing(client, { title: 'Feed bungalow' });
    const draft = await createListing(client, { title: 'Feed draft', status: 'draft' });
    const first = await addOpenHouse(client, listing.id, 3);
    const second = await addOpenHouse(client, listing.id, 4);
    const onDraft = await addOpenHouse(client, draft.id, 5);
    await addOpenHouse(other.client, (await createListing(other.client)).id, 3);

    const address = await client.get<TFeed>('/api/calendar/feeds/agent');
    expect(address.status).toBe(200);
    expect(address.headers.get('cache-control')).toBe('no-store');
    const file = new URL(address.body.url).pathname.split('/').pop()!;
    expect(new URL(address.body.url).pathname).toMatch(/^\/api\/calendar\/agents\//);
    expect(file).toMatch(CALENDAR_FEED_FILE_PATTERN);
    expect((await client.get<TFeed>('/api/calendar/feeds/agent')).body).toEqual(address.body);

    const response = await poll(address.body.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const feed = parseCalendar(response.text);
    expect(feed.name).toBe('My open houses (OpenHouse Market)');
    expect(feed.events.map((e) => e.uid)).toEqual([first, second, onDraft].map((oh) => `${oh.id}@localhost`));
    expect(feed.events[0]).toMatchObject({ summary: 'Open house: Feed bungalow', tzid: 'America/Chicago', start: first.startsAt, sequence: 0 });

    // A change to the listing reaches its open houses' events under the same UID, with a higher SEQUENCE.
    expect((await client.request('PUT', `/api/properties/${listing.id}`, { json: makeListing({ title: 'Feed bungalow, renamed' }) })).status).toBe(200);
    const changed = await feedOf(address.body.url);
    expect(changed.events.find((e) => e.uid === `${first.id}@localhost`)).toMatchObject({ summary: 'Open house: Feed bungalow, renamed' });
    expect(changed.events.find((e) => e.uid === `${first.id}@localhost`)!.sequence).toBeGreaterThan(0);

    // A removed open house is simply absent from the regenerated feed.
    expect((await client.request('DELETE', `/api/properties/${listing.id}/open-houses/${first.id}`)).status).toBe(200);
    expect((await feedOf(address.body.url)).events.map((e) => e.uid)).toEqual([second, onDraft].map((oh) => `${oh.id}@localhost`));
  });

  it('reset gives a new address and the old one answers 404 at once', async () => {
    const { client } = await signUpActiveAgent();
    const old = (await client.get<TFeed>('/api/calendar/feeds/agent')).body;
    const reset = await client.post<TFeed>('/api/calendar/feeds/agent/reset');
    expect(reset.status).toBe(200);
    expect(reset.body.url).not.toBe(old.url);
    expect((await poll(old.url)).status).toBe(404);
    expect((await poll(reset.body.url)).status).toBe(200);
    expect((await client.get<TFeed>('/api/calendar/feeds/agent')).body.url).toBe(reset.body.url);
  });

  it('refuses a secret of the other kind (404), an unknown one (404) and a malformed one (400, without echoing it)', async () => {
    const { client } = await signUpActiveAgent();
    const agentFeed = (await client.get<TFeed>('/api/calendar/feeds/agent')).body.url;
    expect((await poll(agentFeed.replace('/agents/', '/buyers/'))).status).toBe(404);
    const unknown = await poll(agentFeed.replace(/\/[^/]+\.ics$/, `/${'A'.repeat(43)}.ics`));
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toMatchObject({ message: 'Calendar feed not found' });
    const malformed = await poll(agentFeed.replace(/\.ics$/, 'x.ics'));
    expect(malformed.status).toBe(400);
    expect(malformed.text).not.toContain(new URL(agentFeed).pathname.split('/').pop()!.slice(0, 20));
  });
});

describe('the buyer calendar feed', () => {
  it('holds the saved open houses but cancelled RSVPs, and drops one its agent removes', async () => {
    const agent = await signUpActiveAgent();
    const listing = await createListing(agent.client, { title: 'Saved feed home' });
    const [kept, rsvpd, cancelled, removed] = [
      await addOpenHouse(agent.client, listing.id, 2),
      await addOpenHouse(agent.client, listing.id, 3),
      await addOpenHouse(agent.client, listing.id, 4),
      await addOpenHouse(agent.client, listing.id, 5),
    ];
    const { client } = await signUpAs('BUYER');
    for (const oh of [kept, rsvpd, cancelled, removed])
      expect((await client.post('/api/users/saved-open-houses', { propertyId: listing.id, openHouseId: oh.id })).status).toBe(201);
    await client.request('PATCH', `/api/users/saved-open-houses/${rsvpd.id}`, { json: { status: 'rsvp' } });
    await client.request('PATCH', `/api/users/saved-open-houses/${cancelled.id}`, { json: { status: 'rsvp' } });
    await client.request('PATCH', `/api/users/saved-open-houses/${cancelled.id}`, { json: { status: 'cancelled' } });

    const address = (await client.get<TFeed>('/api/calendar/feeds/buyer')).body;
    expect(new URL(address.url).pathname).toMatch(/^\/api\/calendar\/buyers\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await feedOf(address.url);
    expect(feed.name).toBe('Saved open houses (OpenHouse Market)');
    expect(feed.events.map((e) => e.uid)).toEqual([kept, rsvpd, removed].map((oh) => `${oh.id}@localhost`));
    expect(feed.events[0]).toMatchObject({ summary: 'Open house: Saved feed home', start: kept.startsAt, tzid: 'America/Chicago' });

    expect((await agent.client.request('DELETE', `/api/properties/${listing.id}/open-houses/${removed.id}`)).status).toBe(200);
    expect((await feedOf(address.url)).events.map((e) => e.uid)).toEqual([kept, rsvpd].map((oh) => `${oh.id}@localhost`));

    const reset = (await client.post<TFeed>('/api/calendar/feeds/buyer/reset')).body;
    expect((await poll(address.url)).status).toBe(404);
    expect((await feedOf(reset.url)).events).toHaveLength(2);
  });

  it('shows a buyer nothing of a listing its agent withdrew and edited: the list says the open house is no longer available, the feed drops it', async () => {
    const agent = await signUpActiveAgent();
    const listing = await createListing(agent.client, { title: 'Public title' });
    const withdrawn = await addOpenHouse(agent.client, listing.id, 2);
    const other = await createListing(agent.client, { title: 'Still public' });
    const kept = await addOpenHouse(agent.client, other.id, 3);
    const { client } = await signUpAs('BUYER');
    expect((await client.post('/api/users/saved-open-houses', { propertyId: listing.id, openHouseId: withdrawn.id })).status).toBe(201);
    expect((await client.post('/api/users/saved-open-houses', { propertyId: other.id, openHouseId: kept.id })).status).toBe(201);
    const address = (await client.get<TFeed>('/api/calendar/feeds/buyer')).body;
    expect((await feedOf(address.url)).events).toHaveLength(2);

    const secret = { title: 'Private new title', address: '77 Hidden Lane', description: 'Seller notes: divorce, must sell' };
    expect((await agent.client.request('PUT', `/api/properties/${listing.id}`, { json: makeListing({ ...secret, status: 'draft' }) })).status).toBe(200);
    expect((await createApiClient().get(`/api/properties/${listing.id}`)).status).toBe(404);

    const list = await client.get<{ items: { id: string; property: { title: string } | null }[] }>('/api/users/saved-open-houses');
    expect(list.body.items.map((item) => [item.id, item.property?.title ?? null])).toEqual([
      [withdrawn.id, null],
      [kept.id, 'Still public'],
    ]);
    const feed = await poll(address.url);
    expect(parseCalendar(feed.text).events.map((e) => e.uid)).toEqual([`${kept.id}@localhost`]);
    for (const text of [JSON.stringify(list.body), feed.text]) for (const value of Object.values(secret)) expect(text).not.toContain(value);

    expect((await agent.client.request('PUT', `/api/properties/${listing.id}`, { json: makeListing({ ...secret, status: 'active' }) })).status).toBe(200);
    expect((await feedOf(address.url)).events.map((e) => e.summary)).toEqual(['Open house: Private new title', 'Open house: Still public']);
  }, 90_000);

  it("keeps an agent's two feeds apart", async () => {
    const { client } = await signUpActiveAgent();
    const [agentFeed, buyerFeed] = [
      (await client.get<TFeed>('/api/calendar/feeds/agent')).body.url,
      (await client.get<TFeed>('/api/calendar/feeds/buyer')).body.url,
    ];
    expect(agentFeed).not.toBe(buyerFeed.replace('/buyers/', '/agents/'));
    await client.post('/api/calendar/feeds/buyer/reset');
    expect((await poll(agentFeed)).status).toBe(200);
  });
});
