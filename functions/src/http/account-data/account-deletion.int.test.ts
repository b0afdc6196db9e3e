import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { generate } from 'otplib';
import { ACCOUNT_DATA_MESSAGES } from '@shared/constants/account-data';
import { TEST_PASSWORD, signUpActiveAgent, signUpAs, userIdOf } from '../../../test/accounts';
import { accountErased, addListingPhoto, isStoredInBucket, itemsMentioning, queueDrained, sendToQueue } from '../../../test/account-data';
import { ACCOUNT_DELETION_QUEUE } from '../../services/account-data/account-data-messages';
import { standInPayments, waitForSubscription } from '../../../test/billing';
import { createApiClient } from '../../../test/http-client';
import { createTestDeps, sharedTestDb } from '../../../test/test-deps';
import type { TQueueSender } from '../../adapters/queue/queue-sender';
import { markUserDeleted } from '../../data/account-closure-repository';
import { listSessionsByUser } from '../../data/session-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { userActor } from '../../services/actor';
import { requestAccountDeletion } from '../../services/account-data/request-account-deletion';
import { chicagoDate, createListing } from '../../../test/listings';
import { PNG, uploadToS3, type TPresignedUpload } from '../../../test/uploads';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; code?: string; errors?: { path: string; message: string }[] };

const deleteAccount = (client: TClient, body: unknown) => client.post<TError>('/api/account/delete', body);
const signIn = async (email: string, password = TEST_PASSWORD) => (await createApiClient().post<TError>('/api/auth/signin', { email, password })).status;

/** An agent's listing with an open house, as buyers find it. */
async function listingWithOpenHouse() {
  const agent = await signUpActiveAgent();
  const listing = await createListing(agent.client, { title: 'Deletion test home', openHouse: { date: chicagoDate(4), startTime: '10:00', endTime: '12:00' } });
  const openHouses = await createApiClient().get<{ items: { id: string }[] }>(`/api/properties/${listing.id}/open-houses`);
  return { agent, propertyId: listing.id, openHouseId: openHouses.body.items[0]!.id };
}

