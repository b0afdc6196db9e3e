import { inject } from 'vitest';
import type { TMailSendingLimit } from '@shared/schemas/mail-sending-limit.schema';
import type { TSendThankYouResponse } from '@shared/schemas/lead-capture.schema';
import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { createApiClient, uniqueEmail } from '../../../test/http-client';
import { chicagoWallTime } from '../../../test/listings';
import { mailsTo, outbox, setOpenHouseEnd } from '../../../test/notifications';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; errors?: { path: string; message: string }[] };

let clientIds = 0;

/** An open house of `agent`'s starting in half an hour, with its sign-in open (no questions unless given). */
async function openHouseOf(agent: TClient, questions: unknown[] = []) {
  const created = await agent.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
    title: 'Relay bungalow',
    address: '2100 Lake Austin Blvd, Austin, TX 78703',
    price: '615000',
    startsAt: chicagoWallTime(30),
    endsAt: chicagoWallTime(90),
  });
  if (created.status !== 201) throw new Error(`open house not created: ${created.status} ${JSON.stringify(created.body)}`);
  const { propertyId, openHouseId } = created.body;
  await agent.request('PUT', `/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`, { json: { questions } });
  return { propertyId, openHouseId };
}

/** A sign-in from a phone of its own (each visitor is their own connection to the per-IP limits). */
async function signIn(openHouseId: string, visitor: { email: string; consent: boolean; name?: string; answers?: Record<string, string> }) {
  const response = await createApiClient().post(`/api/open-houses/${openHouseId}/sign-ins`, {
    clientId: `trust-${Date.now().toString(36)}-${(clientIds++).toString(36)}`,
    name: visitor.name ?? 'Guest',
    email: visitor.email,
    workingWithAgent: 'no',
    consent: visitor.consent,
    answers: visitor.answers ?? {},
  });
  if (response.status !== 201) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
}

/** The open house is over; the agent presses "Thank the visitors". */
async function thankVisitors(agent: TClient, ids: { propertyId: string; openHouseId: string }) {
  await setOpenHouseEnd(ids.propertyId, new Date(Date.now() - 60_000));
  const response = await agent.post<TSendThankYouResponse>(`/api/properties/${ids.propertyId}/open-houses/${ids.openHouseId}/thank-you`);
  expect(response.status).toBe(200);
  return response.body;
}

const nextUtcMidnight = () => {
  const today = new Date().toISOString().slice(0, 10);
  return new Date(Date.parse(`${today}T00:00:00.000Z`) + 86_400_000).toISOString();
};

/** Sixty sign-ins and two thank-you runs: seconds alone, longer beside the rest of the suite. */
const SIXTY_SIGN_INS_TIMEOUT_MS = 120_000;

describe('the daily limit on automated mail to new addresses', () => {
  it(
    'thanks 50 of 60 consenting visitors on a trial, holds the rest back, and tells the agent why and when it resets',
    async () => {
      const agent = await signUpAs('AGENT');
      const ids = await openHouseOf(agent.client);
      const emails = Array.from({ length: 60 }, (_, i) => uniqueEmail(`relay-${i}`));
      for (const email of emails) await signIn(ids.openHouseId, { email, consent: true });

      expect(await thankVisitors(agent.client, ids)).toEqual({ sent: 50, skipped: 0, withoutConsent: 0, failed: 0, overLimit: 10 });
      const mailed = new Set((await outbox()).map((mail) => mail.to));
      expect(emails.filter((email) => mailed.has(email))).toHaveLength(50);

      const limit = await agent.client.get<TMailSendingLimit>('/api/mail/sending-limit');
      expect(limit.status).toBe(200);
      expect(limit.body).toEqual({ tier: 'trial', limit: 50, usedToday: 50, notSentToday: 10, resetsAt: nextUtcMidnight() });

      // Pressing again sends nothing more today and counts the same ten once.
      expect(await thankVisitors(agent.client, ids)).toEqual({ sent: 0, skipped: 50, withoutConsent: 0, failed: 0, overLimit: 10 });
      expect((await agent.client.get<TMailSendingLimit>('/api/mail/sending-limit')).body).toMatchObject({ usedToday: 50, notSentToday: 10 });
      expect((await outbox()).filter((mail) => emails.includes(mail.to))).toHaveLength(50);
    },
    SIXTY_SIGN_INS_TIMEOUT_MS,
  );

  it("is 500 a day on a paid plan, and only the agent's own to read", async () => {
    const agent = await signUpActiveAgent();
    expect((await agent.client.get<TMailSendingLimit>('/api/mail/sending-limit')).body).toEqual({
      tier: 'paid',
      limit: 500,
      usedToday: 0,
      notSentToday: 0,
      resetsAt: nextUtcMidnight(),
    });
    expect((await createApiClient().get('/api/mail/sending-limit')).status).toBe(401);
    expect((await (await signUpAs('BUYER')).client.get('/api/mail/sending-limit')).status).toBe(403);
  });
});

