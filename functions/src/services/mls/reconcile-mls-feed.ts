import { replaceMlsMapping, listMlsMappings, getMlsMapping, markMlsMappingSeen } from '../../data/mls-mapping-repository';
import type { TMlsConfigurationRecord, TMlsMappingRecord } from '../../data/mls-records';
import { getProperty, replaceProperty } from '../../data/property-repository';
import { listOpenHousesOfProperty } from '../../data/open-house-repository';
import type { TDeps } from '../deps';
import { listingChanged } from '../properties/listing-changed';
import { mapWithConcurrency } from './map-with-concurrency';
import { MLS_OFF_MARKET_STATUS } from './map-mls-listing';
import { retrying } from './retrying';

const LISTINGS_IN_FLIGHT = 8;
/** Attempts per listing (a throttled or failed write). */
const LISTING_ATTEMPTS = 8;

/** Whether full run `logId` read this listing: it wrote the mapping, or stamped it as seen. */
const wasReadBy = (mapping: Pick<TMlsMappingRecord, 'changedByLogId' | 'seenByLogId'>, logId: string) => mapping.changedByLogId === logId || mapping.seenByLogId === logId;

/**
 * Stamps listings a full run read without writing, before the page is committed, so the reconciliation
 * at the run's end knows them even when another delivery finishes the run.
 */
export async function markSeenByFullRun(deps: TDeps, config: TMlsConfigurationRecord, logId: string, listingKeys: readonly string[]): Promise<void> {
  await mapWithConcurrency(listingKeys, LISTINGS_IN_FLIGHT, (listingKey) => retrying(LISTING_ATTEMPTS, () => markMlsMappingSeen(deps.db, config.id, listingKey, logId)));
}

/**
 * At the end of full run `logId`: listings it did not read (the feed no longer carries them) leave
 * public browse (off-market) and their mappings say so. Answers how many listings changed. Safe to
 * repeat: a mapping already out of the feed is left alone.
 */
export async function reconcileMlsFeed(deps: TDeps, config: TMlsConfigurationRecord, logId: string): Promise<number> {
  const gone = (await listMlsMappings(deps.db, config.id)).filter((mapping) => mapping.inFeed && !wasReadBy(mapping, logId));
  const changed = await mapWithConcurrency(gone, LISTINGS_IN_FLIGHT, (summary) =>
    retrying(LISTING_ATTEMPTS, async () => {
      const mapping = await getMlsMapping(deps.db, config.id, summary.mlsListingId);
      if (!mapping?.inFeed || wasReadBy(mapping, logId)) return 0;
      const now = deps.clock.now().toISOString();
      const before = mapping.propertyId ? await getProperty(deps.db, mapping.propertyId) : null;
      if (before && before.status !== MLS_OFF_MARKET_STATUS) {
        const openHouses = before.upcomingOpenHouses.length > 0 ? await listOpenHousesOfProperty(deps.db, before.id) : [];
        await replaceProperty(deps.db, before, { ...before, status: MLS_OFF_MARKET_STATUS, updatedAt: now }, openHouses);
        listingChanged(before.id);
      }
      if (!(await replaceMlsMapping(deps.db, mapping, { ...mapping, inFeed: false, lastSyncAt: now, updatedAt: now }))) throw new Error(`${mapping.mlsListingId} was written meanwhile`);
      return before ? 1 : 0;
    }),
  );
  return changed.reduce((sum: number, n) => sum + n, 0);
}
