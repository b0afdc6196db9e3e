import { signUpActiveAgent } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { createListing } from '../../../test/listings';

type TError = { message: string; errors?: { path: string; message: string }[] };

describe('POST /api/properties/{id}/leads', () => {
  it('lets anyone send an inquiry; the agent sees it and the New Leads tile goes up', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const sent = await createApiClient().post('/api/properties/' + id + '/leads', { name: ' Robin Reyes ', email: 'Robin@Example.test', phone: '512-555-0101', message: 'Can I see it Saturday?' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ success: true, message: 'Your inquiry has been sent successfully!' });
    const leads = await client.get<{ items: unknown[] }>(`/api/properties/${id}/leads`);
    expect(leads.body.items).toEqual([
      expect.objectContaining({ name: 'Robin Reyes', email: 'robin@example.test', phone: '512-555-0101', message: 'Can I see it Saturday?', listingId: id }),
    ]);
    expect((await client.get('/api/dashboard/stats')).body).toMatchObject({ totalLeads: 1 });
  });

  it.each([
    [{ email: 'a@b.co' }, 'name', 'Please fill in all required fields.'],
    [{ name: 'Al' }, 'email', 'Please fill in all required fields.'],
    [{ name: 'Al', email: 'nope' }, 'email', 'Invalid email'],
  ])('refuses %j', async (payload, path, message) => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const response = await createApiClient().post<TError>(`/api/properties/${id}/leads`, payload);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path, message });
  });

  it('refuses inquiries about drafts and unknown listings with 404', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client, { status: 'draft' });
    expect((await createApiClient().post(`/api/properties/${id}/leads`, { name: 'Al', email: 'al@example.test' })).status).toBe(404);
  });

  it('answers 429 after 5 inquiries about one listing from one connection in an hour', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const visitor = createApiClient();
    for (let i = 0; i < 5; i++) expect((await visitor.post(`/api/properties/${id}/leads`, { name: `Spam ${i}`, email: 'spam@example.test' })).status).toBe(201);
    const blocked = await visitor.post<TError>(`/api/properties/${id}/leads`, { name: 'Spam 6', email: 'spam@example.test' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many inquiries from your connection. Please try again in an hour.');
    expect((await client.get<{ items: unknown[] }>(`/api/properties/${id}/leads`)).body.items).toHaveLength(5);
  });
});
