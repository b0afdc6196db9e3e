import type { TMlsMemberRole } from '@shared/constants/mls';
import { getMlsMapping, reserveMlsMapping } from '../../../data/mls-mapping-repository';
import { newMlsMappingRecord } from '../../../data/mls-records';
import type { TPropertyRecord } from '../../../data/property-records';
import type { TDeps } from '../../deps';
import { listingChanged } from '../../properties/listing-changed';
import { provenLinksOf } from '../../mls-trust/proven-links';
import type { TSyncConfig } from '../../mls-trust/sync-config';
import { withLink, withoutLink } from './mls-identity';
import { memberIdOf } from './mls-membership';
import { passListing } from './unsync-listings';

/**
 * A registered MLS's listing owned by a configuration the MLS did not vouch for (a claimed id, a private feed's
 * relay from before the registry, a holder whose id another member proved since) passes to the members who are
 * proven, the syncing one among them, list agent first: the existing passing, with the owner's MLS open houses and
 * photo sources. The owner is one mls-listing-owner.ts found unproven; the caller reads the listing again.
 */
export async function takeFromUnprovenOwner(deps: TDeps, config: TSyncConfig, owned: TPropertyRecord, role: TMlsMemberRole): Promise<void> {
  const mls = owned.mls!;
  const others = await provenLinksOf(deps, withoutLink(withoutLink(mls.links, mls.configId), config.id));
  const links = withLink(others, { userId: config.userId, configId: config.id, role, memberId: memberIdOf(config, role) });
  const ownerMapping = await getMlsMapping(deps.db, mls.configId, mls.listingKey);
  const mapping = ownerMapping ?? { propertyId: owned.id, mlsListingId: mls.listingKey, openHouseIds: [], mediaSources: [] };
  const now = deps.clock.now().toISOString();
  // This configuration's mapping names the listing first, so the passing gives it the MLS open houses and photo sources, and its sync rewrites the listing.
  if (!(await getMlsMapping(deps.db, config.id, mls.listingKey))) {
    await reserveMlsMapping(deps.db, {
      ...newMlsMappingRecord(config.id, mls.listingKey, { logId: '', now }),
      propertyId: owned.id,
      syncStatus: 'synced',
      changedByLogId: null,
    });
  }
  await passListing(deps, owned, { links, mapping, now });
  listingChanged(owned.id);
}
