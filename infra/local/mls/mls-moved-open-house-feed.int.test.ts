import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalMls, type TLocalMls } from './local-mls-server';
import { signUpActiveAgent } from '../../../functions/test/accounts';
import { parseCalendar } from '../../../functions/test/calendar';
import { createApiClient } from '../../../functions/test/http-client';
import { createMlsConfiguration, localMlsConfiguration, waitForSync } from '../../../functions/test/mls';

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
      listing.OpenHouse = [{ OpenHouseKey: `${listing.ListingKey}-OH-MOVES`, ListingKey: listing.ListingKey, OpenHouseStartTime: startsAt.toISOString(), OpenHouseEndTime: endsAt.toISOString(), OpenHouseStatus: 'Active', OpenHouseType: 'Public', ModificationTimestamp: modifiedAt }];
    });
  });
}

async function sync(agent: TClient, configId: string) {
  expect((await agent.post(`/api/mls/configurations/${configId}/sync`, { syncType: 'full' })).status).toBe(202);
  expect(await waitForSync(agent, configId)).toMatchObject({ status: 'completed' });
}

const agentFeed = async (agent: TClient) => {
  const { url } = (await agent.get<{ url: string }>('/api/calendar/feeds/agent')).body;
  const response = await fetch(`${createApiClient().baseUrl}${new URL(url).pathname}`);
  expect(response.status).toBe(200);
  return parseCalendar(await response.text());
};

describe('the agent calendar feed, when the MLS moves an open house', () => {
  it('shows the open house at its new time only, in the listing\'s time zone', async () => {
    const { client: agent } = await signUpActiveAgent();
    const configId = await createMlsConfiguration(agent, localMlsConfiguration({ providerUrl: mls.serviceRoot, tokenUrl: mls.tokenUrl, username: mls.clientId, password: mls.clientSecret }));
    const startsAt = new Date(Math.ceil((Date.now() + 72 * HOUR) / HOUR) * HOUR);
    scheduleMlsOpenHouse(startsAt, new Date(startsAt.getTime() + 2 * HOUR));
    await sync(agent, configId);
    const before = await agentFeed(agent);
    expect(before.events.map((event) => ({ start: event.start, end: event.end, tzid: event.tzid }))).toEqual([
      { start: startsAt.toISOString(), end: new Date(startsAt.getTime() + 2 * HOUR).toISOString(), tzid: 'America/Chicago' },
    ]);

    const movedTo = new Date(startsAt.getTime() + 26 * HOUR);
    scheduleMlsOpenHouse(movedTo, new Date(movedTo.getTime() + 3 * HOUR));
    await sync(agent, configId);
    // An MLS open house's id starts with its start time (mlsOpenHouseId), so today the moved one is a new event, not the old UID updated.
    const after = await agentFeed(agent);
    expect(after.events.map((event) => ({ summary: event.summary, start: event.start, end: event.end, tzid: event.tzid }))).toEqual([
      { summary: before.events[0]!.summary, start: movedTo.toISOString(), end: new Date(movedTo.getTime() + 3 * HOUR).toISOString(), tzid: 'America/Chicago' },
    ]);
  }, SYNC_TIMEOUT_MS);
});
