import type { TListMessagesResponse, TMessage, TMessageChangeResponse } from '@shared/schemas/message.schema';
import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { createApiClient, uniqueEmail } from '../../../test/http-client';
import { createListing } from '../../../test/listings';
import { idOf, seedInquiry } from '../../../test/messages';
import { mailsTo } from '../../../test/notifications';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; errors?: { path: string; message: string }[] };

const list = async (client: TClient, query = '') => (await client.get<TListMessagesResponse>(`/api/messages${query}`)).body;
const patch = (client: TClient, id: string, body: unknown) => client.request<TMessageChangeResponse & TError>('PATCH', `/api/messages/${id}`, { json: body });
const find = (page: TListMessagesResponse, id: string) => page.items.find((m) => m.id === id);

describe("messages: the agent's inbox is their real inquiries", () => {
  let agent: { client: TClient; email: string; userId: string };
  let buyer: { client: TClient; email: string; userId: string };

  beforeAll(async () => {
    const [a, b] = await Promise.all([signUpActiveAgent(), signUpAs('BUYER')]);
    agent = { ...a };
    buyer = { ...b, userId: await idOf(b.client) };
  });

  it('shows listing inquiries and profile contacts newest first; a signed-in buyer sees theirs under Sent', async () => {
    const { client, userId } = await signUpActiveAgent();
    const listing = await createListing(client, { title: 'Barton Springs Bungalow' });
    const aboutListing = await buyer.client.post<{ id: string }>(`/api/properties/${listing.id}/leads`, {
      name: 'Bea Buyer',
      email: buyer.email,
      message: 'Is the yard fenced?',
    });
    const fromProfile = await buyer.client.post<{ id: string }>(`/api/agent/${userId}/leads`, {
      name: 'Bea Buyer',
      email: buyer.email,
      phone: '512-555-0111',
      message: 'Can we talk?',
    });
    const anonymous = await seedInquiry(userId, { name: 'Vic Visitor', email: 'vic@example.test' });

    const inbox = await list(client);
    expect(inbox.unreadCount).toBe(3);
    expect(inbox.items.map((m) => m.id)).toEqual(expect.arrayContaining([aboutListing.body.id, fromProfile.body.id, anonymous]));
    const times = inbox.items.map((m) => m.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(find(inbox, aboutListing.body.id)).toMatchObject({
      folder: 'inbox',
      source: 'listing',
      from: 'Bea Buyer',
      email: buyer.email,
      subject: 'Inquiry about Barton Springs Bungalow',
      body: 'Is the yard fenced?',
      preview: 'Is the yard fenced?',
      property: { id: listing.id, title: 'Barton Springs Bungalow' },
      unread: true,
      starred: false,
      archived: false,
      replies: [],
      draft: null,
      to: { id: userId, name: 'Test AGENT' },
    });
    expect(find(inbox, fromProfile.body.id)).toMatchObject({ source: 'profile', subject: 'Contact from your profile', property: null, phone: '512-555-0111' });

    const sent = await list(buyer.client, '?folder=sent');
    expect(sent.items.map((m) => m.id)).toEqual(expect.arrayContaining([aboutListing.body.id, fromProfile.body.id]));
    expect(sent.items.map((m) => m.id)).not.toContain(anonymous);
    expect(find(sent, fromProfile.body.id)).toMatchObject({
      folder: 'sent',
      subject: 'Message to Test AGENT',
      to: { id: userId, name: 'Test AGENT' },
      unread: false,
    });
    expect((await list(buyer.client)).items).toEqual([]);
    // Listing leads keep working as before.
    const leads = await client.get<{ items: { id: string }[] }>(`/api/properties/${listing.id}/leads`);
    expect(leads.body.items.map((l) => l.id)).toEqual([aboutListing.body.id]);
  });

  it('stores read, star and archive; the unread badge follows; the archive is its own view', async () => {
    const { client, userId } = await signUpActiveAgent();
    const [first, second] = [await seedInquiry(userId), await seedInquiry(userId)];
    expect((await list(client)).unreadCount).toBe(2);

    const read = await patch(client, first, { read: true, starred: true });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ item: { id: first, unread: false, starred: true }, unreadCount: 1 });
    const archived = await patch(client, second, { archived: true });
    expect(archived.body).toMatchObject({ item: { folder: 'archived', archived: true, unread: true }, unreadCount: 0 });

    const inbox = await list(client);
    expect(inbox.items.map((m) => m.id)).toEqual([first]);
    expect(find(inbox, first)).toMatchObject({ unread: false, starred: true });
    expect((await list(client, '?folder=archived')).items.map((m) => m.id)).toEqual([second]);

    expect((await patch(client, second, { archived: false })).body.unreadCount).toBe(1);
    expect((await patch(client, first, { read: false })).body.unreadCount).toBe(2);
    const invalid = await patch(client, first, {});
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Send read, starred or archived');
  });

  it('searches sender, e-mail, subject and text, ignoring case', async () => {
    const { client, userId } = await signUpActiveAgent();
    const listing = await createListing(client, { title: 'Mueller Row House' });
    const aboutListing = await buyer.client.post<{ id: string }>(`/api/properties/${listing.id}/leads`, { name: 'Quinn', email: 'quinn@example.test' });
    const byName = await seedInquiry(userId, { name: 'Zelda Zimmerman', message: 'hello' });
    const byText = await seedInquiry(userId, { name: 'Pat', message: 'Looking for a POOL in Cedar Park' });
    const search = async (q: string) => (await list(client, `?q=${encodeURIComponent(q)}`)).items.map((m) => m.id);
    expect(await search('zimmer')).toEqual([byName]);
    expect(await search('cedar park')).toEqual([byText]);
    expect(await search('MUELLER')).toEqual([aboutListing.body.id]);
    expect(await search('quinn@example')).toEqual([aboutListing.body.id]);
    expect(await search('profile')).toEqual(expect.arrayContaining([byName, byText]));
    expect(await search('nothing like this')).toEqual([]);
    expect((await client.get('/api/messages?cursor=garbage')).status).toBe(400);
  });

  it("deletes for good from the agent's mailbox; the lead still counts and the sender still sees it", async () => {
    const { client, userId } = await signUpActiveAgent();
    const id = await seedInquiry(userId, {}, buyer.userId);
    const deleted = await client.request<{ success: boolean; message: string; unreadCount: number }>('DELETE', `/api/messages/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Message has been deleted permanently.', unreadCount: 0 });
    expect((await list(client)).items).toEqual([]);
    expect((await list(client, '?folder=archived')).items).toEqual([]);
    expect((await patch(client, id, { read: true })).status).toBe(404);
    expect((await client.request('DELETE', `/api/messages/${id}`)).status).toBe(404);
    expect((await client.get('/api/dashboard/stats')).body).toMatchObject({ totalLeads: 1 });
    expect((await list(buyer.client, '?folder=sent')).items.map((m) => m.id)).toContain(id);
  });

  it('saves and clears a draft', async () => {
    const id = await seedInquiry(agent.userId);
    const saved = await agent.client.request<TMessageChangeResponse>('PUT', `/api/messages/${id}/draft`, {
      json: { body: 'Thanks! I am free on <Saturday>.' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.item.draft).toEqual({ body: 'Thanks! I am free on <Saturday>.', savedAt: expect.any(String) });
    expect(find(await list(agent.client), id)?.draft?.body).toBe('Thanks! I am free on <Saturday>.');
    const cleared = await agent.client.request<TMessageChangeResponse>('PUT', `/api/messages/${id}/draft`, { json: { body: '' } });
    expect(cleared.body.item.draft).toBeNull();
  });

  it('replies: stored on the conversation, e-mailed through the outbox, seen by the buyer; blank replies refused', async () => {
    const buyerEmail = uniqueEmail('asker');
    const asker = await signUpAs('BUYER');
    const askerId = await idOf(asker.client);
    const id = await seedInquiry(agent.userId, { name: 'Ash Asker', email: buyerEmail, message: 'Is it still available?' }, askerId);
    await agent.client.request('PUT', `/api/messages/${id}/draft`, { json: { body: 'half-written' } });

    for (const body of ['', '   ', null]) {
      const blank = await agent.client.post<TError>(`/api/messages/${id}/reply`, { body });
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ message: 'Please enter a reply message.', errors: [{ path: 'body', message: 'Please enter a reply message.' }] });
    }
    expect(await mailsTo(buyerEmail)).toEqual([]);

    const replied = await agent.client.post<TMessageChangeResponse>(`/api/messages/${id}/reply`, { body: '  Yes! <b>Come by</b> on Saturday.  ' });
    expect(replied.status).toBe(200);
    expect(replied.body.item).toMatchObject({
      unread: false,
      draft: null,
      replies: [{ id: expect.any(String), from: 'Test AGENT', body: 'Yes! <b>Come by</b> on Saturday.', sentAt: expect.any(String) }],
    });

    const mails = await mailsTo(buyerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ replyTo: agent.email, subject: 'Re: Your message to Test AGENT' });
    expect(mails[0]!.text).toContain('Yes! <b>Come by</b> on Saturday.');
    expect(mails[0]!.text).toContain('> Is it still available?');

    const page = await fetch(`${createApiClient().baseUrl}/dev/outbox`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Yes! &lt;b&gt;Come by&lt;/b&gt; on Saturday.');
    expect(html).not.toContain('<b>Come by</b>');

    const sent = find(await list(asker.client, '?folder=sent'), id);
    expect(sent).toMatchObject({ folder: 'sent', draft: null, replies: [{ from: 'Test AGENT', body: 'Yes! <b>Come by</b> on Saturday.' }] });
  });

  it('forwards the inquiry by e-mail and records it', async () => {
    const colleague = uniqueEmail('colleague');
    const id = await seedInquiry(agent.userId, { name: 'Fern Forward', email: 'fern@example.test', phone: '512-555-0123', message: 'Three bedrooms please' });
    const invalid = await agent.client.post<TError>(`/api/messages/${id}/forward`, { to: 'not-an-email' });
    expect(invalid.body.errors).toContainEqual({ path: 'to', message: 'Invalid email' });
    const forwarded = await agent.client.post<TMessageChangeResponse>(`/api/messages/${id}/forward`, {
      to: colleague.toUpperCase(),
      note: 'Can you take this one?',
    });
    expect(forwarded.status).toBe(200);
    expect(forwarded.body.item.forwards).toEqual([{ to: colleague, note: 'Can you take this one?', sentAt: expect.any(String) }]);
    const [mail] = await mailsTo(colleague);
    expect(mail).toMatchObject({ replyTo: agent.email, subject: 'Fwd: Contact from your profile' });
    expect(mail!.text).toContain('Can you take this one?');
    expect(mail!.text).toContain('From: Fern Forward <fern@example.test>');
    expect(mail!.text).toContain('Phone: 512-555-0123');
    expect(mail!.text).toContain('Three bedrooms please');
  });

  it('is invisible to everyone else: another agent gets 404, the sender cannot act on it', async () => {
    const other = await signUpActiveAgent();
    const id = await seedInquiry(agent.userId, {}, buyer.userId);
    const attempts = [
      other.client.request('PATCH', `/api/messages/${id}`, { json: { starred: true } }),
      other.client.request('DELETE', `/api/messages/${id}`),
      other.client.request('PUT', `/api/messages/${id}/draft`, { json: { body: 'mine now' } }),
      other.client.post(`/api/messages/${id}/reply`, { body: 'Hi' }),
      other.client.post(`/api/messages/${id}/forward`, { to: 'thief@example.test' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect((response.body as TError).message).toBe('Message Not Found');
    }
    expect((await list(other.client)).items).toEqual([]);
    expect((await list(other.client, '?folder=sent')).items).toEqual([]);
    expect((await buyer.client.request('PATCH', `/api/messages/${id}`, { json: { read: true } })).status).toBe(403);
    const untouched = find(await list(agent.client), id) as TMessage;
    expect(untouched).toMatchObject({ starred: false, draft: null, replies: [], forwards: [] });
    expect(await mailsTo('thief@example.test')).toEqual([]);
    expect((await createApiClient().get('/api/messages')).status).toBe(401);
  });
});
