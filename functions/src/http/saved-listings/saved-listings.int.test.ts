import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { createListing, makeListing } from '../../../test/listings';

describe('favourite listings', () => {
  it("persists a signed-in user's hearts, idempotently", async () => {
    const { client: agent } = await signUpActiveAgent();
    const { id } = await createListing(agent);
    const { client } = await signUpAs('BUYER');
    expect((await client.request('PUT', `/api/users/saved-listings/${id}`)).body).toEqual({ propertyIds: [id] });
    expect((await client.request('PUT', `/api/users/saved-listings/${id}`)).body).toEqual({ propertyIds: [id] });
    expect((await client.get('/api/users/saved-listings')).body).toEqual({ propertyIds: [id] });
    expect((await client.request('DELETE', `/api/users/saved-listings/${id}`)).body).toEqual({ propertyIds: [] });
    expect((await client.request('DELETE', `/api/users/saved-listings/${id}`)).status).toBe(200);
  });

  it("refuses visitors, unknown listings and other agents' drafts", async () => {
    const { client: agent } = await signUpActiveAgent();
    const draft = await createListing(agent, { status: 'draft' });
    const { client } = await signUpAs('BUYER');
    expect((await createApiClient().request('PUT', `/api/users/saved-listings/${draft.id}`)).status).toBe(401);
    expect((await client.request('PUT', '/api/users/saved-listings/01HZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
    expect((await client.request('PUT', `/api/users/saved-listings/${draft.id}`)).status).toBe(404);
  });
});

type TSavedHomes = {
  items: { propertyId: string; listing: { id: string; status: string; marketStatus: string } | null }[];
  nextCursor: string | null;
  total: number | null;
};
type TMerged = { propertyIds: string[]; skipped: string[] };

describe('saved homes', () => {
  it("refuses an unpublished listing, even its own agent's", async () => {
    const { client: agent } = await signUpActiveAgent();
    const draft = await createListing(agent, { status: 'draft' });
    const response = await agent.request('PUT', `/api/users/saved-listings/${draft.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ message: 'Only published listings can be saved.' });
    expect((await agent.get<TSavedHomes>('/api/users/saved-homes')).body.items).toEqual([]);
  });

  it("lists only the caller's own saved homes, a page at a time, with a cursor bound to the caller", async () => {
    const { client: agent } = await signUpActiveAgent();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await createListing(agent, { address: `${100 + i} Saved Homes Ln` })).id);
    const { client: buyer } = await signUpAs('BUYER');
    const { client: other } = await signUpAs('BUYER');
    for (const id of ids) expect((await buyer.request('PUT', `/api/users/saved-listings/${id}`)).status).toBe(200);
    await other.request('PUT', `/api/users/saved-listings/${ids[0]}`);

    const first = await buyer.get<TSavedHomes>('/api/users/saved-homes?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    // Newest listings first; each with its card.
    expect(first.body.items.map((item) => item.propertyId)).toEqual([ids[2], ids[1]]);
    expect(first.body.items.map((item) => item.listing?.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await buyer.get<TSavedHomes>(`/api/users/saved-homes?limit=2&cursor=${encodeURIComponent(first.body.nextCursor!)}`);
    expect(second.body).toMatchObject({ nextCursor: null, total: null });
    expect(second.body.items.map((item) => item.propertyId)).toEqual([ids[0]]);

    // Another account sees only its own, and cannot read on with the first one's cursor.
    expect((await other.get<TSavedHomes>('/api/users/saved-homes')).body).toMatchObject({ total: 1, items: [{ propertyId: ids[0] }] });
    expect((await other.get(`/api/users/saved-homes?cursor=${encodeURIComponent(first.body.nextCursor!)}`)).status).toBe(400);
    expect((await createApiClient().get('/api/users/saved-homes')).status).toBe(401);
  });

  it('keeps a home that left the market, with its status, and one unpublished since, without its card', async () => {
    const { client: agent } = await signUpActiveAgent();
    const sold = await createListing(agent);
    const unpublished = await createListing(agent);
    const { client: buyer } = await signUpAs('BUYER');
    await buyer.request('PUT', `/api/users/saved-listings/${sold.id}`);
    await buyer.request('PUT', `/api/users/saved-listings/${unpublished.id}`);
    expect((await agent.request('PUT', `/api/properties/${sold.id}`, { json: makeListing({ marketStatus: 'closed' }) })).status).toBe(200);
    expect((await agent.request('PUT', `/api/properties/${unpublished.id}`, { json: makeListing({ status: 'draft' }) })).status).toBe(200);

    const { items } = (await buyer.get<TSavedHomes>('/api/users/saved-homes')).body;
    expect(items.find((item) => item.propertyId === sold.id)?.listing).toMatchObject({ id: sold.id, status: 'active', marketStatus: 'closed' });
    expect(items.find((item) => item.propertyId === unpublished.id)).toMatchObject({ listing: null });
  });

  it("merges a browser's hearts in one call: public ones saved once, the rest skipped, idempotently", async () => {
    const { client: agent } = await signUpActiveAgent();
    const [a, b] = [await createListing(agent), await createListing(agent)];
    const draft = await createListing(agent, { status: 'draft' });
    const unknown = '01HZZZZZZZZZZZZZZZZZZZZZZZ';
    const { client: buyer } = await signUpAs('BUYER');
    await buyer.request('PUT', `/api/users/saved-listings/${a.id}`);

    const hearts = [a.id, b.id, draft.id, unknown, b.id];
    const merged = await buyer.post<TMerged>('/api/users/saved-listings', { propertyIds: hearts });
    expect(merged.status).toBe(200);
    expect(merged.body.propertyIds.sort()).toEqual([a.id, b.id].sort());
    expect(merged.body.skipped.sort()).toEqual([draft.id, unknown].sort());
    const again = await buyer.post<TMerged>('/api/users/saved-listings', { propertyIds: hearts });
    expect(again.body.propertyIds.sort()).toEqual([a.id, b.id].sort());
    expect((await buyer.get<TSavedHomes>('/api/users/saved-homes')).body.total).toBe(2);

    // Bounded: one call takes at most 100 ids.
    const tooMany = Array.from({ length: 101 }, (_, i) => `01HZZZZZZZZZZZZZZZZZZZ${String(i).padStart(4, '0')}`);
    expect((await buyer.post('/api/users/saved-listings', { propertyIds: tooMany })).status).toBe(400);
    expect((await createApiClient().post('/api/users/saved-listings', { propertyIds: [a.id] })).status).toBe(401);
  });
});
