import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { chicagoDate, createListing } from '../../../test/listings';

type TSaved = { id: string; status: string; startsAt: string; property: { title: string; squareFootage: number; images: string[] } | null };
type TError = { message: string };

async function listingWithOpenHouse(slot: { startsAt: string; endsAt: string } | null = null) {
  const { client } = await signUpActiveAgent();
  if (slot) {
    const created = await client.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
      title: 'Soon',
      address: '1 Test St, Austin, TX 78701',
      price: 300000,
      ...slot,
    });
    return { agent: client, propertyId: created.body.propertyId, openHouseId: created.body.openHouseId };
  }
  const listing = await createListing(client, {
    title: 'Saved test home',
    squareFeet: 1600,
    openHouse: { date: chicagoDate(4), startTime: '10:00', endTime: '12:00' },
  });
  const openHouses = await createApiClient().get<{ items: { id: string }[] }>(`/api/properties/${listing.id}/open-houses`);
  return { agent: client, propertyId: listing.id, openHouseId: openHouses.body.items[0]!.id };
}

describe('saved open houses', () => {
  it('saves (idempotently), RSVPs, cancels, and removes, enforcing the transitions', async () => {
    const { propertyId, openHouseId } = await listingWithOpenHouse();
    const { client } = await signUpAs('BUYER');
    const saved = await client.post<TSaved>('/api/users/saved-open-houses', { propertyId, openHouseId });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ id: openHouseId, status: 'interested', property: { title: 'Saved test home', squareFootage: 1600 } });
    expect((await client.post<TSaved>('/api/users/saved-open-houses', { propertyId, openHouseId })).body.status).toBe('interested');

    const patch = (status: string) => client.request<TSaved & TError>('PATCH', `/api/users/saved-open-houses/${openHouseId}`, { json: { status } });
    const attendedEarly = await patch('attended');
    expect(attendedEarly.status).toBe(409);
    expect(attendedEarly.body.message).toBe('You can mark an open house as attended once it has started.');
    expect((await patch('cancelled')).status).toBe(409);
    expect((await patch('rsvp')).body.status).toBe('rsvp');
    expect((await patch('rsvp')).status).toBe(200);
    expect((await patch('cancelled')).body.status).toBe('cancelled');
    expect((await patch('rsvp')).status).toBe(409);
    expect((await patch('maybe')).status).toBe(400);

    const list = await client.get<{ items: TSaved[] }>('/api/users/saved-open-houses');
    expect(list.body.items.map((i) => [i.id, i.status])).toEqual([[openHouseId, 'cancelled']]);
    expect((await client.request('DELETE', `/api/users/saved-open-houses/${openHouseId}`)).status).toBe(200);
    expect((await client.get<{ items: TSaved[] }>('/api/users/saved-open-houses')).body.items).toEqual([]);
  });

  it('lets a buyer mark an open house attended once it has started, and never RSVP to it', async () => {
    const start = new Date(Date.now() + 1500);
    const { propertyId, openHouseId } = await listingWithOpenHouse({ startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 1500).toISOString() });
    const { client } = await signUpAs('BUYER');
    expect((await client.post('/api/users/saved-open-houses', { propertyId, openHouseId })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start.getTime() - Date.now()) + 100));
    const patch = (status: string) => client.request<TSaved & TError>('PATCH', `/api/users/saved-open-houses/${openHouseId}`, { json: { status } });
    const rsvp = await patch('rsvp');
    expect(rsvp.status).toBe(409);
    expect(rsvp.body.message).toBe('You can only RSVP to an upcoming open house.');
    expect((await patch('attended')).body.status).toBe('attended');
    expect((await patch('cancelled')).status).toBe(409);
  });

  it("refuses visitors, unknown or ended open houses, and other people's records", async () => {
    const { agent, propertyId, openHouseId } = await listingWithOpenHouse();
    expect((await createApiClient().get('/api/users/saved-open-houses')).status).toBe(401);
    const { client } = await signUpAs('BUYER');
    expect((await client.post('/api/users/saved-open-houses', { propertyId, openHouseId: '01HZZZZZZZZZZZZZZZZZZZZZZZ' })).status).toBe(404);
    await client.post('/api/users/saved-open-houses', { propertyId, openHouseId });
    const other = await signUpAs('BUYER');
    expect((await other.client.request('PATCH', `/api/users/saved-open-houses/${openHouseId}`, { json: { status: 'rsvp' } })).status).toBe(404);

    // The agent removes the open house: the buyer's card stays, marked as removed.
    expect((await agent.request('DELETE', `/api/properties/${propertyId}/open-houses/${openHouseId}`)).status).toBe(200);
    const list = await client.get<{ items: TSaved[] }>('/api/users/saved-open-houses');
    expect(list.body.items).toEqual([expect.objectContaining({ id: openHouseId, property: null })]);
  });
});
