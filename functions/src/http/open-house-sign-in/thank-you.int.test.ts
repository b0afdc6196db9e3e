import type { TMail } from '../../adapters/mail/mail';
import { getUserWithProfile } from '../../data/user-repository';
import { userActor } from '../../services/actor';
import { sendThankYou } from '../../services/lead-capture/send-thank-you';
import { signUpActiveAgent } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { chicagoWallTime } from '../../../test/listings';
import { createTestDeps } from '../../../test/test-deps';

let clientIds = 0;
const SITE = 'https://openhouse.example';

async function openHouseWithVisitors(emails: string[], consentOf: (email: string) => boolean = () => true) {
  const agent = await signUpActiveAgent();
  const created = await agent.client.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
    title: 'Thank-you cottage',
    address: '2100 Lake Austin Blvd, Austin, TX 78703',
    price: '615000',
    startsAt: chicagoWallTime(30),
    endsAt: chicagoWallTime(90),
  });
  const { propertyId, openHouseId } = created.body;
  await agent.client.request('PUT', `/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`, { json: { questions: [] } });
  for (const email of emails) {
    const response = await agent.client.post(`/api/open-houses/${openHouseId}/sign-ins`, {
      clientId: `thanks-${Date.now().toString(36)}-${clientIds++}`,
      name: `Guest ${email.split('@')[0]}`,
      email,
      workingWithAgent: 'no',
      consent: consentOf(email),
      answers: {},
    });
    if (response.status !== 201) throw new Error(`sign-in failed: ${response.status}`);
  }
  return { agent, propertyId, openHouseId };
}

/**
 * The service as the agent, a day later (after the open house), with a mail adapter that keeps what it is
 * given, except mail to `failFor`, which it refuses.
 */
async function thankAsAgentTomorrow(agentId: string, ids: { propertyId: string; openHouseId: string }, failFor?: string) {
  const { deps } = createTestDeps(new Date(Date.now() + 86_400_000));
  const account = await getUserWithProfile(deps.db, agentId);
  if (!account) throw new Error('agent not found');
  const mails: TMail[] = [];
  const send = async (mail: TMail) => {
    if (mail.to === failFor) throw new Error('mail provider unavailable');
    mails.push(mail);
    return { messageId: String(mails.length) };
  };
  const result = await sendThankYou({ ...deps, mail: { send } }, userActor(account), { id: ids.propertyId, openHouseId: ids.openHouseId, siteOrigin: SITE });
  return { result, mails };
}

describe('thank-you follow-up after an open house', () => {
  it('is refused before the open house ends (409), over HTTP', async () => {
    const { agent, propertyId, openHouseId } = await openHouseWithVisitors(['early@example.test']);
    const response = await agent.client.post<{ message: string }>(`/api/properties/${propertyId}/open-houses/${openHouseId}/thank-you`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('You can thank the visitors once the open house has ended.');
  });

  it("thanks each visitor once with the listing's link, and never again after they unsubscribe", async () => {
    const ids = await openHouseWithVisitors(['ann@example.test', 'bob@example.test', 'ann@example.test']);
    const first = await thankAsAgentTomorrow(ids.agent.userId, ids);
    expect(first.result).toEqual({ sent: 2, skipped: 0, withoutConsent: 0, failed: 0, overLimit: 0 });
    expect(first.mails.map((m) => m.to).sort()).toEqual(['ann@example.test', 'bob@example.test']);
    const ann = first.mails.find((m) => m.to === 'ann@example.test')!;
    expect(ann.subject).toBe('Thanks for visiting Thank-you cottage');
    expect(ann.text).toContain(`${SITE}/property/${ids.propertyId}`);
    expect((await thankAsAgentTomorrow(ids.agent.userId, ids)).result).toEqual({ sent: 0, skipped: 2, withoutConsent: 0, failed: 0, overLimit: 0 });

    const token = /\/unsubscribe\/([\w-]+)/.exec(ann.text)?.[1];
    const visitor = createApiClient();
    expect((await visitor.post('/api/mail/unsubscribe', { token: 'not-a-token' })).status).toBe(400);
    expect((await visitor.post('/api/mail/unsubscribe', { token: 'x'.repeat(32) })).status).toBe(404);
    const unsubscribed = await visitor.post<{ message: string }>('/api/mail/unsubscribe', { token });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body.message).toBe('You will receive no more e-mails from this agent through us.');

    const next = await openHouseWithVisitorsOf(ids.agent.client, ['ann@example.test', 'cy@example.test']);
    const second = await thankAsAgentTomorrow(ids.agent.userId, next);
    expect(second.mails.map((m) => m.to)).toEqual(['cy@example.test']);
    expect(second.result).toEqual({ sent: 1, skipped: 1, withoutConsent: 0, failed: 0, overLimit: 0 });
  });

  it('e-mails nobody whose latest sign-in gave no consent to be contacted', async () => {
    const ids = await openHouseWithVisitors(['yes@example.test', 'no@example.test'], (email) => email === 'yes@example.test');
    const { result, mails } = await thankAsAgentTomorrow(ids.agent.userId, ids);
    expect(mails.map((m) => m.to)).toEqual(['yes@example.test']);
    expect(result).toEqual({ sent: 1, skipped: 0, withoutConsent: 1, failed: 0, overLimit: 0 });
  });

  it('tries a visitor whose mail could not be sent again on the next thank-you, and still thanks each once', async () => {
    const ids = await openHouseWithVisitors(['dee@example.test', 'eve@example.test']);
    const first = await thankAsAgentTomorrow(ids.agent.userId, ids, 'dee@example.test');
    expect(first.result).toEqual({ sent: 1, skipped: 0, withoutConsent: 0, failed: 1, overLimit: 0 });
    expect(first.mails.map((m) => m.to)).toEqual(['eve@example.test']);
    const retry = await thankAsAgentTomorrow(ids.agent.userId, ids);
    expect(retry.result).toEqual({ sent: 1, skipped: 1, withoutConsent: 0, failed: 0, overLimit: 0 });
    expect(retry.mails.map((m) => m.to)).toEqual(['dee@example.test']);
    expect((await thankAsAgentTomorrow(ids.agent.userId, ids)).mails).toEqual([]);
  });
});

async function openHouseWithVisitorsOf(agent: ReturnType<typeof createApiClient>, emails: string[]) {
  const created = await agent.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
    title: 'Second cottage',
    address: '2100 Lake Austin Blvd, Austin, TX 78703',
    price: '615000',
    startsAt: chicagoWallTime(200),
    endsAt: chicagoWallTime(260),
  });
  const { propertyId, openHouseId } = created.body;
  await agent.request('PUT', `/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`, { json: { questions: [] } });
  for (const email of emails)
    await agent.post(`/api/open-houses/${openHouseId}/sign-ins`, {
      clientId: `thanks-${Date.now().toString(36)}-${clientIds++}`,
      name: 'Guest',
      email,
      workingWithAgent: 'no',
      consent: true,
      answers: {},
    });
  return { propertyId, openHouseId };
}
