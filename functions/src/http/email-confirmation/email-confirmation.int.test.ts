import { inject } from 'vitest';
import { EMAIL_CONFIRMATION_MESSAGES } from '@shared/constants/email-confirmation';
import type { TAccount } from '@shared/schemas/account.schema';
import type { TMailSuppressionsResponse } from '@shared/schemas/mail-suppression.schema';
import type { TListNotificationsResponse } from '@shared/schemas/notification.schema';
import { TEST_PASSWORD, signUpActiveAgent, signUpAs, userIdOf } from '../../../test/accounts';
import { confirmationTokenFor, followConfirmationLink } from '../../../test/email-confirmation';
import { createApiClient, uniqueEmail } from '../../../test/http-client';
import { createListing } from '../../../test/listings';
import { confirmationMailsTo, mailsTo, notificationsQueueDrained, sendToNotificationsQueue, until } from '../../../test/notifications';
import { createTestDeps } from '../../../test/test-deps';
import { confirmEmail } from '../../services/mail-trust/confirm-email';
import type { TNotificationMessage } from '../../services/notifications/notification-message';

type TClient = ReturnType<typeof createApiClient>;
type TMe = { email: string; emailVerified: boolean; pendingEmail: string | null };

const me = async (client: TClient) => (await client.get<TMe>('/api/auth/user')).body;
const notificationsOf = async (client: TClient) => (await client.get<TListNotificationsResponse>('/api/notifications')).body;

/** Casper, WY: no other test lists there, so this buyer hears only of this file's listings. */
const CASPER = { bbox: [-106.45, 42.8, -106.2, 42.9], place: 'Casper, WY' };
const IN_CASPER = { city: 'Casper', state: 'WY' as const, zipCode: '82601', coordinates: { lat: 42.85, lng: -106.32 } };

