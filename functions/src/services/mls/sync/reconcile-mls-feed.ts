import { replaceMlsMapping, listMlsMappings, getMlsMapping, markMlsMappingSeen } from '../../../data/mls-mapping-repository';
import type { TMlsConfigurationRecord, TMlsMappingRecord } from '../../../data/mls-records';
import { getProperty } from '../../../data/property-repository';
import { writeMlsListings, type TMlsListingWrite } from '../../../data/mls-listing-batch-repository';
import type { TPropertyRecord } from '../../../data/property-records';
import { withoutLink } from '../ownership/mls-identity';
import { listOpenHousesOfProperty } from '../../../data/open-house-repository';
import type { TDeps } from '../../deps';
import { listingChanged } from '../../properties/listing-changed';
import { mapWithConcurrency } from '../../../platform/map-with-concurrency';
import { retryingMlsWork } from './retrying-mls-work';

const LISTINGS_IN_FLIGHT = 8;
/** Attempts per listing (a throttled or failed write). */
const LISTING_ATTEMPTS = 8;

/** Whether full run `logId` read this listing: it wrote the mapping, or stamped it as seen. */
const wasReadBy = (mapping: Pick<TMlsMappingRecord, 'changedByLogId' | 'seenByLogId'>, logId: string) =>
  mapping.changedByLogId === logId || mapping.seenByLogId === logId;

/**
 * Stamps listings a full run read without writing, before the page is committed, so the reconciliation
 * at the run's end knows them even when another delivery finishes the run.
 */
export async function markSeenByFullRun(deps: TDeps, config: TMlsConfigurationRecord, logId: string, listingKeys: readonly string[]): Promise<void> {
  await mapWithConcurrency(listingKeys, LISTINGS_IN_FLIGHT, (listingKey) =>
    retryingMlsWork(LISTING_ATTEMPTS, () => markMlsMappingSeen(deps.db, config.id, listingKey, logId)),
  );
}

/**
 * At the end of full run `logId`: listings it did not read (the feed no longer carries them, or no longer
 * as this member's) are settled and their mappings say so. A listing this configuration owns keeps its
 * page with its last status (`mls.leftFeedAt`: out of browse, the map and the plan count) and its
 * upcoming open houses are cancelled (deleted, so they leave calendar feeds and saved lists); one another
 * configuration owns only loses this configuration's link. Answers how many listings changed. Safe to
 * repeat: a mapping already out of the feed is left alone.
 */
export async function reconcileMlsFeed(deps: TDeps, config: TMlsConfigurationRecord, logId: string): Promise<number> {
  const gone = (await listMlsMappings(deps.db, config.id)).filter((mapping) => mapping.inFeed && !wasReadBy(mapping, logId));
  const changed = await mapWithConcurrency(gone, LISTINGS_IN_FLIGHT, (summary) =>
    retryingMlsWork(LISTING_ATTEMPTS, async () => {
      const mapping = await getMlsMapping(deps.db, config.id, summary.mlsListingId);
      if (!mapping?.inFeed || wasReadBy(mapping, logId)) return 0;
      const now = deps.clock.now();
      const before = mapping.propertyId ? await getProperty(deps.db, mapping.propertyId) : null;
      const left: TMlsMappingRecord = { ...mapping, inFeed: false, openHouseIds: [], lastSyncAt: now.toISOString(), updatedAt: now.toISOString() };
      if (!before?.mls) {
        if (!(await replaceMlsMapping(deps.db, mapping, left))) throw new Error(`${mapping.mlsListingId} was written meanwhile`);
        return 0;
      }
      const write =
        before.mls.configId === config.id
          ? await leftFeedWrite(deps, before, now)
          : {
              property: { before, after: { ...before, mls: { ...before.mls, links: withoutLink(before.mls.links, config.id) }, updatedAt: now.toISOString() } },
              openHouses: NO_OPEN_HOUSES,
            };
      if (!(await writeMlsListings(deps.db, [{ ...write, mapping: { before: mapping, after: left } }])))
        throw new Error(`${mapping.mlsListingId} was written meanwhile`);
      listingChanged(before.id);
      return before.mls.configId === config.id ? 1 : 0;
    }),
  );
  return changed.reduce((sum: number, n) => sum + n, 0);
}

const NO_OPEN_HOUSES = { puts: [], deletes: [], snapshots: [] };

/** The owned listing once the feed left it: its page and last status kept, out of browse, its upcoming open houses cancelled. */
async function leftFeedWrite(deps: TDeps, before: TPropertyRecord, now: Date): Promise<Pick<TMlsListingWrite, 'property' | 'openHouses'>> {
  const upcoming = (await listOpenHousesOfProperty(deps.db, before.id)).filter((openHouse) => openHouse.endsAt > now.toISOString());
  const after: TPropertyRecord = {
    ...before,
    mls: { ...before.mls!, leftFeedAt: before.mls!.leftFeedAt ?? now.toISOString() },
    upcomingOpenHouses: [],
    updatedAt: now.toISOString(),
  };
  return {
    property: { before, after },
    openHouses: { puts: [], deletes: upcoming.map(({ id, propertyId, startsAt }) => ({ id, propertyId, startsAt })), snapshots: [] },
  };
}
