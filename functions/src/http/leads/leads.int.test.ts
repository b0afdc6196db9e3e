import { signUpActiveAgent } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { chicagoDate, createListing } from '../../../test/listings';

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

  it("a showing request (Schedule Viewing) carries the chosen times; the agent reads them first, in the listing's zone", async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const date = chicagoDate(3);
    const sent = await createApiClient().post(`/api/properties/${id}/leads`, {
      name: 'Sam Shower',
      email: 'sam@example.test',
      message: 'We have a dog.',
      showingSlots: [{ date, startTime: '10:00', endTime: '12:00' }, { date: chicagoDate(4), startTime: '14:00', endTime: '16:00' }],
    });
    expect(sent.status).toBe(201);
    const day = (d: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`));
    const leads = await client.get<{ items: { message: string }[] }>(`/api/properties/${id}/leads`);
    expect(leads.body.items[0]?.message).toBe(
      `Showing request: ${day(date)}, 10:00 AM – 12:00 PM (America/Chicago)\nShowing request: ${day(chicagoDate(4))}, 2:00 PM – 4:00 PM (America/Chicago)\nWe have a dog.`,
    );
    const pipeline = await client.get<{ items: { message: string }[] }>('/api/leads');
    expect(pipeline.body.items.some((lead) => lead.message.startsWith(`Showing request: ${day(date)}, 10:00 AM – 12:00 PM (America/Chicago)`))).toBe(true);
  });

  it.each([
    ['in the past', [{ date: chicagoDate(-1), startTime: '10:00', endTime: '12:00' }], 'showingSlots.0.date', 'Choose a time in the future'],
    ['more than 60 days ahead', [{ date: chicagoDate(62), startTime: '10:00', endTime: '12:00' }], 'showingSlots.0.date', 'Choose a time within 60 days'],
    ['ending before it starts', [{ date: chicagoDate(2), startTime: '12:00', endTime: '10:00' }], 'showingSlots.0.endTime', 'End time must be after start time'],
    ['four of them', Array.from({ length: 4 }, (_, i) => ({ date: chicagoDate(i + 2), startTime: '10:00', endTime: '12:00' })), 'showingSlots', 'Offer at most 3 times'],
  ])('refuses a showing time %s with 400 and stores nothing', async (_label, showingSlots, path, message) => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const response = await createApiClient().post<TError>(`/api/properties/${id}/leads`, { name: 'Al', email: 'al@example.test', showingSlots });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path, message });
    expect((await client.get<{ items: unknown[] }>(`/api/properties/${id}/leads`)).body.items).toEqual([]);
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
