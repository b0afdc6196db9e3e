import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TSavedOpenHouse } from '@shared/schemas/open-house.schema';
import type { TListPropertiesResponse, TProperty } from '@shared/schemas/property.schema';
import { signUpActiveAgent, signUpAs } from '../../../functions/test/accounts';
import { createApiClient } from '../../../functions/test/http-client';
import { fullSync, listingNumberOf } from '../../../functions/test/mls';
import { createProvenMlsConfiguration, registerTestMls, signUpAdmin } from '../../../functions/test/mls-trust';
import { sharedTestDb } from '../../../functions/test/test-deps';
import { getAgentStats } from '../../../functions/src/data/agent-stats-repository';
import { listMlsMappings } from '../../../functions/src/data/mls-mapping-repository';
import { listOpenHousesOfProperty } from '../../../functions/src/data/open-house-repository';
import type { TDdRecord } from './generate-listings';
import { LOCAL_MLS_MEMBERS } from './local-mls-members';
import { startLocalMlsServers, type TLocalMlsServers } from './start-local-mls-servers';

const SYNC_TIMEOUT_MS = 180_000;
const MLS_NAME = 'mls-left-feed test MLS';
const HOUR_MS = 3_600_000;

let servers: TLocalMlsServers;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mls-left-feed-'));
  servers = await startLocalMlsServers({ resoPort: 0, retsPort: 0, originatingSystemName: MLS_NAME, dataDir, listingCount: 40 });
  // A registered MLS: its listings carry its attribution, whose "left the feed" the page shows.
  await registerTestMls(
    (await signUpAdmin()).client,
    { serviceRoot: servers.reso.serviceRoot, tokenUrl: servers.reso.tokenUrl, retsLoginUrl: servers.rets.loginUrl },
    MLS_NAME,
  );
});
afterAll(async () => {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Changes listing number `n` of this test's MLS as its agent would, stamped as changed now. */
function changeListing(n: number, change: (record: TDdRecord) => void) {
  servers.reso.store.change((state) => {
    const record = state.listings.find((listing) => listingNumberOf(String(listing.ListingKey)) === n)!;
    change(record);
    record.ModificationTimestamp = new Date().toISOString();
  });
}

describe('a listing that leaves the MLS feed', () => {
  it(
    'keeps its page with its last status, leaves browse and the plan count, and its open houses are cancelled (gone from saved lists)',
    async () => {
      // Listings 1 and 2 are the demo agent member's: on the market, each with an open house tomorrow.
      for (const n of [1, 2]) {
        changeListing(n, (record) => {
          record.StandardStatus = 'Active';
          record.InternetEntireListingDisplayYN = true;
          const startsAt = new Date(Date.now() + 26 * HOUR_MS);
          record.OpenHouse = [
            {
              OpenHouseKey: `LEFT-${n}`,
              ListingKey: record.ListingKey,
              OpenHouseDate: startsAt.toISOString().slice(0, 10),
              OpenHouseStartTime: startsAt.toISOString(),
              OpenHouseEndTime: new Date(startsAt.getTime() + 2 * HOUR_MS).toISOString(),
              OpenHouseStatus: 'Active',
              OpenHouseType: 'Public',
              ModificationTimestamp: new Date().toISOString(),
            },
          ];
        });
      }
      const agent = await signUpActiveAgent();
      const configId = await createProvenMlsConfiguration(
        agent.client,
        {
          mlsProvider: 'Other',
          providerUrl: servers.reso.serviceRoot,
          tokenUrl: servers.reso.tokenUrl,
          username: servers.reso.clientId,
          password: servers.reso.clientSecret,
          agentMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId,
        },
        MLS_NAME,
      );
      expect(await fullSync(agent.client, configId)).toMatchObject({ status: 'completed', propertiesErrors: 0 });
      const ids = new Map((await listMlsMappings(sharedTestDb(), configId)).map((mapping) => [listingNumberOf(mapping.mlsListingId), mapping.propertyId!]));
      const [gone, withdrawn] = [ids.get(1)!, ids.get(2)!];

      const visitor = createApiClient();
      const page = async (id: string) => (await visitor.get<TProperty>(`/api/properties/${id}`)).body;
      const browsed = async (listing: TProperty) =>
        (await visitor.get<TListPropertiesResponse>(`/api/properties?q=${encodeURIComponent(listing.address)}&limit=100`)).body.items.map((item) => item.id);
      const before = await page(gone);
      expect(before.upcomingOpenHouses).toHaveLength(1);
      expect(await browsed(before)).toContain(gone);
      const buyer = await signUpAs('BUYER');
      expect(
        (await buyer.client.post('/api/users/saved-open-houses', { propertyId: gone, openHouseId: before.upcomingOpenHouses[0]!.id })).status,
      ).toBeLessThan(300);
      const counted = (await getAgentStats(sharedTestDb(), agent.userId)).activeListings;

      // Listing 1 leaves the feed altogether; listing 2 is withdrawn.
      servers.reso.store.change((state) => {
        state.listings = state.listings.filter((listing) => listingNumberOf(String(listing.ListingKey)) !== 1);
      });
      changeListing(2, (record) => {
        record.StandardStatus = 'Withdrawn';
      });
      expect(await fullSync(agent.client, configId)).toMatchObject({ status: 'completed', propertiesErrors: 0 });

      const left = await page(gone);
      expect(left).toMatchObject({ status: 'active', marketStatus: 'active', upcomingOpenHouses: [] });
      expect(left.attribution?.leftFeedAt).toEqual(expect.any(String));
      const off = await page(withdrawn);
      expect(off).toMatchObject({ status: 'active', marketStatus: 'withdrawn', upcomingOpenHouses: [] });
      expect(await browsed(left)).not.toContain(gone);
      expect(await browsed(off)).not.toContain(withdrawn);
      for (const id of [gone, withdrawn])
        expect((await listOpenHousesOfProperty(sharedTestDb(), id)).filter((openHouse) => openHouse.endsAt > new Date().toISOString())).toEqual([]);
      expect((await getAgentStats(sharedTestDb(), agent.userId)).activeListings).toBe(counted - 2);

      // The buyer's saved open house says it is no longer available.
      const saved = (await buyer.client.get<{ items: TSavedOpenHouse[] }>('/api/users/saved-open-houses')).body.items;
      expect(saved.find((item) => item.propertyId === gone)?.property).toBeNull();
    },
    2 * SYNC_TIMEOUT_MS,
  );
});
