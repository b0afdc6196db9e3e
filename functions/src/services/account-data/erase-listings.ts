import { batchDeleteItems } from '../../data/batch-items';
import { keyOf, listGsi1PartitionItems, listGsi2PartitionItems, listPartitionItems } from '../../data/account-holdings-repository';
import { listOpenHousesOfProperty } from '../../data/open-house-repository';
import { propertyEntity } from '../../data/property-records';
import * as keys from '../../data/keys';
import type { TDeps } from '../deps';
import type { TPhotoStore } from '../photos/photo-store';
import { listingPhotoPrefix } from '../photos/photo-keys';
import { removeListing } from '../properties/delete-property';

/** Everything stored under some partitions: their items go, whatever kind they are. */
export async function deletePartitions(deps: Pick<TDeps, 'db'>, partitions: readonly string[]): Promise<void> {
  for (const pk of partitions) await batchDeleteItems(deps.db, (await listPartitionItems(deps.db, pk)).map(keyOf));
}

/**
 * The agent's own listings, as deleting each one does (out of the browse indexes and counters, its open
 * houses and photos), then what a listing's deletion leaves for its owner: its leads and views, and each open
 * house's sign-in sheet, receipts and thank-you records. Open houses left over (none, unless a run stopped
 * half-way) go too. MLS listings another link inherited are no longer the agent's: run after the configurations.
 */
export async function eraseListings(
  deps: TDeps & { photos: Pick<TPhotoStore, 'deletePhotos'>; objects: { deleteObjectsUnder: (prefixes: readonly string[]) => Promise<void> } },
  userId: string,
): Promise<void> {
  const listings = (await listGsi1PartitionItems(deps.db, keys.agentPartition(userId), keys.propertyPrefix)).map(propertyEntity.parse);
  for (const listing of listings) {
    const openHouseIds = (await listOpenHousesOfProperty(deps.db, listing.id)).map((openHouse) => openHouse.id);
    await removeListing(deps, listing);
    // Every size made of its photos too (a listing passed on to another MLS link keeps its own under this prefix).
    await deps.objects.deleteObjectsUnder([listingPhotoPrefix(userId, listing.id)]);
    await deletePartitions(deps, [keys.propertyPartition(listing.id), ...openHouseIds.map(keys.signInFormPartition)]);
  }
  const leftOver = await listGsi2PartitionItems(deps.db, keys.agentPartition(userId), keys.openHousePrefix);
  await batchDeleteItems(deps.db, leftOver.map(keyOf));
  await deletePartitions(
    deps,
    leftOver.map((openHouse) => keys.signInFormPartition(String(openHouse.id))),
  );
}
