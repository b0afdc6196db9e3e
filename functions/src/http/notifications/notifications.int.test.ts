import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type { TListNotificationsResponse, TNotificationPrefs } from '@shared/schemas/notification.schema';
import { listOpenHousesOfProperty } from '../../data/open-house-repository';
import * as keys from '../../data/keys';
import type { TNotificationMessage } from '../../services/notifications/notification-message';
import { signUpActiveAgent } from '../../../test/accounts';
import { createApiClient, uniqueEmail } from '../../../test/http-client';
import { chicagoWallTime } from '../../../test/listings';
import { getSchedule, mailsTo, notificationsQueueDrained as queueDrained, sendToNotificationsQueue, setOpenHouseEnd, until } from '../../../test/notifications';
import { sharedTestDb } from '../../../test/test-deps';

type TClient = ReturnType<typeof createApiClient>;

const notificationsOf = async (client: TClient) => (await client.get<TListNotificationsResponse>('/api/notifications')).body;

let clientIds = 0;
async function openHouseOf(agent: { client: TClient }) {
  const created = await agent.client.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
    title: 'Alert cottage',
    address: '2100 Lake Austin Blvd, Austin, TX 78703',
    price: '615000',
    startsAt: chicagoWallTime(30),
    endsAt: chicagoWallTime(90),
  });
  const { propertyId, openHouseId } = created.body;
  await agent.client.request('PUT', `/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`, { json: { questions: [] } });
  return { propertyId, openHouseId };
}

async function signIn(openHouseId: string, visitor: { name: string; email: string; consent?: boolean }) {
  const response = await createApiClient().post<{ id: string }>(`/api/open-houses/${openHouseId}/sign-ins`, {
    clientId: `alert-${Date.now().toString(36)}-${clientIds++}`,
    name: visitor.name,
    email: visitor.email,
    phone: '512-555-0142',
    workingWithAgent: 'no',
    timeframe: 'now',
    financing: 'pre-approved',
    consent: visitor.consent ?? true,
    answers: {},
  });
  if (response.status !== 201) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id;
}

