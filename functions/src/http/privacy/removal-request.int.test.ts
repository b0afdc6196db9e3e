import { LEAD_REMOVED_LABELS, REMOVAL_REQUEST_MESSAGES, REMOVAL_REQUESTS_PER_ADDRESS_PER_DAY } from '@shared/constants/privacy';
import type { TPipelineLead } from '@shared/schemas/lead-pipeline.schema';
import { signUpActiveAgent } from '../../../test/accounts';
import { createApiClient, uniqueEmail } from '../../../test/http-client';
import { chicagoWallTime, createListing } from '../../../test/listings';
import { outbox, until } from '../../../test/notifications';
import { createTestDeps, sharedTestDb } from '../../../test/test-deps';
import { getCrmDelivery } from '../../data/crm-repository';
import { getMailSuppressions } from '../../data/mail-suppression-repository';
import { getMessage } from '../../data/message-repository';
import { listLeadsByAddress } from '../../data/lead-removal-repository';
import { getSignInReceipt } from '../../data/sign-in-repository';
import { confirmRemoval } from '../../services/privacy/confirm-removal';

type TClient = ReturnType<typeof createApiClient>;
type TLeadsPage = { items: TPipelineLead[]; total: number };

const removalMailsTo = async (address: string) => (await outbox()).filter((m) => m.to === address && m.subject.startsWith('Confirm the removal'));

/** The token of the removal link mailed to `address` (the latest of `count`). */
async function removalTokenFor(address: string, count = 1): Promise<string> {
  const mails = await until(
    () => removalMailsTo(address),
    (found) => found.length >= count,
    `removal mail #${count} to ${address}`,
    10,
  );
  const token = /\/privacy\/remove\/([\w-]+)/.exec(mails.at(-1)!.text)?.[1];
  if (!token) throw new Error(`no removal link in: ${mails.at(-1)!.text}`);
  return token;
}

const ask = (email: string, client = createApiClient()) => client.post<{ message: string }>('/api/privacy/removal-requests', { email });
const confirm = (token: string) => createApiClient().post<{ message: string; code?: string }>(`/api/privacy/removal-requests/${token}`);

async function signInAtDoor(agent: TClient, visitor: { name: string; email: string }) {
  const openHouse = await agent.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
    title: 'Removal bungalow',
    address: '2100 Lake Austin Blvd, Austin, TX 78703',
    price: '615000',
    startsAt: chicagoWallTime(30),
    endsAt: chicagoWallTime(150),
  });
  if (openHouse.status !== 201) throw new Error(`open house not created: ${openHouse.status}`);
  await agent.request('PUT', `/api/properties/${openHouse.body.propertyId}/open-houses/${openHouse.body.openHouseId}/sign-in-form`, {
    json: { questions: [] },
  });
  const clientId = `removal-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const signIn = await createApiClient().post<{ id: string }>(`/api/open-houses/${openHouse.body.openHouseId}/sign-ins`, {
    clientId,
    ...visitor,
    phone: '512-555-0100',
    workingWithAgent: 'no',
    timeframe: 'now',
    financing: 'pre-approved',
    answers: {},
    consent: true,
  });
  if (signIn.status !== 201) throw new Error(`sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  return { ...openHouse.body, leadId: signIn.body.id, clientId };
}

