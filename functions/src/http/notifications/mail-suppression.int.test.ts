import { LIFT_NEEDS_CONFIRMED_ADDRESS_MESSAGE } from '../../services/mail-trust/lift-own-mail-suppression';
import { ulid } from 'ulid';
import { inject } from 'vitest';
import type { TMailSuppressionsResponse } from '@shared/schemas/mail-suppression.schema';
import type { TListNotificationsResponse, TNotificationPrefs } from '@shared/schemas/notification.schema';
import type { TNotificationMessage } from '../../services/notifications/notification-message';
import { createUnsubscribeLink } from '../../services/notifications/unsubscribe-link';
import { signUpActiveAgent, signUpAs, TEST_PASSWORD, userIdOf } from '../../../test/accounts';
import { createApiClient, uniqueEmail } from '../../../test/http-client';
import { chicagoWallTime, createListing } from '../../../test/listings';
import { seedInquiry } from '../../../test/messages';
import { mailsTo, notificationsQueueDrained as queueDrained, sendToNotificationsQueue, setOpenHouseEnd, until } from '../../../test/notifications';
import { createTestDeps } from '../../../test/test-deps';

type TClient = ReturnType<typeof createApiClient>;
type TTown = { bbox: number[]; place: string; city: string; lat: number; lng: number; zipCode: string };

/** Montana towns no other test lists in, one per test, so each buyer hears only of its own test's listings. */
const MISSOULA: TTown = { bbox: [-114.1, 46.82, -113.9, 46.92], place: 'Missoula, MT', city: 'Missoula', lat: 46.87, lng: -114.0, zipCode: '59801' };
const GREAT_FALLS: TTown = { bbox: [-111.4, 47.45, -111.2, 47.55], place: 'Great Falls, MT', city: 'Great Falls', lat: 47.5, lng: -111.3, zipCode: '59401' };
const KALISPELL: TTown = { bbox: [-114.4, 48.15, -114.25, 48.25], place: 'Kalispell, MT', city: 'Kalispell', lat: 48.2, lng: -114.31, zipCode: '59901' };

const notificationsOf = async (client: TClient) => (await client.get<TListNotificationsResponse>('/api/notifications')).body;
const itemsOfKind = async (client: TClient, kind: string) => (await notificationsOf(client)).items.filter((n) => n.kind === kind);
const suppressionsOf = async (client: TClient) => (await client.get<TMailSuppressionsResponse>('/api/settings/mail-suppressions')).body;