/** A buyer who used the product: saved a home and an open house, a search, a day plan, a calendar feed, viewed a listing. */
async function busyBuyer(home: Awaited<ReturnType<typeof listingWithOpenHouse>>) {
  const buyer = await signUpAs('BUYER');
  const userId = await userIdOf(buyer.email);
  const { client } = buyer;
  expect((await client.request('PUT', `/api/users/saved-listings/${home.propertyId}`, { json: {} })).status).toBeLessThan(300);
  expect((await client.post('/api/users/saved-open-houses', { propertyId: home.propertyId, openHouseId: home.openHouseId })).status).toBe(201);
  const bbox = [-97.9, 30.1, -97.6, 30.5];
  expect(
    (
      await client.post('/api/users/saved-searches', {
        name: 'Austin homes',
        source: 'listings',
        frequency: 'instant',
        area: { bbox, place: 'Austin, TX' },
        filters: {},
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await client.request('PUT', `/api/users/day-plans/${chicagoDate(4)}`, {
        json: { start: { lat: 30.3, lng: -97.73, label: 'Home' }, startTime: '09:00', defaultVisitMinutes: 20, visitMinutes: {}, skipped: [] },
      })
    ).status,
  ).toBe(200);
  expect((await client.post(`/api/users/day-plans/${chicagoDate(4)}/share`)).status).toBeLessThan(300);
  expect((await client.get('/api/calendar/feeds/buyer')).status).toBe(200);
  expect((await client.get(`/api/properties/${home.propertyId}`)).status).toBe(200);
  return { ...buyer, userId };
}

/** A support request with a screenshot (kept under the author's private prefix): its object key. */
async function supportRequestWithScreenshot(client: TClient): Promise<string> {
  const presigned = await client.post<{ upload: TPresignedUpload }>('/api/support-requests/screenshots/uploads', {
    file: { name: 'screen.png', contentType: 'image/png', size: PNG.length },
  });
  expect(await uploadToS3(presigned.body.upload, PNG, 'image/png')).toBeLessThan(300);
  expect((await client.post('/api/support-requests', { topic: 'account', message: 'Before I go', screenshotKey: presigned.body.upload.key })).status).toBe(201);
  return presigned.body.upload.key;
}

describe('POST /api/account/delete', () => {
  it('needs the password: a missing one is a 400, a wrong one a 403, and the account stays as it was', async () => {
    const { client, email } = await signUpAs('BUYER');
    const missing = await deleteAccount(client, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'password', message: ACCOUNT_DATA_MESSAGES.passwordRequired }]);
    const wrong = await deleteAccount(client, { password: 'not-the-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors?.[0]?.path).toBe('password');
    expect((await client.get('/api/account')).status).toBe(200);
    expect(await signIn(email)).toBe(200);
  });

  it('with two-factor on needs a current code as well', async () => {
    const { client, email } = await signUpAs('BUYER');
    const setup = (await client.post<{ secret: string }>('/api/settings/two-factor/setup')).body;
    expect((await client.post('/api/settings/two-factor/enable', { code: await generate({ secret: setup.secret }) })).status).toBe(200);
    const withoutCode = await deleteAccount(client, { password: TEST_PASSWORD });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.errors).toEqual([{ path: 'code', message: ACCOUNT_DATA_MESSAGES.codeRequired }]);
    const wrongCode = await deleteAccount(client, {
      password: TEST_PASSWORD,
      code: '000000' === (await generate({ secret: setup.secret })) ? '111111' : '000000',
    });
    expect(wrongCode.status).toBe(403);
    expect(wrongCode.body.errors).toEqual([{ path: 'code', message: ACCOUNT_DATA_MESSAGES.codeWrong }]);
    expect((await client.get('/api/account')).status).toBe(200);

    // The next step's code (the enrolment spent the current one).
    const deleted = await deleteAccount(client, {
      password: TEST_PASSWORD,
      code: await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
    });
    expect(deleted.status).toBe(202);
    expect(await signIn(email)).toBe(401);
  });

  it('changes nothing when the deletion cannot be queued: the account stays open and signed in, to try again', async () => {
    const { client, email } = await signUpAs('BUYER');
    const account = await getUserWithProfile(sharedTestDb(), await userIdOf(email));
    const queueDown: TQueueSender = { send: () => Promise.reject(new Error('queue unavailable')) };
    const asked = requestAccountDeletion({ ...createTestDeps(new Date()).deps, queue: queueDown }, userActor(account!), {
      password: TEST_PASSWORD,
      ipKey: 'test',
    });
    await expect(asked).rejects.toThrow('queue unavailable');
    expect((await client.get('/api/account')).status).toBe(200);
    expect(await signIn(email)).toBe(200);
  });

  it("answers and signs everyone out when the worker closed the account first and the request's own close then fails (the first close stands)", async () => {
    const { email } = await signUpAs('BUYER');
    const userId = await userIdOf(email);
    const account = await getUserWithProfile(sharedTestDb(), userId);
    const { deps, advance } = createTestDeps(new Date('2026-06-01T12:00:00Z'));
    // The worker runs between the message and the request's own close, and closes the account first.
    const workerFirst: TQueueSender = { send: async () => void (await markUserDeleted(deps.db, { userId, email, now: '2026-06-01T11:59:00.000Z' })) };
    // The request's close then meets the worker's writes (a transaction conflict).
    const conflicting = Object.create(deps.db.client) as typeof deps.db.client;
    conflicting.send = ((command: unknown) =>
      command instanceof TransactWriteCommand
        ? Promise.reject(new TransactionCanceledException({ message: 'conflict', $metadata: {}, CancellationReasons: [{ Code: 'TransactionConflict' }] }))
        : deps.db.client.send(command as never)) as typeof deps.db.client.send;
    advance(60);
    const asked = await requestAccountDeletion({ ...deps, db: { ...deps.db, client: conflicting }, queue: workerFirst }, userActor(account!), {
      password: TEST_PASSWORD,
      ipKey: 'test',
    });
    expect(asked.message).toBe(ACCOUNT_DATA_MESSAGES.deletionStarted);
    expect(await listSessionsByUser(deps.db, userId)).toEqual([]);
    const deletedAt = async () => (await getUserWithProfile(deps.db, userId, { consistent: true }))?.user.deletedAt;
    expect(await deletedAt()).toBe('2026-06-01T11:59:00.000Z');
    // A later close (a redelivered worker) keeps the first time.
    await markUserDeleted(deps.db, { userId, email, now: '2026-06-01T12:05:00.000Z' });
    expect(await deletedAt()).toBe('2026-06-01T11:59:00.000Z');
  });

  it('closes an account the worker is asked to erase before the request could (the worker does not rely on it)', async () => {
    const { email } = await signUpAs('BUYER');
    const userId = await userIdOf(email);
    await sendToQueue(ACCOUNT_DELETION_QUEUE, { userId, email });
    await accountErased(userId);
    expect(await signIn(email)).toBe(401);
  });

  it('closes the account at once, then leaves nothing in the table keyed by or mentioning the buyer', async () => {
    const home = await listingWithOpenHouse();
    const buyer = await busyBuyer(home);
    const screenshot = await supportRequestWithScreenshot(buyer.client);
    expect(await isStoredInBucket(screenshot)).toBe(true);

    const deleted = await deleteAccount(buyer.client, { password: TEST_PASSWORD });
    expect(deleted.status).toBe(202);
    expect(deleted.body.message).toBe(ACCOUNT_DATA_MESSAGES.deletionStarted);
    // Signed out at once (sign-in is refused at once too: the two-factor case above checks it before the worker runs).
    expect((await buyer.client.get('/api/account')).status).toBe(401);

    await accountErased(buyer.userId);
    expect(await itemsMentioning(buyer.userId, buyer.email)).toEqual([]);
    expect(await isStoredInBucket(screenshot)).toBe(false);
    // Checked after the scan: a refused sign-in counts a failure against the address typed (the throttle's own record).
    expect(await signIn(buyer.email)).toBe(401);
    // The address is free again.
    const again = await createApiClient().post('/api/auth/signup/buyer', {
      name: 'New Owner',
      email: buyer.email,
      password: TEST_PASSWORD,
      consents: { terms: true },
    });
    expect(again.status).toBe(201);
  });

  it('keeps an inquiry the person sent with its agent, without their account', async () => {
    const home = await listingWithOpenHouse();
    const buyer = await signUpAs('BUYER');
    const userId = await userIdOf(buyer.email);
    const sent = await buyer.client.post<{ id: string }>(`/api/properties/${home.propertyId}/leads`, {
      name: 'Robin Reyes',
      email: buyer.email,
      phone: '512-555-0199',
      message: 'Is Saturday possible?',
    });
    expect(sent.status).toBe(201);

    expect((await deleteAccount(buyer.client, { password: TEST_PASSWORD })).status).toBe(202);
    await accountErased(userId);
    expect(await itemsMentioning(userId)).toEqual([]);
    // What mentions the address is the agent's business record of that inquiry: the lead and its conversation.
    const left = await itemsMentioning(buyer.email);
    expect(left.map((item) => item.entity).sort()).toEqual(['Lead', 'Message']);
    for (const item of left) expect(item.agentId).toBe(home.agent.userId);
    const leads = await home.agent.client.get<{ items: { email: string }[] }>('/api/leads');
    expect(leads.body.items.map((lead) => lead.email)).toContain(buyer.email);
    // The agent's inbox still reads, the conversation without its sender's account.
    const inbox = await home.agent.client.get<{ items: { senderEmail?: string; email?: string }[] }>('/api/messages');
    expect(inbox.status).toBe(200);
    expect(JSON.stringify(inbox.body.items)).toContain(buyer.email);
  });

  it("cancels an agent's subscription at the provider at once, deletes their listings, and is safe to run twice", async () => {
    const agent = await signUpAs('AGENT');
    const userId = await userIdOf(agent.email);
    const subscription = await waitForSubscription(userId, (s) => Boolean(s?.stripeSubscriptionId));
    const listing = await createListing(agent.client, {
      title: 'Agent deletion home',
      openHouse: { date: chicagoDate(5), startTime: '13:00', endTime: '15:00' },
    });
    const [photo] = await addListingPhoto(agent.client, listing.id);
    expect(await isStoredInBucket(photo!.slice(1))).toBe(true);

    expect((await deleteAccount(agent.client, { password: TEST_PASSWORD })).status).toBe(202);
    await accountErased(userId);
    expect((await standInPayments().retrieveSubscription(subscription!.stripeSubscriptionId!))?.status).toBe('canceled');
    expect((await createApiClient().get(`/api/properties/${listing.id}`)).status).toBe(404);
    expect(await isStoredInBucket(photo!.slice(1))).toBe(false);
    expect(await itemsMentioning(userId, agent.email)).toEqual([]);

    // A redelivered message runs every step again over nothing: the queue drains (no failure) and nothing comes back.
    await sendToQueue(ACCOUNT_DELETION_QUEUE, { userId, email: agent.email });
    await queueDrained(ACCOUNT_DELETION_QUEUE);
    expect(await itemsMentioning(userId, agent.email)).toEqual([]);
  });
});