describe('consent at the door', () => {
  it('is lost for good by a no: yes, then no, then yes at the same open house gets no mail', async () => {
    const agent = await signUpActiveAgent();
    const ids = await openHouseOf(agent.client);
    const email = uniqueEmail('changed-mind');
    for (const consent of [true, false, true]) await signIn(ids.openHouseId, { email, consent });
    expect(await thankVisitors(agent.client, ids)).toMatchObject({ sent: 0, withoutConsent: 1 });
    expect(await mailsTo(email)).toEqual([]);
  });

  it("declined at one of the agent's open houses outlasts a yes at the next one", async () => {
    const agent = await signUpActiveAgent();
    const first = await openHouseOf(agent.client);
    const email = uniqueEmail('declined-before');
    const other = uniqueEmail('consented');
    await signIn(first.openHouseId, { email, consent: false });
    const next = await openHouseOf(agent.client);
    await signIn(next.openHouseId, { email, consent: true });
    await signIn(next.openHouseId, { email: other, consent: true });
    expect(await thankVisitors(agent.client, next)).toEqual({ sent: 1, skipped: 0, withoutConsent: 1, failed: 0, overLimit: 0 });
    expect(await mailsTo(email)).toEqual([]);
    expect(await mailsTo(other)).toHaveLength(1);
  });
});

describe('what a visitor typed, in the mail to them', () => {
  it('greets them without any link from their name and never echoes their answers', async () => {
    const agent = await signUpActiveAgent();
    const ids = await openHouseOf(agent.client, [{ id: 'note', kind: 'text', label: 'Anything else?' }]);
    const spam = uniqueEmail('spam-name');
    const bare = uniqueEmail('bare-domain');
    await signIn(ids.openHouseId, {
      email: spam,
      consent: true,
      name: 'Hello WIN $1000 NOW at http://evil.example/claim',
      answers: { note: 'Visit www.evil.example today' },
    });
    await signIn(ids.openHouseId, { email: bare, consent: true, name: 'evil.example/claim' });
    expect(await thankVisitors(agent.client, ids)).toMatchObject({ sent: 2 });

    const [toSpam] = await mailsTo(spam);
    expect(toSpam!.text.split('\n')[0]).toBe('Hello Hello WIN $1000 NOW at,');
    expect(toSpam!.text).not.toMatch(/evil\.example|Visit www/);
    const [toBare] = await mailsTo(bare);
    expect(toBare!.text.split('\n')[0]).toBe('Hello,');
    expect(toBare!.text).not.toContain('evil.example');
  });
});

describe("an agent's own words for visitors", () => {
  const siteHost = () => new URL(inject('handlerEnv').SITE_ORIGIN!).hostname;

  it("refuses a second message that links elsewhere than the agent's website or ours (400 naming the field), and keeps nothing", async () => {
    const agent = await signUpActiveAgent();
    expect((await agent.client.request('PUT', '/api/profile', { json: { companyWebsite: 'https://lonestar-realty.example/team' } })).status).toBe(200);
    const ids = await openHouseOf(agent.client);
    const path = `/api/properties/${ids.propertyId}/open-houses/${ids.openHouseId}/second-message`;
    const save = (subject: string, body: string) => agent.client.request<TError>('PUT', path, { json: { isEnabled: true, delayDays: 3, subject, body } });

    const refused = await save('Your account is suspended - verify now', 'Verify at http://evil.example/verify or your offer lapses.');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'body', message: `Links may only point to ${siteHost()} or lonestar-realty.example; remove evil.example` }]);
    const inSubject = await save('See www.evil.example', 'Reply any time.');
    expect(inSubject.body.errors?.map((e) => e.path)).toEqual(['subject']);
    expect((await agent.client.get<{ isSaved: boolean }>(path)).body.isSaved).toBe(false);

    const own = await save(
      'A second look?',
      `More photos: https://www.lonestar-realty.example/listings and ${inject('handlerEnv').SITE_ORIGIN}/property/${ids.propertyId}`,
    );
    expect(own.status).toBe(200);
  });
});
