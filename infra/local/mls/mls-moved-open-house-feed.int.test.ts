import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalMls, type TLocalMls } from './local-mls-server';
import { getSavedOpenHouse } from '../../../functions/src/data/saved-open-house-repository';
import { getSignInForm } from '../../../functions/src/data/sign-in-form-repository';
import { signUpActiveAgent, signUpAs, userIdOf } from '../../../functions/test/accounts';
import { parseCalendar } from '../../../functions/test/calendar';
import { createApiClient } from '../../../functions/test/http-client';
import { createMlsConfiguration, localMlsConfiguration, waitForSync } from '../../../functions/test/mls';
import { sharedTestDb } from '../../../functions/test/test-deps';

type TClient = ReturnType<typeof createApiClient>;

/** Two syncs, each copying the listings' photos: seconds, not milliseconds. */
const SYNC_TIMEOUT_MS = 120_000;
const HOUR = 3_600_000;

let mls: TLocalMls;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'calendar-mls-'));
  mls = await startLocalMls({ port: 0, dataDir, listingCount: 3 });
});
afterAll(async () => {
  await mls.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The MLS as a time change leaves it: its first listing active with this one open house (same key), both stamped modified now. */
function scheduleMlsOpenHouse(startsAt: Date, endsAt: Date) {
  mls.store.change((state) => {
    const modifiedAt = new Date().toISOString();
    state.listings.forEach((listing, index) => {
      listing.OpenHouse = [];
      if (index > 0) return;
      Object.assign(listing, { StandardStatus: 'Active', MlsStatus: 'Active', ModificationTimestamp: modifiedAt });
      listing.OpenHouse = [
        {
          OpenHouseKey: `${listing.ListingKey}-OH-MOVES`,
          ListingKey: listing.ListingKey,
          OpenHouseStartTime: startsAt.toISOString(),
          OpenHouseEndTime: endsAt.toISOString(),
          OpenHouseStatus: 'Active',
          OpenHouseType: 'Public',
          ModificationTimestamp: modifiedAt,
        },
      ];
    });
  });
}

async function sync(agent: TClient, configId: string) {
  expect((await agent.post(`/api/mls/configurations/${configId}/sync`, { syncType: 'full' })).status).toBe(202);
  expect(await waitForSync(agent, configId)).toMatchObject({ status: 'completed' });
}

const feedOf = async (client: TClient, kind: 'agent' | 'buyer') => {
  const { url } = (await client.get<{ url: string }>(`/api/calendar/feeds/${kind}`)).body;
  const response = await fetch(`${createApiClient().baseUrl}${new URL(url).pathname}`);
  expect(response.status).toBe(200);
  return parseCalendar(await response.text());
};

type TSaved = { openHouseId: string; propertyId: string; startsAt: string; endsAt: string; status: string };

describe('calendar feeds and saved open houses, when the MLS moves an open house', () => {
  it(
    "keep the open house's identity: same UID at its new time with a higher SEQUENCE, still saved by the buyer, its sign-in sheet still open",
    async () => {
      const { client: agent } = await signUpActiveAgent();
      const configId = await createMlsConfiguration(
        agent,
        localMlsConfiguration({ providerUrl: mls.serviceRoot, tokenUrl: mls.tokenUrl, username: mls.clientId, password: mls.clientSecret }),
      );
      const startsAt = new Date(Math.ceil((Date.now() + 72 * HOUR) / HOUR) * HOUR);
      scheduleMlsOpenHouse(startsAt, new Date(startsAt.getTime() + 2 * HOUR));
      await sync(agent, configId);
      const before = await feedOf(agent, 'agent');
      expect(before.events.map((event) => ({ start: event.start, end: event.end, tzid: event.tzid, sequence: event.sequence }))).toEqual([
        { start: startsAt.toISOString(), end: new Date(startsAt.getTime() + 2 * HOUR).toISOString(), tzid: 'America/Chicago', sequence: 0 },
      ]);
      const [scheduled] = before.events;
      const openHouseId = scheduled!.uid.replace(/@.*$/, '');
      const propertyId = /\/property\/([0-9A-Z]+)/.exec(scheduled!.description)![1]!;
      const { client: buyer, email: buyerEmail } = await signUpAs('BUYER');
      expect((await buyer.post('/api/users/saved-open-houses', { propertyId, openHouseId })).status).toBe(201);
      expect((await buyer.request('PATCH', `/api/users/saved-open-houses/${openHouseId}`, { json: { status: 'rsvp' } })).status).toBe(200);
      const signInForm = `/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`;
      expect((await agent.request('PUT', signInForm, { json: { questions: [] } })).status).toBe(200);

      const movedTo = new Date(startsAt.getTime() + 26 * HOUR);
      const movedEnd = new Date(movedTo.getTime() + 3 * HOUR);
      scheduleMlsOpenHouse(movedTo, movedEnd);
      await sync(agent, configId);

      const after = await feedOf(agent, 'agent');
      expect(after.events.map((event) => ({ uid: event.uid, summary: event.summary, start: event.start, end: event.end, tzid: event.tzid }))).toEqual([
        { uid: scheduled!.uid, summary: scheduled!.summary, start: movedTo.toISOString(), end: movedEnd.toISOString(), tzid: 'America/Chicago' },
      ]);
      expect(after.events[0]!.sequence).toBeGreaterThan(scheduled!.sequence);

      const saved = (await buyer.get<{ items: TSaved[] }>('/api/users/saved-open-houses')).body.items;
      expect(saved).toEqual([
        expect.objectContaining({ openHouseId, propertyId, startsAt: movedTo.toISOString(), endsAt: movedEnd.toISOString(), status: 'rsvp' }),
      ]);
      // Repaired where it is stored, so the next read finds the open house at once.
      expect(await getSavedOpenHouse(sharedTestDb(), await userIdOf(buyerEmail), openHouseId)).toMatchObject({
        startsAt: movedTo.toISOString(),
        endsAt: movedEnd.toISOString(),
      });
      const visitorSheet = await createApiClient().get<{ openHouseId: string; startsAt: string }>(`/api/open-houses/${openHouseId}/sign-in-form`);
      expect(visitorSheet.status).toBe(200);
      expect(visitorSheet.body).toMatchObject({ openHouseId, startsAt: movedTo.toISOString() });
      expect(await getSignInForm(sharedTestDb(), openHouseId)).toMatchObject({ startsAt: movedTo.toISOString() });
      const buyerFeed = await feedOf(buyer, 'buyer');
      expect(buyerFeed.events.map((event) => ({ uid: event.uid, start: event.start, end: event.end, sequence: event.sequence }))).toEqual([
        { uid: scheduled!.uid, start: movedTo.toISOString(), end: movedEnd.toISOString(), sequence: after.events[0]!.sequence },
      ]);
    },
    SYNC_TIMEOUT_MS,
  );
});
