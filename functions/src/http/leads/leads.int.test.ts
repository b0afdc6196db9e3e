import { putMailSuppression } from '../../data/mail-suppression-repository';
import { signUpActiveAgent, signUpAs, userIdOf } from '../../../test/accounts';
import { SHOWING_CONFIRMATIONS_PER_DAY } from '@shared/constants/mail-limits';
import { createApiClient } from '../../../test/http-client';
import { chicagoDate, createListing } from '../../../test/listings';
import { mailsTo, notificationsQueueDrained, sendToNotificationsQueue, until } from '../../../test/notifications';
import { sharedTestDb } from '../../../test/test-deps';

type TError = { message: string; errors?: { path: string; message: string }[] };

describe('POST /api/properties/{id}/leads', () => {
  it('lets anyone send an inquiry; the agent sees it and the New Leads tile goes up', async () => {
    const { client } = await signUpActiveAgent();
    const { id } = await createListing(client);
    const sent = await createApiClient().post('/api/properties/' + id + '/leads', {
      name: ' Robin Reyes ',
      email: 'Robin@Example.test',
      phone: '512-555-0101',
      message: 'Can I see it Saturday?',
    });
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
      showingSlots: [
        { date, startTime: '10:00', endTime: '12:00' },
        { date: chicagoDate(4), startTime: '14:00', endTime: '16:00' },
      ],
    });
    expect(sent.status).toBe(201);
    const day = (d: string) =>
      new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`));
    const leads = await client.get<{ items: { message: string }[] }>(`/api/properties/${id}/leads`);
    expect(leads.body.items[0]?.message).toBe(
      `Showing request: ${day(date)}, 10:00 AM – 12:00 PM (America/Chicago)\nShowing request: ${day(chicagoDate(4))}, 2:00 PM – 4:00 PM (America/Chicago)\nWe have a dog.`,
    );
    const pipeline = await client.get<{ items: { message: string }[] }>('/api/leads');
    expect(pipeline.body.items.some((lead) => lead.message.startsWith(`Showing request: ${day(date)}, 10:00 AM – 12:00 PM (America/Chicago)`))).toBe(true);
  });

  it('a signed-in buyer who asks for a showing gets a confirmation at their own confirmed address, once; a visitor, an unconfirmed or a suppressed address gets none', async () => {
    const { client: agent } = await signUpActiveAgent();
    const { id } = await createListing(agent, { title: 'Showing House' });
    const ask = (client: ReturnType<typeof createApiClient>, email: string) =>
      client.post(`/api/properties/${id}/leads`, { name: 'Bea Buyer', email, showingSlots: [{ date: chicagoDate(3), startTime: '14:00', endTime: '16:00' }] });
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${chicagoDate(3)}T12:00:00Z`),
    );

    // Typed into the form: an address that is not the buyer's own. The confirmation goes to the account's address only.
    const buyer = await signUpAs('BUYER');
    const typed = `typed-${Date.now()}@example.test`;
    expect((await ask(buyer.client, typed)).status).toBe(201);
    const [mail] = await until(
      () => mailsTo(buyer.email),
      (mails) => mails.length > 0,
      'the showing confirmation',
    );
    expect(mail).toMatchObject({ subject: 'Showing requested: Showing House' });
    expect(mail!.text).toContain(`- ${day}, 2:00 PM – 4:00 PM (America/Chicago)`);
    expect(mail!.text).toContain(`/property/${id}`);

    // A visitor (no account), an account whose address is not confirmed, an address that bounced: nothing.
    const visitor = `visitor-${Date.now()}@example.test`;
    expect((await ask(createApiClient(), visitor)).status).toBe(201);
    const unconfirmed = await signUpAs('BUYER', {}, { confirmed: false });
    expect((await ask(unconfirmed.client, unconfirmed.email)).status).toBe(201);
    const bounced = await signUpAs('BUYER');
    await putMailSuppression(sharedTestDb(), { email: bounced.email, scope: 'all', agentId: null, reason: 'bounce', at: new Date().toISOString() });
    expect((await ask(bounced.client, bounced.email)).status).toBe(201);
    await notificationsQueueDrained();
    expect(await mailsTo(typed)).toEqual([]);
    expect(await mailsTo(visitor)).toEqual([]);
    expect(await mailsTo(unconfirmed.email)).toEqual([]);
    expect(await mailsTo(bounced.email)).toEqual([]);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it(`a redelivered confirmation is sent once, and one buyer gets at most ${SHOWING_CONFIRMATIONS_PER_DAY} a day`, async () => {
    const buyer = await signUpAs('BUYER');
    const userId = await userIdOf(buyer.email);
    const message = (leadId: string) => ({
      kind: 'showing-requested' as const,
      userId,
      leadId,
      listingId: 'L1',
      listingTitle: 'Capped House',
      times: ['Sat, Nov 28, 10:00 AM – 12:00 PM (America/Chicago)'],
    });
    await sendToNotificationsQueue(message('lead-again'), 2);
    for (let i = 0; i < SHOWING_CONFIRMATIONS_PER_DAY; i++) await sendToNotificationsQueue(message(`lead-${i}`));
    await notificationsQueueDrained();
    expect(await mailsTo(buyer.email)).toHaveLength(SHOWING_CONFIRMATIONS_PER_DAY);
  });

  it.each([
    ['in the past', [{ date: chicagoDate(-1), startTime: '10:00', endTime: '12:00' }], 'showingSlots.0.date', 'Choose a time in the future'],
    ['more than 60 days ahead', [{ date: chicagoDate(62), startTime: '10:00', endTime: '12:00' }], 'showingSlots.0.date', 'Choose a time within 60 days'],
    [
      'ending before it starts',
      [{ date: chicagoDate(2), startTime: '12:00', endTime: '10:00' }],
      'showingSlots.0.endTime',
      'End time must be after start time',
    ],
    [
      'four of them',
      Array.from({ length: 4 }, (_, i) => ({ date: chicagoDate(i + 2), startTime: '10:00', endTime: '12:00' })),
      'showingSlots',
      'Offer at most 3 times',
    ],
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