describe('lead alerts: a new lead reaches its agent through the notifications queue', () => {
  it('a sign-in at the door becomes an in-app notification and one e-mail with name, contact, answers, score and link', async () => {
    const agent = await signUpActiveAgent();
    const { openHouseId } = await openHouseOf(agent);
    const visitor = uniqueEmail('visitor');
    const leadId = await signIn(openHouseId, { name: 'Vera Visitor', email: visitor });

    const [mail] = await until(
      () => mailsTo(agent.email),
      (m) => m.length > 0,
      'the lead alert e-mail',
    );
    expect(mail!.subject).toMatch(/^New lead: Vera Visitor \(score \d+\)$/);
    expect(mail!.replyTo).toBe(visitor);
    expect(mail!.text).toContain('Vera Visitor signed in at the open house of Alert cottage.');
    expect(mail!.text).toContain(`E-mail: ${visitor}`);
    expect(mail!.text).toContain('Phone: 512-555-0142');
    expect(mail!.text).toContain('- Timeframe: Now');
    expect(mail!.text).toContain('- Financing: Pre-approved');
    expect(mail!.text).toContain(`/leads?lead=${leadId}`);
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/api\/mail\/unsubscribe\/[\w-]+>$/);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const page = await notificationsOf(agent.client);
    expect(page.unread).toBe(1);
    expect(page.items).toEqual([expect.objectContaining({ kind: 'lead', title: 'New lead: Vera Visitor', link: `/leads?lead=${leadId}`, isRead: false })]);
  });

  it('notifies once when SQS delivers the same lead twice', async () => {
    const agent = await signUpActiveAgent();
    const lead = {
      id: `01JDUPL1CATE${Date.now().toString(36).toUpperCase()}`.slice(0, 26).padEnd(26, '0'),
      source: 'profile' as const,
      name: 'Dee Duplicate',
      email: uniqueEmail('dup'),
      phone: null,
      message: 'Hello twice',
      listingTitle: null,
      answers: [],
      score: 25,
      createdAt: new Date().toISOString(),
    };
    const message: TNotificationMessage = { kind: 'lead-created', agentId: agent.userId, lead };
    await sendToNotificationsQueue(message, 2);
    await until(
      () => mailsTo(agent.email),
      (m) => m.length > 0,
      'the alert',
    );
    await queueDrained();
    expect(await mailsTo(agent.email)).toHaveLength(1);
    const page = await notificationsOf(agent.client);
    expect(page.items).toHaveLength(1);
    expect(page.unread).toBe(1);
  });

  it('keeps e-mail during quiet hours for a digest at their end (in-app at once), then sends the digest once', async () => {
    const agent = await signUpActiveAgent();
    const hour = new Date().getUTCHours();
    const hh = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    const prefs: TNotificationPrefs = { email: 'instant', inApp: true, quietHours: { start: hh(hour - 1), end: hh(hour + 2) }, timeZone: 'UTC' };
    expect((await agent.client.request('PUT', '/api/settings/notifications', { json: prefs })).status).toBe(200);
    const { openHouseId } = await openHouseOf(agent);
    await signIn(openHouseId, { name: 'Quinn Quiet', email: uniqueEmail('quiet') });

    await until(
      () => notificationsOf(agent.client),
      (p) => p.items.length === 1,
      'the in-app notification',
    );
    await queueDrained();
    expect(await mailsTo(agent.email)).toEqual([]);
    const schedule = await getSchedule(`digest-${agent.userId}`, 'notification-digests');
    const end = new Date();
    end.setUTCHours(hour + 2, 0, 0, 0);
    expect(schedule.ScheduleExpression).toBe(`at(${end.toISOString().slice(0, 19)})`);

    // The schedule fires (its message, as Scheduler sends it), twice for good measure.
    const digest: TNotificationMessage = { kind: 'digest', userId: agent.userId };
    await sendToNotificationsQueue(digest, 2);
    await until(
      () => mailsTo(agent.email),
      (m) => m.length > 0,
      'the digest',
    );
    await queueDrained();
    const mails = await mailsTo(agent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Quinn Quiet signed in at the open house of Alert cottage.');
  });

  it('sends nothing by e-mail when e-mail is off, and nothing in-app when in-app is off', async () => {
    const agent = await signUpActiveAgent();
    await agent.client.request('PUT', '/api/settings/notifications', { json: { email: 'off', inApp: false, quietHours: null, timeZone: 'America/Chicago' } });
    expect((await agent.client.get<TNotificationPrefs>('/api/settings/notifications')).body).toEqual({
      email: 'off',
      inApp: false,
      quietHours: null,
      timeZone: 'America/Chicago',
    });
    const { openHouseId } = await openHouseOf(agent);
    await signIn(openHouseId, { name: 'Otto Off', email: uniqueEmail('off') });
    await queueDrained();
    expect(await mailsTo(agent.email)).toEqual([]);
    expect((await notificationsOf(agent.client)).items).toEqual([]);
  });
});

describe('the bell: the notifications list', () => {
  it('marks one read, then all read, and answers 401 signed out', async () => {
    const agent = await signUpActiveAgent();
    const { openHouseId } = await openHouseOf(agent);
    await signIn(openHouseId, { name: 'Ann One', email: uniqueEmail('one') });
    await signIn(openHouseId, { name: 'Bob Two', email: uniqueEmail('two') });
    const page = await until(
      () => notificationsOf(agent.client),
      (p) => p.items.length === 2,
      'two notifications',
    );
    expect(page.unread).toBe(2);
    const first = page.items[1]!;
    expect((await agent.client.post(`/api/notifications/${first.id}/read`)).body).toEqual({ unread: 1 });
    expect((await agent.client.post(`/api/notifications/${first.id}/read`)).body).toEqual({ unread: 1 });
    expect((await agent.client.get('/api/notifications/unread')).body).toEqual({ unread: 1 });
    expect((await agent.client.post('/api/notifications/read-all')).body).toEqual({ unread: 0 });
    const after = await notificationsOf(agent.client);
    expect(after.items.map((n) => n.isRead)).toEqual([true, true]);
    expect(after.unread).toBe(0);
    expect((await agent.client.post(`/api/notifications/${'0'.repeat(26)}/read`)).status).toBe(404);
    expect((await createApiClient().get('/api/notifications')).status).toBe(401);
  });
});