describe("confirming an account's e-mail address", () => {
  it('a sign-up mails a link; the account reads unconfirmed until the link is posted (a GET confirms nothing); a link works once', async () => {
    const { client, email } = await signUpAs('BUYER', {}, { confirmed: false });
    expect(await me(client)).toMatchObject({ email, emailVerified: false, pendingEmail: null });
    const [mail] = await until(
      () => confirmationMailsTo(email),
      (m) => m.length === 1,
      'the confirmation mail',
    );
    expect(mail!.subject).toBe('Confirm your e-mail address for OpenHouse Market');
    expect(mail!.text).toMatch(/http:\/\/localhost:\d+\/confirm-email\/[\w-]{32}\n/);
    const token = await confirmationTokenFor(email);

    // A mail scanner fetching the API address confirms nothing: only POST is routed.
    expect((await createApiClient().get(`/api/auth/confirm-email/${token}`)).status).toBe(405);
    expect((await me(client)).emailVerified).toBe(false);

    // Any browser (signed out here) may follow it: the token names the account.
    const confirmed = await followConfirmationLink(createApiClient(), token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.confirmed(email), email });
    expect(await me(client)).toMatchObject({ email, emailVerified: true });

    const again = await followConfirmationLink(createApiClient(), token);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 'EMAIL_LINK_USED', message: EMAIL_CONFIRMATION_MESSAGES.used });
    expect((await followConfirmationLink(createApiClient(), 'x'.repeat(32))).status).toBe(404);
    expect((await client.post('/api/auth/confirm-email/resend')).body).toMatchObject({ message: EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed });
  });

  it('a link expires after 24 hours and says so; nothing is confirmed', async () => {
    // The link is made between these two instants: a day after the later one it has expired, a second short of a
    // day after the earlier one it has not (on a loaded machine the sign-up itself can take seconds).
    const beforeSignUp = new Date();
    const { client, email } = await signUpAs('BUYER', {}, { confirmed: false });
    const token = await confirmationTokenFor(email);
    const afterLinkMade = new Date();
    const aDayAfter = (start: Date, seconds: number) => {
      const { deps, advance } = createTestDeps(start);
      advance(24 * 3600 + seconds);
      return deps;
    };
    await expect(confirmEmail(aDayAfter(afterLinkMade, 1), { token })).rejects.toMatchObject({
      code: 'EMAIL_LINK_EXPIRED',
      message: EMAIL_CONFIRMATION_MESSAGES.expired,
    });
    // The account as stored (the server's session cache may hold it for 5 s after a change made elsewhere).
    const stored = async () => (await client.get<TAccount>('/api/account')).body.emailVerified;
    expect(await stored()).toBe(false);
    await expect(confirmEmail(aDayAfter(beforeSignUp, -1), { token })).resolves.toMatchObject({ email });
    expect(await stored()).toBe(true);
  });

  it('resends at most 3 an hour: the 4th is 429 with Retry-After and a clear message, and mails nothing', async () => {
    const { client, email } = await signUpAs('BUYER', {}, { confirmed: false });
    await confirmationTokenFor(email);
    for (let i = 0; i < 3; i++) {
      const resent = await client.post('/api/auth/confirm-email/resend');
      expect(resent.status).toBe(202);
      expect(resent.body).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.sent(email), sentTo: email });
    }
    const refused = await client.post<{ message: string }>('/api/auth/confirm-email/resend');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body.message).toBe(EMAIL_CONFIRMATION_MESSAGES.tooManySends(retryAfter));
    expect(refused.body.message).toMatch(/^You asked for 3 confirmation e-mails in the last hour\. .* try again in \d+ minutes?\.$/);
    expect(await confirmationMailsTo(email)).toHaveLength(4);
    // The latest link confirms; so would the earlier ones until then.
    expect((await followConfirmationLink(createApiClient(), await confirmationTokenFor(email, 4))).status).toBe(200);
    expect((await createApiClient().post('/api/auth/confirm-email/resend')).status).toBe(401);
  });

  it('an address that complained gets no more links: a resend is 409 ADDRESS_SUPPRESSED and mails nothing', async () => {
    const { client, email } = await signUpAs('BUYER', {}, { confirmed: false });
    await confirmationTokenFor(email);
    const reported = await fetch(`${inject('apiBaseUrl')}/dev/mail-feedback?email=${encodeURIComponent(email)}&type=complaint`, { method: 'POST' });
    expect(reported.status).toBe(202);
    await until(
      () => client.get<TMailSuppressionsResponse>('/api/settings/mail-suppressions'),
      (r) => r.body.items.some((i) => i.scope === 'all'),
      'the complaint',
    );
    const refused = await client.post<{ code: string }>('/api/auth/confirm-email/resend');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ADDRESS_SUPPRESSED');
    expect(await confirmationMailsTo(email)).toHaveLength(1);
  });

  it('an unconfirmed address gets no saved-search alert (in the app it does); once confirmed, the next one is mailed', async () => {
    const { client: agent } = await signUpActiveAgent();
    const { client, email } = await signUpAs('BUYER', {}, { confirmed: false });
    const userId = await userIdOf(email);
    const search = await client.post('/api/users/saved-searches', {
      name: 'Casper homes',
      source: 'listings',
      frequency: 'instant',
      area: CASPER,
      filters: {},
    });
    expect(search.status).toBe(201);

    await createListing(agent, { ...IN_CASPER, address: '100 E 2nd St', bedrooms: 3, price: 300_000 });
    await until(
      async () => (await notificationsOf(client)).items.filter((n) => n.kind === 'search'),
      (items) => items.length === 1,
      'the in-app alert',
    );
    await sendToNotificationsQueue({ kind: 'search-alerts-due', userId, frequency: 'instant' });
    await notificationsQueueDrained();
    expect(await mailsTo(email)).toEqual([]);

    expect((await followConfirmationLink(createApiClient(), await confirmationTokenFor(email))).status).toBe(200);
    await createListing(agent, { ...IN_CASPER, address: '200 E 2nd St', bedrooms: 3, price: 310_000 });
    await until(
      async () => (await notificationsOf(client)).items.filter((n) => n.kind === 'search'),
      (items) => items.length === 2,
      'the second in-app alert',
    );
    await sendToNotificationsQueue({ kind: 'search-alerts-due', userId, frequency: 'instant' });
    const [mail] = await until(
      () => mailsTo(email),
      (m) => m.length === 1,
      'the alert e-mail once confirmed',
    );
    expect(mail!.text).toContain('200 E 2nd St');
    expect(mail!.text).not.toContain('100 E 2nd St');
  });

  it('an unconfirmed agent gets no lead alert e-mail (the bell still rings); once confirmed, the next lead is mailed', async () => {
    const agent = await signUpActiveAgent('AGENT', {}, { confirmed: false });
    const lead = (name: string) => ({
      id: `01JLEAD${name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`.slice(0, 26).padEnd(26, '0'),
      source: 'profile' as const,
      name,
      email: uniqueEmail('lead'),
      phone: null,
      message: 'Hello',
      listingTitle: null,
      answers: [],
      score: 25,
      createdAt: new Date().toISOString(),
    });
    const first: TNotificationMessage = { kind: 'lead-created', agentId: agent.userId, lead: lead('Una') };
    await sendToNotificationsQueue(first);
    await until(
      () => notificationsOf(agent.client),
      (page) => page.items.length === 1,
      'the in-app lead alert',
    );
    await notificationsQueueDrained();
    expect(await mailsTo(agent.email)).toEqual([]);

    expect((await followConfirmationLink(createApiClient(), await confirmationTokenFor(agent.email))).status).toBe(200);
    await sendToNotificationsQueue({ kind: 'lead-created', agentId: agent.userId, lead: lead('Cora') });
    const [mail] = await until(
      () => mailsTo(agent.email),
      (m) => m.length === 1,
      'the lead alert e-mail once confirmed',
    );
    expect(mail!.subject).toMatch(/^New lead: Cora/);
  });
});

