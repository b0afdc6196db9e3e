import type { TSecondMessage } from '@shared/schemas/second-message.schema';
import { listOpenHousesOfProperty } from '../../data/open-house-repository';
import type { TNotificationMessage } from '../../services/notifications/notification-message';
import { signUpActiveAgent } from '../../../test/accounts';
import { createApiClient, uniqueEmail } from '../../../test/http-client';
import { chicagoWallTime } from '../../../test/listings';
import { getSchedule, notificationsQueueDrained as queueDrained, outbox, sendToNotificationsQueue, setOpenHouseEnd, until } from '../../../test/notifications';
import { sharedTestDb } from '../../../test/test-deps';

type TClient = ReturnType<typeof createApiClient>;
const DAY_MS = 86_400_000;
const SUBJECT = 'A second look at the Follow-up bungalow?';

const secondMessagesTo = async (address: string) => (await outbox()).filter((m) => m.to === address && m.subject === SUBJECT);

let clientIds = 0;
async function openHouseWithVisitors(visitors: { email: string; consent: boolean }[]) {
  const agent = await signUpActiveAgent();
  const created = await agent.client.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
    title: 'Follow-up bungalow',
    address: '2100 Lake Austin Blvd, Austin, TX 78703',
    price: '615000',
    startsAt: chicagoWallTime(30),
    endsAt: chicagoWallTime(90),
  });
  const { propertyId, openHouseId } = created.body;
  await agent.client.request('PUT', `/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`, { json: { questions: [] } });
  for (const visitor of visitors) {
    const response = await createApiClient().post(`/api/open-houses/${openHouseId}/sign-ins`, {
      clientId: `second-${Date.now().toString(36)}-${clientIds++}`,
      name: `Guest ${visitor.email.split('@')[0]}`,
      email: visitor.email,
      workingWithAgent: 'no',
      consent: visitor.consent,
      answers: {},
    });
    if (response.status !== 201) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  const path = `/api/properties/${propertyId}/open-houses/${openHouseId}/second-message`;
  return { agent, propertyId, openHouseId, path };
}

const save = (client: TClient, path: string, body: Record<string, unknown>) => client.request<TSecondMessage>('PUT', path, { json: body });

/** The open house ended long enough ago for a message `delayDays` after its end to be due. */
const endedDaysAgo = (propertyId: string, delayDays: number) => setOpenHouseEnd(propertyId, new Date(Date.now() - delayDays * DAY_MS - 60_000));

/** What the schedule sends when it fires (EventBridge Scheduler may deliver it more than once). */
const fire = (propertyId: string, openHouseId: string, times = 1) =>
  sendToNotificationsQueue({ kind: 'second-message-due', propertyId, openHouseId } satisfies TNotificationMessage, times);