describe('one-click unsubscribe (RFC 8058), signed out', () => {
  it('a POST from the mailbox provider (no Origin, no session) stops lead alert e-mails; a GET shows the confirmation page', async () => {
    const agent = await signUpActiveAgent();
    const { openHouseId } = await openHouseOf(agent);
    await signIn(openHouseId, { name: 'Una Unsub', email: uniqueEmail('unsub') });
    const [mail] = await until(
      () => mailsTo(agent.email),
      (m) => m.length > 0,
      'the alert',
    );
    const url = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const path = new URL(url).pathname;
    const token = path.split('/').pop()!;

    const page = await fetch(inject('apiBaseUrl') + path, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`/unsubscribe/${token}`);
    expect((await agent.client.get<TNotificationPrefs>('/api/settings/notifications')).body.email).toBe('instant');

    const forged = await fetch(`${inject('apiBaseUrl')}/api/mail/unsubscribe/${'x'.repeat(32)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(404);
    const oneClick = await fetch(inject('apiBaseUrl') + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await agent.client.get<TNotificationPrefs>('/api/settings/notifications')).body.email).toBe('off');

    await signIn(openHouseId, { name: 'After Unsub', email: uniqueEmail('after') });
    await until(
      () => notificationsOf(agent.client),
      (p) => p.items.length === 2,
      'the second in-app notification',
    );
    await queueDrained();
    expect(await mailsTo(agent.email)).toHaveLength(1);
  });
});

describe('automatic thank-you when an open house ends', () => {
  it('is scheduled at the end by the first sign-in and thanks each consenting visitor once, marked automatic, with one-click unsubscribe', async () => {
    const agent = await signUpActiveAgent();
    const { propertyId, openHouseId } = await openHouseOf(agent);
    const yes = uniqueEmail('yes');
    const no = uniqueEmail('no');
    await signIn(openHouseId, { name: 'Yara Yes', email: yes });
    await signIn(openHouseId, { name: 'Nico No', email: no, consent: false });
    await queueDrained();
    const [openHouse] = await listOpenHousesOfProperty(sharedTestDb(), propertyId);
    const schedule = await getSchedule(`thank-you-${openHouseId}`, 'open-house-follow-up');
    expect(schedule.ScheduleExpression).toBe(`at(${openHouse!.endsAt.slice(0, 19)})`);

    // Before the end the message moves nothing forward; then the open house "ends" and the schedule fires.
    const ended: TNotificationMessage = { kind: 'open-house-ended', propertyId, openHouseId };
    await sendToNotificationsQueue(ended);
    await queueDrained();
    expect(await mailsTo(yes)).toEqual([]);
    await setOpenHouseEnd(propertyId, new Date(Date.now() - 60_000));
    await sendToNotificationsQueue(ended, 2);
    await until(
      () => mailsTo(yes),
      (m) => m.length > 0,
      'the thank-you',
    );
    await queueDrained();
    const thanks = await mailsTo(yes);
    expect(thanks).toHaveLength(1);
    expect(thanks[0]!.subject).toBe('Thanks for visiting Alert cottage');
    expect(thanks[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(no)).toEqual([]);
    const sheet = await agent.client.get<{ thankedAutomaticallyAt: string | null }>(`/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`);
    expect(sheet.body.thankedAutomaticallyAt).toEqual(expect.any(String));
    // The manual button finds everyone thanked already.
    expect((await agent.client.post(`/api/properties/${propertyId}/open-houses/${openHouseId}/thank-you`)).body).toEqual({
      sent: 0,
      skipped: 1,
      withoutConsent: 1,
      failed: 0,
      overLimit: 0,
    });
  });
});

describe('bounces and complaints (locally: POST /dev/mail-feedback)', () => {
  it('a hard bounce suppresses the address: no more alerts are e-mailed to it, the bell still rings', async () => {
    const agent = await signUpActiveAgent();
    const simulated = await fetch(`${inject('apiBaseUrl')}/dev/mail-feedback?email=${encodeURIComponent(agent.email.toUpperCase())}&type=bounce`, {
      method: 'POST',
    });
    expect(simulated.status).toBe(202);
    const db = sharedTestDb();
    await until(
      async () => (await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.mailSuppression(agent.email) }))).Item,
      Boolean,
      'the suppression',
    );
    const { openHouseId } = await openHouseOf(agent);
    await signIn(openHouseId, { name: 'Bo Bounce', email: uniqueEmail('bounce') });
    await until(
      () => notificationsOf(agent.client),
      (p) => p.items.length === 1,
      'the in-app notification',
    );
    await queueDrained();
    expect(await mailsTo(agent.email)).toEqual([]);
  });
});