describe("a visitor's own removal request", () => {
  it('answers the same for any address, mails a link, and the link removes every lead under the address at every agent, once', async () => {
    const email = uniqueEmail('remove.me');
    const [doorAgent, inquiryAgent] = await Promise.all([signUpActiveAgent(), signUpActiveAgent()]);
    const door = await signInAtDoor(doorAgent.client, { name: 'Rita Remove', email });
    const other = await signInAtDoor(doorAgent.client, { name: 'Kept Person', email: uniqueEmail('kept') });
    const listing = await createListing(inquiryAgent.client);
    const inquiry = await createApiClient().post<{ id: string }>(`/api/properties/${listing.id}/leads`, {
      name: 'Rita Remove',
      email,
      phone: '512-555-0199',
      message: 'Call me about the yard',
    });
    expect(inquiry.status).toBe(201);
    const totalsBefore = await Promise.all([doorAgent.client, inquiryAgent.client].map(async (c) => (await c.get<TLeadsPage>('/api/leads')).body.total));

    // The same answer for an address we hold and one we do not: the form tells nobody who is a lead.
    const asked = await ask(email);
    const unknown = await ask(uniqueEmail('nobody'));
    expect(asked.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(asked.body).toEqual({ message: REMOVAL_REQUEST_MESSAGES.sent });
    expect(unknown.body).toEqual(asked.body);
    const token = await removalTokenFor(email);
    expect((await listLeadsByAddress(sharedTestDb(), email)).map((lead) => lead.id).sort()).toEqual([door.leadId, inquiry.body.id].sort());

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: REMOVAL_REQUEST_MESSAGES.done });

    // Both agents keep the lead (their counts too), without the person.
    const [doorLeads, inquiryLeads] = await Promise.all([doorAgent.client, inquiryAgent.client].map(async (c) => (await c.get<TLeadsPage>('/api/leads')).body));
    expect([doorLeads!.total, inquiryLeads!.total]).toEqual(totalsBefore);
    for (const [leads, id] of [
      [doorLeads!, door.leadId],
      [inquiryLeads!, inquiry.body.id],
    ] as const) {
      expect(leads.items.find((lead) => lead.id === id)).toMatchObject({
        name: '',
        email: '',
        phone: null,
        message: null,
        answers: [],
        removal: { reason: 'request' },
      });
    }
    expect(doorLeads!.items.find((lead) => lead.id === other.leadId)).toMatchObject({ name: 'Kept Person', removal: null });
    const perListing = await inquiryAgent.client.get<{ items: { id: string; name: string; email: string }[] }>(`/api/properties/${listing.id}/leads`);
    expect(perListing.body.items).toEqual([expect.objectContaining({ id: inquiry.body.id, name: LEAD_REMOVED_LABELS.request, email: '' })]);

    // The copies: the conversation, the door receipt, the CRM copy (none here), the address index.
    const db = sharedTestDb();
    expect(await getMessage(db, inquiry.body.id)).toMatchObject({ fromName: LEAD_REMOVED_LABELS.request, email: '', phone: null, body: '', searchText: '' });
    expect(await getSignInReceipt(db, door.openHouseId, door.clientId)).toMatchObject({ name: '', email: '' });
    expect(await getCrmDelivery(db, inquiryAgent.userId, inquiry.body.id)).toBeNull();
    expect(await listLeadsByAddress(db, email)).toEqual([]);
    const [suppression] = await getMailSuppressions(db, email, [{ scope: 'all', agentId: null }]);
    expect(suppression).toMatchObject({ email, scope: 'all', reason: 'removal-request' });

    const again = await confirm(token);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 'EMAIL_LINK_USED', message: REMOVAL_REQUEST_MESSAGES.used });
    const notALink = await confirm('x'.repeat(32));
    expect(notALink.status).toBe(404);
    expect(notALink.body.message).toBe(REMOVAL_REQUEST_MESSAGES.invalid);
    // Two agents, an open house each way and a listing: slow on a loaded machine, not a wait on anything.
  }, 90_000);

  it('refuses a link past its 24 hours and removes nothing', async () => {
    const email = uniqueEmail('late');
    const agent = await signUpActiveAgent();
    const door = await signInAtDoor(agent.client, { name: 'Late Larry', email });
    const before = new Date();
    await ask(email);
    const token = await removalTokenFor(email);
    const { deps, advance } = createTestDeps(before);
    advance(24 * 3600 + 60);
    await expect(confirmRemoval(deps, { token })).rejects.toMatchObject({ code: 'EMAIL_LINK_EXPIRED', message: REMOVAL_REQUEST_MESSAGES.expired });
    expect((await listLeadsByAddress(sharedTestDb(), email)).map((lead) => lead.id)).toEqual([door.leadId]);
  });

  it('limits requests per address (and checks the address)', async () => {
    const email = uniqueEmail('often');
    for (let i = 0; i < REMOVAL_REQUESTS_PER_ADDRESS_PER_DAY; i++) expect((await ask(email)).status).toBe(202);
    const over = await ask(email);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(REMOVAL_REQUEST_MESSAGES.tooMany);
    const bad = await createApiClient().post<{ errors?: { path: string }[] }>('/api/privacy/removal-requests', { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.path)).toEqual(['email']);
  });
});