describe('changing the e-mail address', () => {
  const putAccount = (client: TClient, body: unknown) => client.request<TAccount & { message: string }>('PUT', '/api/account', { json: body });

  it('confirms the new address first: the old one keeps the account (and its mail) until the link mailed to the new one is followed', async () => {
    const { client, email } = await signUpAs('BUYER');
    const next = uniqueEmail('next');
    const saved = await putAccount(client, { firstName: 'Test', email: next, currentPassword: TEST_PASSWORD });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ email, emailVerified: true, pendingEmail: next });
    expect(await me(client)).toMatchObject({ email, emailVerified: true, pendingEmail: next });
    expect((await createApiClient().post('/api/auth/signin', { email: next, password: TEST_PASSWORD })).status).toBe(401);
    // Saving the form again (its e-mail field holds the account's address) keeps the change waiting.
    expect((await putAccount(client, { firstName: 'Still', email })).body).toMatchObject({ email, pendingEmail: next });

    const [mail] = await until(
      () => confirmationMailsTo(next),
      (m) => m.length === 1,
      "the new address's link",
    );
    expect(mail!.text).toContain('You asked to use this address');
    const confirmed = await followConfirmationLink(createApiClient(), await confirmationTokenFor(next));
    expect(confirmed.status).toBe(200);
    expect(await me(client)).toMatchObject({ email: next, emailVerified: true, pendingEmail: null });
    expect((await createApiClient().post('/api/auth/signin', { email: next, password: TEST_PASSWORD })).status).toBe(200);
    expect((await createApiClient().post('/api/auth/signin', { email, password: TEST_PASSWORD })).status).toBe(401);
    // The old address is free again.
    expect(
      (await createApiClient().post('/api/auth/signup/buyer', { name: 'New Owner', email, password: TEST_PASSWORD, consents: { terms: true } })).status,
    ).toBe(201);
  });

  it('a link for a new address serves only the account that asked: another account posting it gains nothing, and an address taken meanwhile is 409', async () => {
    const [mine, theirs] = await Promise.all([signUpAs('BUYER'), signUpAs('BUYER')]);
    const wanted = uniqueEmail('wanted');
    expect((await putAccount(mine.client, { firstName: 'Mine', email: wanted, currentPassword: TEST_PASSWORD })).status).toBe(200);
    expect((await putAccount(theirs.client, { firstName: 'Theirs', email: wanted, currentPassword: TEST_PASSWORD })).status).toBe(200);
    const [myToken, theirToken] = [await confirmationTokenFor(wanted, 2), (await confirmationMailsTo(wanted))[0]!];
    const firstToken = /\/confirm-email\/([\w-]+)/.exec(theirToken.text)![1]!;
    // The latest link is "theirs"; the first is "mine" (links name their account, whoever holds them).
    const theirsConfirmed = await followConfirmationLink(mine.client, myToken);
    expect(theirsConfirmed.status).toBe(200);
    expect(await me(mine.client)).toMatchObject({ email: mine.email, pendingEmail: wanted });
    expect(await me(theirs.client)).toMatchObject({ email: wanted, pendingEmail: null });
    const late = await followConfirmationLink(mine.client, firstToken);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(EMAIL_CONFIRMATION_MESSAGES.taken);
    expect(await me(mine.client)).toMatchObject({ email: mine.email, pendingEmail: wanted });
  });

  it('a link for an address replaced since by a newer one is refused; changes count with resends (the 4th in an hour is 429)', async () => {
    const { client, email } = await signUpAs('BUYER');
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    expect((await putAccount(client, { firstName: 'Test', email: first, currentPassword: TEST_PASSWORD })).status).toBe(200);
    expect((await putAccount(client, { firstName: 'Test', email: second, currentPassword: TEST_PASSWORD })).status).toBe(200);
    const stale = await followConfirmationLink(createApiClient(), await confirmationTokenFor(first));
    expect(stale.status).toBe(410);
    expect(stale.body.message).toBe(EMAIL_CONFIRMATION_MESSAGES.replaced);
    expect((await client.post<{ sentTo: string }>('/api/auth/confirm-email/resend')).body.sentTo).toBe(second);
    const refused = await putAccount(client, { firstName: 'Test', email: uniqueEmail('third'), currentPassword: TEST_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await me(client)).toMatchObject({ email, pendingEmail: second });
  });
});

describe('the sign-up throttle', () => {
  it('30 sign-ups in a row from one client meet a 429 with Retry-After and a JSON message; another client still signs up', async () => {
    const client = createApiClient();
    const statuses: number[] = [];
    let refused: { status: number; body: { message?: string }; headers: Headers } | undefined;
    for (let i = 0; i < 30; i++) {
      const response = await client.post<{ message?: string }>('/api/auth/signup/buyer', {
        name: 'Flood',
        email: uniqueEmail('flood'),
        password: TEST_PASSWORD,
        consents: { terms: true },
      });
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused!.body.message).toMatch(/^Too many accounts were created from your connection\. Try again in \d+ minutes?\.$/);
    expect((await signUpAs('BUYER')).email).toContain('@');
  });
});
