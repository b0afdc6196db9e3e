import { getProperty, replaceProperty } from '../../data/property-repository';
import type { TDeps } from '../deps';
import { listingChanged } from '../properties/listing-changed';
import { mapWithConcurrency } from './map-with-concurrency';

/** Imported listings whose configuration is gone stay with their agent, no longer marked as synced. */
export async function markListingsUnsynced(deps: TDeps, propertyIds: string[]): Promise<void> {
  await mapWithConcurrency(propertyIds, 8, async (propertyId) => {
    const before = await getProperty(deps.db, propertyId);
    if (!before?.mls?.synced) return;
    await replaceProperty(deps.db, before, { ...before, mls: { ...before.mls, synced: false }, updatedAt: deps.clock.now().toISOString() });
    listingChanged(propertyId);
  });
}
