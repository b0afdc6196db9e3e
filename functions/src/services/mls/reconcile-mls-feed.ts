import { replaceMlsMapping, listMlsMappings, getMlsMapping } from '../../data/mls-mapping-repository';
import type { TMlsConfigurationRecord } from '../../data/mls-records';
import { getProperty, replaceProperty } from '../../data/property-repository';
import { listOpenHousesOfProperty } from '../../data/open-house-repository';
import type { TDeps } from '../deps';
import { listingChanged } from '../properties/listing-changed';
import { mapWithConcurrency } from './map-with-concurrency';
import { MLS_OFF_MARKET_STATUS } from './map-mls-listing';
import { retrying } from './retrying';

/**
 * After a full sync: listings the feed no longer carries leave public browse (off-market) and their
 * mappings say so. Answers how many listings changed. Safe to repeat: a mapping already out of the
 * feed is left alone.
 */
export async function reconcileMlsFeed(deps: TDeps, config: TMlsConfigurationRecord, seen: ReadonlySet<string>): Promise<number> {
  const gone = (await listMlsMappings(deps.db, config.id)).filter((mapping) => mapping.inFeed && !seen.has(mapping.mlsListingId));
  const changed = await mapWithConcurrency(gone, 8, (summary) =>
    retrying(8, async () => {
      const mapping = await getMlsMapping(deps.db, config.id, summary.mlsListingId);
      if (!mapping?.inFeed) return 0;
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