async function withSearchIn(client: TClient, town: TTown) {
  const created = await client.post<{ id: string }>('/api/users/saved-searches', {
    name: `Homes in ${town.city}`,
    source: 'listings',
    frequency: 'instant',
    area: { bbox: town.bbox, place: town.place },
  });
  if (created.status !== 201) throw new Error(`saving the search failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

const listIn = (agent: TClient, town: TTown, address: string) =>
  createListing(agent, {
    city: town.city,
    state: 'MT',
    zipCode: town.zipCode,
    coordinates: { lat: town.lat, lng: town.lng },
    address,
    title: address,
    bedrooms: 3,
    price: 450_000,
  });

/** The saved-search e-mail's window comes (the message its schedule sends), and the worker handles it. */
async function searchAlertsDue(userId: string) {
  await sendToNotificationsQueue({ kind: 'search-alerts-due', userId, frequency: 'instant' });
  await queueDrained();
}

const unsubscribePathOf = (mail: { headers?: Record<string, string> }) => new URL(/^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!).pathname;

/** The mailbox provider's RFC 8058 POST to a mail's List-Unsubscribe address. */
async function oneClickUnsubscribe(mail: { headers?: Record<string, string> }) {
  const response = await fetch(inject('apiBaseUrl') + unsubscribePathOf(mail), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(response.status).toBe(200);
}

/**
 * What SES would report for the address, through the local stand-in of SNS → SQS (POST /dev/mail-feedback, by
 * hand or as /dev/outbox's button posts it); waits until the worker suppressed it.
 */
async function reportFeedback(email: string, type: 'bounce' | 'complaint', owner: TClient, how: 'curl' | 'outbox-button' = 'curl') {
  const form = how === 'outbox-button' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' as const } : {};
  const simulated = await fetch(`${inject('apiBaseUrl')}/dev/mail-feedback?email=${encodeURIComponent(email)}&type=${type}`, { method: 'POST', ...form });
  expect(simulated.status).toBe(how === 'outbox-button' ? 303 : 202);
  await until(
    () => suppressionsOf(owner),
    (s) => s.items.some((i) => i.scope === 'all'),
    `the ${type}`,
  );
}

const leadMessage = (agentId: string, name: string): TNotificationMessage => ({
  kind: 'lead-created',
  agentId,
  lead: {
    id: ulid(),
    source: 'profile',
    name,
    email: uniqueEmail('lead'),
    phone: null,
    message: 'Hello',
    listingTitle: null,
    answers: [],
    score: 25,
    createdAt: new Date().toISOString(),
  },
});

describe("an unsubscribe sticks to the address: turning the account's switches back on does not bring mail back", () => {
  it('saved-search alerts: unsubscribe, PATCH the search back on, a new match: no mail; the alert queued before the unsubscribe is not sent', async () => {
    const { client: agent } = await signUpActiveAgent();
    const buyer = await signUpAs('BUYER');
    const buyerId = await userIdOf(buyer.email);
    const searchId = await withSearchIn(buyer.client, MISSOULA);
    await listIn(agent, MISSOULA, '101 N Higgins Ave');
    await until(
      () => itemsOfKind(buyer.client, 'search'),
      (items) => items.length === 1,
      'the first alert',
    );
    await searchAlertsDue(buyerId);
    const [mail] = await until(
      () => mailsTo(buyer.email),
      (m) => m.length === 1,
      'the first alert e-mail',
    );

    // A second match waits for the buyer's next window when the address unsubscribes.
    await listIn(agent, MISSOULA, '102 N Higgins Ave');
    await until(
      () => itemsOfKind(buyer.client, 'search'),
      (items) => items.length === 2,
      'the queued alert',
    );
    await oneClickUnsubscribe(mail!);
    expect(await suppressionsOf(buyer.client)).toEqual({
      email: buyer.email,
      items: [expect.objectContaining({ scope: 'search-alerts', reason: 'unsubscribe', agentId: null })],
    });

    // The account turns its search back on: the bell rings again, the e-mail stays stopped.
    expect((await buyer.client.request('PATCH', `/api/users/saved-searches/${searchId}`, { json: { frequency: 'instant' } })).status).toBe(200);
    await searchAlertsDue(buyerId);
    await listIn(agent, MISSOULA, '103 N Higgins Ave');
    await until(
      () => itemsOfKind(buyer.client, 'search'),
      (items) => items.length === 3,
      'the alert after the PATCH',
    );
    await searchAlertsDue(buyerId);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it('lead alerts: unsubscribe, turn e-mail back on: neither the digest queued before nor a new lead is e-mailed', async () => {
    const agent = await signUpActiveAgent();
    await sendToNotificationsQueue(leadMessage(agent.userId, 'Ada First'));
    const [mail] = await until(
      () => mailsTo(agent.email),
      (m) => m.length === 1,
      'the first lead alert',
    );

    const hourly: TNotificationPrefs = { email: 'hourly', inApp: true, quietHours: null, timeZone: 'UTC' };
    expect((await agent.client.request('PUT', '/api/settings/notifications', { json: hourly })).status).toBe(200);
    await sendToNotificationsQueue(leadMessage(agent.userId, 'Ben Waiting'));
    await until(
      () => itemsOfKind(agent.client, 'lead'),
      (items) => items.length === 2,
      'the lead kept for the digest',
    );
    await oneClickUnsubscribe(mail!);

    expect((await agent.client.request('PUT', '/api/settings/notifications', { json: { ...hourly, email: 'instant' } })).status).toBe(200);
    await sendToNotificationsQueue({ kind: 'digest', userId: agent.userId });
    await sendToNotificationsQueue(leadMessage(agent.userId, 'Cy After'));
    await until(
      () => itemsOfKind(agent.client, 'lead'),
      (items) => items.length === 3,
      'the lead after turning e-mail back on',
    );
    await queueDrained();
    expect(await mailsTo(agent.email)).toHaveLength(1);
  });
});

describe('a complaint (or a hard bounce) suppresses every kind of mail to the address', () => {
  it("no lead alert, saved-search alert or thank-you goes to it, and an agent's reply or forward to it is refused", async () => {
    const complainer = await signUpActiveAgent();
    const other = await signUpActiveAgent();
    await withSearchIn(complainer.client, GREAT_FALLS);
    await reportFeedback(complainer.email.toUpperCase(), 'complaint', complainer.client);
    expect((await suppressionsOf(complainer.client)).items).toEqual([
      { scope: 'all', agentId: null, agentName: null, reason: 'complaint', since: expect.any(String) },
    ]);

    // Lead alerts to the address's own account.
    await sendToNotificationsQueue(leadMessage(complainer.userId, 'Lee Lead'));
    // Saved-search alerts.
    await listIn(other.client, GREAT_FALLS, '400 Central Ave');
    await until(
      () => itemsOfKind(complainer.client, 'search'),
      (items) => items.length === 1,
      'the search alert',
    );
    await searchAlertsDue(complainer.userId);
    await until(
      () => itemsOfKind(complainer.client, 'lead'),
      (items) => items.length === 1,
      'the lead alert',
    );

    // Another agent's thank-you to the address as a visitor who consented.
    const created = await other.client.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
      title: 'Suppressed cottage',
      address: '2100 Lake Austin Blvd, Austin, TX 78703',
      price: '615000',
      startsAt: chicagoWallTime(30),
      endsAt: chicagoWallTime(90),
    });
    const { propertyId, openHouseId } = created.body;
    await other.client.request('PUT', `/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`, { json: { questions: [] } });
    const signedIn = await createApiClient().post(`/api/open-houses/${openHouseId}/sign-ins`, {
      clientId: `suppressed-${Date.now().toString(36)}`,
      name: 'Cora Complainer',
      email: complainer.email,
      workingWithAgent: 'no',
      consent: true,
      answers: {},
    });
    expect(signedIn.status).toBe(201);
    await setOpenHouseEnd(propertyId, new Date(Date.now() - 60_000));
    const thanked = await other.client.post<{ sent: number }>(`/api/properties/${propertyId}/open-houses/${openHouseId}/thank-you`);
    expect(thanked.status).toBe(200);
    expect(thanked.body.sent).toBe(0);

    // Replies and forwards, which the agent writes by hand.
    const inquiry = await seedInquiry(other.userId, { email: complainer.email });
    const reply = await other.client.post<{ code: string; message: string }>(`/api/messages/${inquiry}/reply`, { body: 'Happy to show it to you.' });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      code: 'ADDRESS_SUPPRESSED',
      message: 'This address bounced or reported our mail as spam, so we send nothing more to it.',
    });
    const forward = await other.client.post<{ code: string }>(`/api/messages/${await seedInquiry(other.userId)}/forward`, { to: complainer.email, note: null });
    expect(forward.status).toBe(409);
    expect(forward.body.code).toBe('ADDRESS_SUPPRESSED');

    await queueDrained();
    expect(await mailsTo(complainer.email)).toEqual([]);
  });
});

describe("only the address's owner lifts a suppression, from their settings, with their password", () => {
  it("lists each suppression of the caller's own address; a wrong password and another account lift nothing; the owner lifts one at a time and mail flows again", async () => {
    const { client: agent, userId: agentId } = await signUpActiveAgent();
    const owner = await signUpAs('BUYER');
    const ownerId = await userIdOf(owner.email);
    const searchId = await withSearchIn(owner.client, KALISPELL);
    await listIn(agent, KALISPELL, '1 Main St');
    await until(
      () => itemsOfKind(owner.client, 'search'),
      (items) => items.length === 1,
      'the alert',
    );
    await searchAlertsDue(ownerId);
    const [mail] = await until(
      () => mailsTo(owner.email),
      (m) => m.length === 1,
      'the alert e-mail',
    );

    await oneClickUnsubscribe(mail!);
    const { deps } = createTestDeps(new Date());
    const agentMail = await createUnsubscribeLink(deps, { kind: 'agent-mail', agentId, email: owner.email, siteOrigin: 'http://localhost' });
    expect((await createApiClient().post('/api/mail/unsubscribe', { token: agentMail.page.split('/').pop() })).status).toBe(200);
    await reportFeedback(owner.email, 'bounce', owner.client, 'outbox-button');
    const listed = await suppressionsOf(owner.client);
    expect(listed.email).toBe(owner.email);
    expect(listed.items).toHaveLength(3);
    expect(listed.items).toEqual(
      expect.arrayContaining([
        { scope: 'all', agentId: null, agentName: null, reason: 'bounce', since: expect.any(String) },
        { scope: 'search-alerts', agentId: null, agentName: null, reason: 'unsubscribe', since: expect.any(String) },
        { scope: 'agent-mail', agentId, agentName: 'Test AGENT', reason: 'unsubscribe', since: expect.any(String) },
      ]),
    );

    const lift = (client: TClient, body: Record<string, unknown>) =>
      client.post<TMailSuppressionsResponse & { errors?: { path: string }[] }>('/api/settings/mail-suppressions/lift', body);
    const wrong = await lift(owner.client, { scope: 'search-alerts', currentPassword: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect.' }]);
    expect((await lift(owner.client, { scope: 'search-alerts' })).status).toBe(400);

    // Another account names only its own address: nothing of the owner's is listed or lifted.
    const stranger = await signUpAs('BUYER');
    expect(await suppressionsOf(stranger.client)).toEqual({ email: stranger.email, items: [] });
    expect((await lift(stranger.client, { scope: 'search-alerts', currentPassword: TEST_PASSWORD })).status).toBe(404);
    expect((await lift(stranger.client, { scope: 'all', currentPassword: TEST_PASSWORD })).status).toBe(404);
    expect((await suppressionsOf(owner.client)).items).toHaveLength(3);

    const afterSearch = await lift(owner.client, { scope: 'search-alerts', currentPassword: TEST_PASSWORD });
    expect(afterSearch.status).toBe(200);
    expect(afterSearch.body.items.map((i) => i.scope).sort()).toEqual(['agent-mail', 'all']);
    expect((await lift(owner.client, { scope: 'search-alerts', currentPassword: TEST_PASSWORD })).status).toBe(404);
    expect((await lift(owner.client, { scope: 'agent-mail', agentId, currentPassword: TEST_PASSWORD })).body.items.map((i) => i.scope)).toEqual(['all']);

    // Still bounced: the search, back on, rings the bell but sends nothing until the owner lifts the bounce too.
    expect((await owner.client.request('PATCH', `/api/users/saved-searches/${searchId}`, { json: { frequency: 'instant' } })).status).toBe(200);
    await listIn(agent, KALISPELL, '2 Main St');
    await until(
      () => itemsOfKind(owner.client, 'search'),
      (items) => items.length === 2,
      'the second alert',
    );
    await searchAlertsDue(ownerId);
    expect(await mailsTo(owner.email)).toHaveLength(1);

    expect((await lift(owner.client, { scope: 'all', currentPassword: TEST_PASSWORD })).body.items).toEqual([]);
    await listIn(agent, KALISPELL, '3 Main St');
    await until(
      () => itemsOfKind(owner.client, 'search'),
      (items) => items.length === 3,
      'the third alert',
    );
    await searchAlertsDue(ownerId);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(2);
    expect(mails.filter((m) => m.text.includes('3 Main St') && !m.text.includes('2 Main St'))).toHaveLength(1);
  });

  it("an account whose address nobody confirmed lifts nothing, whatever its password: it may hold someone else's address", async () => {
    const holder = await signUpAs('BUYER', {}, { confirmed: false });
    const holderId = await userIdOf(holder.email);
    const { deps } = createTestDeps(new Date());
    const link = await createUnsubscribeLink(deps, { kind: 'search-alerts', agentId: holderId, email: holder.email, siteOrigin: 'http://localhost' });
    expect((await createApiClient().post('/api/mail/unsubscribe', { token: link.page.split('/').pop() })).status).toBe(200);
    const lifted = await holder.client.post<{ message: string }>('/api/settings/mail-suppressions/lift', {
      scope: 'search-alerts',
      currentPassword: TEST_PASSWORD,
    });
    expect(lifted.status).toBe(409);
    expect(lifted.body.message).toBe(LIFT_NEEDS_CONFIRMED_ADDRESS_MESSAGE);
    expect((await suppressionsOf(holder.client)).items.map((item) => item.scope)).toEqual(['search-alerts']);
  });
});