describe('the second message some days after an open house', () => {
  it('is off by default with texts naming the listing, and refuses bad settings (400)', async () => {
    const { agent, path } = await openHouseWithVisitors([]);
    const defaults = await agent.client.get<TSecondMessage>(path);
    expect(defaults.status).toBe(200);
    expect(defaults.body).toMatchObject({ isEnabled: false, delayDays: 3, isSaved: false, scheduledFor: null, sentAt: null, sentCount: 0 });
    expect(defaults.body.subject).toContain('Follow-up bungalow');
    expect(defaults.body.body).toContain('Follow-up bungalow');

    const valid = { isEnabled: true, delayDays: 3, subject: SUBJECT, body: 'Reply any time.' };
    for (const bad of [
      { ...valid, delayDays: 0 },
      { ...valid, delayDays: 15 },
      { ...valid, delayDays: 2.5 },
      { ...valid, subject: '   ' },
      { ...valid, subject: 'Two\nlines' },
      { ...valid, subject: 'x'.repeat(151) },
      { ...valid, body: 'x'.repeat(4001) },
      { ...valid, isEnabled: 'yes' },
    ]) {
      expect((await save(agent.client, path, bad)).status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await agent.client.get<TSecondMessage>(path)).body.isSaved).toBe(false);
  });

  it('goes out N days after the end, only to visitors who consented, once each even when the schedule fires twice', async () => {
    const yes = uniqueEmail('second-yes');
    const no = uniqueEmail('second-no');
    const { agent, propertyId, openHouseId, path } = await openHouseWithVisitors([
      { email: yes, consent: true },
      { email: no, consent: false },
    ]);
    const saved = await save(agent.client, path, {
      isEnabled: true,
      delayDays: 4,
      subject: SUBJECT,
      body: 'Would you like a second look? Reply to this e-mail.',
    });
    expect(saved.status).toBe(200);
    const [openHouse] = await listOpenHousesOfProperty(sharedTestDb(), propertyId);
    const due = new Date(Date.parse(openHouse!.endsAt) + 4 * DAY_MS).toISOString();
    expect(saved.body).toMatchObject({ isEnabled: true, delayDays: 4, isSaved: true, scheduledFor: due, sentAt: null });
    const schedule = await getSchedule(`second-message-${openHouseId}`, 'open-house-follow-up');
    expect(schedule.ScheduleExpression).toBe(`at(${due.slice(0, 19)})`);

    // Fired early (the end moved later, say): nothing goes out, the schedule stays at the due time.
    await fire(propertyId, openHouseId);
    await queueDrained();
    expect(await secondMessagesTo(yes)).toEqual([]);
    expect((await getSchedule(`second-message-${openHouseId}`, 'open-house-follow-up')).ScheduleExpression).toBe(`at(${due.slice(0, 19)})`);

    await endedDaysAgo(propertyId, 4);
    await fire(propertyId, openHouseId, 2);
    await until(
      () => secondMessagesTo(yes),
      (m) => m.length > 0,
      'the second message',
    );
    await queueDrained();
    const mails = await secondMessagesTo(yes);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Would you like a second look? Reply to this e-mail.');
    expect(mails[0]!.text).toContain(`/property/${propertyId}`);
    expect(mails[0]!.replyTo).toBe(agent.email);
    expect(mails[0]!.headers?.['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/api\/mail\/unsubscribe\/[\w-]+>$/);
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await outbox()).filter((m) => m.to === no)).toEqual([]);

    const sheet = await agent.client.get<TSecondMessage>(path);
    expect(sheet.body).toMatchObject({ sentAt: expect.any(String), sentCount: 1 });
  });

  it('sends nothing once switched off before it fires (and its schedule is gone), nor for a deleted open house', async () => {
    const visitor = uniqueEmail('second-off');
    const { agent, propertyId, openHouseId, path } = await openHouseWithVisitors([{ email: visitor, consent: true }]);
    expect((await save(agent.client, path, { isEnabled: true, delayDays: 1, subject: SUBJECT, body: 'Hello again.' })).status).toBe(200);
    const off = await save(agent.client, path, { isEnabled: false, delayDays: 1, subject: SUBJECT, body: 'Hello again.' });
    expect(off.body).toMatchObject({ isEnabled: false, scheduledFor: null });
    await expect(getSchedule(`second-message-${openHouseId}`, 'open-house-follow-up')).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    await endedDaysAgo(propertyId, 1);
    await fire(propertyId, openHouseId);
    await queueDrained();
    expect(await secondMessagesTo(visitor)).toEqual([]);

    const deleted = uniqueEmail('second-deleted');
    const other = await openHouseWithVisitors([{ email: deleted, consent: true }]);
    expect((await save(other.agent.client, other.path, { isEnabled: true, delayDays: 1, subject: SUBJECT, body: 'Hello again.' })).status).toBe(200);
    await endedDaysAgo(other.propertyId, 1);
    expect((await other.agent.client.request('DELETE', `/api/properties/${other.propertyId}/open-houses/${other.openHouseId}`)).status).toBe(200);
    await fire(other.propertyId, other.openHouseId);
    await queueDrained();
    expect(await secondMessagesTo(deleted)).toEqual([]);
  });
});
