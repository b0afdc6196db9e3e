import { DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { ulid } from 'ulid';
import { inject } from 'vitest';
import { UNSUBSCRIBE_TEXTS } from '@shared/constants/unsubscribe';
import type { TListNotificationsResponse } from '@shared/schemas/notification.schema';
import { signUpActiveAgent, signUpAs, userIdOf } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { createListing, makeListing } from '../../../test/listings';
import { getSchedule, mailsTo, notificationsQueueDrained, sendToNotificationsQueue, until } from '../../../test/notifications';
import { createMlsConfiguration, localMlsConfiguration } from '../../../test/mls';
import { createTestDeps } from '../../../test/test-deps';
import { mlsClientFactory } from '../../adapters/mls/mls-client-factory';
import { makeMlsListing } from '../../adapters/mls/testing/make-mls-listing';
import { sqsQueueSender } from '../../adapters/queue/queue-sender';
import { getMlsConfiguration } from '../../data/mls-configuration-repository';
import { listNotificationsPage } from '../../data/notification-repository';
import { putSavedSearchWithinLimit } from '../../data/saved-search-repository';
import { syncMlsPage } from '../../services/mls/sync/sync-mls-page';
import { MATCHES_PER_MESSAGE } from '../../services/saved-searches/match-listing-events';
import { nextWindow } from '../../services/saved-searches/search-alert-timing';
import { publishAllowanceOf } from '../../services/subscriptions/publish-allowance';

type TClient = ReturnType<typeof createApiClient>;
type TSearch = { id: string; frequency: string };

/** Bozeman, MT: no other test lists there, so these buyers hear only of this file's listings. */
const BOZEMAN = { bbox: [-111.12, 45.62, -110.98, 45.72], place: 'Bozeman, MT' };
const INSIDE = { city: 'Bozeman', state: 'MT' as const, zipCode: '59715', coordinates: { lat: 45.68, lng: -111.04 } };
const THREE_BEDS_UNDER_750K = { minBedrooms: 3, maxPrice: 750_000 };

const notificationsOf = async (client: TClient) => (await client.get<TListNotificationsResponse>('/api/notifications')).body;
const searchItems = async (client: TClient) => (await notificationsOf(client)).items.filter((n) => n.kind === 'search');

async function buyerWithSearch(search: Record<string, unknown>) {
  const { client, email } = await signUpAs('BUYER');
  const created = await client.post<TSearch>('/api/users/saved-searches', {
    name: '3+ beds under $750K',
    source: 'listings',
    frequency: 'instant',
    area: BOZEMAN,
    filters: THREE_BEDS_UNDER_750K,
    ...search,
  });
  if (created.status !== 201) throw new Error(`saving the search failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { client, email, userId: await userIdOf(email), searchId: created.body.id };
}

describe('saved-search alerts: listing events reach the buyers whose searches they match, once', () => {
  beforeAll(() => {
    // The MLS sync below runs in this process and puts its events on the local SQS queue as the worker does.
    Object.assign(process.env, inject('handlerEnv'));
  });

  it('a matching listing, its open house and a price cut each tell the buyer once in the app; one e-mail per window; others hear nothing', async () => {
    const { client: agent } = await signUpActiveAgent();
    const buyer = await buyerWithSearch({});
    const paused = await buyerWithSearch({});
    await paused.client.request('PATCH', `/api/users/saved-searches/${paused.searchId}`, { json: { paused: true } });
    const elsewhere = await buyerWithSearch({ area: { bbox: [-105.1, 39.6, -104.8, 39.9], place: 'Denver, CO' } });
    const pickier = await buyerWithSearch({ filters: { minBedrooms: 5 } });
    const started = Date.now();

    const listing = await createListing(agent, { ...INSIDE, address: '410 S Willson Ave', title: 'Willson Avenue craftsman', bedrooms: 3, price: 700_000 });
    await createListing(agent, { ...INSIDE, address: '9 Too Dear Ln', bedrooms: 4, price: 900_000 });
    await createListing(agent, { ...INSIDE, address: '12 Draft Way', bedrooms: 3, price: 600_000, status: 'draft' });

    const [first] = await until(
      () => searchItems(buyer.client),
      (items) => items.length > 0,
      "the buyer's in-app alert",
    );
    expect(first).toMatchObject({ title: 'New listing: Willson Avenue craftsman', link: `/property/${listing.id}`, isRead: false });
    expect(first!.body).toBe('$700,000 · 3 bd · 2 ba · matches “3+ beds under $750K”');

    // Its e-mail waits for the buyer's window: a one-time schedule named by person and minute.
    const windows = [nextWindow(new Date(started)), nextWindow(new Date())].map(
      (at) => `search-instant-${buyer.userId}-${at.toISOString().slice(0, 16).replace(/[-:T]/g, '')}`,
    );
    const found = await Promise.allSettled(windows.map((name) => getSchedule(name, 'notification-digests')));
    expect(found.some((result) => result.status === 'fulfilled')).toBe(true);

    // The agent adds an open house, then cuts the price: each is told once more.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date(Date.now() + 3 * 86_400_000));
    expect((await agent.post(`/api/properties/${listing.id}/open-houses`, { date: day, startTime: '13:00', endTime: '15:00' })).status).toBe(201);
    expect(
      (
        await agent.request('PUT', `/api/properties/${listing.id}`, {
          json: makeListing({ ...INSIDE, address: '410 S Willson Ave', title: 'Willson Avenue craftsman', bedrooms: 3, price: 689_000 }),
        })
      ).status,
    ).toBe(200);
    const items = await until(
      () => searchItems(buyer.client),
      (all) => all.length === 3,
      'three alerts',
    );
    // Their messages may be handled in either order.
    expect(items.map((n) => n.title).sort()).toEqual([
      'New listing: Willson Avenue craftsman',
      expect.stringMatching(/^Open house \w{3}, \w{3} \d+, 1:00 PM: Willson Avenue craftsman$/),
      'Price cut: Willson Avenue craftsman',
    ]);

    // SQS delivering a listing's message again (and the schedule firing twice) tells no one twice.
    await sendToNotificationsQueue({ kind: 'listing-changed', listingId: listing.id, events: ['new'] }, 2);
    await sendToNotificationsQueue({ kind: 'search-alerts-due', userId: buyer.userId, frequency: 'instant' }, 2);
    await notificationsQueueDrained();
    expect(await searchItems(buyer.client)).toHaveLength(3);
    const mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    // Three events of one home: one home, not three.
    expect(mails[0]!.subject).toBe('1 home matches your saved searches · 3 updates');
    expect(mails[0]!.text).toContain('New listing: Willson Avenue craftsman, Bozeman, MT · $700,000 · 3 bd · 2 ba');
    expect(mails[0]!.text).toContain('Price cut: Willson Avenue craftsman, Bozeman, MT · $689,000 · 3 bd · 2 ba');
    expect(mails[0]!.text).toContain(`/property/${listing.id}`);
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    for (const other of [paused, elsewhere, pickier]) expect(await searchItems(other.client)).toEqual([]);
    expect(await mailsTo(paused.email)).toEqual([]);
  });

  it("a home matching two of a buyer's searches is told once, naming both, and counted once in the e-mail; each card counts it", async () => {
    const { client: agent } = await signUpActiveAgent();
    const buyer = await buyerWithSearch({ name: 'Bozeman family homes' });
    const second = await buyer.client.post<TSearch>('/api/users/saved-searches', {
      name: 'Anything in Bozeman',
      source: 'listings',
      frequency: 'daily',
      area: BOZEMAN,
    });
    expect(second.status).toBe(201);
    // One set to Never is told nothing, but its card counts what it matched.
    const quiet = await buyer.client.post<TSearch>('/api/users/saved-searches', {
      name: 'Quiet watch',
      source: 'listings',
      frequency: 'never',
      area: BOZEMAN,
      filters: { minBedrooms: 2 },
    });
    expect(quiet.status).toBe(201);
    const listing = await createListing(agent, { ...INSIDE, address: '300 W Main St', bedrooms: 3, price: 700_000 });
    await createListing(agent, { ...INSIDE, address: '302 W Main St', bedrooms: 2, price: 400_000 });

    await until(
      () => searchItems(buyer.client),
      (items) => items.length === 2,
      'both homes told',
    );
    await notificationsQueueDrained();
    const items = await searchItems(buyer.client);
    expect(items.map((n) => n.title).sort()).toEqual(['New listing: 300 W Main St', 'New listing: 302 W Main St']);
    expect(items.find((n) => n.link === `/property/${listing.id}`)!.body).toBe(
      '$700,000 · 3 bd · 2 ba · matches “Bozeman family homes” and “Anything in Bozeman”',
    );
    expect((await notificationsOf(buyer.client)).unread).toBe(2);
    const cards = (await buyer.client.get<{ items: (TSearch & { name: string; newMatches: { count: number } })[] }>('/api/users/saved-searches')).body.items;
    expect(cards.map((card) => [card.name, card.newMatches.count])).toEqual([
      ['Quiet watch', 2],
      ['Anything in Bozeman', 2],
      ['Bozeman family homes', 1],
    ]);

    // One of the searches is instant, so the home goes in the instant e-mail once; the other home only in the digest.
    await sendToNotificationsQueue({ kind: 'search-alerts-due', userId: buyer.userId, frequency: 'instant' });
    await sendToNotificationsQueue({ kind: 'search-alerts-due', userId: buyer.userId, frequency: 'daily' });
    const mails = await until(
      () => mailsTo(buyer.email),
      (m) => m.length === 2,
      'the instant e-mail and the digest',
    );
    const instant = mails.find((mail) => mail.text.includes('300 W Main St'))!;
    expect(instant.subject).toBe('New listing: 300 W Main St, Bozeman, MT · $700,000 · 3 bd · 2 ba');
    expect(instant.text).toContain('Matches your saved searches “Bozeman family homes” and “Anything in Bozeman”.');
    expect(mails.find((mail) => mail !== instant)!.text).not.toContain('300 W Main St');
  }, 60_000);

  it('one-click unsubscribe, signed out, stops the e-mail only: the searches keep their alerts and later matches still ring the bell; the link then says it is done', async () => {
    const { client: agent } = await signUpActiveAgent();
    const buyer = await buyerWithSearch({});
    await createListing(agent, { ...INSIDE, address: '77 Main St', bedrooms: 3, price: 650_000 });
    await until(
      () => searchItems(buyer.client),
      (items) => items.length === 1,
      'the alert',
    );
    await sendToNotificationsQueue({ kind: 'search-alerts-due', userId: buyer.userId, frequency: 'instant' });
    const [mail] = await until(
      () => mailsTo(buyer.email),
      (m) => m.length === 1,
      'the alert e-mail',
    );
    const path = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!).pathname;
    const token = path.split('/').pop()!;
    const visitor = createApiClient();
    expect((await visitor.get(`/api/mail/unsubscribe-links/${token}`)).body).toEqual({ kind: 'search-alerts', isDone: false });

    const oneClick = await fetch(inject('apiBaseUrl') + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(((await oneClick.json()) as { message: string }).message).toBe(UNSUBSCRIBE_TEXTS['search-alerts'].done);
    const searches = await buyer.client.get<{ items: TSearch[] }>('/api/users/saved-searches');
    expect(searches.body.items.map((s) => s.frequency)).toEqual(['instant']);
    // A second visit of the link (a reload) is told it is done; confirming again changes nothing.
    expect((await visitor.get(`/api/mail/unsubscribe-links/${token}`)).body).toEqual({ kind: 'search-alerts', isDone: true });
    expect((await visitor.post('/api/mail/unsubscribe', { token })).status).toBe(200);

    await createListing(agent, { ...INSIDE, address: '78 Main St', bedrooms: 4, price: 640_000 });
    const items = await until(
      () => searchItems(buyer.client),
      (all) => all.length === 2,
      'the bell still told of the next match',
    );
    expect(items[0]!.title).toBe('New listing: 78 Main St');
    await sendToNotificationsQueue({ kind: 'search-alerts-due', userId: buyer.userId, frequency: 'instant' });
    await notificationsQueueDrained();
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    expect((await visitor.get('/api/mail/unsubscribe-links/not-a-link-we-ever-sent-out')).status).toBe(404);
  });

  it('an MLS sync that brings a matching listing tells the buyer as a typed one does', async () => {
    const agent = await signUpActiveAgent();
    const buyer = await buyerWithSearch({ name: 'Bozeman from the MLS' });
    const { deps } = createTestDeps(new Date());
    const config = (await getMlsConfiguration(deps.db, agent.userId, await createMlsConfiguration(agent.client, localMlsConfiguration())))!;
    const syncDeps = {
      ...deps,
      clock: { now: () => new Date() },
      mlsClients: mlsClientFactory({ requestsPerSecond: 1000 }),
      photos: null,
      fetchMedia: fetch,
      notificationQueue: sqsQueueSender,
    };
    const record = makeMlsListing({
      listingKey: `BZN${ulid()}`,
      modificationTimestamp: new Date(Date.now() - 60_000).toISOString(),
      listPrice: 640_000,
      bedroomsTotal: 4,
      unparsedAddress: '501 N Black Ave',
      streetNumber: '501',
      streetName: 'Black',
      city: 'Bozeman',
      stateOrProvince: 'MT',
      postalCode: '59715',
      latitude: 45.684,
      longitude: -111.037,
      raw: { ListAgentMlsId: config.agentMlsId },
    });
    // The same sync brings a listing on the market for 120 days: new to us, not to the market.
    const onMarketSince = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
    const old = makeMlsListing({
      listingKey: `BZN${ulid()}`,
      modificationTimestamp: new Date(Date.now() - 60_000).toISOString(),
      listPrice: 610_000,
      bedroomsTotal: 4,
      unparsedAddress: '600 N Black Ave',
      streetNumber: '600',
      streetName: 'Black',
      city: 'Bozeman',
      stateOrProvince: 'MT',
      postalCode: '59715',
      latitude: 45.686,
      longitude: -111.037,
      raw: { ListAgentMlsId: config.agentMlsId, OnMarketDate: onMarketSince },
    });
    const outcomes = await syncMlsPage(
      syncDeps,
      { ...config, registeredIdentity: null },
      { logId: ulid(), allowance: await publishAllowanceOf(deps, agent.userId) },
      [record, old],
    );
    expect(outcomes).toMatchObject([
      { kind: 'created', heldAsDraftReason: null },
      { kind: 'created', heldAsDraftReason: null },
    ]);

    const [alert] = await until(
      () => searchItems(buyer.client),
      (items) => items.length > 0,
      'the alert of the synced listing',
    );
    expect(alert!.title).toBe('New listing: 501 N Black Ave');
    expect(alert!.body).toBe('$640,000 · 4 bd · 2 ba · matches “Bozeman from the MLS”');
    await notificationsQueueDrained();
    expect((await searchItems(buyer.client)).map((n) => n.title)).toEqual(['New listing: 501 N Black Ave']);
  });

  it('a listing message delivered again after its e-mail schedule was lost sets the schedule again, and tells no one twice', async () => {
    const helena = { area: { bbox: [-112.1, 46.55, -111.95, 46.65], place: 'Helena, MT' } };
    const buyer = await buyerWithSearch(helena);
    const { client: agent } = await signUpActiveAgent();
    const windowName = (at: number) => `search-instant-${buyer.userId}-${nextWindow(new Date(at)).toISOString().slice(0, 16).replace(/[-:T]/g, '')}`;
    const started = Date.now();
    const listing = await createListing(agent, {
      city: 'Helena',
      state: 'MT',
      zipCode: '59601',
      coordinates: { lat: 46.59, lng: -112.03 },
      address: '15 Last Chance Gulch',
      bedrooms: 3,
      price: 500_000,
    });
    await until(
      () => searchItems(buyer.client),
      (items) => items.length === 1,
      "the buyer's alert",
    );
    await notificationsQueueDrained();

    // The schedule of the buyer's window is gone, as if its put had failed after the match was written.
    const scheduler = new SchedulerClient({
      endpoint: inject('handlerEnv').AWS_ENDPOINT_URL_SCHEDULER,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const lost = [...new Set([windowName(started), windowName(Date.now())])];
    const deleted = await Promise.allSettled(lost.map((name) => scheduler.send(new DeleteScheduleCommand({ Name: name, GroupName: 'notification-digests' }))));
    expect(deleted.some((result) => result.status === 'fulfilled')).toBe(true);

    const resent = Date.now();
    await sendToNotificationsQueue({ kind: 'listing-changed', listingId: listing.id, events: ['new'] });
    await notificationsQueueDrained();
    const found = await Promise.allSettled([windowName(resent), windowName(Date.now())].map((name) => getSchedule(name, 'notification-digests')));
    expect(found.some((result) => result.status === 'fulfilled')).toBe(true);
    expect(await searchItems(buyer.client)).toHaveLength(1);
  });

  it('a listing matching more searches than one message tells goes on in continuations: every search told once', async () => {
    const db = createTestDeps().deps.db;
    const missoula = { bbox: [-114.1, 46.8, -113.9, 46.95] as [number, number, number, number], place: 'Missoula, MT' };
    const now = new Date().toISOString();
    const owners = Array.from(
      { length: MATCHES_PER_MESSAGE + 21 },
      (_, i) => `01TESTCONTINUE${Date.now().toString(36).toUpperCase()}${String(i).padStart(4, '0')}`,
    );
    for (const userId of owners) {
      const record = {
        userId,
        id: ulid(),
        name: 'Missoula',
        source: 'listings' as const,
        frequency: 'daily' as const,
        paused: false,
        filters: {},
        area: missoula,
        createdAt: now,
        updatedAt: now,
        lastVisitedAt: now,
      };
      expect(await putSavedSearchWithinLimit(db, record, { max: 25, maxWide: 3 })).toBe('saved');
    }
    const { client: agent } = await signUpActiveAgent();
    await createListing(agent, { address: '200 N Higgins Ave', city: 'Missoula', state: 'MT', zipCode: '59802', coordinates: { lat: 46.872, lng: -113.994 } });

    const toldCount = async () =>
      (await Promise.all(owners.map(async (userId) => (await listNotificationsPage(db, { userId, limit: 5 })).items.length))).reduce((sum, n) => sum + n, 0);
    await until(toldCount, (n) => n === owners.length, 'every search told');
    await notificationsQueueDrained();
    for (const userId of owners) expect((await listNotificationsPage(db, { userId, limit: 5 })).items).toHaveLength(1);
  }, 60_000);
});
